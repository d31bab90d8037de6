// What the rest of the app sees of the job queue (jobs.ts implements it): enqueue, and whether e-mail goes
// out by SMTP. The engine holds one without importing the queue's implementation.
import type { Db } from '../db/database.ts';

export type SendOptions = {
  /** enqueue inside this transaction: nothing is enqueued if it rolls back (the pool: enqueued at once) */
  tx?: Db;
  /** deduplicates by key, as the queue's policy says (JobSpec.policy) */
  singletonKey?: string;
  /** at most one job (per key) in each window of this many seconds, whatever the policy */
  singletonSeconds?: number;
  startAfterSeconds?: number;
};

export interface JobQueue {
  /** Enqueues a job; with `tx`, inside that transaction. Answers the job id (null when a singleton waits). */
  send(name: string, data: object, opts?: SendOptions): Promise<string | null>;
  /** e-mail goes out over SMTP (GENTE_SMTP_URL) rather than staying in the outbox */
  readonly smtpConfigured: boolean;
  /** Runs a job's handler now, in this process (the worker does this; tests call it directly). */
  run(name: string, data?: unknown, retryCount?: number, retryLimit?: number): Promise<void>;
  /** the declared jobs' names */
  readonly names: string[];
  stop(): Promise<void>;
}
