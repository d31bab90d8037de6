// The company setting 'Pedir sempre a verificação "não sou um robô" ao entrar no portal'
// (utilitario/empresas portalVerificacaoSempre, tab Portal do Candidato): with it, the portal's login asks the
// robot check (ALTCHA) at every attempt, not only from the 4th wrong password of a CPF. A login without the
// company's link (the password is checked in every company of the CPF) asks it when any company of the
// installation has the setting on: otherwise leaving the company out of the link would skip it, and asking it
// only for the CPFs of such a company would tell who is registered there.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Whether the login into `empresaId` (or, without one, into any company) always asks the robot check. */
export async function verificacaoSempre(db: Db, empresaId?: number): Promise<boolean> {
  if (empresaId === undefined) return verificacaoSempreNaInstalacao(db);
  const { rows } = await sql<{ sempre: boolean | null }>`SELECT portal_verificacao_sempre AS sempre
    FROM empresa WHERE id = ${empresaId}`.execute(db);
  return rows[0]?.sempre === true;
}

/** Whether some company of the installation always asks it (the login without a company's link). */
export async function verificacaoSempreNaInstalacao(db: Db): Promise<boolean> {
  const { rows } = await sql<{ sim: boolean }>`SELECT EXISTS (SELECT 1 FROM empresa
    WHERE portal_verificacao_sempre IS TRUE) AS sim`.execute(db);
  return rows[0]?.sim === true;
}
