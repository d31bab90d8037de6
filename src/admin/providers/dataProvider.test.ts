// The client's request building, with a fake fetcher that records calls (no server involved).
import { describe, expect, it } from 'vitest';
import { createDataProvider, listQuery, toRequestBody } from './dataProvider.ts';
import type { ApiRequest } from './http.ts';

type Call = { path: string; request: ApiRequest };

function recorder(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const fetcher = async <T>(path: string, request: ApiRequest = {}) => {
    const call = { path, request };
    calls.push(call);
    return answer(call) as T;
  };
  return { calls, provider: createDataProvider(fetcher) };
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('listQuery', () => {
  it("turns react-admin's 1-based page into the API's 0-based one, with size and sort", () => {
    expect(
      listQuery({ pagination: { page: 3, perPage: 15 }, sort: { field: 'nome', order: 'ASC' }, filter: {} }),
    ).toEqual({ page: 2, size: 15, sort: 'nome,asc' });
  });

  it('passes filters, arrays and references as the contract wants, dropping empty values', () => {
    const q = listQuery({
      pagination: { page: 1, perPage: 15 },
      sort: { field: 'ordem', order: 'DESC' },
      filter: {
        nome: 'ana',
        vazio: '',
        nada: null,
        cargosIds: [1, 2],
        area: { id: 7, nome: 'RH' },
        lista: [],
      },
    });
    expect(q).toEqual({ page: 0, size: 15, sort: 'ordem,desc', nome: 'ana', cargosIds: [1, 2], area: 7 });
  });

  it('asks for some fields only with meta.fields', () => {
    expect(
      listQuery({ pagination: { page: 1, perPage: 15 }, filter: {}, meta: { fields: ['nome', 'cpf'] } }),
    ).toEqual({ page: 0, size: 15, fields: ['nome', 'cpf'] });
  });

  it('asks for the unpaged {id, nome} list with meta.resumido', () => {
    expect(listQuery({ filter: { ativo: true }, meta: { resumido: true } })).toEqual({
      ativo: true,
      resumido: true,
    });
  });
});

describe('dataProvider', () => {
  it('maps a page answer to react-admin data and total', async () => {
    const { calls, provider } = recorder(() => ({ content: [{ id: 1 }], totalElements: 31, size: 15 }));
    const result = await provider.getList('captacao/etapas-seletivas', {
      pagination: { page: 1, perPage: 15 },
      sort: { field: 'nome', order: 'ASC' },
      filter: {},
    });
    expect(calls[0].path).toBe('/captacao/etapas-seletivas');
    expect(result).toEqual({ data: [{ id: 1 }], total: 31 });
  });

  it('splits a 1,300-id areasIds filter into 3 calls of at most 600 and merges the answers', async () => {
    const { calls, provider } = recorder((call) => {
      const chunk = call.request.query!.areasIds as number[];
      return chunk.map((id) => ({ id, nome: `Área ${id}` }));
    });
    const result = await provider.getList('cargo-salario/areas-organizacionais', {
      filter: { areasIds: ids(1300) },
      meta: { unpaged: true },
    });
    expect(calls).toHaveLength(3);
    expect(calls.map((c) => (c.request.query!.areasIds as number[]).length)).toEqual([600, 600, 100]);
    expect(result.total).toBe(1300);
    expect(result.data.map((r) => r.id)).toEqual(ids(1300));
  });

  it('merges paged chunk answers by adding their totals', async () => {
    const { calls, provider } = recorder((call) => ({
      content: [{ id: (call.request.query!.areasOrganizacionaisIds as number[])[0] }],
      totalElements: 2,
      size: 15,
    }));
    const result = await provider.getList('cargo-salario/colaboradores', {
      pagination: { page: 1, perPage: 15 },
      sort: { field: 'nome', order: 'ASC' },
      filter: { areasOrganizacionaisIds: ids(700) },
    });
    expect(calls).toHaveLength(2);
    expect(calls.every((c) => c.request.query?.page === 0 && c.request.query?.size === 15)).toBe(true);
    expect(result).toEqual({ data: [{ id: 1 }, { id: 601 }], total: 4 });
  });

  it('sends PUT without the id in the body and with dates in the server timezone', async () => {
    const { calls, provider } = recorder((call) => ({ id: 5, ...(call.request.body as object) }));
    await provider.update('desenvolvimento/turmas', {
      id: 5,
      data: { id: 5, nome: 'Turma', inicio: new Date('2024-05-10T12:00:00Z') },
      previousData: { id: 5 },
    });
    expect(calls[0]).toMatchObject({
      path: '/desenvolvimento/turmas/5',
      request: { method: 'PUT', body: { nome: 'Turma', inicio: '2024-05-10T09:00:00-03:00' } },
    });
  });

  it('refuses to update a record without id', async () => {
    const { provider } = recorder(() => ({}));
    await expect(
      provider.update('geral/estados', { id: '', data: {}, previousData: { id: '' } }),
    ).rejects.toThrow('sem id');
  });

  it('creates with POST and deletes with DELETE', async () => {
    const { calls, provider } = recorder((call) =>
      call.request.method === 'POST' ? { id: 9, nome: 'x' } : undefined,
    );
    const created = await provider.create('geral/estados', { data: { nome: 'x' } });
    await provider.delete('geral/estados', { id: 9, previousData: { id: 9, nome: 'x' } });
    expect(created.data).toEqual({ id: 9, nome: 'x' });
    expect(calls.map((c) => [c.request.method, c.path])).toEqual([
      ['POST', '/geral/estados'],
      ['DELETE', '/geral/estados/9'],
    ]);
  });

  it('getMany fetches each id and leaves out the ones that vanished', async () => {
    const { provider } = recorder((call) => {
      if (call.path.endsWith('/2')) throw Object.assign(new Error('x'), { status: 404 });
      return { id: Number(call.path.split('/').pop()) };
    });
    const result = await provider.getMany('geral/estados', { ids: [1, 2, 3, 1] });
    expect(result.data).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('toRequestBody drops the id', () => {
    expect(toRequestBody({ id: 1, nome: 'a' })).toEqual({ nome: 'a' });
  });
});
