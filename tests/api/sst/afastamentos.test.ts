// Leave (sst/afastamentos), leave types (sst/tipos-afastamento) and certificates (sst/atestados): the §5 rules
// with their exact messages, the per-class extra fields, overlapping periods refused (save and
// verificar-periodo), the leaves a relapse may link to, the payroll status and label rule, the health-data
// authority on certificates, the CID-10 register and tenant scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_INTEGRACAO_PESSOAL } from '../../../src/server/modules/sst/messages.ts';
import { countRows } from '../../helpers/test-app.ts';
import { entradaCarreira, posicao } from './fixtures.ts';
import { created, refused, type SstTest, startSst, userWith } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
const TIPOS = '/api/sst/tipos-afastamento';
const AF = '/api/sst/afastamentos';
const AT = '/api/sst/atestados';

const afastamento = (over: Record<string, unknown> = {}) => ({
  colaborador: { id: ids.ana },
  afastamento: { id: ids.doenca },
  inicio: '2025-03-01',
  fim: '2025-03-10',
  ...over,
});

beforeAll(async () => {
  s = await startSst();
  const pos = await posicao(s.admin);
  for (const [k, nome] of [
    ['ana', 'Ana Souza'],
    ['bruno', 'Bruno Lima'],
  ] as const) {
    ids[k] = (
      await created(s.admin, '/api/cargo-salario/colaboradores', { nome, dataAdmissao: '2020-01-10' })
    ).id;
    await created(
      s.admin,
      '/api/cargo-salario/historicos-colaboradores',
      entradaCarreira(pos, ids[k]!, '2020-01-10'),
    );
  }
  ids.doenca = (
    await created(s.admin, TIPOS, { descricao: 'Doença (INSS)', classe: 'ACIDENTE_DOENCA', inss: true })
  ).id;
  ids.simples = (await created(s.admin, TIPOS, { descricao: 'Licença simples', classe: 'SIMPLES' })).id;
  ids.cessao = (await created(s.admin, TIPOS, { descricao: 'Cessão', classe: 'CESSAO' })).id;
  ids.sindical = (
    await created(s.admin, TIPOS, { descricao: 'Mandato sindical', classe: 'MANDATO_SINDICAL' })
  ).id;
  ids.eletivo = (
    await created(s.admin, TIPOS, { descricao: 'Mandato eletivo', classe: 'MANDATO_ELETIVO' })
  ).id;
  ids.recaida = (await created(s.admin, TIPOS, { descricao: 'Recaída', classe: 'RECAIDA', inss: true })).id;
});

afterAll(() => s?.t.close());

describe('leave types', () => {
  it('requires the description; the class defaults to simple', async () => {
    await refused(
      s,
      'tipo_afastamento',
      () => s.admin.post(TIPOS, { classe: 'SIMPLES' }),
      'descricao',
      'Descrição é obrigatória',
    );
    const t = (await s.admin.get(`${TIPOS}/${ids.simples}`)).body;
    expect(t).toMatchObject({
      classe: 'SIMPLES',
      ativo: true,
      absenteismo: true,
      inss: false,
      integradoComAC: false,
    });
    expect(t.rotulo).toBe('Licença simples');
  });

  it('with the payroll integration: the types are the payroll ones (code in the label), none created or changed here', async () => {
    // created before the integration, as the payroll would send them
    const t = await created(s.admin, TIPOS, {
      descricao: 'Licença paternidade',
      classe: 'SIMPLES',
      codigoAC: '12',
    });
    const ns = await created(s.admin, TIPOS, { descricao: 'Folga compensada', classe: 'NAO_SUPORTADO' });
    await s.t.sql.query('UPDATE empresa SET ac_integra = true WHERE id = 1');
    try {
      expect((await s.admin.get(`${TIPOS}/${t.id}`)).body).toMatchObject({
        integradoComAC: true,
        rotulo: 'Licença paternidade (AC 12)',
      });
      expect((await s.admin.get(`${TIPOS}/${ns.id}`)).body).toMatchObject({
        integradoComAC: false,
        rotulo: 'Folga compensada',
      });
      const antes = await countRows(s.t, 'tipo_afastamento');
      const novo = await s.admin.post(TIPOS, {
        descricao: 'Licença gala',
        classe: 'SIMPLES',
        codigoAC: '13',
      });
      expect(novo).toMatchObject({
        status: 409,
        body: { message: MSG_INTEGRACAO_PESSOAL.tipoAfastamentoNovo },
      });
      const editado = await s.admin.put(`${TIPOS}/${t.id}`, {
        descricao: 'Licença paternidade (20 dias)',
        classe: 'SIMPLES',
        codigoAC: '12',
      });
      expect(editado).toMatchObject({
        status: 409,
        body: { message: MSG_INTEGRACAO_PESSOAL.tipoAfastamentoIntegrado },
      });
      expect((await s.admin.del(`${TIPOS}/${t.id}`)).status).toBe(409);
      expect(await countRows(s.t, 'tipo_afastamento')).toBe(antes);
      expect((await s.admin.get(`${TIPOS}/${t.id}`)).body.descricao).toBe('Licença paternidade');
      // a type the integration does not support stays the company's own
      const ok = await s.admin.put(`${TIPOS}/${ns.id}`, {
        descricao: 'Folga compensada (banco)',
        classe: 'NAO_SUPORTADO',
      });
      expect(ok.status).toBe(200);
      // a leave of an integrated type waits for the payroll; of an unsupported one, no status
      const pendente = await created(
        s.admin,
        AF,
        afastamento({ afastamento: { id: t.id }, inicio: '2023-01-01', fim: '2023-01-05' }),
      );
      expect(pendente.statusAC).toBe('AGUARDANDO');
      const fora = await created(
        s.admin,
        AF,
        afastamento({ afastamento: { id: ns.id }, inicio: '2023-02-01', fim: '2023-02-02' }),
      );
      expect(fora.statusAC ?? null).toBeNull();
      expect((await s.admin.get(`${AF}?statusAC=AGUARDANDO`)).body.map((a: any) => a.id)).toEqual([
        pendente.id,
      ]);
      await s.admin.del(`${AF}/${pendente.id}`);
      await s.admin.del(`${AF}/${fora.id}`);
    } finally {
      await s.t.sql.query('UPDATE empresa SET ac_integra = false WHERE id = 1');
    }
  });
});

