// The audit trail: one entry per write through the engine or a declared action, appended in the write's
// own transaction (table `auditoria`, migration 001_auditoria.sql, append-only by trigger).
//
// An entry: when, user, company, IP, register, record id, operation (create, update, delete, or the
// action's name) and the changed fields with old and new values. Sensitive fields (x-sensitive, CPF-formatted
// fields, money when configured) are kept as '***'; write-only fields (passwords) never appear at all.
import { sql, type Transaction } from 'kysely';
import type { JsonSchema, Resource } from '../../shared/schema/types.ts';
import type { StaffSession } from '../auth/session.ts';
import type { RecordData } from '../crud/hooks.ts';
import type { Database } from '../db/database.ts';
import { currentIp } from '../http/request-context.ts';

export type Change = { campo: string; de?: unknown; para?: unknown };

export type AuditEntry = {
  session: StaffSession | null;
  /** register path (or null for actions outside a register) */
  resource: string | null;
  recordId: number | null;
  operation: string;
  changes?: Change[];
  /**
   * Other companies the change affects (a shared register's record): the entry is written under each of them
   * too, so each company's own log shows it. The session's company always gets it.
   */
  alsoCompanies?: readonly number[];
};

export const MASK = '***';
/** A value longer than this (as JSON) is cut: the trail says what changed, not every byte of it. */
const MAX_VALUE_CHARS = 2000;

let maskMoney = false;
/** GENTE_AUDITORIA_OCULTAR_SALARIOS: money fields are masked too. */
export const configureAudit = (opts: { maskMoney: boolean }) => {
  maskMoney = opts.maskMoney;
};

function isSensitive(schema: JsonSchema): boolean {
  if (schema['x-sensitive']) return true;
  if (schema.format === 'cpf' || schema['x-ui']?.widget === 'cpf' || schema['x-ui']?.widget === 'password')
    return true;
  return maskMoney && schema['x-ui']?.widget === 'money';
}

/** The value as the trail keeps it: a single reference by its id (it is read back as {id, title}). */
function comparable(prop: JsonSchema, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  if (prop['x-ref'] && typeof value === 'object' && !Array.isArray(value))
    return (value as { id?: unknown }).id ?? null;
  return value;
}

/** The value with its sensitive parts masked, inside lists of objects and nested objects too. */
function masked(prop: JsonSchema, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (isSensitive(prop)) return MASK;
  if (Array.isArray(value) && prop.items?.properties) return value.map((v) => masked(prop.items!, v));
  if (value && typeof value === 'object' && !Array.isArray(value) && prop.properties)
    return Object.fromEntries(
      Object.entries(value as RecordData)
        .filter(([k]) => !prop.properties![k]?.writeOnly)
        .map(([k, v]) => [k, prop.properties![k] ? masked(prop.properties![k], v) : v]),
    );
  return value;
}

function bounded(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text !== undefined && text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : value;
}

/**
 * The fields that differ between two wire records of a register (either may be empty: create, delete).
 * Nested objects (endereço…) are compared field by field; lists as a whole.
 */
export function diffRecords(
  schema: JsonSchema,
  before: RecordData | null,
  after: RecordData | null,
  prefix = '',
): Change[] {
  const changes: Change[] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (name === 'id' || prop.writeOnly) continue;
    const campo = `${prefix}${name}`;
    const a = before?.[name];
    const b = after?.[name];
    const isObject = prop.type === 'object' || (Array.isArray(prop.type) && prop.type.includes('object'));
    if (isObject && prop.properties && !prop['x-ref']) {
      changes.push(
        ...diffRecords(
          prop,
          (a as RecordData) ?? (before ? {} : null),
          (b as RecordData) ?? (after ? {} : null),
          `${campo}.`,
        ),
      );
      continue;
    }
    const ca = comparable(prop, a);
    const cb = comparable(prop, b);
    if (JSON.stringify(ca) === JSON.stringify(cb)) continue;
    const change: Change = { campo };
    if (before) change.de = bounded(masked(prop, ca));
    if (after) change.para = bounded(masked(prop, cb));
    changes.push(change);
  }
  return changes;
}

/** Appends one entry, in the caller's transaction. */
export async function appendAudit(db: Database | Transaction<any>, entry: AuditEntry): Promise<void> {
  const s = entry.session;
  const others = [...new Set(entry.alsoCompanies ?? [])].filter((id) => id !== s?.empresaId);
  const empresas = s?.empresaId == null && others.length ? others : [s?.empresaId ?? null, ...others];
  await sql`INSERT INTO auditoria (usuario_id, usuario_nome, empresa_id, ip, cadastro, registro_id, operacao, alteracoes)
    SELECT ${s?.userId ?? null}, ${s?.userName ?? null}, e, ${currentIp()},
      ${entry.resource}, ${entry.recordId}, ${entry.operation}, ${JSON.stringify(entry.changes ?? [])}::jsonb
    FROM unnest(${empresas}::int[]) AS e`.execute(db);
}

/** The entry of a generic write of `resource`. */
export const recordWrite = (
  db: Database | Transaction<any>,
  session: StaffSession,
  resource: Resource,
  operation: 'create' | 'update' | 'delete',
  id: number,
  before: RecordData | null,
  after: RecordData | null,
  alsoCompanies?: readonly number[],
) =>
  appendAudit(db, {
    session,
    resource: resource.path,
    recordId: id,
    operation,
    changes: diffRecords(resource.schema, before, after),
    alsoCompanies,
  });
