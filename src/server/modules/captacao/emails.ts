// Recruitment e-mails, through the outbox and its job (never sent inside a request).
import { sql, type Transaction } from 'kysely';
import type { Engine } from '../../crud/engine.ts';
import { sendEmail } from '../../email/outbox.ts';
import { layout } from '../../email/templates.ts';
import {
  ROTULO_SITUACAO,
  ROTULO_STATUS,
  type Situacao,
  type StatusAprovacao,
  situacaoDe,
} from './solicitacao-estado.ts';

/** Tells the request's notification addresses (emailsCheck) its new approval and situation. */
export async function avisaMudancaSolicitacao(
  engine: Engine,
  tx: Transaction<any>,
  empresaId: number,
  id: number,
) {
  const { rows } = await sql<{
    descricao: string;
    emails: string[] | null;
    status: StatusAprovacao;
    suspensa: boolean;
    encerrada: boolean;
    cancelada: boolean;
    empresa: string;
  }>`SELECT s.descricao, s.emails_check AS emails, s.status, s.suspensa, s.encerrada, s.cancelada, e.nome AS empresa
    FROM solicitacao_pessoal s JOIN empresa e ON e.id = s.empresa_id WHERE s.id = ${id}`.execute(tx);
  const s = rows[0];
  if (!s?.emails?.length) return;
  const situacao: Situacao = situacaoDe(s);
  const msg = layout({
    empresa: s.empresa,
    assunto: `Solicitação de pessoal nº ${id}`,
    saudacao: 'Olá.',
    paragrafos: [
      `A solicitação de pessoal nº ${id} (${s.descricao}) está ${ROTULO_SITUACAO[situacao]} e ${ROTULO_STATUS[s.status]}.`,
      'Você recebe este aviso porque o seu e-mail está na lista de avisos da solicitação.',
    ],
  });
  for (const para of s.emails) await sendEmail(engine, tx, { ...msg, empresaId, para });
}