describe('employee leave', () => {
  it('requires start, talent and reason with the spec messages, storing nothing', async () => {
    for (const [campo, msg] of [
      ['inicio', 'Data de início do período é obrigatória.'],
      ['colaborador', 'Talento é obrigatório'],
      ['afastamento', 'Motivo é obrigatório'],
    ] as const) {
      const body: Record<string, unknown> = afastamento();
      delete body[campo];
      await refused(s, 'afastamento', () => s.admin.post(AF, body), campo, msg);
    }
    await refused(
      s,
      'afastamento',
      () => s.admin.post(AF, afastamento({ fim: '2025-02-01' })),
      'fim',
      'Data final inferior a data inicial.',
    );
  });

  it('takes the class from the reason and refuses a different one', async () => {
    const a = await created(
      s.admin,
      AF,
      afastamento({ afastamento: { id: ids.simples }, inicio: '2022-01-01', fim: '2022-01-02' }),
    );
    expect(a.classe).toBe('SIMPLES');
    await refused(
      s,
      'afastamento',
      () =>
        s.admin.post(
          AF,
          afastamento({
            afastamento: { id: ids.simples },
            classe: 'CESSAO',
            inicio: '2022-02-01',
            tipoCessao: 'CEDENTE',
            cnpjCessionario: '11444777000161',
          }),
        ),
      'classe',
      'A classe do motivo "Licença simples" é "Simples".',
    );
    await s.admin.del(`${AF}/${a.id}`);
  });

  it('requires the extra fields of each class', async () => {
    const casos: [number, string, string][] = [
      [ids.cessao!, 'tipoCessao', 'Ônus da cessão é obrigatório'],
      [ids.sindical!, 'cnpjSindicato', 'CNPJ do sindicato é obrigatório'],
      [ids.eletivo!, 'remuneracaoCargo', 'Informe se o talento recebe a remuneração do cargo'],
      [ids.recaida!, 'afastamentoOrigem', 'Afastamento de origem é obrigatório'],
    ];
    for (const [tipo, campo, msg] of casos) {
      const base: Record<string, unknown> = {
        tipoCessao: 'CEDENTE',
        cnpjCessionario: '11444777000161',
        cnpjSindicato: '11444777000161',
        onusMandatoSindical: 'SINDICATO',
        cnpjOrgaoMandato: '11444777000161',
        remuneracaoCargo: true,
      };
      delete base[campo];
      const res = await s.admin.post(
        AF,
        afastamento({ afastamento: { id: tipo }, inicio: '2021-01-01', ...base }),
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field: campo, message: msg });
    }
    expect(await countRows(s.t, 'afastamento')).toBe(0);
    // complete: stored, and the other classes' fields are dropped
    const ok = await created(
      s.admin,
      AF,
      afastamento({
        afastamento: { id: ids.cessao },
        inicio: '2021-01-01',
        fim: '2021-06-30',
        tipoCessao: 'CEDENTE_E_CESSIONARIO',
        cnpjCessionario: '11444777000161',
        cnpjSindicato: '11444777000161',
      }),
    );
    expect(ok).toMatchObject({
      classe: 'CESSAO',
      tipoCessao: 'CEDENTE_E_CESSIONARIO',
      cnpjCessionario: '11444777000161',
    });
    expect(ok.cnpjSindicato ?? null).toBeNull();
    await s.admin.del(`${AF}/${ok.id}`);
  });

  it('lets only one of two overlapping leaves sent at the same moment be stored', async () => {
    // both requests pass the overlap check only if nothing serialises them (the per-employee lock does)
    const antes = await countRows(s.t, 'afastamento');
    const periodo = { inicio: '2026-07-01', fim: '2026-07-10' };
    const respostas = await Promise.all([
      s.admin.post(AF, afastamento(periodo)),
      s.admin.post(AF, afastamento({ ...periodo, inicio: '2026-07-05' })),
      s.admin.post(AF, afastamento({ ...periodo, fim: '2026-07-03' })),
    ]);
    expect(respostas.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    expect(await countRows(s.t, 'afastamento')).toBe(antes + 1);
    const gravado = respostas.find((r) => r.status === 201)!;
    await s.admin.del(`${AF}/${gravado.body.id}`);
  });

  it('refuses a period that overlaps another leave of the same employee (save and verificar-periodo)', async () => {
    ids.primeiro = (await created(s.admin, AF, afastamento())).id;
    // its title in pickers: talent, reason and start, searchable by any part without accents
    expect((await s.admin.get(`${AF}/${ids.primeiro}`)).body.resumo).toBe(
      'Ana Souza — Doença (INSS) — 01/03/2025',
    );
    expect((await s.admin.get(`${AF}?resumo=doenca (inss) — 01/03`)).body.map((a: any) => a.id)).toEqual([
      ids.primeiro,
    ]);
    const msg =
      'Ana Souza já tem um afastamento (Doença (INSS)) de 01/03/2025 a 10/03/2025 que coincide com este período.';
    await refused(
      s,
      'afastamento',
      () => s.admin.post(AF, afastamento({ inicio: '2025-03-10', fim: '2025-03-20' })),
      'inicio',
      msg,
    );
    await refused(
      s,
      'afastamento',
      () => s.admin.post(AF, afastamento({ inicio: '2025-02-01', fim: undefined })),
      'inicio',
      msg,
    );
    const q = (p: string) => s.admin.get(`${AF}/verificar-periodo?${p}`);
    const v = await q(`colaborador=${ids.ana}&inicio=2025-03-05&fim=2025-03-06`);
    expect(v.status).toBe(400);
    expect(v.body.errors).toEqual([{ field: 'inicio', message: msg }]);
    expect((await q(`colaborador=${ids.ana}&inicio=2025-03-11&fim=2025-03-20`)).body).toEqual({
      disponivel: true,
    });
    // the leave itself (editing) and another employee are free
    expect((await q(`colaborador=${ids.ana}&inicio=2025-03-01&id=${ids.primeiro}`)).body).toEqual({
      disponivel: true,
    });
    expect((await q(`colaborador=${ids.bruno}&inicio=2025-03-05`)).body).toEqual({ disponivel: true });
    // adjacent periods do not overlap; an open leave blocks everything after its start
    ids.segundo = (await created(s.admin, AF, afastamento({ inicio: '2025-03-11', fim: '2025-03-31' }))).id;
    const aberto = await created(
      s.admin,
      AF,
      afastamento({ colaborador: { id: ids.bruno }, inicio: '2025-05-01', fim: undefined }),
    );
    expect((await q(`colaborador=${ids.bruno}&inicio=2030-01-01`)).body.errors[0].message).toBe(
      'Bruno Lima já tem um afastamento (Doença (INSS)) de 01/05/2025 sem data de fim que coincide com este período.',
    );
    // editing into an overlap is refused too
    const put = await s.admin.put(
      `${AF}/${ids.segundo}`,
      afastamento({ inicio: '2025-03-09', fim: '2025-03-31' }),
    );
    expect(put.body.errors).toEqual([{ field: 'inicio', message: msg }]);
    await s.admin.del(`${AF}/${aberto.id}`);
    expect((await q('inicio=2025-03-01')).body.errors).toEqual([
      { field: 'colaborador', message: 'Talento é obrigatório' },
    ]);
  });

  it('vinculaveis: earlier accident/illness leaves ended up to 60 days before; a relapse links only to them', async () => {
    const v = (inicio: string) => s.admin.get(`${AF}/vinculaveis?colaborador=${ids.ana}&inicio=${inicio}`);
    expect((await v('2025-05-09')).body.map((a: any) => a.id)).toEqual([ids.segundo, ids.primeiro]);
    expect((await v('2025-05-10')).body.map((a: any) => a.id)).toEqual([ids.segundo]);
    expect((await v('2025-05-31')).body).toEqual([]);
    expect((await v('2025-03-05')).body).toEqual([]);
    await refused(
      s,
      'afastamento',
      () =>
        s.admin.post(
          AF,
          afastamento({
            afastamento: { id: ids.recaida },
            inicio: '2025-07-01',
            fim: undefined,
            afastamentoOrigem: { id: ids.segundo },
          }),
        ),
      'afastamentoOrigem',
      'O afastamento de origem deve ser um afastamento anterior do mesmo talento, por acidente / doença, terminado há até 60 dias do início.',
    );
    const r = await created(
      s.admin,
      AF,
      afastamento({
        afastamento: { id: ids.recaida },
        inicio: '2025-05-01',
        fim: '2025-05-20',
        afastamentoOrigem: { id: ids.segundo },
      }),
    );
    expect(r).toMatchObject({ classe: 'RECAIDA', afastamentoOrigem: { id: ids.segundo } });
  });
});

