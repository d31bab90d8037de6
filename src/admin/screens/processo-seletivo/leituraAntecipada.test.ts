import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../providers/http.ts';
import { anteciparQuadro, tomarQuadroAntecipado } from './leituraAntecipada.ts';

const quadro = { solicitacao: { id: 7 }, etapas: [], cartoes: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  // leaves nothing pending for the next test
  for (const id of [7, 8]) tomarQuadroAntecipado(id);
});

describe('the board read started ahead of its page', () => {
  it('is read once per visit: taken by the page, and a later visit reads again', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(quadro), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    anteciparQuadro(7);
    anteciparQuadro(7); // the route rendered twice: still one read
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([
      '/api/captacao/solicitacoes-pessoal/7/quadro',
      expect.objectContaining({ method: 'GET' }),
    ]);
    const leitura = tomarQuadroAntecipado(7);
    expect(await leitura?.promessa).toEqual(quadro);
    expect(leitura?.pronto).toEqual(quadro);
    expect(tomarQuadroAntecipado(7)).toBeUndefined();
    anteciparQuadro(7);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not given to another board, and is dropped when another board is asked for', () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(quadro), { status: 200 }));
    anteciparQuadro(7);
    expect(tomarQuadroAntecipado(8)).toBeUndefined();
    anteciparQuadro(8);
    expect(tomarQuadroAntecipado(7)).toBeUndefined();
    expect(tomarQuadroAntecipado(8)).toBeDefined();
  });

  it('a failure resolves undefined (the page reads again) and a 401 does not end the session', async () => {
    const expirou = vi.fn();
    setUnauthorizedHandler(expirou);
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 401 }));
    anteciparQuadro(7);
    expect(await tomarQuadroAntecipado(7)?.promessa).toBeUndefined();
    expect(expirou).not.toHaveBeenCalled();
    setUnauthorizedHandler(() => {});
  });

  it('asks nothing for an id that is not a record id', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    anteciparQuadro(Number('abc'));
    anteciparQuadro(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
