// The 13 evaluation reports of spec §7 (plus the nine-box one, tested with it): the §5 filter rules with their
// messages, a run of each, and anonymity — an anonymous evaluation's answers reach no report before its last day,
// hidden groups stay hidden in PDF, spreadsheet and preview alike, and the analysis report asks for 2 evaluators.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import { Client, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { type Fixture, montar } from './fixtures.ts';

const R = '/api/avaliacao/relatorios';
let t: TestApp;
let admin: Client;
let f: Fixture;
let identificada: number;
let anonima: number;
let periodo: number;
let modeloE: number;

async function relatorio(nome: string, filtro: object, formato = 'pdf') {
  const res = await t.app.inject({
    method: 'POST',
    url: `${R}/${nome}?formato=${formato}`,
    payload: filtro,
    headers: { cookie: admin.cookie },
  });
  return {
    status: res.statusCode,
    rows: Number(res.headers['x-report-rows'] ?? 0),
    json: String(res.headers['content-type'] ?? '').includes('json') ? res.json() : undefined,
    raw: res.rawPayload,
  };
}
const previa = async (nome: string, q: string) => (await admin.get(`${R}/${nome}/previa?${q}`)).body;

async function avaliacao(anonimaFlag: boolean) {
  return (
    await created(admin, '/api/avaliacao/avaliacoes-desempenho', {
      titulo: anonimaFlag ? 'Anônima' : 'Identificada',
      dataIni: '2026-01-01',
      dataFim: '2026-02-28',
      modeloAvaliacao: { id: f.modelo },
      anonima: anonimaFlag,
      permiteAutoAvaliacao: true,
      avaliarCompetenciasCargo: true,
    })
  ).id;
}

/** A participation with its finished sheet, one answer to the objective question and one competence level. */
async function folha(
  av: number,
  anon: boolean,
  avaliado: number,
  avaliador: number,
  papel: string,
  nota: number,
  nivel: number,
  opcao: string,
) {
  await t.sql.query(
    `INSERT INTO avaliacao_participante (empresa_id, avaliacao_desempenho_id, avaliado_id, avaliador_id, papel, respondida) VALUES (1, $1, $2, $3, $4, true)`,
    [av, avaliado, avaliador, papel],
  );
  const { rows } = await t.sql.query(
    `INSERT INTO questionario_folha (origem, empresa_id, cadastro, modelo_id, contexto, contexto_id, avaliado_id, papel, anonima, concluida, nota, respondente_id, respondida_em)
     VALUES ('avaliacao-desempenho', 1, 'avaliacao/modelos-avaliacao', $1, 'avaliacao/avaliacoes-desempenho', $2, $3, $4, $5, true, $6, $7, $8) RETURNING id`,
    [f.modelo, av, avaliado, papel, anon, nota, anon ? null : avaliador, anon ? null : new Date()],
  );
  const id = rows[0].id;
  await t.sql.query(
    `INSERT INTO avaliacao_folha_nota (folha_id, nota_questionario, nota_competencias, nota_geral) VALUES ($1, $2::numeric, $2::numeric, $2::numeric)`,
    [id, nota],
  );
  const o = f.perguntas.objetiva.respostas.find((x: any) => x.texto === opcao).id;
  await t.sql.query(
    `INSERT INTO questionario_resposta (folha_id, pergunta_id, opcao_id) VALUES ($1, $2, $3)`,
    [id, f.perguntas.objetiva.id, o],
  );
  await t.sql.query(
    `INSERT INTO avaliacao_folha_competencia (folha_id, tipo, competencia_id, nivel_id, ordem, ordem_exigida, ordem_maxima, peso)
     SELECT $1, 'C', $2, id, ordem, 2, 4, 1 FROM nivel_competencia WHERE id = $3`,
    [id, f.competencias.excel, nivel],
  );
}

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  f = await montar(admin);
  const { ana, bia, caio, duda, edu } = f.pessoas;
  identificada = await avaliacao(false);
  anonima = await avaliacao(true);
  for (const av of [identificada, anonima]) {
    const anon = av === anonima;
    // Caio: Bia (L) and Duda, Edu (P) → visible even when anonymous; Duda: only Bia (L) → hidden when anonymous
    await folha(av, anon, caio.id, bia.id, 'L', 80, f.niveis.avancado, 'Bom');
    await folha(av, anon, caio.id, duda.id, 'P', 60, f.niveis.intermediario, 'Regular');
    await folha(av, anon, caio.id, edu.id, 'P', 100, f.niveis.especialista, 'Ótimo');
    await folha(av, anon, duda.id, bia.id, 'L', 40, f.niveis.basico, 'Ruim');
    await folha(av, anon, caio.id, caio.id, 'U', 70, f.niveis.avancado, 'Bom');
  }
  await t.sql.query(
    `INSERT INTO avaliacao_participante (empresa_id, avaliacao_desempenho_id, avaliado_id, avaliador_id, papel) VALUES (1, $1, $2, $3, 'A')`,
    [identificada, ana.id, caio.id],
  );
  periodo = (await created(admin, '/api/avaliacao/periodos-experiencia', { nome: '45 dias', dias: 45 })).id;
  modeloE = (
    await created(admin, '/api/avaliacao/modelos-avaliacao', {
      titulo: 'Experiência',
      tipo: 'E',
      periodoAcompanhamentoExperiencia: { id: periodo },
    })
  ).id;
  const p = await created(admin, `/api/avaliacao/modelos-avaliacao/${modeloE}/perguntas`, {
    tipo: 4,
    texto: 'Integração',
  });
  await created(
    admin,
    `/api/avaliacao/acompanhamentos-periodos-experiencia/talentos/${edu.id}/colaboradores-questionarios`,
    {
      periodoExperienciaId: periodo,
      respostas: [{ perguntaId: p.id, nota: 9 }],
    },
  );
  await t.sql.query(`UPDATE avaliacao_desempenho SET data_fim = '2099-12-31' WHERE id = $1`, [anonima]);
});
afterAll(async () => t?.close());

