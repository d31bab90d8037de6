// Recruitment e-mails, through the outbox and its job (never sent inside a request).
import { sql, type Transaction } from 'kysely';
import { SERVER_TIMEZONE } from '../../../shared/constants.ts';
import type { Engine } from '../../crud/engine.ts';
import { sendEmail } from '../../email/outbox.ts';
import { layout } from '../../email/templates.ts';
import { portalConfig } from '../externo/portal-config.ts';
import { folhasDaEmpresa, PELO_CANDIDATO } from './avaliacao-candidato.ts';
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
 * `prazo` (the deadline the recruiter just set on the move). Only when the ad lets candidates answer them
 * there, the candidate is still in the process, has an e-mail, and some model is still unanswered.
 */
export async function avisaAvaliacoesPendentes(
  engine: Engine,
  tx: Transaction<any>,
  empresaId: number,
  candidaturaId: number,
  prazo: string,
) {
  const { rows } = await sql<{
    nome: string;
    email: string;
    vaga: string;
    pendentes: number;
    quando: string;
    empresa: string;
  }>`SELECT c.nome, c.contato_email AS email, a.titulo AS vaga, e.nome AS empresa,
      to_char(${prazo}::timestamptz AT TIME ZONE ${SERVER_TIMEZONE}, 'DD/MM/YYYY "às" HH24:MI') AS quando,
      (SELECT count(*)::int FROM solicitacao_pessoal_avaliacoes j
         JOIN modelo_avaliacao_candidato m ON m.id = j.ref_id AND m.ativo IS NOT FALSE
        WHERE j.owner_id = cs.solicitacao_id AND NOT EXISTS (SELECT 1 FROM questionario_folha f
          WHERE ${folhasDaEmpresa(empresaId)} AND f.modelo_id = m.id AND f.contexto_id = cs.id
            AND (f.concluida OR NOT ${PELO_CANDIDATO}))) AS pendentes
    FROM candidato_solicitacao cs
    JOIN candidato c ON c.id = cs.candidato_id
    JOIN empresa e ON e.id = ${empresaId}
    JOIN LATERAL (SELECT an.titulo FROM anuncio an WHERE an.solicitacao_id = cs.solicitacao_id
           AND an.utilizar_avaliacoes_etapa_seletiva IS TRUE ORDER BY an.id LIMIT 1) a ON true
    WHERE cs.id = ${candidaturaId} AND cs.situacao = 'EM_PROCESSO' AND c.contato_email IS NOT NULL
      AND ${prazo}::timestamptz > now()`.execute(tx);
  const r = rows[0];
  if (!r || r.pendentes === 0) return;
  const msg = layout({
    empresa: r.empresa,
    assunto: `Avaliação para responder: ${r.vaga}`,
    saudacao: `Olá, ${r.nome}.`,
    paragrafos: [
      `No processo seletivo da vaga ${r.vaga}, ${r.pendentes === 1 ? 'há 1 avaliação' : `há ${r.pendentes} avaliações`} para você responder no Portal do Candidato até ${r.quando}.`,
      'Entre no portal com o seu CPF e a sua senha e abra Avaliações.',
    ],
    link: { texto: 'Responder', url: `${portalConfig.publicUrl}/externo/avaliacoes?empresaId=${empresaId}` },
  });
  await sendEmail(engine, tx, { ...msg, empresaId, para: r.email });
}
