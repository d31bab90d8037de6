// Applying and cancelling planning tables, with the hand-worked salaries of fixtures.ts:
// employees (7.5% and a fixed R$ 150.00 through the collective form), ranges by value and by index,
// an index +4.62% followed by the employees and ranges paid by it; payroll totals before and after;
// applying twice; a refusal and a failure in the middle leave nothing applied; cancelling restores the
// previous salaries; only the last applied table may be cancelled; tenant scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createCompanyWithUser, type TestApp } from '../../../helpers/test-app.ts';
import {
  count,
  DATA,
  type Fixture,
  ok,
  PROPOSTAS_COLABORADORES,
  PROPOSTAS_FAIXAS,
  PROPOSTAS_INDICES,
  salarios,
  seed,
  startTestApp,
  TABELAS,
  tabela,
} from './fixtures.ts';

let t: TestApp;
let admin: Client;
let other: Client;
let f: Fixture;
let todos: number[];

const historicos = () => count(t, 'historico_colaborador');
const itensFaixa = () => count(t, 'faixa_salarial_historico');
const itensIndice = () => count(t, 'indice_historico');

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  f = await seed(admin);
  todos = [f.ana, f.bruno, f.carla, f.davi];
});
afterAll(async () => t?.close());

describe('employee table (tipo C)', () => {
  let id: number;

  it('is filled by the collective form: 7.5% on Operações and its sub-areas, R$ 150.00 on Vendas', async () => {
    id = await tabela(admin, 'C', { dissidio: true });
    const pct = await ok(
      admin.post(`${PROPOSTAS_COLABORADORES}/aplicar-dissidio`, {
        tabelaReajuste: { id },
        dissidioPor: 1,
        valorDissidio: 7.5,
        areasIds: [f.areaOperacoes],
      }),
    );
    expect(pct).toEqual({ quantidade: 3 });
    const valor = await ok(
      admin.post(`${PROPOSTAS_COLABORADORES}/aplicar-dissidio`, {
        tabelaReajuste: { id },
        dissidioPor: 2,
        valorDissidio: 150,
        areasIds: [f.areaVendas],
      }),
    );
    expect(valor).toEqual({ quantidade: 1 });
    const propostas = await ok(admin.get(`${TABELAS}/${id}/colaboradores`));
    const resumo = Object.fromEntries(
      propostas.map((p: any) => [
        p.colaborador.nome,
        [p.salarioAtual, p.tipoSalarioProposto, p.salarioProposto, p.valorDiferenca, p.percentualDiferenca],
      ]),
    );
    expect(resumo).toEqual({
      // 2,345.67 × 1.075 = 2,521.59525 → 2,521.60
      Ana: [2345.67, 3, 2521.6, 175.93, 7.5],
      Bruno: [3000, 3, 3225, 225, 7.5],
      // 2,824.00 × 1.075 = 3,035.80
      Davi: [2824, 3, 3035.8, 211.8, 7.5],
      // 2,118.00 + 150.00
      Carla: [2118, 3, 2268, 150, 7.08],
    });
  });

  it('gives the payroll before and after', async () => {
    // 10,287.67 + 175.93 + 225.00 + 211.80 + 150.00 = 11,050.40
    expect(await ok(admin.get(`${TABELAS}/${id}/total-folha`))).toEqual({
      data: DATA,
      aplicado: false,
      quantidadeTalentos: 4,
      totalAntes: 10287.67,
      totalDepois: 11050.4,
      valorDiferenca: 762.73,
      percentualDiferenca: 7.41,
    });
  });

  it('is applied in one go: a history entry per proposal at the date, motive Dissídio', async () => {
    const antes = await historicos();
    const res = await ok(admin.post(`${TABELAS}/${id}/aplicar-colaboradores`, {}));
    expect(res).toMatchObject({ id, aprovada: true, ehUltimo: true, existeHistoricoConfirmado: true });
    expect(await historicos()).toBe(antes + 4);
    const novos = (
      await t.sql.query(
        `SELECT colaborador_id, motivo, tipo_salario, salario::text, status FROM historico_colaborador
         WHERE data = $1 ORDER BY colaborador_id`,
        [DATA],
      )
    ).rows;
    expect(novos).toEqual([
      { colaborador_id: f.ana, motivo: 'DI', tipo_salario: 3, salario: '2521.60', status: 'C' },
      { colaborador_id: f.bruno, motivo: 'DI', tipo_salario: 3, salario: '3225.00', status: 'C' },
      { colaborador_id: f.carla, motivo: 'DI', tipo_salario: 3, salario: '2268.00', status: 'C' },
      { colaborador_id: f.davi, motivo: 'DI', tipo_salario: 3, salario: '3035.80', status: 'C' },
    ]);
    expect(await salarios(admin, DATA, todos)).toEqual({
      [f.ana]: 2521.6,
      [f.bruno]: 3225,
      [f.carla]: 2268,
      [f.davi]: 3035.8,
    });
    // the day before, nothing changed
    expect(await salarios(admin, '2026-02-28', todos)).toEqual({
      [f.ana]: 2345.67,
      [f.bruno]: 3000,
      [f.carla]: 2118,
      [f.davi]: 2824,
    });
  });

  it('keeps the same totals once applied (before = payroll then, after = payroll now)', async () => {
    expect(await ok(admin.get(`${TABELAS}/${id}/total-folha`))).toMatchObject({
      aplicado: true,
      totalAntes: 10287.67,
      totalDepois: 11050.4,
      valorDiferenca: 762.73,
    });
  });

  it('is not applied twice', async () => {
    const antes = await historicos();
    const res = await admin.post(`${TABELAS}/${id}/aplicar-colaboradores`, {});
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: 'Este reajuste já foi aplicado.' });
    expect(await historicos()).toBe(antes);
  });

  it('cannot be changed, nor its proposals, nor deleted while applied', async () => {
    const put = await admin.put(`${TABELAS}/${id}`, { nome: 'Outro', data: DATA, tipoReajuste: 'C' });
    expect(put.status).toBe(409);
    expect(put.body.message).toBe('O reajuste já foi aplicado: cancele-o antes de alterá-lo.');
    const del = await admin.del(`${TABELAS}/${id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('O reajuste já foi aplicado: cancele-o antes de excluí-lo.');
    const [p] = await ok(admin.get(`${TABELAS}/${id}/colaboradores`));
    const delP = await admin.del(`${PROPOSTAS_COLABORADORES}/${p.id}`);
    expect(delP.status).toBe(409);
    expect(delP.body.message).toBe(
      'O reajuste já foi aplicado: cancele-o antes de alterar as suas propostas.',
    );
  });

  it('is invisible to another company (404) and cannot be applied or cancelled by it', async () => {
    for (const path of ['total-folha', 'colaboradores'])
      expect((await other.get(`${TABELAS}/${id}/${path}`)).status).toBe(404);
    for (const path of ['aplicar-colaboradores', 'cancelar-reajuste'])
      expect((await other.post(`${TABELAS}/${id}/${path}`, {})).status).toBe(404);
    expect((await other.get(`/api/cargo-salario/colaboradores/${f.ana}/reajuste-colaborador`)).status).toBe(
      404,
    );
  });

  it("lists the employee's proposals", async () => {
    const lista = await ok(admin.get(`/api/cargo-salario/colaboradores/${f.ana}/reajuste-colaborador`));
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatchObject({
      tabelaReajuste: { id },
      salarioAtual: 2345.67,
      salarioPropostoCalculado: 2521.6,
    });
  });

  it('is cancelled: exactly its entries go and the previous salaries are back', async () => {
    const antes = await historicos();
    const res = await ok(admin.post(`${TABELAS}/${id}/cancelar-reajuste`, {}));
    expect(res).toMatchObject({ id, aprovada: false, ehUltimo: false, existeHistoricoConfirmado: false });
    expect(await historicos()).toBe(antes - 4);
    expect(await salarios(admin, DATA, todos)).toEqual({
      [f.ana]: 2345.67,
      [f.bruno]: 3000,
      [f.carla]: 2118,
      [f.davi]: 2824,
    });
    expect(await count(t, 'reajuste_aplicacao', `tabela_reajuste_id = ${id}`)).toBe(0);
    const again = await admin.post(`${TABELAS}/${id}/cancelar-reajuste`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Este reajuste não está aplicado.');
    // back to a plan: it can be deleted (with its proposals)
    expect((await admin.del(`${TABELAS}/${id}`)).status).toBe(204);
    expect(await count(t, 'reajuste_colaborador', `tabela_reajuste_id = ${id}`)).toBe(0);
  });
});

describe('all or nothing', () => {
  /** A table with a proposal for each employee (7.5% on everyone). */
  async function tabelaDeTodos(): Promise<number> {
    const id = await tabela(admin, 'C');
    await ok(
      admin.post(`${PROPOSTAS_COLABORADORES}/aplicar-dissidio`, {
        tabelaReajuste: id,
        dissidioPor: 1,
        valorDissidio: 7.5,
        areasIds: [f.areaOperacoes, f.areaVendas],
      }),
    );
    return id;
  }

  it('refuses the whole table, naming every refused proposal, when entries exist at the date or an employee left before it', async () => {
    const id = await tabelaDeTodos();
    // Bruno got a history entry on the table's date; Davi was dismissed the day before
    const entrada = await admin.post('/api/cargo-salario/historicos-colaboradores', {
      colaborador: { id: f.bruno },
      data: DATA,
      motivo: 'PH',
      areaOrganizacional: { id: f.areaSuporte },
      faixaSalarial: { id: f.faixaValor },
      tipoSalario: 3,
      salario: 3100,
    });
    expect(entrada.status).toBe(201);
    await t.sql.query(`UPDATE colaborador SET status = 'D', data_desligamento = '2026-02-28' WHERE id = $1`, [
      f.davi,
    ]);
    const antes = await historicos();
    const propostas = await ok(admin.get(`${TABELAS}/${id}/colaboradores`));
    const de = (nome: string) => propostas.find((p: any) => p.colaborador.nome === nome).id;
    expect(propostas.find((p: any) => p.colaborador.nome === 'Davi').colaboradorDesligado).toBe(true);

    const res = await admin.post(`${TABELAS}/${id}/aplicar-colaboradores`, {});
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('FIELD_VALIDATION_VIOLATION');
    expect(res.body.errors).toEqual([
      {
        field: `propostas.${de('Bruno')}`,
        message: 'Bruno: Já existe um histórico deste talento nesta data.',
      },
      {
        field: `propostas.${de('Davi')}`,
        message:
          'Davi: A data do histórico não pode ser posterior à data de desligamento do talento (28/02/2026).',
      },
    ]);
    expect(res.body.message).toBe('Não foi possível aplicar o reajuste: corrija as propostas indicadas.');
    expect(await historicos()).toBe(antes);
    expect((await ok(admin.get(`${TABELAS}/${id}`))).aprovada).toBe(false);

    // put things back for the next tests
    await admin.del(`/api/cargo-salario/historicos-colaboradores/${entrada.body.id}`);
    await t.sql.query(`UPDATE colaborador SET status = 'A', data_desligamento = NULL WHERE id = $1`, [
      f.davi,
    ]);
    expect((await admin.del(`${TABELAS}/${id}`)).status).toBe(204);
  });

  it('rolls back the entries already written when a later step fails', async () => {
    const id = await tabelaDeTodos();
    const antes = await historicos();
    // an unexpected failure after the history was written: recording the links
    await t.sql.query(`CREATE FUNCTION teste_falha() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'falha simulada'; END $$`);
    await t.sql.query(`CREATE TRIGGER teste_falha BEFORE INSERT ON reajuste_aplicacao
      FOR EACH STATEMENT EXECUTE FUNCTION teste_falha()`);
    try {
      const res = await admin.post(`${TABELAS}/${id}/aplicar-colaboradores`, {});
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toContain('falha simulada');
    } finally {
      await t.sql.query('DROP TRIGGER teste_falha ON reajuste_aplicacao; DROP FUNCTION teste_falha()');
    }
    expect(await historicos()).toBe(antes);
    expect(await salarios(admin, DATA, todos)).toEqual({
      [f.ana]: 2345.67,
      [f.bruno]: 3000,
      [f.carla]: 2118,
      [f.davi]: 2824,
    });
    expect((await ok(admin.get(`${TABELAS}/${id}`))).aprovada).toBe(false);
    // and then it applies normally, once
    await ok(admin.post(`${TABELAS}/${id}/aplicar-colaboradores`, {}));
    expect(await historicos()).toBe(antes + 4);
    await ok(admin.post(`${TABELAS}/${id}/cancelar-reajuste`, {}));
    expect(await historicos()).toBe(antes);
    expect((await admin.del(`${TABELAS}/${id}`)).status).toBe(204);
  });

  it('two simultaneous applications write once', async () => {
    const id = await tabelaDeTodos();
    const antes = await historicos();
    const [a, b] = await Promise.all([
      admin.post(`${TABELAS}/${id}/aplicar-colaboradores`, {}),
      admin.post(`${TABELAS}/${id}/aplicar-colaboradores`, {}),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await historicos()).toBe(antes + 4);
    await ok(admin.post(`${TABELAS}/${id}/cancelar-reajuste`, {}));
    expect(await historicos()).toBe(antes);
    expect((await admin.del(`${TABELAS}/${id}`)).status).toBe(204);
  });

  it('refuses a table without proposals and an action of another type', async () => {
    const vazia = await tabela(admin, 'C');
    const res = await admin.post(`${TABELAS}/${vazia}/aplicar-colaboradores`, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('O planejamento de reajuste não tem propostas para aplicar.');
    const tipo = await admin.post(`${TABELAS}/${vazia}/aplicar-indices`, {});
    expect(tipo.status).toBe(409);
    expect(tipo.body.message).toBe('O planejamento de reajuste não é do tipo Índice.');
    expect((await admin.del(`${TABELAS}/${vazia}`)).status).toBe(204);
  });
});

describe('salary range table (tipo F)', () => {
  let id: number;

  it('applies a range by value (+4.5%) and a range by index (+7.5%, now by value); their employees follow', async () => {
    id = await tabela(admin, 'F');
    await ok(
      admin.post(`${PROPOSTAS_FAIXAS}/aplicar-dissidio`, {
        tabelaReajuste: { id },
        dissidioPor: 1,
        valorDissidio: 4.5,
        faixasSalariaisIds: [f.faixaValor],
      }),
    );
    await ok(
      admin.post(`${PROPOSTAS_FAIXAS}/aplicar-dissidio`, {
        tabelaReajuste: { id },
        dissidioPor: 1,
        valorDissidio: 7.5,
        faixasSalariaisIds: [f.faixaIndice],
      }),
    );
    const propostas = await ok(admin.get(`${TABELAS}/${id}/faixas-salariais?sort=id,asc`));
    expect(
      propostas.map((p: any) => [
        p.faixaSalarial.nome,
        p.tipoAtual,
        p.valorAtual,
        p.tipoProposto,
        p.valorProposto,
      ]),
    ).toEqual([
      ['Por valor', 3, 3000, 3, 3135],
      ['Por índice', 2, 2824, 3, 3035.8],
    ]);
    // Bruno (by range "Por valor") +135.00, Davi (by range "Por índice") +211.80; Ana and Carla untouched
    expect(await ok(admin.get(`${TABELAS}/${id}/total-folha`))).toMatchObject({
      quantidadeTalentos: 2,
      totalAntes: 10287.67,
      totalDepois: 10634.47,
      valorDiferenca: 346.8,
      percentualDiferenca: 3.37,
    });
    const antes = await itensFaixa();
    await ok(admin.post(`${TABELAS}/${id}/aplicar-faixas-salariais`, {}));
    expect(await itensFaixa()).toBe(antes + 2);
    const faixa = await ok(admin.get(`/api/cargo-salario/faixas-salariais/${f.faixaIndice}`));
    expect(faixa.historico.map((h: any) => [h.data, h.tipo, h.valor ?? null])).toEqual([
      ['2025-01-01', 2, null],
      [DATA, 3, 3035.8],
    ]);
    expect(await salarios(admin, DATA, todos)).toEqual({
      [f.ana]: 2345.67,
      [f.bruno]: 3135,
      [f.carla]: 2118,
      [f.davi]: 3035.8,
    });
    expect((await admin.post(`${TABELAS}/${id}/aplicar-faixas-salariais`, {})).status).toBe(409);
    expect(await itensFaixa()).toBe(antes + 2);
  });

  it('refuses a range that already has an item at the date, writing nothing', async () => {
    const outra = await tabela(admin, 'F', { data: '2025-01-01' });
    await created(PROPOSTAS_FAIXAS, {
      tabelaReajuste: { id: outra },
      faixaSalarial: { id: f.faixaValor },
      tipoProposto: 3,
      valorProposto: 3200,
    });
    const antes = await itensFaixa();
    const res = await admin.post(`${TABELAS}/${outra}/aplicar-faixas-salariais`, {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        field: expect.stringMatching(/^propostas\.\d+$/),
        message: 'Técnico / Por valor: Já existe um histórico nesta data.',
      },
    ]);
    expect(await itensFaixa()).toBe(antes);
    expect((await admin.del(`${TABELAS}/${outra}`)).status).toBe(204);
  });

  it('the range keeps saving through its register with the new item', async () => {
    const faixa = await ok(admin.get(`/api/cargo-salario/faixas-salariais/${f.faixaValor}`));
    const { id: _id, ...body } = faixa;
    await ok(admin.put(`/api/cargo-salario/faixas-salariais/${f.faixaValor}`, body));
    expect(
      (await ok(admin.get(`/api/cargo-salario/faixas-salariais/${f.faixaValor}`))).historico,
    ).toHaveLength(2);
  });

  it('cancelling restores the ranges and the salaries', async () => {
    const antes = await itensFaixa();
    await ok(admin.post(`${TABELAS}/${id}/cancelar-reajuste`, {}));
    expect(await itensFaixa()).toBe(antes - 2);
    expect(await salarios(admin, DATA, todos)).toEqual({
      [f.ana]: 2345.67,
      [f.bruno]: 3000,
      [f.carla]: 2118,
      [f.davi]: 2824,
    });
  });
});

describe('index table (tipo I)', () => {
  let id: number;

  it('applies Piso +4.62% (1,412.00 → 1,477.23); employees and ranges by index follow', async () => {
    id = await tabela(admin, 'I');
    const res = await ok(
      admin.post(`${PROPOSTAS_INDICES}/aplicar-dissidio`, {
        tabelaReajuste: { id },
        dissidioPor: 1,
        valorDissidio: 4.62,
        indicesIds: [f.piso],
      }),
    );
    expect(res).toEqual({ quantidade: 1 });
    const [p] = await ok(admin.get(`${TABELAS}/${id}/indices`));
    expect(p).toMatchObject({
      valorAtual: 1412,
      valorProposto: 1477.23,
      valorDiferenca: 65.23,
      percentualDiferenca: 4.62,
    });
    // Carla 1.5 × 1,477.23 = 2,215.845 → 2,215.85 (+97.85); Davi 2 × 1,477.23 = 2,954.46 (+130.46)
    expect(await ok(admin.get(`${TABELAS}/${id}/total-folha`))).toMatchObject({
      quantidadeTalentos: 2,
      totalAntes: 10287.67,
      totalDepois: 10515.98,
      valorDiferenca: 228.31,
      percentualDiferenca: 2.22,
    });
    const antesHist = await historicos();
    const antes = await itensIndice();
    await ok(admin.post(`${TABELAS}/${id}/aplicar-indices`, {}));
    expect(await itensIndice()).toBe(antes + 1);
    expect(await historicos()).toBe(antesHist);
    expect(await salarios(admin, DATA, todos)).toEqual({
      [f.ana]: 2345.67,
      [f.bruno]: 3000,
      [f.carla]: 2215.85,
      [f.davi]: 2954.46,
    });
    expect(await ok(admin.get(`${TABELAS}/${id}/total-folha`))).toMatchObject({
      aplicado: true,
      totalAntes: 10287.67,
      totalDepois: 10515.98,
    });
  });

  it('only the last applied table of the company can be cancelled', async () => {
    const outra = await tabela(admin, 'C', { data: '2026-04-01' });
    await created(PROPOSTAS_COLABORADORES, {
      tabelaReajuste: { id: outra },
      colaborador: { id: f.ana },
      areaProposta: { id: f.areaOperacoes },
      faixaSalarialProposta: { id: f.faixaValor },
      tipoSalarioProposto: 3,
      salarioProposto: 2500,
    });
    await ok(admin.post(`${TABELAS}/${outra}/aplicar-colaboradores`, {}));
    expect((await ok(admin.get(`${TABELAS}/${id}`))).ehUltimo).toBe(false);
    const res = await admin.post(`${TABELAS}/${id}/cancelar-reajuste`, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Somente o último reajuste aplicado da empresa pode ser cancelado.');
    await ok(admin.post(`${TABELAS}/${outra}/cancelar-reajuste`, {}));
    expect((await ok(admin.get(`${TABELAS}/${id}`))).ehUltimo).toBe(true);
    await ok(admin.post(`${TABELAS}/${id}/cancelar-reajuste`, {}));
    expect(await salarios(admin, DATA, todos)).toEqual({
      [f.ana]: 2345.67,
      [f.bruno]: 3000,
      [f.carla]: 2118,
      [f.davi]: 2824,
    });
  });
});

async function created(path: string, body: unknown) {
  const res = await admin.post(path, body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
