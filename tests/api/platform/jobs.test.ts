// The job queue (pg-boss on the app's PostgreSQL): declared queues with retries and exponential backoff,
// crons, singleton keys, enqueueing inside a caller's transaction, workers off by configuration, a failing
// job retried then failed without touching the others, a clean stop, and the scheduled clean-ups.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/config.ts';
import { Jobs } from '../../../src/server/jobs/jobs.ts';
import { Client, countRows, startTestApp, type TestApp } from '../../helpers/test-app.ts';

async function until<T>(what: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('tempo esgotado esperando');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const jobRow = async (t: TestApp, id: string) =>
  (await t.sql.query('SELECT * FROM pgboss.job WHERE id = $1', [id])).rows[0];

describe('without workers (GENTE_JOBS=false)', () => {
  let t: TestApp;
  const jobs = () => t.app.engine.jobs!;

  beforeAll(async () => {
    t = await startTestApp({ GENTE_JOBS: 'false', GENTE_JOBS_INTERVALO_S: '0.5' });
  });
  afterAll(() => t?.close());

  it('creates every declared queue with its retries and exponential backoff, and the crons', async () => {
    const { rows } = await t.sql.query(
      `SELECT name, policy, retry_limit, retry_delay, retry_backoff FROM pgboss.queue ORDER BY name`,
    );
    // the platform's own queues (modules add theirs: every declared job has its queue, checked below)
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'email.enviar', policy: 'standard', retry_limit: 5, retry_delay: 30, retry_backoff: true },
        {
          name: 'manutencao.auditoria',
          policy: 'stately',
          retry_limit: 3,
          retry_delay: 30,
          retry_backoff: true,
        },
        {
          name: 'manutencao.sessoes',
          policy: 'stately',
          retry_limit: 3,
          retry_delay: 30,
          retry_backoff: true,
        },
        {
          name: 'senha.recuperacao',
          policy: 'standard',
          retry_limit: 2,
          retry_delay: 30,
          retry_backoff: true,
        },
      ]),
    );
    const schedules = await t.sql.query('SELECT name, cron, options FROM pgboss.schedule ORDER BY name');
    expect(schedules.rows).toEqual(
      expect.arrayContaining([
        {
          name: 'manutencao.auditoria',
          cron: '17 3 * * *',
          options: expect.objectContaining({ tz: 'America/Sao_Paulo' }),
        },
        {
          name: 'manutencao.sessoes',
          cron: '7 * * * *',
          options: expect.objectContaining({ tz: 'America/Sao_Paulo' }),
        },
      ]),
    );
    for (const s of schedules.rows)
      expect(s.options).toEqual(expect.objectContaining({ tz: 'America/Sao_Paulo' }));
    expect(jobs().names.sort()).toEqual(rows.map((r) => r.name));
  });

  it('enqueues inside the caller transaction: a rollback leaves no job, a commit leaves one', async () => {
    const { db } = t.app.engine;
    const before = await countRows(t, 'pgboss.job');
    await expect(
      db.transaction().execute(async (tx) => {
        const id = await jobs().send('senha.recuperacao', { usuarioId: null }, { tx });
        expect(id).toEqual(expect.any(String));
        // visible inside the transaction, not outside it
        const inside = await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM pgboss.job WHERE id = ${id}`.execute(tx);
        expect(inside.rows[0].n).toBe(1);
        expect(await jobRow(t, id!)).toBeUndefined();
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    expect(await countRows(t, 'pgboss.job')).toBe(before);

    const id = await db
      .transaction()
      .execute((tx) => jobs().send('senha.recuperacao', { usuarioId: null }, { tx }));
    expect(await jobRow(t, id!)).toMatchObject({
      name: 'senha.recuperacao',
      state: 'created',
      retry_limit: 2,
    });
    await expect(jobs().send('nao.declarado', {})).rejects.toThrow('job nao.declarado não declarado');
  });

  it('keeps singleton keys: one waiting cron run per key, one per time window with singletonSeconds', async () => {
    // the cron queues are 'stately': one job per key waiting (and one running)
    expect(await jobs().send('manutencao.sessoes', {})).toEqual(expect.any(String));
    expect(await jobs().send('manutencao.sessoes', {})).toBeNull();
    expect(await jobs().send('manutencao.sessoes', {}, { singletonKey: 'outra' })).toEqual(
      expect.any(String),
    );
    expect(await jobs().send('manutencao.sessoes', {}, { singletonKey: 'outra' })).toBeNull();
    // any queue: at most one per key in each window
    const once = { singletonKey: 'usuario-1', singletonSeconds: 60 };
    expect(await jobs().send('senha.recuperacao', { usuarioId: null }, once)).toEqual(expect.any(String));
    expect(await jobs().send('senha.recuperacao', { usuarioId: null }, once)).toBeNull();
    expect(await countRows(t, 'pgboss.job', `name = 'manutencao.sessoes'`)).toBe(2);
  });

  it('runs nothing in an instance with the workers off', async () => {
    const id = await jobs().send('senha.recuperacao', { usuarioId: null });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await jobRow(t, id!)).state).toBe('created');
  });

  it('purges expired sessions, old login attempts, spent recovery links and audit past the retention', async () => {
    const admin = new Client(t.app);
    await admin.login();
    const other = new Client(t.app);
    await other.login();
    await t.sql.query(
      `UPDATE sessao SET expires_at = now() - interval '1 minute'
        WHERE id = (SELECT max(id) FROM sessao)`,
    );
    await t.sql.query(
      `INSERT INTO login_tentativa (key, at) VALUES ('ip:velho', now() - interval '2 days'), ('ip:novo', now())`,
    );
    await t.sql.query(
      `INSERT INTO senha_recuperacao (usuario_id, token_hash, criado_em, expira_em, usado_em) VALUES
         (1, 'vencido', now() - interval '3 days', now() - interval '2 days', NULL),
         (1, 'usado', now() - interval '2 days', now() - interval '2 days' + interval '1 hour', now() - interval '2 days'),
         (1, 'vigente', now(), now() + interval '1 hour', NULL)`,
    );
    await t.sql.query(
      `INSERT INTO auditoria (em, operacao) VALUES (now() - interval '6 years', 'antiga'), (now() - interval '2 years', 'recente')`,
    );
    const sessions = await countRows(t, 'sessao');
    await jobs().run('manutencao.sessoes');
    await jobs().run('manutencao.auditoria');
    expect(await countRows(t, 'sessao')).toBe(sessions - 1);
    expect(await countRows(t, 'sessao', 'expires_at < now()')).toBe(0);
    expect(await countRows(t, 'login_tentativa', `key = 'ip:velho'`)).toBe(0);
    expect(await countRows(t, 'login_tentativa', `key = 'ip:novo'`)).toBe(1);
    expect((await t.sql.query('SELECT token_hash FROM senha_recuperacao')).rows).toEqual([
      { token_hash: 'vigente' },
    ]);
    expect(await countRows(t, 'auditoria', `operacao = 'antiga'`)).toBe(0);
    expect(await countRows(t, 'auditoria', `operacao = 'recente'`)).toBe(1);
    expect((await admin.get('/api/userinfo')).status).toBe(200);
  });
});

describe('with workers', () => {
  let t: TestApp;
  let startMs = 0;
  let closed = false;

  beforeAll(async () => {
    const start = performance.now();
    t = await startTestApp({ GENTE_JOBS_INTERVALO_S: '0.5', GENTE_JOBS_ESPERA_S: '1' });
    startMs = performance.now() - start;
  });
  afterAll(async () => {
    if (!closed) await t?.close();
    else {
      await t.sql.end();
      await t.database.drop();
    }
  });

  it('retries a failing job with growing waits, then fails it, without failing the rest of its batch', async () => {
    const jobs = t.app.engine.jobs!;
    // a user id that is not a number: the handler's query fails every time
    const bad = (await jobs.send('senha.recuperacao', { usuarioId: 'abc' }))!;
    const good = (await jobs.send('senha.recuperacao', { usuarioId: null }))!;
    const waits: number[] = [];
    const final = await until(async () => {
      const { rows } = await t.sql.query(
        `SELECT state, retry_count, extract(epoch FROM start_after - started_on)::float AS wait, output
           FROM pgboss.job WHERE id = $1`,
        [bad],
      );
      const row = rows[0];
      if (row.state === 'retry' && waits.length === row.retry_count) waits.push(row.wait);
      return row.state === 'failed' ? row : undefined;
    });
    expect(final.retry_count).toBe(2);
    expect(final.output.message).toMatch(/invalid input syntax/);
    expect((await jobRow(t, good)).state).toBe('completed');
    // exponential backoff from 1 s (with jitter): 1–2 s, then 2–4 s
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(1);
    expect(waits[0]).toBeLessThan(2.5);
    expect(waits[1]).toBeGreaterThanOrEqual(2);
    expect(waits[1]).toBeLessThan(4.5);
  });

  it('starts quickly, and app.close() stops the queue and leaves no connection behind', async () => {
    const queueConnections = async () =>
      Number(
        (
          await t.sql.query(
            `SELECT count(*) FROM pg_stat_activity WHERE application_name = 'gente-jobs' AND datname = current_database()`,
          )
        ).rows[0].count,
      );
    expect(await queueConnections()).toBeGreaterThan(0);
    // a second queue on the same database (as another instance would start)
    const config = readConfig({ GENTE_LOG_LEVEL: 'silent', GENTE_JOBS_INTERVALO_S: '0.5' });
    let begin = performance.now();
    const second = await Jobs.start({
      databaseUrl: t.database.url,
      engine: t.app.engine,
      config,
      log: t.app.log,
    });
    const warmStartMs = performance.now() - begin;
    await second.stop();

    begin = performance.now();
    await t.app.close();
    closed = true;
    const closeMs = performance.now() - begin;
    // a closed client's backend leaves pg_stat_activity a moment after the socket closes
    let left = await queueConnections();
    for (let i = 0; i < 20 && left > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      left = await queueConnections();
    }
    expect(left).toBe(0);
    console.log(
      `jobs: app com fila nova ${startMs.toFixed(0)} ms; fila em banco já instalado ${warmStartMs.toFixed(0)} ms; app.close() ${closeMs.toFixed(0)} ms`,
    );
    expect(warmStartMs).toBeLessThan(2000);
    expect(closeMs).toBeLessThan(6000);
  });
});
