// What the module benchmarks start from: the whole app on a new database (an embedded PostgreSQL in a temporary
// directory, or DATABASE_URL), the first administrator logged in, a direct pool for seeding, and one call that
// closes it all. The job queue stays off: a benchmark measures requests, not background work.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';

const CPF = '52998224725';
const SENHA = 'bench-senha-123';

export async function appNovo(nome: string, opts: { conexoes?: number } = {}) {
  const dir = mkdtempSync(join(tmpdir(), `gente-bench-${nome}-`));
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ databaseDir: join(dir, 'postgres'), unsafeFast: false });
  const databaseUrl = process.env.DATABASE_URL ?? embedded!.databaseUrl;
  const config = readConfig({
    GENTE_ADMIN_CPF: CPF,
    GENTE_ADMIN_SENHA: SENHA,
    GENTE_LOG_LEVEL: 'warn',
    GENTE_DATA_DIR: dir,
    GENTE_JOBS: 'false',
  });
  const app = await buildApp({ config, databaseUrl });
  const db = new pg.Pool({ connectionString: databaseUrl, max: opts.conexoes ?? 2 });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { cpf: CPF, senha: SENHA, empresaId: 1 },
  });
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  return {
    app,
    db,
    cookie,
    async encerrar() {
      await db.end();
      await app.close();
      await embedded?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
