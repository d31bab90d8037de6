// Reports on the selection processes of personnel requests: candidato-selecao, analise-etapas-seletivas,
// avaliacao-candidato. Data set and the worked figures: helpers.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { dia, erros, gerar, type Ids, pdf, SEM_DADOS, seed, todas, xlsx } from './helpers.ts';

let t: TestApp;
let admin: Client;
let ids: Ids;
let etapas: number[];

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ids = await seed(t);
  etapas = [ids.triagem, ids.rh, ids.gestor];
});
afterAll(async () => t?.close());

const REPORTS = ['candidato-selecao', 'analise-etapas-seletivas', 'avaliacao-candidato'];

describe('filter rules of the selection-process reports (spec §5 Report filters)', () => {
  it.each(REPORTS)('%s: at least one stage', async (r) => {
    const msg = [{ field: 'etapasSeletivas', message: 'Selecione ao menos uma Etapa Seletiva' }];
    expect(await erros(admin, r, todas(ids))).toEqual(msg);
    expect(await erros(admin, r, todas(ids, { etapasSeletivas: [] }))).toEqual(msg);
  });

  it.each(REPORTS)('%s: areas when filtering by areas, groups when by occupational groups', async (r) => {
    const base = { dataIni: '2026-01-01', dataFim: '2026-03-31', etapasSeletivas: etapas };
    const areas = [{ field: 'areasOrganizacionais', message: 'Selecione ao menos uma Área Organizacional' }];
    expect(await erros(admin, r, base)).toEqual(areas);
    expect(await erros(admin, r, { ...base, filtroPor: 1, areasOrganizacionais: [] })).toEqual(areas);
    expect(await erros(admin, r, { ...base, filtroPor: 2 })).toEqual([
      { field: 'gruposOcupacionais', message: 'Selecione ao menos um Grupo Ocupacional' },
    ]);
  });

  it.each(REPORTS)('%s: the period is required and ordered', async (r) => {
    expect(
      await erros(
        admin,
        r,
        todas(ids, { etapasSeletivas: etapas, dataIni: '2026-02-01', dataFim: '2026-01-31' }),
      ),
    ).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]);
    const semData = await erros(admin, r, { areasOrganizacionais: [ids.comercial], etapasSeletivas: etapas });
    expect(semData.map((e: { field: string }) => e.field).sort()).toEqual(['dataFim', 'dataIni']);
  });

  it('refuses unknown filter fields and codes', async () => {
    const res = await gerar(
      admin,
      'candidato-selecao',
      todas(ids, { etapasSeletivas: etapas, situacaoCandidato: 'X' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['situacaoCandidato']);
  });
});

