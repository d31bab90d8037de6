// Background jobs, declared: a file `src/server/**/<name>.jobs.ts` exports default `defineJobs([...])`.
// The queue is pg-boss on the app's own PostgreSQL (jobs.ts): retries with exponential backoff,
// singleton keys, cron schedules (America/Sao_Paulo). A handler gets the job's data and the app's engine.
import type { Config } from '../config.ts';
import type { Engine } from '../crud/engine.ts';

export type JobContext = {
  engine: Engine;
  config: Config;
  /** how many times this job already failed (0 on the first run) */
  retryCount: number;
  /** retries it may still get after this run fails */
  retriesLeft: number;
};

export type JobSpec<D = any> = {
  /** queue name, e.g. 'email.enviar' */
  name: string;
  /** cron expression in America/Sao_Paulo: the job is sent on that schedule (one at a time) */
  cron?: string;
  /** retries after a failure (default 3), with exponential backoff from `retryDelaySeconds` (default 30) */
  retryLimit?: number;
  retryDelaySeconds?: number;
  handler(ctx: JobContext, data: D): Promise<void>;
};

export type JobsModule = { jobs: JobSpec[] };

export const defineJobs = (jobs: JobSpec[]): JobsModule => ({ jobs });
