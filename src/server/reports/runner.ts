// Starts report renderings in worker threads, a few at a time, with a time limit and cancellation.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderJob, RenderMessage } from './render-worker.ts';

const WORKER = new URL('./render-worker.mjs', import.meta.url);
export const MAX_CONCURRENT_RENDERS = Math.max(1, availableParallelism() - 1);
export const RENDER_TIMEOUT_MS = 5 * 60_000;

let running = 0;
const waiting: (() => void)[] = [];

async function slot(signal: AbortSignal): Promise<() => void> {
  if (running >= MAX_CONCURRENT_RENDERS) {
    await new Promise<void>((resolve, reject) => {
      const go = () => resolve();
      waiting.push(go);
      signal.addEventListener('abort', () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(new Error('cancelado'));
      });
    });
  }
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

export type RenderResult = { rows: 0 } | { rows: number; file: string };

/** Renders into a temporary file; the caller streams it and removes it. Aborting kills the worker. */
export async function renderReport(job: Omit<RenderJob, 'file'>, signal: AbortSignal, onProgress?: (rows: number) => void): Promise<RenderResult> {
  const release = await slot(signal);
  const file = join(tmpdir(), `gente-relatorio-${randomUUID()}.${job.format}`);
  try {
    const rows = await new Promise<number>((resolve, reject) => {
      const worker = new Worker(WORKER, { workerData: { ...job, file } satisfies RenderJob });
      const stop = (why: Error) => {
        worker.terminate();
        reject(why);
      };
      const timer = setTimeout(() => stop(new Error('tempo esgotado')), RENDER_TIMEOUT_MS);
      signal.addEventListener('abort', () => stop(new Error('cancelado')), { once: true });
      worker.on('message', (m: RenderMessage) => {
        if ('progress' in m) onProgress?.(m.progress);
        else if ('done' in m) resolve(m.rows);
        else reject(new Error(m.error));
      });
      worker.on('error', reject);
      // after a result this rejection is a no-op; without one, the worker died
      worker.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`renderização encerrada (código ${code})`));
      });
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
    release();
  }
}
