// The job queue: pg-boss 10 on the app's PostgreSQL (schema `pgboss`), started with the app and stopped
// with it. Jobs are declared in `*.jobs.ts` files (job.ts). `send` can enqueue inside a caller's
// transaction, so a write that rolls back enqueues nothing.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Config } from '../config.ts';
import type { Engine } from '../crud/engine.ts';
import type { JobSpec, JobsModule } from './job.ts';
import type { JobQueue, SendOptions } from './job-queue.ts';

export type { SendOptions };

const SERVER_DIR = fileURLToPath(new URL('../', import.meta.url));
const TIMEZONE = 'America/Sao_Paulo';
/** jobs a worker fetches and runs together (it polls every GENTE_JOBS_INTERVALO_S, at once after a full batch) */
const BATCH = 5;

function jobFiles(dir = SERVER_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jobFiles(join(dir, e.name)) : e.name.endsWith('.jobs.ts') ? [join(dir, e.name)] : [],
  );
}

export async function loadJobs(): Promise<JobSpec[]> {
  const all: JobSpec[] = [];
  for (const file of jobFiles().sort()) {
    const mod = (await import(pathToFileURL(file).href)).default as JobsModule;
    if (!Array.isArray(mod?.jobs)) throw new Error(`${file}: exporte default defineJobs([...])`);
    for (const j of mod.jobs) {
      if (all.some((x) => x.name === j.name)) throw new Error(`${file}: job ${j.name} declarado duas vezes`);
      all.push(j);
    }
  }
  return all;
}

export class Jobs implements JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly specs: Map<string, JobSpec>,
    private readonly engine: Engine,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts the queue, creates the queues, schedules the crons and (unless disabled) the workers. */
  static async start(opts: {
    databaseUrl: string;
    engine: Engine;
    config: Config;
    log: FastifyBaseLogger;
  }): Promise<Jobs> {
    const specs = new Map((await loadJobs()).map((j) => [j.name, j]));
    const boss = new PgBoss({
      connectionString: opts.databaseUrl,
      max: 3,
      application_name: 'gente-jobs',
      schedule: opts.config.jobsWorkers,
      supervise: opts.config.jobsWorkers,
    });
    boss.on('error', (e: Error) => opts.log.error({ erro: e.message }, 'fila de jobs'));
    await boss.start();
    const jobs = new Jobs(boss, specs, opts.engine, opts.config, opts.log);
    for (const spec of specs.values()) {
      const queue = {
        name: spec.name,
        policy: spec.policy ?? (spec.cron ? 'stately' : 'standard'),
        retryLimit: spec.retryLimit ?? 3,
        retryDelay: spec.retryDelaySeconds ?? opts.config.jobsRetryDelaySeconds,
        retryBackoff: true,
      };
      // creating is a no-op when the queue exists: the update makes it follow the declaration
      await boss.createQueue(spec.name, queue);
      await boss.updateQueue(spec.name, queue);
      if (spec.cron) await boss.schedule(spec.name, spec.cron, {}, { tz: TIMEZONE, singletonKey: spec.name });
      if (opts.config.jobsWorkers) {
        let workerId = '';
        workerId = await boss.work(
          spec.name,
          { includeMetadata: true, pollingIntervalSeconds: opts.config.jobsPollSeconds, batchSize: BATCH },
          async (batch) => {
            await jobs.runBatch(spec.name, batch as PgBoss.JobWithMetadata<object>[]);
            // a full batch means more may be waiting: fetch again without the polling pause
            if (batch.length === BATCH && workerId) boss.notifyWorker(workerId);
          },
        );
      }
    }
    // a cron removed from the declarations stops firing
    for (const s of await boss.getSchedules()) if (!specs.get(s.name)?.cron) await boss.unschedule(s.name);
    return jobs;
  }

  /**
   * Runs a fetched batch, each job on its own: a failure fails only its job (retried with backoff by
   * pg-boss); pg-boss then completes the ones still active. The error text may hold an address, so the
   * log gets it only at debug level; it is kept in the job's output.
   */
  private async runBatch(name: string, batch: PgBoss.JobWithMetadata[]): Promise<void> {
    await Promise.all(
      batch.map(async (job) => {
        try {
          await this.run(name, job.data, job.retryCount, job.retryLimit);
        } catch (e) {
          const message = String((e as Error)?.message ?? e);
          this.log.warn({ job: name, id: job.id, tentativa: job.retryCount + 1 }, 'job falhou');
          this.log.debug({ job: name, id: job.id, erro: message }, 'erro do job');
          await this.boss.fail(name, job.id, { message });
        }
      }),
    );
  }

  /** Runs a job's handler now, in this process (the worker does this; tests call it directly). */
  async run(name: string, data: unknown = {}, retryCount = 0, retryLimit = 0): Promise<void> {
    const spec = this.specs.get(name);
    if (!spec) throw new Error(`job ${name} não declarado`);
    await spec.handler(
      {
        engine: this.engine,
        config: this.config,
        retryCount,
        retriesLeft: Math.max(0, retryLimit - retryCount),
      },
      data as never,
    );
  }

  /** Enqueues a job; with `tx`, inside that transaction. Answers the job id (null when a singleton waits). */
  async send(name: string, data: object, opts: SendOptions = {}): Promise<string | null> {
    if (!this.specs.has(name)) throw new Error(`job ${name} não declarado`);
    const tx = opts.tx;
    return this.boss.send(name, data, {
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      ...(opts.singletonSeconds ? { singletonSeconds: opts.singletonSeconds } : {}),
      ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
      ...(tx
        ? {
            db: {
              executeSql: async (text: string, values: unknown[]) => ({
                rows: (await tx.executeQuery(CompiledQuery.raw(text, values))).rows as any[],
              }),
            },
          }
        : {}),
    });
  }

  /** e-mail goes out over SMTP (GENTE_SMTP_URL) rather than staying in the outbox */
  get smtpConfigured(): boolean {
    return !!this.config.smtpUrl;
  }

  get names(): string[] {
    return [...this.specs.keys()];
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}
