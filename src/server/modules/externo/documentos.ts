// The candidate's documents in the portal (spec §3 Candidate document, §5: descricao max 100, date
// required, attachment required on creation): records of captacao/documentos-candidato, read and written by
// the candidate through the register's own validator. The candidate fills description, date, type and notes;
// the selection stage and the link are HR's. Documents HR attached are shown but changed only by HR.
import { sql, type Transaction } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import type { StaffSession } from '../../auth/session.ts';
import type { Engine } from '../../crud/engine.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { conflict, HttpError, notFound, validationError } from '../../http/errors.ts';
import { MSG_CADASTRO } from './candidato-portal.ts';

export const DOCUMENTOS = 'captacao/documentos-candidato';
const DO_CANDIDATO = ['descricao', 'data', 'tipoDocumento', 'observacao'];
const DO_RH = ['etapaSeletiva', 'url', 'candidato'];

export const MSG_DOCUMENTO = {
  doRh: 'Este documento foi anexado pelo RH e só pode ser alterado por ele.',
} as const;

/**
 * The register's body for a candidate's document from what the candidate sent: the candidate's fields,
 * their own id; HR's fields refused. Throws every problem at once (with `antes`, e.g. the file's).
 */
export function camposDoDocumento(
  engine: Engine,
  dados: RecordData,
  candidatoId: number,
  antes: FieldError[] = [],
): RecordData {
  const erros = [...antes];
  for (const k of DO_RH) if (dados[k] !== undefined) erros.push({ field: k, message: MSG_CADASTRO.soRh });
  const body: RecordData = { candidato: { id: candidatoId } };
  for (const [k, v] of Object.entries(dados)) if (!DO_RH.includes(k)) body[k] = v;
  try {
    engine.validate(engine.registry.get(DOCUMENTOS), body);
  } catch (e) {
    if (!(e instanceof HttpError) || !e.errors) throw e;
    erros.push(...e.errors);
  }
  if (erros.length > 0) throw validationError(erros);
  return body;
}

const url = (candidatoId: number, docId: number) =>
  `/api/externo/candidatos/${candidatoId}/documentos-anexos/${docId}/download`;

/** A document as the candidate sees it; `proprio`: attached in the portal (the candidate may change it). */
function vista(rec: RecordData, candidatoId: number, proprio: boolean) {
  const anexo = rec.anexo as { id: number; nome: string; tipo: string; tamanho: number } | null;
  return {
    id: rec.id,
    descricao: rec.descricao,
    data: rec.data,
    tipoDocumento: rec.tipoDocumento ?? null,
    observacao: rec.observacao ?? null,
    etapaSeletiva: rec.etapaSeletiva ?? null,
    anexo: anexo ? { ...anexo, url: url(candidatoId, rec.id) } : null,
    proprio,
  };
}

/** Which documents of the candidate were attached in the portal (created_by is empty: no staff user). */
async function doPortal(engine: Engine, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = engine.registry.get(DOCUMENTOS).table;
  const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(table)}
    WHERE id = ANY(${ids}::int[]) AND created_by IS NULL`.execute(engine.db);
  return new Set(rows.map((r) => r.id));
}

export async function documentosDoCandidato(engine: Engine, actor: StaffSession, candidatoId: number) {
  const rows = (await engine
    .repository(DOCUMENTOS)
    .list(actor, { candidatoId: String(candidatoId), sort: 'data,desc' })) as RecordData[];
  const proprios = await doPortal(
    engine,
    rows.map((r) => r.id),
  );
  return rows.map((r) => vista(r, candidatoId, proprios.has(r.id)));
}

/** One document of the candidate (404 for anyone else's). */
export async function documentoDoCandidato(
  engine: Engine,
  actor: StaffSession,
  candidatoId: number,
  docId: number,
  opts: { paraAlterar?: boolean; db?: Engine['db'] | Transaction<any> } = {},
) {
  const rec = await engine.repository(DOCUMENTOS).get(actor, docId, opts.db);
  if ((rec.candidato as { id: number } | null)?.id !== candidatoId) throw notFound();
  const proprio = (await doPortal(engine, [docId])).has(docId);
  if (opts.paraAlterar && !proprio) throw conflict(MSG_DOCUMENTO.doRh);
  return vista(rec, candidatoId, proprio);
}

export const camposEditaveis = DO_CANDIDATO;
