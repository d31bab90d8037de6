// Recruitment e-mails, through the outbox and its job (never sent inside a request).
import { sql, type Transaction } from 'kysely';
import type { Engine } from '../../crud/engine.ts';
import { sendEmail } from '../../email/outbox.ts';
import { layout } from '../../email/templates.ts';
import { avaliacoesOferecidas } from './avaliacao-candidato.ts';
import { portalConfig } from './portal-config.ts';
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

/**
 * Tells a candidate that the evaluations of an application wait for their answers in the portal, until
 * `prazo` (the deadline the recruiter just set on a move). Only when the portal offers them to the candidate
 * (avaliacoesOferecidas), `prazo` is the application's deadline (that of its latest move) and still ahead, some
 * model is still unanswered, and the candidate has an e-mail.
 */
export async function avisaAvaliacoesPendentes(
  engine: Engine,
  tx: Transaction<any>,
  empresaId: number,
  candidaturaId: number,
  prazo: string,
) {
  const oferecidas = await avaliacoesOferecidas(tx, empresaId, { candidaturaId });
  const pendentes = oferecidas.filter((o) => !o.concluida).length;
  const vigente = oferecidas[0];
  if (!vigente || pendentes === 0 || vigente.expirada || vigente.prazo?.getTime() !== Date.parse(prazo))
    return;
  const { rows } = await sql<{ nome: string; email: string | null; empresa: string }>`SELECT c.nome,
      c.contato_email AS email, e.nome AS empresa
    FROM candidato_solicitacao cs JOIN candidato c ON c.id = cs.candidato_id JOIN empresa e ON e.id = c.empresa_id
    WHERE cs.id = ${candidaturaId}`.execute(tx);
  const r = rows[0];
  if (!r?.email) return;
  const msg = layout({
    empresa: r.empresa,
    assunto: `Avaliação para responder: ${vigente.vaga}`,
    saudacao: `Olá, ${r.nome}.`,
    paragrafos: [
      `No processo seletivo da vaga ${vigente.vaga}, ${pendentes === 1 ? 'há 1 avaliação' : `há ${pendentes} avaliações`} para você responder no Portal do Candidato até ${vigente.prazo_texto}.`,
      'Entre no portal com o seu CPF e a sua senha e abra Avaliações.',
    ],
    link: { texto: 'Responder', url: `${portalConfig.publicUrl}/externo/avaliacoes?empresaId=${empresaId}` },
  });
  await sendEmail(engine, tx, { ...msg, empresaId, para: r.email });
}
