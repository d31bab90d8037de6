import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../shared/messages.ts';
import { API_UNREACHABLE, ApiError, apiFetch, setUnauthorizedHandler, toQueryString } from './http.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
});

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('toQueryString', () => {
  it('joins arrays with commas and leaves empty values out', () => {
    expect(
      toQueryString({
        page: 0,
        size: 15,
        sort: 'nome,asc',
        ids: [1, 2, 3],
        vazio: '',
        nulo: null,
        lista: [],
      }),
    ).toBe('?page=0&size=15&sort=nome%2Casc&ids=1%2C2%2C3');
    expect(toQueryString({})).toBe('');
  });
});

describe('apiFetch', () => {
  it('sends JSON with same-origin credentials under /api', async () => {
    const fetch = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    await apiFetch('/x', { method: 'POST', body: { a: 1 }, query: { q: 'a' } });
    expect(fetch).toHaveBeenCalledWith(
      '/api/x?q=a',
      expect.objectContaining({ method: 'POST', body: '{"a":1}', credentials: 'same-origin' }),
    );
  });

  it("turns the server's error document into an ApiError with field errors", async () => {
    vi.stubGlobal('fetch', async () =>
      json(400, {
        status: 400,
        code: 'FIELD_VALIDATION_VIOLATION',
        message: MSG.validation,
        errors: [{ field: 'nome', message: 'Nome é obrigatório' }],
      }),
    );
    const error = (await apiFetch('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'FIELD_VALIDATION_VIOLATION', message: MSG.validation });
    expect(error.fieldErrors).toEqual({ nome: 'Nome é obrigatório' });
  });

  it("reports a server error without a body as code 500 'Erro'", async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }));
    await expect(apiFetch('/x')).rejects.toMatchObject({ status: 500, code: '500', message: 'Erro' });
  });

  it('reports no answer at all as api-unreachable', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/x')).rejects.toMatchObject({
      status: 0,
      code: API_UNREACHABLE,
      message: MSG.apiUnreachable,
    });
  });

  it('tells the session module about a 401, except for calls made without a session', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', async () =>
      json(401, { status: 401, code: 'UNAUTHORIZED', message: MSG.sessionExpired }),
    );
    await apiFetch('/x').catch(() => undefined);
    await apiFetch('/login', { session: false }).catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('answers undefined for 204', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await expect(apiFetch('/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