describe('candidato-selecao', () => {
  it('lists every move in the chosen stages, by request, candidates by name, with the PDF header and totals', async () => {
    const text = await pdf(admin, 'candidato-selecao', todas(ids, { etapasSeletivas: etapas }));
    expect(text).toContain('Candidatos em Processo Seletivo');
    expect(text).toContain(
      'Filtro: Data Inicial: 01/01/2026; Data Final: 31/03/2026; Situação da Solicitação: Todas; Filtrar por: Áreas Organizacionais; ' +
        'Áreas Organizacionais: Comercial, Operações; Etapas Seletivas: Entrevista com o gestor, Entrevista com o RH, Triagem de currículos; ' +
        'Resultado na Etapa: Indiferente; Ordenar por: Nome do candidato',
    );
    expect(text).toContain(
      'Bruno Alves Triagem de currículos 06/01/2026 Aprovado Reprovado Administrador ' +
        'Bruno Alves Entrevista com o RH 10/01/2026 Reprovado Reprovado Administrador Sem disponibilidade de horário',
    );
    expect(text).toContain(
      'Subtotal Solicitação: Nº 1 – Vendedores para a loja (Vendedor – Júnior) (8 registros) ' +
        'Solicitação: Nº 2 – Operador de empilhadeira (Operador de Empilhadeira – I) Diego Rocha',
    );
    expect(text).toContain('Total geral (14 registros)');
    expect(text).not.toContain('Zeca');
  });

  it('exports the moves with typed cells; filters by result and orders by date', async () => {
    const { titles, rows } = await xlsx(
      admin,
      'candidato-selecao',
      todas(ids, { etapasSeletivas: [ids.gestor, ids.rh], situacaoCandidato: 'A', orderBy: 'D' }),
      'Solicitação',
    );
    expect(titles).toEqual([
      'Solicitação',
      'Candidato',
      'Contato',
      'Etapa',
      'Data',
      'Resultado',
      'Situação',
      'Responsável',
      'Observação',
    ]);
    const s1 = 'Nº 1 – Vendedores para a loja (Vendedor – Júnior)';
    const s2 = 'Nº 2 – Operador de empilhadeira (Operador de Empilhadeira – I)';
    const ana = '(11) 98765-4321 · ana@exemplo.com.br';
    expect(rows).toEqual([
      [
        s1,
        'Ana Souza',
        ana,
        'Entrevista com o RH',
        dia('2026-01-10'),
        'Aprovado',
        'Contratado',
        'Administrador',
      ],
      [
        s1,
        'Carla Dias',
        'carla@exemplo.com.br',
        'Entrevista com o RH',
        dia('2026-01-12'),
        'Aprovado',
        'Contratado',
        'Administrador',
      ],
      [
        s1,
        'Ana Souza',
        ana,
        'Entrevista com o gestor',
        dia('2026-01-15'),
        'Aprovado',
        'Contratado',
        'Administrador',
        'Ótima comunicação',
      ],
      [
        s1,
        'Carla Dias',
        'carla@exemplo.com.br',
        'Entrevista com o gestor',
        dia('2026-01-18'),
        'Aprovado',
        'Contratado',
        'Administrador',
      ],
      [
        s2,
        'Diego Rocha',
        undefined,
        'Entrevista com o RH',
        dia('2026-01-25'),
        'Aprovado',
        'Em processo',
        'Administrador',
      ],
      [
        s2,
        'Elisa Martins',
        undefined,
        'Entrevista com o RH',
        dia('2026-01-26'),
        'Aprovado',
        'Contratado',
        'Administrador',
      ],
    ]);
  });

  it('filters by request situation, occupational group, job, establishment and request', async () => {
    const linhas = async (extra: Record<string, unknown>) =>
      (
        await xlsx(
          admin,
          'candidato-selecao',
          todas(ids, { etapasSeletivas: etapas, ...extra }),
          'Solicitação',
        )
      ).rows.map((r) => `${String(r[0]).slice(0, 4)} ${r[1]} ${r[3]}`);
    expect(await linhas({ statusSolicitacao: 'C' })).toEqual(['Nº 3 Bruno Alves Triagem de currículos']);
    expect(await linhas({ statusSolicitacao: 'A', situacaoCandidato: 'P' })).toEqual([
      'Nº 2 Diego Rocha Entrevista com o gestor',
    ]);
    expect(await linhas({ filtroPor: 2, gruposOcupacionais: [ids.gCom], situacaoCandidato: 'R' })).toEqual([
      'Nº 1 Bruno Alves Entrevista com o RH',
    ]);
    expect(
      await linhas({ cargos: [ids.vendedor], estabelecimentos: [ids.matriz], solicitacoes: [ids.s3] }),
    ).toEqual(['Nº 3 Bruno Alves Triagem de currículos']);
    // the sub-areas of a selected area count: Vendas is under Comercial
    expect((await linhas({ areasOrganizacionais: [ids.comercial], dataFim: '2026-01-06' })).length).toBe(2);
  });

  it('answers no data, and never reads another company (its stages and areas pick nothing)', async () => {
    expect(
      (
        await gerar(
          admin,
          'candidato-selecao',
          todas(ids, { etapasSeletivas: etapas, dataIni: '2025-01-01', dataFim: '2025-12-31' }),
        )
      ).json(),
    ).toEqual(SEM_DADOS);
    const alheio = await gerar(
      admin,
      'candidato-selecao',
      todas(ids, { etapasSeletivas: [ids.outraTriagem] }),
    );
    expect(alheio.json()).toEqual(SEM_DADOS);
  });
});

