import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app.ts';
import { readConfig } from '../../src/server/config.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { withAdmin } from './pg-admin.ts';
import { TEMPLATE_DATABASE, TEST_ENV } from './test-env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test PostgreSQL server (its `postgres` database). */
    pgAdminUrl: string;
    /** Database an app was started on once, copied by the test files that need a started app. */
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL server for the whole run: DATABASE_URL when set (CI runs
 * `node scripts/pg15.mjs run -- npm run test:api`), else an embedded one in a
 * temporary directory. Test files create their own database on it
 * (tests/helpers/test-database.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.DATABASE_URL?.trim();
  if (external) {
    project.provide('pgAdminUrl', external);
    project.provide('pgTemplate', await buildTemplate(external));
    return async () => {
      await withAdmin(external, (c) => c.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`));
    };
  }

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gente-test-pg-'));
  let server: EmbeddedPostgres | undefined;
  try {
    server = await startEmbeddedPostgres({
      databaseDir: path.join(workDir, 'postgres'),
      database: null,
      unsafeFast: true,
      onServerLog: process.env.GENTE_LOG_LEVEL === 'debug' ? (text) => process.stderr.write(text) : undefined,
    });
  } catch (error) {
    fs.rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('pgAdminUrl', server.adminUrl);
  try {
    project.provide('pgTemplate', await buildTemplate(server.adminUrl));
  } catch (error) {
    await server.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  const running = server;
  return async () => {
    await running.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}

/**
 * The template: an empty database the app is started on once (structure, migrations, reference data, first
 * administrator, with the test configuration), then closed so that nothing is connected to it while the
 * test files copy it.
 */
async function buildTemplate(adminUrl: string): Promise<string> {
  await withAdmin(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const app = await buildApp({
    config: readConfig({ ...TEST_ENV, GENTE_JOBS: 'false' }),
    databaseUrl: url.toString(),
  });
  await app.close();
  await withAdmin(adminUrl, (c) =>
    c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [TEMPLATE_DATABASE]),
  );
  return TEMPLATE_DATABASE;
}
