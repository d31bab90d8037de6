// What the head of every printed page says besides the title: the session company's name, who printed it
// and when (São Paulo time). Reports and the documents printed like them (the candidate's CV) share it.
import { sql } from 'kysely';
import type { StaffSession } from '../auth/session.ts';
import type { Database } from '../db/database.ts';
import type { ReportHeader } from './render-pdf.ts';

const emitted = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

export async function printedBy(db: Database, session: StaffSession): Promise<Omit<ReportHeader, 'filtro'>> {
  const empresa = await sql<{
    nome: string;
  }>`SELECT nome FROM empresa WHERE id = ${session.empresaId}`.execute(db);
  return {
    empresa: empresa.rows[0]?.nome ?? '',
    usuario: session.userName,
    emitidoEm: emitted.format(new Date()).replace(',', ''),
  };
}