describe('analise-etapas-seletivas', () => {
  it('counts each stage per request by the latest result, with approval rate and totals', async () => {
    const { titles, rows, totals } = await xlsx(
      admin,
      'analise-etapas-seletivas',
      todas(ids, { etapasSeletivas: etapas }),
      'Solicitação',
    );
    expect(titles).toEqual([
      'Solicitação',
      'Ordem',
      'Etapa Seletiva',
      'Candidatos',
      'Aprovados',
      'Reprovados',
      'Aguardando',
      '% Aprovação',
    ]);
    const s1 = 'Nº 1 – Vendedores para a loja (Vendedor – Júnior)';
    const s2 = 'Nº 2 – Operador de empilhadeira (Operador de Empilhadeira – I)';
    const s3 = 'Nº 3 – Vendedor temporário (Vendedor – Júnior)';
    expect(rows).toEqual([
      [s1, 1, 'Triagem de currículos', 3, 3, 0, 0, 100],
      [s1, 2, 'Entrevista com o RH', 3, 2, 1, 0, 66.67],
      [s1, 3, 'Entrevista com o gestor', 2, 2, 0, 0, 100],
      [s2, 1, 'Triagem de currículos', 2, 2, 0, 0, 100],
      [s2, 2, 'Entrevista com o RH', 2, 2, 0, 0, 100],
      [s2, 3, 'Entrevista com o gestor', 1, 0, 0, 1, 0],
      [s3, 1, 'Triagem de currículos', 1, 0, 0, 1, 0],
    ]);
    expect(totals.at(-1)).toEqual(['Total geral', undefined, undefined, 14, 11, 1, 2]);
  });

  it('takes only the stages and the period asked for, as PDF', async () => {
    const text = await pdf(
      admin,
      'analise-etapas-seletivas',
      todas(ids, { etapasSeletivas: [ids.rh], dataIni: '2026-01-10', dataFim: '2026-01-12' }),
    );
    expect(text).toContain(
      'Solicitação: Nº 1 – Vendedores para a loja (Vendedor – Júnior) 2 Entrevista com o RH 3 2 1 0 66,67%',
    );
    expect(text).toContain('Total geral 3 2 1 0');
    expect(text).not.toContain('Nº 2');
  });

  it('answers no data for a period without moves', async () => {
    const res = await gerar(
      admin,
      'analise-etapas-seletivas',
      todas(ids, { etapasSeletivas: etapas, dataIni: '2026-03-01' }),
    );
    expect(res.json()).toEqual(SEM_DADOS);
  });
});

