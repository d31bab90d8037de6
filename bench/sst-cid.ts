// CID-10 search benchmark (not part of npm test): the picker's request — GET /api/sst/cid?nome=<typed text>, first
// page of 20 — over the 14,233 codes loaded at start (the 12,451 subcategories plus the categories), with part
// of a description (accents and case ignored) or of a code, as a user types it. Target: p95 <= 30 ms.
//   npx tsx bench/sst-cid.ts [--vezes 400]
import { appNovo } from './app-novo.ts';

const VEZES = Number(process.argv[process.argv.indexOf('--vezes') + 1]) || 400;
const { app, db, cookie, encerrar } = await appNovo('cid', { conexoes: 1 });
await db.query('ANALYZE cid');
const { rows } = await db.query(
  `SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT categoria)::int AS sub FROM cid`,
);
console.log(
  `CID-10: ${rows[0].n.toLocaleString('pt-BR')} códigos (${rows[0].sub.toLocaleString('pt-BR')} subcategorias)`,
);

// what users type: parts of descriptions (with and without accents), codes, rare and common words
const TERMOS = [
  'fratura',
  'fratura de outros dedos',
  'lombalgia',
  'dor lombar',
  'colera',
  'cólera',
  'asma',
  'tendinite',
  'sinovite',
  'lesao',
  'traumatismo do joelho',
  'depressivo',
  'ansiedade',
  'conjuntivite',
  'S62',
  'M54',
  'J45',
  'F32',
  'Z00',
  'queimadura',
  'mão',
  'diabetes',
  'hipertensao',
  'xyzw',
];
const tempos: number[] = [];
const porTermo = new Map<string, string>();
for (let i = 0; i < VEZES; i++) {
  const termo = TERMOS[i % TERMOS.length]!;
  const t0 = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: `/api/sst/cid?nome=${encodeURIComponent(termo)}&page=0&size=20&sort=codigo,asc`,
    headers: { cookie },
  });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`${termo}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  if (i >= TERMOS.length) tempos.push(ms); // first round warms up
  const corpo = JSON.parse(res.body);
  const linhas: { nome: string }[] = Array.isArray(corpo)
    ? corpo
    : (corpo.content ?? corpo.items ?? corpo.data ?? []);
  porTermo.set(termo, linhas[0] ? `${linhas.length} (${linhas[0].nome})` : '0');
}
tempos.sort((a, b) => a - b);
const p = (q: number) => tempos[Math.min(tempos.length - 1, Math.floor(q * tempos.length))]!;
console.log(
  `  ${tempos.length} buscas: p50 ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms, máx ${tempos.at(-1)!.toFixed(1)} ms (meta p95 <= 30 ms)`,
);
console.log(
  `  exemplos: ${['fratura de outros dedos', 'colera', 'S62', 'xyzw'].map((t) => `'${t}' → ${porTermo.get(t)}`).join(', ')}`,
);
// the app's job queue keeps a connection that stopping the database ends: expected at shutdown
process.on('uncaughtException', (e: { code?: string }) => {
  if (e.code !== '57P01') throw e;
});
await encerrar();
