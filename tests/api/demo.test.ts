// The demo data (scripts/demo/semeadura.ts, what `npm run demo` writes), at a small scale on fresh
// databases: the same seed gives the same data on another database; documents are valid; every career
// starts with its admission entry and forms one validity chain; the areas are a tree; every active
// employee has a salary by the salary module's own calculation; the RH users log in; a second run is
// refused by the guard and replaced with --force's path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResumoAvaliacao, semearAvaliacao } from '../../scripts/demo/avaliacao.ts';
import { alemDoInicial } from '../../scripts/demo/guarda.ts';
import { type Opcoes, type ResumoDemo, semearDemo } from '../../scripts/demo/semeadura.ts';
import { createDatabase, type Database } from '../../src/server/db/database.ts';
import { employeeSalariesAt } from '../../src/server/modules/cargo-salario/salario.ts';
import { loadRegistry } from '../../src/server/schema-loader.ts';
import { isCnpj, isCpf, isPis } from '../../src/shared/br/documents.ts';
import { Client, startTestApp, type TestApp } from '../helpers/test-app.ts';

const OPCOES: Opcoes = {
  semente: 2026,
  empresas: 3,
  colaboradores: 200,
  dataReferencia: '2026-06-30',
  candidatos: 300,
};
const registry = loadRegistry();

let a: TestApp;
let b: TestApp;
let resumoA: ResumoDemo;
let resumoB: ResumoDemo;
let avaliacaoA: ResumoAvaliacao[];
let db: Database;

const rows = async (t: TestApp, text: string, params: unknown[] = []) =>
  (await t.sql.query(text, params)).rows;

/** Everything that identifies the generated data, ids aside (they depend on the database's sequences). */
const CHECKSUM = `SELECT md5(string_agg(linha, '|' ORDER BY linha)) AS md5 FROM (
    SELECT concat_ws(';', c.matricula, c.nome, c.cpf, c.documentos_pis, c.data_admissao, c.data_desligamento,
                     h.data, h.data_fim, h.motivo, h.tipo_salario, h.salario, h.quantidade, h.status,
                     f.nome, a.nome, e.nome) AS linha
      FROM colaborador c JOIN historico_colaborador h ON h.colaborador_id = c.id
      JOIN faixa_salarial f ON f.id = h.faixa_salarial_id
      JOIN area_organizacional a ON a.id = h.area_organizacional_id
      JOIN empresa e ON e.id = c.empresa_id) x`;

beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp();
  expect(await alemDoInicial(a.sql)).toEqual([]);
  resumoA = await semearDemo(a.sql, registry, OPCOES);
  resumoB = await semearDemo(b.sql, registry, OPCOES);
  avaliacaoA = await semearAvaliacao(
    a.sql,
    resumoA.empresas.map((e) => e.id),
    OPCOES,
  );
  await semearAvaliacao(
    b.sql,
    resumoB.empresas.map((e) => e.id),
    OPCOES,
  );
  db = createDatabase(a.database.url, 2).db;
});

afterAll(async () => {
  await db?.destroy();
  await a?.close();
  await b?.close();
});