describe('avaliacao-candidato', () => {
  it("shows each candidate's result and note per stage, by request and candidate", async () => {
    const text = await pdf(admin, 'avaliacao-candidato', todas(ids, { etapasSeletivas: etapas }));
    expect(text).toContain('Avaliação dos Candidatos por Etapa');
    expect(text).toContain('Etapa Seletiva Data Resultado Avaliador Parecer Avaliações');
    expect(text).toContain(
      'Candidato: Bruno Alves Triagem de currículos 06/01/2026 Aprovado Administrador ' +
        'Entrevista com o RH 10/01/2026 Reprovado Administrador Sem disponibilidade de horário ' +
        'Subtotal Candidato: Bruno Alves (2 registros)',
    );
    expect(text).toContain(
      'Subtotal Solicitação: Nº 1 – Vendedores para a loja (Vendedor – Júnior) (8 registros)',
    );
    expect(text).toContain('Total geral (14 registros)');
    expect(text).not.toContain('Alheio');
  });

  it('exports the evaluations of one stage as XLSX', async () => {
    const { rows } = await xlsx(
      admin,
      'avaliacao-candidato',
      todas(ids, { etapasSeletivas: [ids.gestor] }),
      'Solicitação',
    );
    expect(rows.map((r) => [r[1], r[2], r[4], r[5], r[6]])).toEqual([
      ['Ana Souza', 'Entrevista com o gestor', 'Aprovado', 'Administrador', 'Ótima comunicação'],
      ['Carla Dias', 'Entrevista com o gestor', 'Aprovado', 'Administrador', undefined],
      ['Diego Rocha', 'Entrevista com o gestor', 'Aguardando', 'Administrador', undefined],
    ]);
  });

  it('answers no data when the requests filtered have no moves', async () => {
    const res = await gerar(
      admin,
      'avaliacao-candidato',
      todas(ids, { etapasSeletivas: etapas, solicitacoes: [ids.s4] }),
    );
    expect(res.json()).toEqual(SEM_DADOS);
  });
  it('shows the evaluations sent while the candidate was in each stage, with their scores', async () => {
    const cs = (
      await t.sql.query(
        'SELECT id FROM candidato_solicitacao WHERE candidato_id = $1 AND solicitacao_id = $2',
        [ids.ana, ids.s1],
      )
    ).rows[0].id;
    const modelo = async (titulo: string) =>
      (
        await t.sql.query(
          'INSERT INTO modelo_avaliacao_candidato (empresa_id, titulo) VALUES (1, $1) RETURNING id',
          [titulo],
        )
      ).rows[0].id;
    const folha = (
      m: number,
      papel: string | null,
      quando: string,
      concluida: boolean,
      nota: number | null,
    ) =>
      t.sql.query(
        `INSERT INTO questionario_folha (id, origem, empresa_id, cadastro, modelo_id, contexto, contexto_id,
           avaliado_id, papel, respondente_id, respondida_em, anonima, concluida, nota)
         VALUES (gen_random_uuid(), 'captacao-avaliacao', 1, 'captacao/modelos-avaliacao-candidato', $1,
           'captacao/candidatos-solicitacao', $2, $3, $4, $5, $6, false, $7, $8) RETURNING id`,
        [m, cs, ids.ana, papel, papel ? ids.ana : 1, quando, concluida, nota],
      );
    // Ana: Triagem 01-06, RH 01-10, Gestor 01-15 (São Paulo days)
    await folha(await modelo('Teste de vendas'), 'candidato', '2026-01-12T13:00:00Z', true, 85);
    await folha(await modelo('Entrevista técnica'), null, '2026-01-15T02:30:00Z', true, 70); // 01-14 in SP
    await folha(await modelo('Rascunho'), 'candidato', '2026-01-16T13:00:00Z', false, null);
    // answered on 01-16, in the Gestor stage by its day, but from the RH move (historicoCandidatoId)
    const dinamica = await folha(await modelo('Dinâmica de grupo'), null, '2026-01-16T14:00:00Z', true, 60);
    await t.sql.query(
      `INSERT INTO avaliacao_candidato_movimentacao (folha_id, historico_candidato_id)
       SELECT $1, h.id FROM historico_candidato h WHERE h.candidato_solicitacao_id = $2 AND h.etapa_seletiva_id = $3`,
      [dinamica.rows[0].id, cs, ids.rh],
    );
    const { rows } = await xlsx(
      admin,
      'avaliacao-candidato',
      todas(ids, { etapasSeletivas: etapas }),
      'Solicitação',
    );
    const daAna = rows.filter((r) => r[1] === 'Ana Souza').map((r) => [r[2], r[7]]);
    expect(daAna).toEqual([
      ['Triagem de currículos', undefined],
      [
        'Entrevista com o RH',
        'Teste de vendas: 85,0 (pelo candidato); Entrevista técnica: 70,0; Dinâmica de grupo: 60,0',
      ],
      ['Entrevista com o gestor', undefined],
    ]);
  });
});
