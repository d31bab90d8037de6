import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../helpers/test-app.ts';
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
});
afterAll(async () => t?.close());
it('smoke', async () => {
  const area = await admin.post('/api/cargo-salario/areas-organizacionais', { nome: 'RH' });
  const cargo = await admin.post('/api/cargo-salario/cargos', { nome: 'Analista', nomeMercado: 'Analista', areasOrganizacionais: [area.body.id] });
  const faixa = await admin.post('/api/cargo-salario/faixas-salariais', { cargo: { id: cargo.body.id }, nome: 'Jr', codigoCBO: '252105', historico: [{ data: '2020-01-01', tipo: 3, valor: 3000 }] });
  console.log(area.status, cargo.status, faixa.status, JSON.stringify(faixa.body));
  const c = await admin.post('/api/cargo-salario/colaboradores', { nome: 'Ana', cpf: '52998224725', dataAdmissao: '2020-01-01' });
  console.log(c.status, JSON.stringify(c.body));
  const h = await admin.post('/api/cargo-salario/historicos-colaboradores', { colaborador: { id: c.body.id }, data: '2020-01-01', areaOrganizacional: { id: area.body.id }, faixaSalarial: { id: faixa.body.id }, tipoSalario: 3, salario: 3500 });
  console.log(h.status, JSON.stringify(h.body));
  const h2 = await admin.post('/api/cargo-salario/historicos-colaboradores', { colaborador: { id: c.body.id }, data: '2021-01-01', areaOrganizacional: { id: area.body.id }, faixaSalarial: { id: faixa.body.id }, tipoSalario: 3, salario: 4000, motivo: 'RI' });
  console.log(h2.status, JSON.stringify(h2.body));
  console.log(JSON.stringify((await admin.get(`/api/cargo-salario/colaboradores/${c.body.id}`)).body));
  console.log(JSON.stringify((await admin.get(`/api/cargo-salario/colaboradores/${c.body.id}/situacao?data=2020-06-01`)).body));
  console.log(JSON.stringify((await admin.get(`/api/cargo-salario/colaboradores/${c.body.id}/historicos`)).body));
  console.log(JSON.stringify((await admin.get(`/api/cargo-salario/colaboradores?page=0&areasIds=${area.body.id}&status=A`)).body));
  expect(1).toBe(1);
});