describe('regras dos filtros (spec §5)', () => {
  it.each([
    ['resultado-avaliacao-desempenho', {}, 'avaliacaoDesempenho', 'Avaliação de Desempenho é obrigatória'],
    ['resultado-avaliacao', {}, 'modeloAvaliacao', 'Modelo de Avaliação é obrigatório'],
    [
      'analise-desempenho-competencia-organizacional',
      { avaliacaoDesempenho: 1, areasOrganizacionais: [] },
      'areasOrganizacionais',
      'Selecione ao menos uma Área Organizacional',
    ],
    [
      'acompanhamento-experiencia-previsto',
      { dataIni: '2026-01-01', dataFim: '2026-12-31', periodosExperiencia: [1, 2, 3, 4, 5] },
      'periodosExperiencia',
      'Selecione no máximo 4 Períodos de Experiência',
    ],
    [
      'acompanhamento-periodo-experiencia',
      { dataIni: '2026-01-01', periodosExperiencia: [1], modelosAvaliacao: [1] },
      'dataFim',
      'Data Final é obrigatória',
    ],
    [
      'acompanhamento-periodo-experiencia',
      { dataIni: '2026-01-01', dataFim: '2026-12-31', periodosExperiencia: [1], modelosAvaliacao: [] },
      'modelosAvaliacao',
      'Selecione ao menos um Modelo de Avaliação',
    ],
    [
      'cartao-acompanhamento-periodo-experiencia',
      { colaboradores: [], periodosExperiencia: [1] },
      'colaboradores',
      'Selecione ao menos um talento',
    ],
    [
      'cartao-acompanhamento-periodo-experiencia',
      { colaboradores: [1], periodosExperiencia: [1, 2, 3, 4, 5, 6, 7] },
      'periodosExperiencia',
      'Selecione no máximo 6 Períodos de Experiência',
    ],
    [
      'analise-desempenho-competencia-talento',
      { avaliacaoDesempenho: 1, colaborador: 1, detalhado: true, avaliadores: [1, 2, 3, 4, 5] },
      'avaliadores',
      'Relatório detalhado, deve conter no máximo 4 avaliadores selecionados',
    ],
  ])('%s recusa %j', async (nome, filtro, field, message) => {
    expectFieldError(await admin.post(`${R}/${nome}`, filtro), field, message);
  });
});

describe('cada relatório gera', () => {
  it.each([
    ['resultado-avaliacao-desempenho', () => ({ avaliacaoDesempenho: identificada }), 3],
    ['resultado-avaliacao-agrupado-faixa', () => ({ avaliacaoDesempenho: identificada }), 3],
    [
      'analise-desempenho-competencia-talento',
      () => ({ avaliacaoDesempenho: identificada, colaborador: f.pessoas.caio.id, detalhado: true }),
      3,
    ],
    [
      'analise-desempenho-competencia-organizacional',
      () => ({ avaliacaoDesempenho: identificada, areasOrganizacionais: [f.diretoria] }),
      1,
    ],
    [
      'comparativo-performance-talento',
      () => ({ colaborador: f.pessoas.caio.id, avaliacoes: [identificada] }),
      2,
    ],
    ['pesquisa', () => ({ avaliacaoDesempenho: identificada }), 4],
    ['avaliacao-desempenho-avaliadores-avaliados', () => ({ avaliacaoDesempenho: identificada }), 6],
    [
      'avaliacao-desempenho-respondidas',
      () => ({ avaliacaoDesempenho: identificada, situacao: 'NAO_RESPONDIDAS' }),
      1,
    ],
    [
      'acompanhamento-experiencia-previsto',
      () => ({ dataIni: '2000-01-01', dataFim: '2099-12-31', periodosExperiencia: [periodo] }),
      5,
    ],
    [
      'acompanhamento-periodo-experiencia',
      () => ({
        dataIni: '2000-01-01',
        dataFim: '2099-12-31',
        periodosExperiencia: [periodo],
        modelosAvaliacao: [modeloE],
      }),
      1,
    ],
    [
      'ranking-performance-periodo-experiencia',
      () => ({ dataIni: '2000-01-01', dataFim: '2099-12-31', periodosExperiencia: [periodo] }),
      1,
    ],
    [
      'cartao-acompanhamento-periodo-experiencia',
      () => ({ colaboradores: [f.pessoas.edu.id, f.pessoas.caio.id], periodosExperiencia: [periodo] }),
      2,
    ],
    ['resultado-avaliacao', () => ({ modeloAvaliacao: f.modelo }), 2],
  ])('%s', async (nome, filtro, linhas) => {
    const r = await relatorio(nome, filtro());
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.rows).toBe(linhas);
  });
});

