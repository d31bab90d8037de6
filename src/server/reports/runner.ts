// Renders reports in a small pool of long-lived worker threads (module loading happens once, not per
// report), a few at a time, with a time limit and cancellation. A cancelled or timed-out render ends its
// worker; the pool starts another when needed.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderJob, RenderMessage } from './render-worker.ts';

const WORKER = new URL('./render-worker.mjs', import.meta.url);
export const MAX_CONCURRENT_RENDERS = Math.max(1, availableParallelism() - 1);
export const RENDER_TIMEOUT_MS = 5 * 60_000;

const idle: Worker[] = [];
const all = new Set<Worker>();
const waiting: ((w: Worker) => void)[] = [];

function spawn(): Worker {
  const worker = new Worker(WORKER);
  worker.unref();
  all.add(worker);
  worker.on('exit', () => {
    all.delete(worker);
    const i = idle.indexOf(worker);
    if (i >= 0) idle.splice(i, 1);
  });
  return worker;
}

async function acquire(signal: AbortSignal): Promise<Worker> {
  const free = idle.pop();
  if (free) return free;
  if (all.size < MAX_CONCURRENT_RENDERS) return spawn();
  return new Promise<Worker>((resolve, reject) => {
    const take = (w: Worker) => resolve(w);
    waiting.push(take);
    signal.addEventListener(
      'abort',
      () => {
        const i = waiting.indexOf(take);
        if (i >= 0) waiting.splice(i, 1);
        reject(new Error('cancelado'));
      },
      { once: true },
    );
  });
}

function release(worker: Worker, healthy: boolean) {
  if (!healthy) {
    void worker.terminate();
    const next = waiting.shift();
    if (next) next(spawn());
    return;
  }
  const next = waiting.shift();
  if (next) next(worker);
  else idle.push(worker);
}

/** Ends every render worker (app shutdown). */
export async function shutdownRenderers(): Promise<void> {
  await Promise.all([...all].map((w) => w.terminate()));
}

export type RenderResult = { rows: 0 } | { rows: number; file: string };

/** Renders into a temporary file; the caller streams it and removes it. Aborting kills the render. */
export async function renderReport(
  job: Omit<RenderJob, 'file'>,
  signal: AbortSignal,
  onProgress?: (rows: number) => void,
): Promise<RenderResult> {
  const worker = await acquire(signal);
  const file = join(tmpdir(), `gente-relatorio-${randomUUID()}.${job.format}`);
  let healthy = false;
  try {
    const rows = await new Promise<number>((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        signal.removeEventListener('abort', onAbort);
      };
      const fail = (why: Error) => {
        cleanup();
        reject(why);
      };
      const onMessage = (m: RenderMessage) => {
        if ('progress' in m) return onProgress?.(m.progress);
        cleanup();
        healthy = true; // the worker finished its job (well or with a query error) and can take another
        if ('done' in m) resolve(m.rows);
        else reject(new Error(m.error));
      };
      const onError = (e: Error) => fail(e);
      const onExit = (code: number) => fail(new Error(`renderização encerrada (código ${code})`));
      const onAbort = () => fail(new Error('cancelado'));
      const timer = setTimeout(() => fail(new Error('tempo esgotado')), RENDER_TIMEOUT_MS);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      signal.addEventListener('abort', onAbort, { once: true });
      if (signal.aborted) return onAbort();
      worker.postMessage({ ...job, file } satisfies RenderJob);
    });
    if (rows === 0) {
      await rm(file, { force: true });
      return { rows: 0 };
    }
    return { rows, file };
  } catch (e) {
    await rm(file, { force: true });
    throw e;
  } finally {
    release(worker, healthy);
  }
}
