// A plan with no proposals says why when its proposals are listed (spec: 'O Planejamento não possui talentos
// ou você não é responsável de uma área organizacional correspondente a esse realinhamento.'): the paged
// answer carries `mensagem`; the unpaged one stays a plain (empty) list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, created, startTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { DATA, ok, TABELAS } from './fixtures.ts';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
});
afterAll(async () => t?.close());

describe('planejamento sem propostas', () => {
  it.each([
    [
      'C',
      'colaboradores',
      'O Planejamento não possui talentos ou você não é responsável de uma área organizacional correspondente a esse realinhamento.',
    ],
    ['F', 'faixas-salariais', 'O Planejamento não possui faixas salariais.'],
    ['I', 'indices', 'O Planejamento não possui índices.'],
  ])('tipo %s: a lista vazia diz por quê', async (tipoReajuste, lista, mensagem) => {
    const tabela = await created(admin, TABELAS, { nome: `Vazio ${tipoReajuste}`, data: DATA, tipoReajuste });
    const page = await ok(admin.get(`${TABELAS}/${tabela.id}/${lista}?page=0&size=15`));
    expect(page.content).toEqual([]);
    expect(page.totalElements).toBe(0);
    expect(page.mensagem).toBe(mensagem);
    expect(await ok(admin.get(`${TABELAS}/${tabela.id}/${lista}`))).toEqual([]);
  });
});
