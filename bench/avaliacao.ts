// Performance evaluation benchmark (not part of npm test; issue 12: "results and nine-box of an evaluation with
// 5,000 evaluated and 25,000 answer sheets ≤ 500 ms"). On the demo data, one identified 360° evaluation of 5,000
// active employees with 5 evaluators each (self, manager, two peers, one subordinate) — 25,000 participations,
// 25,000 finished sheets with their scores and 25,000 answers — written straight in SQL (answering through the API
// is not what is measured). Timed one request at a time (median and worst of the rounds):
//   * the results list (first page by name, and by result: every evaluated person is scored to sort),
//   * one person's results (roles, competences, questions, radar),
//   * the nine-box generation (reads every result again) and its chart.
//   npx tsx bench/avaliacao.ts [--escala 1] [--avaliados 5000] [--rodadas 5]
import { argumento, chamadaApi, mediana, prepararAmbienteDemo } from './demo-ambiente.ts';

const ESCALA = argumento('--escala', 1);
const AVALIADOS = argumento('--avaliados', 5000);
const RODADAS = argumento('--rodadas', 5);
const AVALIADORES: [number, string][] = [
  [0, 'U'],
  [1, 'L'],
  [2, 'P'],
  [3, 'P'],
  [4, 'A'],
];

const demo = await prepararAmbienteDemo({ escala: ESCALA, empresas: 1 });
const { pool, empresaId, base, cookie } = demo;
const fmt = (n: number) => n.toLocaleString('pt-BR');

const api = chamadaApi(base, cookie);

const modelo = await api('POST', 'avaliacao/modelos-avaliacao', { titulo: 'Desempenho (bench)', tipo: 'D' });
const pergunta = await api('POST', `avaliacao/modelos-avaliacao/${modelo.id}/perguntas`, {
  tipo: 4,
  texto: 'Entrega o combinado',
  obrigatoria: true,
});
const av = await api('POST', 'avaliacao/avaliacoes-desempenho', {
  titulo: 'Ciclo 2025 (bench)',
  dataIni: '2025-01-01',
  dataFim: '2025-12-31',
  modeloAvaliacao: { id: modelo.id },
  anonima: false,
  permiteAutoAvaliacao: true,
  avaliarCompetenciasCargo: true,
});

const t0 = performance.now();
const ids = (
  await pool.query<{ id: number }>(
    `SELECT id FROM colaborador WHERE empresa_id = $1 AND status = 'A' ORDER BY id LIMIT $2`,
    [empresaId, AVALIADOS],
  )
).rows.map((r) => r.id);
if (ids.length < AVALIADOS)
  console.log(`Atenção: só ${fmt(ids.length)} talentos ativos (use --escala maior).`);
const n = ids.length;
// evaluator k of the i-th person: the (i + k)-th employee, so everyone evaluates and is evaluated 5 times
await pool.query(
  `INSERT INTO avaliacao_participante (empresa_id, avaliacao_desempenho_id, avaliado_id, avaliador_id, papel, respondida, respondida_parcialmente)
   SELECT $1, $2, ids[i], ids[1 + (i - 1 + k) % $4], papel, true, false
     FROM (SELECT $3::int[] AS ids) x, generate_series(1, $4) i,
          unnest($5::int[], $6::text[]) AS a(k, papel)`,
  [empresaId, av.id, ids, n, AVALIADORES.map((a) => a[0]), AVALIADORES.map((a) => a[1])],
);
await pool.query(
  `INSERT INTO questionario_folha (empresa_id, origem, cadastro, modelo_id, contexto, contexto_id, avaliado_id, papel,
     respondente_id, respondida_em, anonima, concluida, nota)
   SELECT empresa_id, 'avaliacao-desempenho', 'avaliacao/modelos-avaliacao', $2, 'avaliacao/avaliacoes-desempenho',
     avaliacao_desempenho_id, avaliado_id, papel, avaliador_id, '2025-06-01', false, true, round((random() * 100)::numeric, 4)
   FROM avaliacao_participante WHERE avaliacao_desempenho_id = $1`,
  [av.id, modelo.id],
);
await pool.query(
  `WITH f AS (SELECT id, nota FROM questionario_folha WHERE contexto = 'avaliacao/avaliacoes-desempenho' AND contexto_id = $1),
   r AS (INSERT INTO questionario_resposta (folha_id, pergunta_id, nota)
         SELECT id, $2, greatest(1, round(nota / 10)) FROM f)
   INSERT INTO avaliacao_folha_nota (folha_id, nota_competencias, nota_questionario, nota_geral)
   SELECT id, c, nota, (nota + c) / 2 FROM (SELECT id, nota, round((random() * 100)::numeric, 4) AS c FROM f) s`,
  [av.id, pergunta.id],
);
await pool.query(
  'ANALYZE avaliacao_participante, questionario_folha, questionario_resposta, avaliacao_folha_nota',
);
const folhas = (
  await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM questionario_folha WHERE contexto = 'avaliacao/avaliacoes-desempenho' AND contexto_id = $1`,
    [av.id],
  )
).rows[0]!.n;
console.log(
  `Avaliação ${av.id}: ${fmt(n)} avaliados, ${fmt(Number(folhas))} folhas concluídas; carga SQL ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

async function medir(nome: string, fazer: () => Promise<unknown>) {
  await fazer(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < RODADAS; i++) {
    const t = performance.now();
    await fazer();
    ms.push(performance.now() - t);
  }
  return { medição: nome, 'mediana (ms)': Math.round(mediana(ms)), 'pior (ms)': Math.round(Math.max(...ms)) };
}

const nb = await api('POST', 'avaliacao/ninebox', {
  avaliacaoDesempenho: { id: av.id },
  percentualBaixoPotencial: 33,
  percentualAltoPotencial: 66,
  percentualBaixoDesempenho: 33,
  percentualAltoDesempenho: 66,
});
const linhas = [
  await medir('resultados, 1ª página por nome (50)', () =>
    api('GET', `avaliacao/avaliacoes-desempenho/${av.id}/resultados?page=0&size=50`),
  ),
  await medir('resultados, 1ª página por resultado (50)', () =>
    api('GET', `avaliacao/avaliacoes-desempenho/${av.id}/resultados?page=0&size=50&ordenar=resultado`),
  ),
  await medir('resultado de uma pessoa (papéis, competências, perguntas)', () =>
    api('GET', `avaliacao/avaliacoes-desempenho/${av.id}/resultados/${ids[n >> 1]}`),
  ),
  await medir('nove-box: gerar (lê todos os resultados) + gráfico', () =>
    api('POST', `avaliacao/ninebox/${nb.id}/gerar`),
  ),
  await medir('nove-box: gráfico', () => api('GET', `avaliacao/ninebox/chart/${nb.id}`)),
];
const grafico = await api('GET', `avaliacao/ninebox/chart/${nb.id}`);
console.table(linhas);
console.log(
  `Nove-box: ${fmt(JSON.stringify(grafico).length)} bytes no gráfico; meta: cada medição ≤ 500 ms.`,
);
await demo.fechar();
