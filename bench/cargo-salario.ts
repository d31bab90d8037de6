// Job and salary benchmark (not part of npm test) on the demo data ×10 in one company (50,000 employees,
// ~460,000 history rows): the employee list filtered by area subtree and status (autocannon, 10
// connections, worker thread), and everyone's salary at a date — employeeSalariesAt directly and its
// endpoint. Targets: list page p95 ≤ 30 ms; 50,000 salaries in ≤ 1 s. The lists are also timed one request at
// a time, which separates a request's own cost from queueing on a small (shared) machine.
//   npx tsx bench/cargo-salario.ts [--escala 10] [--empresas 1] [--seconds 8]
import { createDatabase } from '../src/server/db/database.ts';
import { today } from '../src/server/http/params.ts';
import { employeeSalariesAt } from '../src/server/modules/cargo-salario/salario.ts';
import {
  argumento,
  type Carga,
  latenciaSequencial,
  mediana,
  medirCarga,
  prepararAmbienteDemo,
} from './demo-ambiente.ts';

const ESCALA = argumento('--escala', 10);
const EMPRESAS = argumento('--empresas', 1);
const SECONDS = argumento('--seconds', 8);
const RODADAS = 5;

const demo = await prepararAmbienteDemo({ escala: ESCALA, empresas: EMPRESAS });
const { pool, empresaId, base, cookie } = demo;
const data = today();
const fmt = (n: number) => n.toLocaleString('pt-BR');

const tamanhos = await pool.query<{ colaboradores: string; historicos: string; ativos: string }>(
  `SELECT (SELECT count(*) FROM colaborador WHERE empresa_id = $1) AS colaboradores,
          (SELECT count(*) FROM colaborador WHERE empresa_id = $1 AND status = 'A') AS ativos,
          (SELECT count(*) FROM historico_colaborador WHERE empresa_id = $1) AS historicos`,
  [empresaId],
);
const t = tamanhos.rows[0]!;
console.log(
  `Empresa ${empresaId}: ${fmt(Number(t.colaboradores))} talentos (${fmt(Number(t.ativos))} ativos), ` +
    `${fmt(Number(t.historicos))} históricos; semeadura ${demo.segundosSemeadura.toFixed(0)} s`,
);

// areas by the people in their subtrees today: the largest root (Diretoria), the largest mid-level area
// (Gerência) and a typical one (the median Gerência) — the list's cost follows how many employees match
const areas = await pool.query<{ id: number; nome: string; nivel: number; n: number }>(
  `WITH RECURSIVE arvore(id, nivel) AS (
     SELECT id, 1 FROM area_organizacional WHERE empresa_id = $1 AND area_mae_id IS NULL
     UNION ALL SELECT a.id, t.nivel + 1 FROM area_organizacional a JOIN arvore t ON a.area_mae_id = t.id
   ), ancestrais(id, ancestral) AS (
     SELECT id, id FROM area_organizacional WHERE empresa_id = $1
     UNION ALL SELECT x.id, a.area_mae_id FROM ancestrais x JOIN area_organizacional a ON a.id = x.ancestral
       WHERE a.area_mae_id IS NOT NULL
   ), pessoas AS (
     SELECT h.area_organizacional_id AS id, count(*) AS n FROM historico_colaborador h
       JOIN colaborador c ON c.id = h.colaborador_id AND c.status = 'A'
      WHERE h.empresa_id = $1 AND h.data_fim IS NULL AND h.status <> 'X' GROUP BY 1
   )
   SELECT a.id, a.nome, t.nivel, coalesce(sum(p.n), 0)::int AS n
     FROM area_organizacional a JOIN arvore t ON t.id = a.id
     JOIN ancestrais s ON s.ancestral = a.id LEFT JOIN pessoas p ON p.id = s.id
    WHERE t.nivel IN (1, 2) GROUP BY a.id, a.nome, t.nivel ORDER BY t.nivel, 4 DESC`,
  [empresaId],
);
const raiz = areas.rows.find((a) => a.nivel === 1)!;
const gerencias = areas.rows.filter((a) => a.nivel === 2);
const maior = gerencias[0]!;
const tipica = gerencias[gerencias.length >> 1]!;

const lista = `${base}/api/cargo-salario/colaboradores?page=0&size=15&status=A`;
const cenarios: [string, string][] = [
  [`área nível 2 típica (${tipica.nome})`, `${lista}&areasIds=${tipica.id}`],
  [`área nível 2 maior (${maior.nome})`, `${lista}&areasIds=${maior.id}`],
  [`área raiz maior (${raiz.nome})`, `${lista}&areasIds=${raiz.id}`],
  ['sem filtro de área', lista],
];

type Linha = { cenário: string; encontrados: string } & Carga & { 'seq p50': number; 'seq p95': number };
const resultados: Linha[] = [];
console.log(`\nMedindo listas (${SECONDS} s cada, 10 conexões, carga numa thread à parte):`);
await medirCarga(cenarios[0]![1], cookie, 3); // warm-up: JIT, pools, caches
for (const [nome, url] of cenarios) {
  const total = ((await (await fetch(url, { headers: { cookie } })).json()) as { totalElements: number })
    .totalElements;
  const r = await medirCarga(url, cookie, SECONDS);
  // the same request one at a time: its own cost, without queueing behind the other nine
  const seq = await latenciaSequencial(url, cookie);
  resultados.push({ cenário: nome, encontrados: fmt(total), ...r, 'seq p50': seq.p50, 'seq p95': seq.p95 });
  console.log(
    `  ${nome}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, erros ${r.errors}; ` +
      `uma por vez: p50 ${seq.p50} ms, p95 ${seq.p95} ms`,
  );
}

console.log(`\nSalários de todos na data ${data} (${RODADAS} rodadas):`);
const { db } = createDatabase(demo.databaseUrl, 2);
const direto: number[] = [];
let linhas = 0;
let nulos = 0;
for (let i = 0; i < RODADAS; i++) {
  const t0 = performance.now();
  const rows = await employeeSalariesAt(db, empresaId, data);
  direto.push(performance.now() - t0);
  linhas = rows.length;
  nulos = rows.filter((r) => r.salario === null).length;
}
await db.destroy();
const http: number[] = [];
let bytes = 0;
for (let i = 0; i < RODADAS; i++) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/cargo-salario/colaboradores/salario-calculado?data=${data}`, {
    headers: { cookie },
  });
  bytes = (await res.arrayBuffer()).byteLength;
  if (!res.ok) throw new Error(`salario-calculado: ${res.status}`);
  http.push(performance.now() - t0);
}
const salarios = [
  {
    medição: 'employeeSalariesAt (SQL)',
    linhas: fmt(linhas),
    nulos,
    'mín (ms)': Math.round(Math.min(...direto)),
    'mediana (ms)': Math.round(mediana(direto)),
  },
  {
    medição: `GET …/colaboradores/salario-calculado (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
    linhas: fmt(linhas),
    nulos,
    'mín (ms)': Math.round(Math.min(...http)),
    'mediana (ms)': Math.round(mediana(http)),
  },
];

console.log('\nResumo');
console.table(resultados);
console.table(salarios);
for (const r of resultados)
  console.log(
    `Lista (página de 15), ${r.cenário}: p95 ${r.p95} ms com 10 conexões, ${r['seq p95']} ms uma por vez (meta <= 30 ms)`,
  );
console.log(
  `Salários de ${fmt(linhas)} talentos: mediana ${Math.round(mediana(direto))} ms no SQL, ` +
    `${Math.round(mediana(http))} ms pela API (meta <= 1.000 ms)`,
);
await demo.fechar();