describe('anonimato nos relatórios', () => {
  it('antes da data final, nenhum relatório com respostas da anônima', async () => {
    for (const [nome, filtro] of [
      ['resultado-avaliacao-desempenho', { avaliacaoDesempenho: anonima }],
      ['resultado-avaliacao-agrupado-faixa', { avaliacaoDesempenho: anonima }],
      [
        'analise-desempenho-competencia-talento',
        { avaliacaoDesempenho: anonima, colaborador: f.pessoas.caio.id, resumido: true },
      ],
      [
        'analise-desempenho-competencia-organizacional',
        { avaliacaoDesempenho: anonima, areasOrganizacionais: [f.diretoria] },
      ],
      ['comparativo-performance-talento', { colaborador: f.pessoas.caio.id, avaliacoes: [anonima] }],
      ['pesquisa', { avaliacaoDesempenho: anonima }],
    ] as const) {
      const r = await relatorio(nome, filtro);
      expect(r.status, nome).toBe(409);
    }
  });

  it('encerrada: o oculto fica oculto no PDF, na planilha e na prévia', async () => {
    await t.sql.query(`UPDATE avaliacao_desempenho SET data_fim = '2026-02-28' WHERE id = $1`, [anonima]);
    const linhas = await previa('resultado-avaliacao-desempenho', `avaliacaoDesempenho=${anonima}`);
    const duda = linhas.find((l: any) => l.talento === 'Duda Melo');
    expect(duda).toMatchObject({
      geral: null,
      questionario: null,
      observacao: 'Resultado oculto (avaliação anônima com menos de 2 avaliadores)',
    });
    expect(linhas.find((l: any) => l.talento === 'Caio Reis')).toMatchObject({
      geral: 80,
      autoavaliacao: 70,
    });
    const xlsx = await relatorio('resultado-avaliacao-desempenho', { avaliacaoDesempenho: anonima }, 'xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.raw as never);
    const texto = JSON.stringify(wb.worksheets[0].getSheetValues());
    expect(texto).toContain('Resultado oculto');
    expect(texto).not.toContain('"40"');
    expect(texto).not.toMatch(/,40[,\]]/);
  });

  it('análise por competência da anônima: 2 avaliadores selecionados, sempre a média de todos', async () => {
    expectFieldError(
      await admin.post(`${R}/analise-desempenho-competencia-talento`, {
        avaliacaoDesempenho: anonima,
        colaborador: f.pessoas.caio.id,
        avaliadores: [f.pessoas.bia.id],
      }),
      'avaliadores',
      'A avaliação é anônima e deve conter pelo menos 2 avaliadores selecionados',
    );
    const linhas = await previa(
      'analise-desempenho-competencia-talento',
      `avaliacaoDesempenho=${anonima}&colaborador=${f.pessoas.caio.id}&avaliadores=${f.pessoas.bia.id},${f.pessoas.duda.id}&detalhado=true`,
    );
    expect(linhas).toEqual([
      expect.objectContaining({
        competencia: 'Excel',
        avaliador: 'Todos os avaliadores',
        atribuido: 3,
        autoavaliacao: 3,
      }),
    ]);
    const duda = await previa(
      'analise-desempenho-competencia-talento',
      `avaliacaoDesempenho=${anonima}&colaborador=${f.pessoas.duda.id}&resumido=true`,
    );
    expect(duda).toEqual([]);
  });

  it('pesquisa: pergunta com uma só resposta anônima não aparece; organizacional só com 2 folhas', async () => {
    const linhas = await previa('pesquisa', `avaliacaoDesempenho=${anonima}`);
    expect(linhas.map((l: any) => [l.resposta, l.quantidade])).toEqual([
      ['Ótimo', 1],
      ['Bom', 1],
      ['Regular', 1],
      ['Ruim', 1],
    ]);
    const org = await previa(
      'analise-desempenho-competencia-organizacional',
      `avaliacaoDesempenho=${anonima}&areasOrganizacionais=${f.diretoria}`,
    );
    expect(org).toEqual([expect.objectContaining({ competencia: 'Excel', avaliados: 2 })]);
  });
});