describe('demonstração', () => {
  it('creates the companies and employees asked for', async () => {
    expect(resumoA.empresas.map((e) => e.nome)).toEqual([
      'Construtora Horizonte',
      'Rede Mais Saúde',
      'Agroindustrial Vale Verde',
    ]);
    expect(resumoA.empresas.map((e) => e.ativos + e.desligados)).toEqual([100, 60, 40]);
    const [n] = await rows(
      a,
      `SELECT (SELECT count(*) FROM colaborador)::int AS colaboradores,
      (SELECT count(*) FROM area_organizacional)::int AS areas, (SELECT count(*) FROM cargo)::int AS cargos,
      (SELECT count(*) FROM indice)::int AS indices, (SELECT count(*) FROM estabelecimento)::int AS estabelecimentos`,
    );
    expect(n).toMatchObject({ colaboradores: 200, indices: 21, estabelecimentos: 15 });
    expect(n.areas).toBeGreaterThanOrEqual(120);
    expect(n.cargos).toBeGreaterThanOrEqual(110);
  });

  it('is deterministic: the same seed gives the same data on another database', async () => {
    const sql = 'SELECT nome, cpf FROM colaborador ORDER BY id LIMIT 5';
    expect(await rows(b, sql)).toEqual(await rows(a, sql));
    expect((await rows(b, CHECKSUM))[0].md5).toBe((await rows(a, CHECKSUM))[0].md5);
    expect(resumoB.assinatura).toBe(resumoA.assinatura);
    expect(resumoB.usuarios).toEqual(resumoA.usuarios);
  });

  it('gives every employee, user, company and establishment valid documents', async () => {
    const colaboradores = await rows(a, 'SELECT cpf, documentos_pis AS pis FROM colaborador');
    expect(colaboradores.filter((c) => !isCpf(c.cpf) || !isPis(c.pis))).toEqual([]);
    expect(new Set(colaboradores.map((c) => c.cpf)).size).toBe(colaboradores.length);
    const usuarios = await rows(a, 'SELECT cpf FROM usuario');
    expect(usuarios.filter((u) => !isCpf(u.cpf))).toEqual([]);
    const cnpjs = await rows(
      a,
      `SELECT cnpj AS n FROM empresa WHERE cnpj IS NOT NULL
      UNION ALL SELECT inscricao FROM estabelecimento`,
    );
    expect(cnpjs).toHaveLength(18);
    expect(cnpjs.filter((c) => !isCnpj(c.n))).toEqual([]);
    // the establishment's CNPJ is the company's root + its branch number, as the register computes it
    const fora = await rows(
      a,
      `SELECT s.inscricao FROM estabelecimento s JOIN empresa e ON e.id = s.empresa_id
      WHERE left(s.inscricao, 8) <> left(e.cnpj, 8) OR substr(s.inscricao, 9, 4) <> s.complemento_cnpj`,
    );
    expect(fora).toEqual([]);
  });

  it('starts every career with the admission entry and keeps it between admission and dismissal', async () => {
    const semAdmissao = await rows(
      a,
      `SELECT c.id FROM colaborador c WHERE NOT EXISTS (
      SELECT 1 FROM historico_colaborador h WHERE h.colaborador_id = c.id AND h.data = c.data_admissao
        AND h.motivo = 'A' AND h.status = 'C')`,
    );
    expect(semAdmissao).toEqual([]);
    const fora = await rows(
      a,
      `SELECT h.id FROM historico_colaborador h JOIN colaborador c ON c.id = h.colaborador_id
      WHERE h.data < c.data_admissao OR h.data > coalesce(c.data_desligamento, $1::date)
         OR (h.motivo = 'A') <> (h.data = c.data_admissao)`,
      [OPCOES.dataReferencia],
    );
    expect(fora).toEqual([]);
    const situacao = await rows(
      a,
      `SELECT count(*) FILTER (WHERE status = 'D' AND data_desligamento IS NOT NULL)::int AS d,
      count(*) FILTER (WHERE status = 'A' AND data_desligamento IS NULL)::int AS a, count(*)::int AS n FROM colaborador`,
    );
    expect(situacao[0].d + situacao[0].a).toBe(situacao[0].n);
    expect(situacao[0].d).toBeGreaterThan(0);
    const tipos = await rows(a, 'SELECT DISTINCT tipo_salario AS t FROM historico_colaborador ORDER BY 1');
    expect(tipos.map((r) => r.t)).toEqual([1, 2, 3]);
    const carreiras = await rows(
      a,
      `SELECT min(n)::int AS min, max(n)::int AS max FROM (
      SELECT count(*) AS n FROM historico_colaborador WHERE motivo NOT IN ('DI', 'O') GROUP BY colaborador_id) x`,
    );
    expect(carreiras[0]).toMatchObject({ min: 1 });
    expect(carreiras[0].max).toBeLessThanOrEqual(7); // 1–6 career entries, plus a rare cancelled one
  });

  it('forms one validity chain per employee: no overlap, no gap, the latest open-ended', async () => {
    const quebras = await rows(
      a,
      `SELECT id FROM (
        SELECT id, data, data_fim, lead(data) OVER (PARTITION BY colaborador_id ORDER BY data) AS proxima
          FROM historico_colaborador WHERE status IS DISTINCT FROM 'X') x
      WHERE data_fim IS DISTINCT FROM proxima - 1 OR data_fim < data`,
    );
    expect(quebras).toEqual([]);
    const sobrepostas = await rows(
      a,
      `SELECT x.id FROM historico_colaborador x JOIN historico_colaborador y
        ON y.colaborador_id = x.colaborador_id AND y.id <> x.id
      WHERE x.status <> 'X' AND y.status <> 'X' AND x.data <= coalesce(y.data_fim, 'infinity')
        AND y.data <= coalesce(x.data_fim, 'infinity')`,
    );
    expect(sobrepostas).toEqual([]);
    const canceladas = await rows(
      a,
      `SELECT id FROM historico_colaborador WHERE status = 'X' AND data_fim IS NOT NULL`,
    );
    expect(canceladas).toEqual([]);
  });

  it('builds the areas as a tree of 3–4 levels within each company', async () => {
    const arvore = await rows(
      a,
      `WITH RECURSIVE t(id, empresa_id, nivel, caminho) AS (
        SELECT id, empresa_id, 1, ARRAY[id] FROM area_organizacional WHERE area_mae_id IS NULL
        UNION ALL
        SELECT x.id, x.empresa_id, t.nivel + 1, t.caminho || x.id FROM area_organizacional x
          JOIN t ON x.area_mae_id = t.id AND x.empresa_id = t.empresa_id
         WHERE NOT x.id = ANY(t.caminho) AND t.nivel < 10)
      SELECT (SELECT count(*) FROM t)::int AS alcancadas, (SELECT count(DISTINCT id) FROM t)::int AS distintas,
             (SELECT count(*) FROM area_organizacional)::int AS total, (SELECT max(nivel) FROM t) AS profundidade`,
    );
    // every area reached once from a root of its own company: no cycle, no parent in another company
    expect(arvore[0].alcancadas).toBe(arvore[0].total);
    expect(arvore[0].distintas).toBe(arvore[0].total);
    expect(arvore[0].profundidade).toBe(4);
  });

  it('computes a salary for every active employee with the salary module (no nulls)', async () => {
    for (const empresa of resumoA.empresas) {
      const ativos = await rows(a, `SELECT id FROM colaborador WHERE empresa_id = $1 AND status = 'A'`, [
        empresa.id,
      ]);
      for (const data of [OPCOES.dataReferencia, '2024-01-15']) {
        const salarios = new Map(
          (await employeeSalariesAt(db, empresa.id, data)).map((s) => [s.colaboradorId, s.salario]),
        );
        const admitidos = await rows(
          a,
          `SELECT id FROM colaborador WHERE empresa_id = $1 AND status = 'A'
          AND data_admissao <= $2::date`,
          [empresa.id, data],
        );
        expect(admitidos.filter((c) => !salarios.get(c.id))).toEqual([]);
        if (data === OPCOES.dataReferencia) expect(admitidos).toHaveLength(ativos.length);
      }
    }
  });

  it('lets each company RH user log in and list its employees', async () => {
    for (const [i, u] of resumoA.usuarios.entries()) {
      const client = new Client(a.app);
      const info = await client.login(u.cpf, u.senha, resumoA.empresas[i]!.id);
      expect(info).toBeTruthy();
      const lista = await client.get('/api/cargo-salario/colaboradores?page=0&size=5&status=A');
      expect(lista.status).toBe(200);
      expect(lista.body.content.length).toBeGreaterThan(0);
    }
  });

  it('seeds recruitment: reference data, candidates with a CV text, requests in every situation', async () => {
    expect(resumoA.empresas.map((e) => e.candidatos)).toEqual([150, 90, 60]);
    const [n] = await rows(
      a,
      `SELECT (SELECT count(*) FROM candidato)::int AS candidatos,
        (SELECT count(*) FROM candidato WHERE coalesce(ocr_texto, '') = '')::int AS sem_texto,
        (SELECT count(*) FROM etapa_seletiva)::int AS etapas, (SELECT count(*) FROM motivo_solicitacao)::int AS motivos,
        (SELECT count(*) FROM como_ficou_sabendo_vaga)::int AS canais, (SELECT count(*) FROM area_formacao)::int AS areas,
        (SELECT count(*) FROM candidato_cargos)::int AS cargos, (SELECT count(*) FROM candidato_candidato_idiomas)::int AS idiomas,
        (SELECT count(*) FROM anuncio)::int AS anuncios`,
    );
    expect(n).toMatchObject({
      candidatos: 300,
      sem_texto: 0,
      etapas: 15,
      motivos: 15,
      canais: 27,
      areas: 66,
    });
    expect(n.cargos).toBeGreaterThanOrEqual(300);
    expect(n.idiomas).toBeGreaterThan(0);
    expect(n.anuncios).toBeGreaterThanOrEqual(3);
    const cpfs = await rows(a, 'SELECT cpf FROM candidato');
    expect(cpfs.filter((c) => !isCpf(c.cpf))).toEqual([]);
    // every company has requests cancelled, suspended, closed, open and awaiting approval
    const situacoes = await rows(
      a,
      `SELECT empresa_id, array_agg(DISTINCT x ORDER BY x) AS s FROM (
         SELECT empresa_id, CASE WHEN cancelada THEN 'C' WHEN encerrada THEN 'E' WHEN suspensa THEN 'S'
           WHEN status = 'I' THEN 'I' ELSE 'A' END AS x FROM solicitacao_pessoal) y GROUP BY empresa_id ORDER BY empresa_id`,
    );
    expect(situacoes.map((r) => r.s)).toEqual([
      ['A', 'C', 'E', 'I', 'S'],
      ['A', 'C', 'E', 'I', 'S'],
      ['A', 'C', 'E', 'I', 'S'],
    ]);
    // full-text search over the CV text finds the demo's words, accents aside
    const [busca] = await rows(
      a,
      `SELECT count(*)::int AS n FROM candidato WHERE to_tsvector('portuguese'::regconfig, gente_search(coalesce(ocr_texto, '')))
         @@ websearch_to_tsquery('portuguese'::regconfig, gente_search('experiencia'))`,
    );
    expect(busca.n).toBeGreaterThan(100);
  });

  it('moves candidates through the stages on dated history, within each request and its closing', async () => {
    const fora = await rows(
      a,
      `SELECT h.id FROM historico_candidato h JOIN candidato_solicitacao cs ON cs.id = h.candidato_solicitacao_id
        JOIN solicitacao_pessoal s ON s.id = cs.solicitacao_id
       WHERE h.data < s.data OR h.data > $1::date OR (s.encerrada AND h.data > s.data_encerramento)
          OR h.empresa_id <> s.empresa_id OR cs.data_inclusao > h.data`,
      [OPCOES.dataReferencia],
    );
    expect(fora).toEqual([]);
    // the current stage of a place is the stage of its latest move
    const etapa = await rows(
      a,
      `SELECT cs.id FROM candidato_solicitacao cs WHERE cs.etapa_seletiva_id IS DISTINCT FROM (
         SELECT h.etapa_seletiva_id FROM historico_candidato h WHERE h.candidato_solicitacao_id = cs.id
          ORDER BY h.data DESC, h.id DESC LIMIT 1)`,
    );
    expect(etapa).toEqual([]);
    // a hire passed every stage; the hired candidate is marked so
    const contratacoes = await rows(
      a,
      `SELECT cs.id, c.contratado, (SELECT count(*) FROM historico_candidato h
          WHERE h.candidato_solicitacao_id = cs.id AND h.resultado = 'APROVADO')::int AS aprovacoes
         FROM candidato_solicitacao cs JOIN candidato c ON c.id = cs.candidato_id WHERE cs.situacao = 'CONTRATADO'`,
    );
    expect(contratacoes.length).toBeGreaterThan(0);
    expect(contratacoes.filter((x) => !x.contratado || x.aprovacoes !== 5)).toEqual([]);
    const situacoes = await rows(a, 'SELECT DISTINCT situacao FROM candidato_solicitacao ORDER BY 1');
    expect(situacoes.map((r) => r.situacao)).toEqual(
      expect.arrayContaining(['CONTRATADO', 'EM_PROCESSO', 'REPROVADO']),
    );
  });

  it("gives the RH user vacancy-fill statistics and recruitment reports on the demo's data", async () => {
    const client = new Client(a.app);
    await client.login(resumoA.usuarios[0]!.cpf, resumoA.usuarios[0]!.senha, resumoA.empresas[0]!.id);
    const stats = await client.get(
      `/api/captacao/solicitacoes-pessoal/estatisticas-preenchimento-vaga?dataIni=2024-12-01&dataFim=${OPCOES.dataReferencia}`,
    );
    expect(stats.status).toBe(200);
    expect(stats.body.resumo.solicitacoes).toBeGreaterThanOrEqual(6);
    expect(stats.body.resumo.concluidas).toBeGreaterThan(0);
    expect(stats.body.funil[0].candidatos).toBeGreaterThan(0);
    const pdf = await client.app.inject({
      method: 'POST',
      url: '/api/captacao/relatorios/divulgacao-vaga',
      headers: { cookie: client.cookie },
      payload: {
        empresasIds: [resumoA.empresas[0]!.id],
        dataIni: '2023-01-01',
        dataFim: OPCOES.dataReferencia,
      },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('seeds evaluations: models with aspects and questions, periods, a 360° evaluation with answered sheets, a nine-box', async () => {
    const [n] = await rows(
      a,
      `SELECT (SELECT count(*) FROM periodo_experiencia)::int AS periodos,
        (SELECT count(*) FROM modelo_avaliacao WHERE tipo = 'E' AND periodo_acompanhamento_experiencia_id IS NOT NULL)::int AS experiencia,
        (SELECT count(*) FROM modelo_avaliacao WHERE tipo = 'D')::int AS desempenho,
        (SELECT count(DISTINCT tipo) FROM questionario_pergunta)::int AS tipos,
        (SELECT count(*) FROM questionario_aspecto)::int AS aspectos,
        (SELECT count(*) FROM avaliacao_participante WHERE papel = 'U')::int AS autoavaliacoes,
        (SELECT count(*) FROM questionario_folha f JOIN avaliacao_folha_nota n ON n.folha_id = f.id
          WHERE f.concluida AND f.nota IS NOT NULL)::int AS folhas,
        (SELECT count(*) FROM avaliacao_participante WHERE respondida)::int AS respondidas`,
    );
    expect(n).toMatchObject({ periodos: 6, experiencia: 6, desempenho: 6, tipos: 4 });
    expect(n.aspectos).toBe(3 * 7);
    expect(n.autoavaliacoes).toBeGreaterThan(50);
    expect(n.folhas).toBe(n.respondidas);
    expect(n.folhas).toBe(avaliacaoA.reduce((s, x) => s + x.folhas, 0));
    // the HR view of the first company: results and the nine-box, with people in several boxes
    const admin = new Client(a.app);
    await admin.login(undefined, undefined, resumoA.empresas[0]!.id);
    const [av] = await rows(
      a,
      `SELECT id FROM avaliacao_desempenho WHERE empresa_id = $1 AND titulo LIKE 'Avaliação de Desempenho%'`,
      [resumoA.empresas[0]!.id],
    );
    const resultados = await admin.get(`/api/avaliacao/avaliacoes-desempenho/${av.id}/resultados?size=5`);
    expect(resultados.status).toBe(200);
    expect(resultados.body.totalElements).toBeGreaterThan(40);
    expect(resultados.body.content[0].resultado.geral).toEqual(expect.any(Number));
    const grafico = await admin.get(`/api/avaliacao/ninebox/chart/${avaliacaoA[0]!.nineboxId}`);
    expect(grafico.status).toBe(200);
    const ocupados = grafico.body.boxes.filter((b: any) => b.quantidade > 0);
    expect(ocupados.length).toBeGreaterThanOrEqual(5);
    expect((await admin.get(`/api/avaliacao/ninebox/chart/cncc/${avaliacaoA[0]!.nineboxId}`)).status).toBe(
      200,
    );
    const [pdi] = await rows(a, 'SELECT count(*)::int AS n FROM plano_acao');
    expect(pdi.n).toBeGreaterThan(0);
  });

  it('tells a used database apart, and replaces an earlier run of the same demo', async () => {
    expect((await alemDoInicial(b.sql)).join(', ')).toContain('200 talentos');
    const antes = await rows(b, CHECKSUM);
    const again = await semearDemo(b.sql, registry, OPCOES, { substituir: true });
    expect(again.assinatura).toBe(resumoB.assinatura);
    expect(await rows(b, CHECKSUM)).toEqual(antes);
    const [n] = await rows(
      b,
      `SELECT (SELECT count(*) FROM empresa)::int AS empresas,
      (SELECT count(*) FROM colaborador)::int AS colaboradores, (SELECT count(*) FROM usuario)::int AS usuarios`,
    );
    expect(n).toEqual({ empresas: 4, colaboradores: 200, usuarios: 4 });
    // the earlier run's evaluations went with its companies
    const [m] = await rows(
      b,
      'SELECT (SELECT count(*) FROM modelo_avaliacao)::int AS modelos, (SELECT count(*) FROM questionario_folha)::int AS folhas',
    );
    expect(m).toEqual({ modelos: 0, folhas: 0 });
  });
});
