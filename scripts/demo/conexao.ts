// The database the app would use: DATABASE_URL, else the embedded PostgreSQL of GENTE_DATA_DIR — started
// here under the app's own process lock, so the demo refuses to run while the app runs on that directory
// (and the app refuses to start while the demo writes).
import path from 'node:path';
import type { Config } from '../../src/server/config.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { acquireProcessLock } from '../../src/server/db/process-lock.ts';

export type Banco = { databaseUrl: string; descricao: string; fechar(): Promise<void> };

export async function abrirBanco(config: Config, aviso: (msg: string) => void): Promise<Banco> {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return {
      databaseUrl: config.databaseUrl,
      descricao: `DATABASE_URL (${url.hostname}:${url.port || '5432'}${url.pathname})`,
      fechar: async () => {},
    };
  }
  const lock = acquireProcessLock(config.dataDir);
  try {
    const postgres = await startEmbeddedPostgres({
      databaseDir: path.join(config.dataDir, 'postgres'),
      passwordFile: path.join(config.dataDir, 'postgres-password'),
      database: 'gente',
      onNotice: aviso,
    });
    return {
      databaseUrl: postgres.databaseUrl,
      descricao: `PostgreSQL embutido em ${postgres.databaseDir}`,
      async fechar() {
        try {
          await postgres.stop();
        } finally {
          lock.release();
        }
      },
    };
  } catch (e) {
    lock.release();
    throw e;
  }
}
