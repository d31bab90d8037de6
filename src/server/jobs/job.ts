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

export type JobPolicy = 'standard' | 'short' | 'singleton' | 'stately';

export type JobSpec<D = any> = {
  /** queue name, e.g. 'email.enviar' */
  name: string;
  /** cron expression in America/Sao_Paulo: the job is sent on that schedule */
  cron?: string;
  /**
   * pg-boss queue policy, which also gives `send`'s singletonKey its meaning: 'standard' (no limit),
   * 'short' (one job per key waiting), 'singleton' (one per key running), 'stately' (one per key waiting
   * and one running). Default 'stately' for cron jobs (a slow run never piles up), else 'standard'.
   */
  policy?: JobPolicy;
  /** retries after a failure (default 3), with exponential backoff from `retryDelaySeconds` (default 30) */
  retryLimit?: number;
  retryDelaySeconds?: number;
  handler(ctx: JobContext, data: D): Promise<void>;
};

export type JobsModule = { jobs: JobSpec[] };

export const defineJobs = (jobs: JobSpec[]): JobsModule => ({ jobs });
