// Runs one autocannon scenario on its own thread, so the load generator does not share the event loop
// of the servers it measures. Plain JS: worker threads do not go through tsx.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const s = workerData;
let n = 0;
const random = () => 1 + Math.floor(Math.random() * (s.rows ?? 1));
const requests =
  s.kind === 'getRandom'
    ? [{ setupRequest: (req) => ({ ...req, path: `${s.pathPrefix}${random()}` }) }]
    : s.kind === 'post'
      ? [
          {
            setupRequest: (req) => ({
              ...req,
              method: 'POST',
              body: JSON.stringify({ ordem: 1 + (n++ % 999), nome: `Bench ${n}` }),
            }),
          },
        ]
      : undefined;
const opts = {
  url: s.url,
  connections: 10,
  duration: s.seconds,
  headers: { cookie: s.cookie, 'content-type': 'application/json' },
  ...(s.kind === 'post' ? { method: 'POST' } : {}),
  ...(requests ? { requests } : {}),
};
// off the main thread autocannon answers raw histograms; aggregate them as its own workers mode does
const r = autocannon.aggregateResult([await autocannon(opts)], opts);
parentPort.postMessage({
  rps: Math.round(r.requests.total / s.seconds),
  p50: r.latency.p50,
  p95: r.latency.p95 ?? r.latency.p97_5,
  p99: r.latency.p99,
  errors: r.errors + r.non2xx,
});
