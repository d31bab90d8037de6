// Report benchmark (not part of npm test): "Talentos por Cargo" (cargo-salario/talentos-cargos) as a
// ~10,000-row PDF (filtered by areas) and an all-rows XLSX on the demo data, with time, peak memory and
// the p99 latency of another endpoint (GET /api/cargo-salario/cargos/<id>, autocannon, 10 connections,
// worker thread) alone and while each report renders. One row per employee on the roll at the date: the
// demo ×10 has ~42,700 of its 50,000 employees active, so the default is ×24 (120,000 employees) to
// reach 100,000 rows. Targets: PDF ≤ 3 s; XLSX ≤ 4 s and ≤ 250 MB peak; other endpoints' p99 within 20 %.
//   npx tsx bench/reports.ts [--escala 24] [--empresas 1] [--seconds 5] [--pdf-linhas 10000]
import { today } from '../src/server/http/params.ts';
import { argumento, type Carga, medirCarga, prepararAmbienteDemo } from './demo-ambiente.ts';

const ESCALA = argumento('--escala', 24);
const EMPRESAS = argumento('--empresas', 1);
const SECONDS = argumento('--seconds', 5);
const PDF_LINHAS = argumento('--pdf-linhas', 10_000);
/** The report renders in a worker thread of this very process: its RSS is the app's memory. */
const AMOSTRA_MS = 50;

const demo = await prepararAmbienteDemo({ escala: ESCALA, empresas: EMPRESAS });
const { pool, empresaId, base, cookie } = demo;
const data = today();
const fmt = (n: number) => n.toLocaleString('pt-BR');

// on the roll today, per area (their own people): leaves are disjoint, so their counts add up
const porArea = await pool.query<{ id: number; folha: boolean; raiz: boolean; n: number }>(
  `SELECT a.id, NOT EXISTS (SELECT 1 FROM area_organizacional f WHERE f.area_mae_id = a.id) AS folha,
          a.area_mae_id IS NULL AS raiz, count(c.id)::int AS n
     FROM area_organizacional a
     LEFT JOIN historico_colaborador h ON h.area_organizacional_id = a.id AND h.data_fim IS NULL AND h.status <> 'X'
     LEFT JOIN colaborador c ON c.id = h.colaborador_id AND c.status = 'A'
    WHERE a.empresa_id = $1 GROUP BY a.id ORDER BY count(c.id) DESC, a.id`,
  [empresaId],
);
const folhasPdf: number[] = [];
let linhasPdf = 0;
for (const a of porArea.rows.filter((x) => x.folha)) {
  if (linhasPdf + a.n > PDF_LINHAS * 1.05) continue;
  folhasPdf.push(a.id);
  linhasPdf += a.n;
}
const raizes = porArea.rows.filter((a) => a.raiz).map((a) => a.id);
const corpos = {
  pdf: { data, filtroPor: 1, areasOrganizacionais: folhasPdf },
  xlsx: { data, filtroPor: 1, areasOrganizacionais: raizes },
} as const;
type Formato = keyof typeof corpos;

const cargoId = (
  await pool.query<{ id: number }>('SELECT min(id) AS id FROM cargo WHERE empresa_id = $1', [empresaId])
).rows[0]!.id;
const outroEndpoint = `${base}/api/cargo-salario/cargos/${cargoId}`;

type Render = { ms: number; linhas: number; bytes: number; picoMB: number };

