// Participations of a performance evaluation at its limits (docs/decisions.md, "Avaliação: limites de
// participações"; not part of npm test). On the demo data (escala 1: ~5,000 active employees):
//   1. one generation through the API (self, managers, up to 3 peers) for enough people to reach ~20,000
//      participations, the limit of one generation — the request's time, then the summaries of who is evaluated
//      and who evaluates, and a page of the participants register filtered by the evaluation;
//   2. the evaluation filled up to 100,000 participations (the limit of one evaluation; written in SQL with the
//      'Avaliador' role) — the same reads again, and a small generation checked against 100,000 existing.
//   npx tsx bench/avaliacao-participacoes.ts [--escala 1] [--rodadas 3]
import { argumento, chamadaApi, mediana, prepararAmbienteDemo } from './demo-ambiente.ts';

const ESCALA = argumento('--escala', 1);
const RODADAS = argumento('--rodadas', 3);
const demo = await prepararAmbienteDemo({ escala: ESCALA, empresas: 1 });
const { pool, empresaId, base, cookie } = demo;
const fmt = (n: number) => n.toLocaleString('pt-BR');

const api = chamadaApi(base, cookie);

async function medir(nome: string, fazer: () => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < RODADAS; i++) {
    const t = performance.now();
    await fazer();
    ms.push(performance.now() - t);
  }
  return { medição: nome, 'mediana (ms)': Math.round(mediana(ms)), 'pior (ms)': Math.round(Math.max(...ms)) };
}

const modelo = await api('POST', 'avaliacao/modelos-avaliacao', { titulo: 'Desempenho (bench)', tipo: 'D' });
const av = await api('POST', 'avaliacao/avaliacoes-desempenho', {
  titulo: 'Ciclo (bench de participações)',
  dataIni: '2025-01-01',
  dataFim: '2099-12-31',
  modeloAvaliacao: { id: modelo.id },
  anonima: false,
  permiteAutoAvaliacao: true,
});
const ids = (
  await pool.query<{ id: number }>(
    `SELECT id FROM colaborador WHERE empresa_id = $1 AND status = 'A' ORDER BY id`,
    [empresaId],
  )
).rows.map((r) => r.id);
const opcoes = { autoavaliacao: true, gestores: true, liderados: false, pares: true, maximoPares: 3 };
const participacoes = async () =>
  Number(
    (
      await pool.query<{ n: string }>(
        'SELECT count(*) AS n FROM avaliacao_participante WHERE avaliacao_desempenho_id = $1',
        [av.id],
      )
    ).rows[0]!.n,
  );

// the largest selection that one generation accepts (halving from everyone)
let escolhidos = ids.length;
let geracao: { avaliados: number; gerados: number; incluidos: number } | undefined;
let ms = 0;
while (!geracao && escolhidos > 0) {
  const t = performance.now();
  const res = await fetch(`${base}/api/avaliacao/avaliacoes-desempenho/${av.id}/participantes/gerar`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ colaboradoresIds: ids.slice(0, escolhidos), ...opcoes }),
  });
  ms = performance.now() - t;
  const json = await res.json();
  if (res.ok) geracao = json;
  else {
    console.log(
      `${fmt(escolhidos)} talentos: ${res.status} em ${Math.round(ms)} ms — ${json.errors?.[0]?.message}`,
    );
    escolhidos = Math.floor(escolhidos * 0.8);
  }
}
console.log(
  `Geração aceita: ${fmt(geracao!.avaliados)} talentos, ${fmt(geracao!.incluidos)} participações em ${Math.round(ms)} ms`,
);

const leituras = (rotulo: string) => [
  medir(`${rotulo}: avaliados (resumo)`, () =>
    api('GET', `avaliacao/avaliacoes-desempenho/${av.id}/avaliados`),
  ),
  medir(`${rotulo}: avaliadores (resumo)`, () =>
    api('GET', `avaliacao/avaliacoes-desempenho/${av.id}/avaliadores`),
  ),
  medir(`${rotulo}: participantes, 1ª página`, () =>
    api('GET', `avaliacao/participantes-avaliacao-desempenho?page=0&size=15&avaliacaoDesempenho=${av.id}`),
  ),
];
const linhas = [];
for (const m of leituras(`${fmt(await participacoes())}`)) linhas.push(await m);

// up to 100,000: evaluator k + 10 of the i-th person, 'Avaliador' role, in SQL
const faltam = 100_000 - (await participacoes()) - 10;
const porPessoa = Math.ceil(faltam / ids.length);
await pool.query(
  `INSERT INTO avaliacao_participante (empresa_id, avaliacao_desempenho_id, avaliado_id, avaliador_id, papel, respondida, respondida_parcialmente)
   SELECT $1, $2, ids[i], ids[1 + (i - 1 + 10 + k) % n], 'R', false, false
     FROM (SELECT $3::int[] AS ids, cardinality($3::int[]) AS n) x, generate_series(1, cardinality($3::int[])) i,
          generate_series(1, $4) k
   ORDER BY k, i LIMIT $5
   ON CONFLICT DO NOTHING`,
  [empresaId, av.id, ids, porPessoa, faltam],
);
await pool.query('ANALYZE avaliacao_participante');
for (const m of leituras(`${fmt(await participacoes())}`)) linhas.push(await m);
linhas.push(
  await medir('gerar para 1 talento com 100.000 na avaliação (recusada ou não, lê o total)', async () => {
    await fetch(`${base}/api/avaliacao/avaliacoes-desempenho/${av.id}/participantes/gerar`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ colaboradoresIds: [ids[0]], ...opcoes }),
    });
  }),
);
console.table(linhas);
console.log(`Memória do processo: ${fmt(Math.round(process.memoryUsage().rss / 2 ** 20))} MB (RSS)`);
await demo.fechar();
