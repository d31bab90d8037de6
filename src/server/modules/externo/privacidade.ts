// The company's privacy policy as the portal shows it (spec §3 Company settings: exigirAceitePsi,
// politicaSeguranca) and the candidate's acceptance of it (aceite_politica_candidato).
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type Politica = { exigirAceite: boolean; texto: string | null; versao: string | null };

/**
 * The policy's version: a hash of its text. The company register keeps no version number, and any edit of
 * the text is a new policy the candidate has not accepted yet.
 */
export const versaoPolitica = (texto: string | null | undefined): string | null =>
  texto?.trim() ? createHash('sha256').update(texto).digest('hex').slice(0, 16) : null;

export async function politicaDaEmpresa(db: Db, empresaId: number): Promise<Politica> {
  const { rows } = await sql<{ exigir: boolean | null; texto: string | null }>`
    SELECT exigir_aceite_psi AS exigir, politica_seguranca AS texto FROM empresa WHERE id = ${empresaId}`.execute(
    db,
  );
  const texto = rows[0]?.texto?.trim() ? rows[0].texto : null;
  // acceptance can only be asked of a policy that exists
  return { exigirAceite: rows[0]?.exigir === true && texto !== null, texto, versao: versaoPolitica(texto) };
}

/** The candidate's latest acceptance of the current policy, if any. */
export async function aceiteVigente(db: Db, candidatoId: number, politica: Politica) {
  if (!politica.versao) return null;
  const { rows } = await sql<{ aceito_em: Date; ip: string | null; versao: string }>`
    SELECT aceito_em, ip, versao FROM aceite_politica_candidato
     WHERE candidato_id = ${candidatoId} AND versao = ${politica.versao}
     ORDER BY aceito_em DESC LIMIT 1`.execute(db);
  return rows[0] ?? null;
}

/** Records an acceptance: date and time, address and the policy's version. */
export async function registraAceite(
  db: Db,
  a: { candidatoId: number; empresaId: number; ip: string | null; versao: string },
) {
  await sql`INSERT INTO aceite_politica_candidato (candidato_id, empresa_id, ip, versao)
    VALUES (${a.candidatoId}, ${a.empresaId}, ${a.ip}, ${a.versao})`.execute(db);
}

/** The candidates' deletion requests (LGPD): made in the portal, answered in the console. */
export const EXCLUSOES = 'captacao/solicitacoes-exclusao-candidato';
