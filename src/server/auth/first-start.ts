import { sql, type Transaction } from 'kysely';
import { isCpf, onlyDigits } from '../../shared/br/documents.ts';
import { formatCpf } from '../../shared/br/format.ts';
import type { Registry } from '../../shared/schema/registry.ts';
import type { Resource } from '../../shared/schema/types.ts';
import type { Database } from '../db/database.ts';
import { loadRegistry } from '../schema-loader.ts';
import { generatePassword, hashPassword } from './passwords.ts';
import { ROLE_ADMIN_INSTALACAO } from './session.ts';
import { ADMIN_USER_ID } from './session-store.ts';

/** Used when GENTE_ADMIN_CPF is unset: a valid CPF, so the login form accepts it. */
export const DEFAULT_ADMIN_CPF = '52998224725';

export type FirstStartOptions = {
  /** GENTE_ADMIN_CPF */
  adminCpf?: string;
  /** GENTE_ADMIN_SENHA; unset = a generated password, printed once */
  adminSenha?: string;
  log: { info(msg: string): void; warn(msg: string): void };
  /** the app's registry (read from schemas/ when not given) */
  registry?: Registry;
};

export class FirstStartError extends Error {
  override name = 'FirstStartError';
}

/** Top-level schema defaults of a register as column values, so the first company looks like one made in the console. */
function schemaDefaults(resource: Resource): Record<string, unknown> {
  const cols: Record<string, unknown> = {};
  for (const f of resource.fields) {
    if (f.kind !== 'column' || f.path.length !== 1 || f.schema.default === undefined) continue;
    cols[f.column] = f.sqlType === 'jsonb' ? JSON.stringify(f.schema.default) : f.schema.default;
  }
  return cols;
}

async function insertRow(
  tx: Transaction<any>,
  table: string,
  cols: Record<string, unknown>,
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO ${sql.table(table)} (${sql.join(Object.keys(cols).map((c) => sql.ref(c)))})
    VALUES (${sql.join(Object.values(cols))}) RETURNING id`.execute(tx);
  return rows[0].id;
}

/**
 * On an empty installation (no user at all): a company, an 'Administrador' profile with every
 * authority, and the administrator as user id 1. Safe to run at every start and from several
 * instances at once (advisory lock); does nothing once a user exists.
 */
export async function ensureFirstStart(db: Database, opts: FirstStartOptions): Promise<void> {
  const cpf = onlyDigits(opts.adminCpf ?? DEFAULT_ADMIN_CPF);
  if (!isCpf(cpf)) {
    throw new FirstStartError(
      'GENTE_ADMIN_CPF inválido: informe um CPF válido (11 dígitos, com ou sem máscara).',
    );
  }
  const registry = opts.registry ?? loadRegistry();
  // the 'Administrador' profile administers companies; the installation level stays with user id 1 (and
  // whoever it grants ROLE_ADMIN_INSTALACAO)
  const roles = (
    (registry.get('utilitario/perfis').schema.properties?.permissoes?.items?.enum as string[] | undefined) ??
    []
  ).filter((r) => r !== ROLE_ADMIN_INSTALACAO);
  const generated = opts.adminSenha ? undefined : generatePassword();
  const senha = opts.adminSenha ?? generated!;

  const created = await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('gente:first-start'))`.execute(tx);
    const { rows: users } = await sql`SELECT 1 FROM usuario LIMIT 1`.execute(tx);
    if (users.length > 0) return false;

    const { rows: companies } = await sql<{ id: number }>`SELECT id FROM empresa ORDER BY id LIMIT 1`.execute(
      tx,
    );
    const empresaId =
      companies[0]?.id ??
      (await insertRow(tx, 'empresa', {
        ...schemaDefaults(registry.get('utilitario/empresas')),
        nome: 'Empresa Padrão',
      }));

    const { rows: perfis } = await sql<{
      id: number;
    }>`SELECT id FROM perfil WHERE nome = 'Administrador'`.execute(tx);
    const perfilId =
      perfis[0]?.id ??
      (await insertRow(tx, 'perfil', { nome: 'Administrador', permissoes: JSON.stringify(roles) }));

    // id 1 on purpose: the session code treats user 1 as the installation administrator
    await sql`
      INSERT INTO usuario (id, nome, cpf, senha, ativo, fornecedor)
      OVERRIDING SYSTEM VALUE
      VALUES (${ADMIN_USER_ID}, 'Administrador', ${cpf}, ${await hashPassword(senha)}, true, false)`.execute(
      tx,
    );
    await sql`SELECT setval(pg_get_serial_sequence('usuario', 'id'), (SELECT max(id) FROM usuario))`.execute(
      tx,
    );
    await sql`INSERT INTO usuario_perfis (owner_id, ref_id) VALUES (${ADMIN_USER_ID}, ${perfilId})`.execute(
      tx,
    );
    await sql`INSERT INTO usuario_empresas (owner_id, ref_id) VALUES (${ADMIN_USER_ID}, ${empresaId})`.execute(
      tx,
    );
    return true;
  });
  if (!created) return;

  const shownCpf = formatCpf(cpf);
  if (generated) {
    // stdout, not the logger: the password must not end up in log files or log collectors
    console.log(
      `Usuário administrador criado. CPF: ${shownCpf}  Senha: ${generated}  (anote: ela não será exibida novamente)`,
    );
  } else if (!opts.adminCpf) {
    console.log(`Usuário administrador criado com o CPF padrão ${shownCpf} (GENTE_ADMIN_CPF não definido).`);
  }
  opts.log.info('Usuário administrador criado (id 1).');
}
