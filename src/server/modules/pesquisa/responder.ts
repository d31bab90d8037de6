// Answering a survey: a participant with a system user from the console (their participation), one without
// through the one-use personal link (links.ts). Both end here. The sheet goes to the questionnaire engine
// (origem 'pesquisa'); a part saved with respondidoParcialmente joins the answers already saved, so the
// participant answers part by part and comes back later. In an anonymous survey the finished sheet is written
// by the engine with no respondent and no time (src/server/questionarios/folhas.ts) and the participation
// keeps only whether the person answered — without a time: updated_at/updated_by are left as they were.
import { sql } from 'kysely';
import type { Questionario, Resposta } from '../../../shared/questionario/tipos.ts';
import type { Registry } from '../../../shared/schema/registry.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { conferirFolha, gravarFolha, respostasDaFolha } from '../../questionarios/folhas.ts';
import { carregarQuestionario } from '../../questionarios/questionario.ts';
import { type Parte, partes } from './paginas.ts';
import {
  impedimento,
  lerPesquisa,
  MSG_PESQUISA,
  ORIGEM_PESQUISA,
  PESQUISAS,
  type Pesquisa,
} from './pesquisa.ts';

export type Participacao = {
  id: number;
  empresaId: number;
  pesquisaId: number;
  colaboradorId: number;
  usuarioId: number | null;
  respondida: boolean;
  respondidaParcialmente: boolean;
};

const SELECT_PARTICIPACAO = sql`SELECT p.id, p.empresa_id AS "empresaId", p.pesquisa_id AS "pesquisaId",
    p.colaborador_id AS "colaboradorId", c.usuario_id AS "usuarioId", coalesce(p.respondida, false) AS respondida,
    coalesce(p.respondida_parcialmente, false) AS "respondidaParcialmente"
  FROM pesquisa_participante p JOIN colaborador c ON c.id = p.colaborador_id`;

/** The participation `id` of the session's user in a released survey, or 404 (also somebody else's). */
export async function participacaoDoUsuario(
  db: Db,
  empresaId: number,
  usuarioId: number,
  id: number,
  travar = false,
): Promise<Participacao> {
  const { rows } = await sql<Participacao>`${SELECT_PARTICIPACAO}
    WHERE p.id = ${id} AND p.empresa_id = ${empresaId} ${travar ? sql`FOR UPDATE OF p` : sql``}`.execute(db);
  const p = rows[0];
  if (!p || p.usuarioId !== usuarioId) throw notFound();
  return p;
}

/** The participation of a personal link's token hash, or undefined. */
export async function participacaoDoHash(
  db: Db,
  hash: string,
  travar = false,
): Promise<Participacao | undefined> {
  const { rows } =
    await sql<Participacao>`${SELECT_PARTICIPACAO} JOIN pesquisa_link l ON l.participante_id = p.id
    WHERE l.token_hash = ${hash} ${travar ? sql`FOR UPDATE OF p` : sql``}`.execute(db);
  return rows[0];
}

/** The participant's draft (a partial answer not yet finished), if any. */
async function rascunho(db: Db, p: Participacao): Promise<string | undefined> {
  const { rows } = await sql<{ id: string }>`SELECT id FROM questionario_folha
    WHERE origem = ${ORIGEM_PESQUISA} AND contexto = ${PESQUISAS} AND contexto_id = ${p.pesquisaId}
      AND respondente_id = ${p.colaboradorId} AND NOT concluida`.execute(db);
  return rows[0]?.id;
}

const motivo = (pesquisa: Pesquisa, p: Participacao) =>
  impedimento(pesquisa) ?? (p.respondida ? MSG_PESQUISA.jaRespondida : undefined);

export type Tela = {
  participacao: { id: number; respondida: boolean; respondidaParcialmente: boolean };
  pesquisa: Pick<Pesquisa, 'id' | 'titulo' | 'cabecalho' | 'dataIni' | 'dataFim' | 'anonima'>;
  podeResponder: boolean;
  motivo?: string;
  questionario: Questionario | null;
  partes: Parte[];
  respostas: Resposta[];
};

/** Everything the answering screen needs (the console's and the personal link's page). */
export async function telaDeResposta(db: Db, registry: Registry, p: Participacao): Promise<Tela> {
  const pesquisa = await lerPesquisa(db, p.pesquisaId, p.empresaId);
  const m = motivo(pesquisa, p);
  const questionario = m
    ? null
    : await carregarQuestionario(db, registry, p.empresaId, PESQUISAS, pesquisa.id);
  const draft = m ? undefined : await rascunho(db, p);
  return {
    participacao: { id: p.id, respondida: p.respondida, respondidaParcialmente: p.respondidaParcialmente },
    pesquisa: {
      id: pesquisa.id,
      titulo: pesquisa.titulo,
      cabecalho: pesquisa.cabecalho,
      dataIni: pesquisa.dataIni,
      dataFim: pesquisa.dataFim,
      anonima: pesquisa.anonima,
    },
    podeResponder: !m,
    ...(m ? { motivo: m } : {}),
    questionario,
    partes: questionario
      ? partes(questionario.perguntas, pesquisa.perguntasPorPagina, pesquisa.respostaPorAspecto)
      : [],
    respostas: draft ? await respostasDaFolha(db, draft) : [],
  };
}

/** The answers saved before with the ones sent now (a question sent now replaces its saved answer). */
export function juntarRespostas(salvas: Resposta[], enviadas: Resposta[]): Resposta[] {
  const porPergunta = new Map(salvas.map((r) => [r.perguntaId, r]));
  for (const r of enviadas) porPergunta.set(r.perguntaId, r);
  return [...porPergunta.values()];
}

export type CorpoResposta = { respostas?: Resposta[]; respondidoParcialmente?: boolean };

/** Checks and stores a part or the whole of the answers; answers the participation's new state. */
export async function responder(db: Db, registry: Registry, p: Participacao, body: CorpoResposta) {
  const pesquisa = await lerPesquisa(db, p.pesquisaId, p.empresaId);
  const m = motivo(pesquisa, p);
  if (m) throw conflict(m);
  const questionario = await carregarQuestionario(db, registry, p.empresaId, PESQUISAS, pesquisa.id);
  const draft = await rascunho(db, p);
  const salvas = draft ? await respostasDaFolha(db, draft) : [];
  const folha = {
    respostas: juntarRespostas(salvas, body.respostas ?? []),
    respondidoParcialmente: body.respondidoParcialmente === true,
  };
  conferirFolha(questionario.perguntas, folha);
  const gravada = await gravarFolha(
    db,
    {
      origem: ORIGEM_PESQUISA,
      empresaId: p.empresaId,
      cadastro: PESQUISAS,
      modeloId: pesquisa.id,
      contexto: PESQUISAS,
      contextoId: pesquisa.id,
      respondenteId: p.colaboradorId,
      anonima: pesquisa.anonima,
    },
    questionario.perguntas,
    folha,
    draft,
  );
  await sql`UPDATE pesquisa_participante SET respondida = ${gravada.concluida},
      respondida_parcialmente = ${!gravada.concluida} WHERE id = ${p.id}`.execute(db);
  // the personal link is one-use: it dies with the last answer
  if (gravada.concluida) await sql`DELETE FROM pesquisa_link WHERE participante_id = ${p.id}`.execute(db);
  return { respondida: gravada.concluida, respondidaParcialmente: !gravada.concluida };
}
