// cargo-salario/faixas-salariais: each history entry read carries its calculated salary (salarioCalculado,
// read-only) — by index, the index's value at the entry's date × quantity; by value, the value — and a
// salarioCalculado sent back with the record is ignored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const PATH = '/api/cargo-salario/faixas-salariais';
let t: TestApp;
let admin: Client;
let cargoId: number;
let indiceId: number;

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  const area = await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Área Calculada' });
  cargoId = (
    await created(admin, '/api/cargo-salario/cargos', {
      nome: 'Técnico',
      nomeMercado: 'Técnico',
      areasOrganizacionais: [area.id],
    })
  ).id;
  indiceId = (
    await created(admin, '/api/cargo-salario/indices', {
      nome: 'Piso da categoria',
      historico: [
        { data: '2026-01-01', valor: 1000 },
        { data: '2026-03-01', valor: 1100.5 },
      ],
    })
  ).id;
});
afterAll(async () => t?.close());

describe('salário calculado da faixa', () => {
  it('por índice: valor do índice na data × quantidade; por valor: o valor', async () => {
    const faixa = await created(admin, PATH, {
      cargo: { id: cargoId },
      nome: 'Pleno',
      codigoCBO: '252105',
      historico: [
        { data: '2026-01-15', tipo: 2, indice: { id: indiceId }, quantidade: 2.5 },
        { data: '2026-03-10', tipo: 2, indice: { id: indiceId }, quantidade: 2.5 },
        { data: '2026-06-01', tipo: 3, valor: 4000 },
      ],
    });
    const lido = (await admin.get(`${PATH}/${faixa.id}`)).body;
    expect(lido.historico.map((h: any) => [h.data, h.salarioCalculado])).toEqual([
      ['2026-01-15', 2500],
      ['2026-03-10', 2751.25],
      ['2026-06-01', 4000],
    ]);
    expect(faixa.historico.map((h: any) => h.salarioCalculado)).toEqual([2500, 2751.25, 4000]);
  });

  it('enviado de volta com o registro, é ignorado (calculado pelo servidor)', async () => {
    const faixa = await created(admin, PATH, {
      cargo: { id: cargoId },
      nome: 'Sênior',
      codigoCBO: '252105',
      historico: [{ data: '2026-01-15', tipo: 2, indice: { id: indiceId }, quantidade: 3 }],
    });
    const { id, ...semId } = faixa;
    const res = await admin.put(`${PATH}/${id}`, {
      ...semId,
      historico: faixa.historico.map((h: any) => ({ ...h, salarioCalculado: 1 })),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.historico[0].salarioCalculado).toBe(3000);
  });
});
