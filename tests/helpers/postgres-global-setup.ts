import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test PostgreSQL server (its `postgres` database). */
    pgAdminUrl: string;
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
    return async () => {};
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
  const running = server;
  return async () => {
    await running.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
