// Set-up through the API as the administrator (companies, profiles, users), so tests start from the
// data they need. An APIRequestContext of its own: the browser's session is not touched.
import { type APIRequestContext, expect, request } from '@playwright/test';
import { ADMIN_CPF, ADMIN_SENHA } from './env.ts';

export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/login', { data: { cpf: ADMIN_CPF, senha: ADMIN_SENHA, empresaId: 1 } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

export async function create<T = { id: number }>(
  api: APIRequestContext,
  path: string,
  data: object,
): Promise<T> {
  const res = await api.post(`/api/${path}`, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** The id of the record with that name, creating it when absent (specs may run again on one database). */
export async function ensure(
  api: APIRequestContext,
  path: string,
  data: { nome: string } & Record<string, unknown>,
): Promise<number> {
  const res = await api.get(`/api/${path}`, { params: { resumido: 'true' } });
  const found = ((await res.json()) as { id: number; nome: string }[]).find((r) => r.nome === data.nome);
  return found ? found.id : (await create(api, path, data)).id;
}

/** Company `empresaId` with a CNPJ (establishments and eSocial events need one): set when it has none. */
export async function empresaComCnpj(api: APIRequestContext, empresaId = 1): Promise<void> {
  const { id: _id, ...empresa } = await (await api.get(`/api/utilitario/empresas/${empresaId}`)).json();
  if (empresa.cnpj) return;
  const res = await api.put(`/api/utilitario/empresas/${empresaId}`, {
    data: { ...empresa, cnpj: '11222333000181' },
  });
  expect(res.status(), await res.text()).toBe(200);
}