describe('certificates (health data)', () => {
  it('are read and written only with ROLE_SST_SAUDE; the CID is searchable by part of its description', async () => {
    const cid = (await s.admin.get('/api/sst/cid?nome=colera devida')).body;
    expect(cid.map((c: any) => c.codigo)).toEqual(['A000', 'A001']);
    expect((await s.admin.get('/api/sst/cid?nome=J45')).body.map((c: any) => c.codigo).slice(0, 2)).toEqual([
      'J45',
      'J450',
    ]);
    const at = await created(s.admin, AT, {
      afastamento: { id: ids.primeiro },
      data: '2025-03-01',
      dias: 10,
      cid: { id: cid[0].id },
    });
    expect(at).toMatchObject({
      colaborador: { id: ids.ana },
      cid: { id: cid[0].id, nome: 'A000 - Cólera devida a Vibrio cholerae 01, biótipo cholerae' },
    });
    // the audit trail masks the CID
    const log = await s.t.sql.query(
      `SELECT alteracoes FROM auditoria WHERE cadastro = 'sst/atestados' AND registro_id = $1`,
      [at.id],
    );
    expect(JSON.stringify(log.rows[0].alteracoes)).not.toContain(String(cid[0].id));
    expect(JSON.stringify(log.rows[0].alteracoes)).toContain('***');

    const soSst = await userWith(s, 'ROLE_SST', '12345678909');
    expect((await soSst.get(`${AF}/${ids.primeiro}`)).status).toBe(200);
    expect((await soSst.get(AT)).status).toBe(403);
    expect((await soSst.get(`${AT}/${at.id}`)).status).toBe(403);
    expect(
      (
        await soSst.post(AT, {
          afastamento: { id: ids.primeiro },
          data: '2025-03-02',
          cid: { id: cid[0].id },
        })
      ).status,
    ).toBe(403);
    const saude = await userWith(s, 'ROLE_SST_SAUDE', '98765432100');
    expect((await saude.get(`${AT}/${at.id}`)).body.cid.id).toBe(cid[0].id);
    await refused(
      s,
      'atestado',
      () => s.admin.post(AT, { afastamento: { id: ids.primeiro }, data: '2025-03-02' }),
      'cid',
      'CID é obrigatório',
    );
  });
});

describe('tenant scope', () => {
  it("another company's leave, type and employee are not found", async () => {
    expect((await s.other.get(`${AF}/${ids.primeiro}`)).status).toBe(404);
    expect((await s.other.get(`${TIPOS}/${ids.doenca}`)).status).toBe(404);
    expect(
      (await s.other.get(`${AF}/verificar-periodo?colaborador=${ids.ana}&inicio=2025-03-05`)).status,
    ).toBe(404);
    expect((await s.other.get(`${AF}/vinculaveis?colaborador=${ids.ana}&inicio=2025-05-01`)).status).toBe(
      404,
    );
    const res = await s.other.post(AF, afastamento());
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('needs ROLE_SST', async () => {
    const semSst = await userWith(s, 'ROLE_CARGO_SALARIO', '11122233396');
    expect((await semSst.get(AF)).status).toBe(403);
    expect(
      (await semSst.get(`${AF}/verificar-periodo?colaborador=${ids.ana}&inicio=2025-03-05`)).status,
    ).toBe(403);
  });
});
