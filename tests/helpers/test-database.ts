import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { withAdmin } from './pg-admin.ts';
import type {} from './postgres-global-setup.ts'; // the ProvidedContext augmentation

export interface TestDatabase {
  /** Connection URL of a fresh, empty database. */
  url: string;
  /** Terminates its connections and drops it. */
  drop(): Promise<void>;
}

/**
 * A fresh database per test file, on the run's server (see postgres-global-setup.ts): empty, or with
 * `template` a copy of the database an app was started on once (the structure and first data):
 *
 *   let db: TestDatabase;
 *   beforeAll(async () => { db = await createTestDatabase(); });
 *   afterAll(async () => { await db?.drop(); });
 */
export async function createTestDatabase(opts: { template?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) {
    throw new Error('pgAdminUrl ausente: rode os testes de API pelo projeto "api" do vitest (globalSetup).');
  }
  const name = `t_${process.pid}_${randomBytes(5).toString('hex')}`;
  // a copy of the template is a file copy on the server: far quicker than building the structure again
  const template = opts.template ? inject('pgTemplate') : undefined;
  await withAdmin(adminUrl, (client) =>
    client.query(
      `CREATE DATABASE ${client.escapeIdentifier(name)}${template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''}`,
    ),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      // FORCE (PostgreSQL 13+) terminates the connections a test left open.
      await withAdmin(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
}
