// The selection process of a personnel request: candidates in it (candidato_solicitacao), their moves
// through the company's selection stages (historico_candidato), the board, and the hire.
import { sql, type Transaction } from 'kysely';
import type { StaffSession } from '../../auth/session.ts';
import type { RecordData } from '../../crud/hooks.ts';
import type { Db } from '../../db/database.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { aceitaMovimentacao, type EstadoSolicitacao, MSG_SOLICITACAO } from './solicitacao-estado.ts';

export const CANDIDATOS_SOLICITACAO = 'captacao/candidatos-solicitacao';
export const HISTORICOS = 'captacao/historicos-candidato';

type Ctx = { db: Db; session: StaffSession; engine: { repository(path: string): any } };

export const MSG_PROCESSO = {
  solicitacaoNaoEncontrada: 'Solicitação de Pessoal: registro não encontrado.',
  candidatoNaoEncontrado: 'Candidato: registro não encontrado.',
  contratadoNaSolicitacao: 'O candidato já foi contratado nesta solicitação: o processo dele terminou.',
  contratadoNaoSai: 'Candidato contratado nesta solicitação não pode ser retirado dela.',
  naoMuda:
    'O candidato e a solicitação de um processo seletivo não mudam: retire o candidato e inclua de novo.',
  jaContratado: 'Este candidato já foi contratado.',
  cpfDeTalento: 'Já existe um talento com este CPF nesta empresa: abra o cadastro dele.',
} as const;

/** The request's state, locked while candidates enter or move (so a close does not race a move). */
export async function estadoDaSolicitacao(
  db: Db,
  empresaId: number,
  solicitacaoId: number,
): Promise<EstadoSolicitacao | undefined> {
  const { rows } = await sql<EstadoSolicitacao>`SELECT status, suspensa, encerrada, cancelada
    FROM solicitacao_pessoal WHERE id = ${solicitacaoId} AND empresa_id = ${empresaId} FOR SHARE`.execute(db);
  return rows[0];
}

export async function exigeMovimentavel(db: Db, empresaId: number, solicitacaoId: number) {
  const estado = await estadoDaSolicitacao(db, empresaId, solicitacaoId);
  if (estado && !aceitaMovimentacao(estado)) throw conflict(MSG_SOLICITACAO.movimentacaoNaoPermitida);
}

/**
 * Puts candidates in a request's process (at screening: no stage yet). Candidates already in it are left
 * as they are; answers the new places. `campo` names the body field for a request of another company.
 */
export async function incluirNoProcesso(
  ctx: Ctx,
  solicitacaoId: number,
  candidatosIds: number[],
  campo = 'solicitacaoId',
): Promise<RecordData[]> {
  const estado = await estadoDaSolicitacao(ctx.db, ctx.session.empresaId, solicitacaoId);
  if (!estado) throw fieldError(campo, MSG_PROCESSO.solicitacaoNaoEncontrada);
  if (!aceitaMovimentacao(estado)) throw conflict(MSG_SOLICITACAO.movimentacaoNaoPermitida);
  const { rows } = await sql<{
    id: number;
    ja: boolean;
  }>`SELECT c.id, EXISTS (SELECT 1 FROM candidato_solicitacao cs
      WHERE cs.candidato_id = c.id AND cs.solicitacao_id = ${solicitacaoId}) AS ja
    FROM candidato c WHERE c.id = ANY(${candidatosIds}::int[]) AND c.empresa_id = ${ctx.session.empresaId}`.execute(
    ctx.db,
  );
  if (rows.length !== new Set(candidatosIds).size)
    throw fieldError('candidatosIds', MSG_PROCESSO.candidatoNaoEncontrado);
  const repo = ctx.engine.repository(CANDIDATOS_SOLICITACAO);
  const criados: RecordData[] = [];
  for (const r of rows.filter((x) => !x.ja))
    criados.push(
      await repo.create(
        ctx.session,
        { candidato: { id: r.id }, solicitacao: { id: solicitacaoId } },
        { tx: ctx.db as Transaction<any>, audit: false },
      ),
    );
  return criados;
}

/**
 * Recomputes a place's current stage and situation from its latest move (date, then id): REPROVADO when
 * the latest result failed, EM_PROCESSO otherwise; a hired or withdrawn candidate keeps that situation.
 */
export async function atualizaEtapaAtual(db: Db, candidatoSolicitacaoId: number) {
  await sql`UPDATE candidato_solicitacao cs SET
      etapa_seletiva_id = u.etapa_seletiva_id,
      situacao = CASE WHEN cs.situacao IN ('CONTRATADO', 'DESISTENTE') THEN cs.situacao
                      WHEN u.resultado = 'REPROVADO' THEN 'REPROVADO'
                      WHEN cs.situacao = 'APROVADO' AND u.resultado IS DISTINCT FROM 'REPROVADO' THEN 'APROVADO'
                      ELSE 'EM_PROCESSO' END,
      updated_at = now()
    FROM (SELECT (SELECT h.etapa_seletiva_id FROM historico_candidato h WHERE h.candidato_solicitacao_id = ${candidatoSolicitacaoId}
                   ORDER BY h.data DESC, h.id DESC LIMIT 1) AS etapa_seletiva_id,
                 (SELECT h.resultado FROM historico_candidato h WHERE h.candidato_solicitacao_id = ${candidatoSolicitacaoId}
                   ORDER BY h.data DESC, h.id DESC LIMIT 1) AS resultado) u
    WHERE cs.id = ${candidatoSolicitacaoId}`.execute(db);
}

export type Cartao = {
  id: number;
  candidato: { id: number; nome: string };
  etapaSeletiva: { id: number } | null;
  situacao: string;
  origem: string | null;
  dataInclusao: string | null;
  qualificacaoCadastral: string | null;
  ultimaMovimentacao: { id: number; data: string; resultado: string } | null;
};

/** Every candidate of a request with their current stage and last move, in one query (the board). */
export async function cartoesDaSolicitacao(db: Db, solicitacaoId: number): Promise<Cartao[]> {
  const { rows } = await sql<Cartao>`SELECT cs.id,
      json_build_object('id', c.id, 'nome', c.nome) AS candidato,
      CASE WHEN cs.etapa_seletiva_id IS NULL THEN NULL ELSE json_build_object('id', cs.etapa_seletiva_id) END AS "etapaSeletiva",
      cs.situacao, cs.origem, to_char(cs.data_inclusao, 'YYYY-MM-DD') AS "dataInclusao",
      c.qualificacao_cadastral AS "qualificacaoCadastral",
      (SELECT json_build_object('id', h.id, 'data', to_char(h.data, 'YYYY-MM-DD'), 'resultado', h.resultado)
         FROM historico_candidato h WHERE h.candidato_solicitacao_id = cs.id
        ORDER BY h.data DESC, h.id DESC LIMIT 1) AS "ultimaMovimentacao"
    FROM candidato_solicitacao cs JOIN candidato c ON c.id = cs.candidato_id
    WHERE cs.solicitacao_id = ${solicitacaoId}
    ORDER BY gente_search(c.nome), c.id`.execute(db);
  return rows;
}