/** POSTs the report and reads the whole answer, sampling this process's RSS every 50 ms meanwhile. */
async function renderizar(formato: Formato): Promise<Render> {
  const base0 = process.memoryUsage().rss;
  let pico = base0;
  const amostrador = setInterval(() => {
    pico = Math.max(pico, process.memoryUsage().rss);
  }, AMOSTRA_MS);
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/api/cargo-salario/relatorios/talentos-cargos?formato=${formato}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(corpos[formato]),
    });
    if (!res.ok || !res.body) throw new Error(`${formato}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const parte of res.body) bytes += (parte as Uint8Array).byteLength;
    const ms = performance.now() - t0;
    pico = Math.max(pico, process.memoryUsage().rss);
    return {
      ms,
      linhas: Number(res.headers.get('x-report-rows')),
      bytes,
      picoMB: (pico - base0) / 1024 / 1024,
    };
  } finally {
    clearInterval(amostrador);
  }
}

console.log(
  `\nEmpresa ${empresaId}; data ${data}; PDF: ${folhasPdf.length} áreas (~${fmt(linhasPdf)} linhas); ` +
    `XLSX: ${raizes.length} áreas raiz (todos); outro endpoint: GET /api/cargo-salario/cargos/${cargoId}`,
);
console.log('Aquecendo (JIT, pool de workers de relatório, caches)…');
await medirCarga(outroEndpoint, cookie, 3);
await renderizar('pdf');
await renderizar('xlsx');

const sozinho: Record<Formato, Render> = { pdf: await renderizar('pdf'), xlsx: await renderizar('xlsx') };
for (const f of ['pdf', 'xlsx'] as const) {
  const r = sozinho[f];
  console.log(
    `  ${f}: ${fmt(r.linhas)} linhas, ${(r.ms / 1000).toFixed(2)} s, pico +${r.picoMB.toFixed(0)} MB`,
  );
}
console.log(`Medindo o outro endpoint sozinho (${SECONDS} s) e durante cada relatório (começam juntos)…`);
const base1 = await medirCarga(outroEndpoint, cookie, SECONDS);
const durante: Partial<Record<Formato, { carga: Carga; render: Render }>> = {};
for (const f of ['pdf', 'xlsx'] as const) {
  // the load lasts about as long as the render alone did, so its window is the render
  const segundos = Math.max(2, Math.round(sozinho[f].ms / 1000));
  const [carga, render] = await Promise.all([medirCarga(outroEndpoint, cookie, segundos), renderizar(f)]);
  durante[f] = { carga, render };
}

console.log('\nResumo');
console.table(
  (['pdf', 'xlsx'] as const).map((f) => ({
    formato: f.toUpperCase(),
    linhas: fmt(sozinho[f].linhas),
    'tamanho (MB)': (sozinho[f].bytes / 1024 / 1024).toFixed(1),
    'tempo (s)': (sozinho[f].ms / 1000).toFixed(2),
    'pico de memória (MB)': Math.round(sozinho[f].picoMB),
    'tempo com carga (s)': (durante[f]!.render.ms / 1000).toFixed(2),
  })),
);
console.table([
  { medição: 'GET cargos/<id> sozinho', ...base1 },
  ...(['pdf', 'xlsx'] as const).map((f) => ({
    medição: `GET cargos/<id> durante ${f.toUpperCase()}`,
    ...durante[f]!.carga,
  })),
]);
const variacao = (f: Formato) => ((durante[f]!.carga.p99 / base1.p99 - 1) * 100).toFixed(0);
console.log(
  `PDF de ${fmt(sozinho.pdf.linhas)} linhas: ${(sozinho.pdf.ms / 1000).toFixed(2)} s (meta <= 3 s)`,
);
console.log(
  `XLSX de ${fmt(sozinho.xlsx.linhas)} linhas: ${(sozinho.xlsx.ms / 1000).toFixed(2)} s (meta <= 4 s), ` +
    `pico +${sozinho.xlsx.picoMB.toFixed(0)} MB (meta <= 250 MB)`,
);
console.log(
  `p99 do outro endpoint: ${base1.p99} ms sozinho; durante o PDF ${durante.pdf!.carga.p99} ms (${variacao('pdf')} %), ` +
    `durante o XLSX ${durante.xlsx!.carga.p99} ms (${variacao('xlsx')} %) (meta: variação <= 20 %)`,
);
await demo.fechar();
