// What the evaluation module's hooks, actions, jobs and reports share: register paths, messages, the state of
// an evaluation (released, answering period, closed) and its sheets in the questionnaire engine's tables.
import { sql } from 'kysely';
import { MSG } from '../../../shared/messages.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { today } from '../../http/params.ts';

export const AVALIACOES = 'avaliacao/avaliacoes-desempenho';
export const PARTICIPANTES = 'avaliacao/participantes-avaliacao-desempenho';
export const MODELOS = 'avaliacao/modelos-avaliacao';
export const ROLE = 'ROLE_AVALIACAO';
/** `origem` of the sheets of a performance evaluation (questionario_folha). */
export const ORIGEM_DESEMPENHO = 'avaliacao-desempenho';

export const PAPEIS = { U: 'Autoavaliação', L: 'Gestor', A: 'Liderado', P: 'Par', R: 'Avaliador' } as const;
export type Papel = keyof typeof PAPEIS;
/** spec §5 / §9: an anonymous result by role needs at least this many answers */
export const MINIMO_ANONIMATO = 2;

export const MSG_AVALIACAO = {
  comRespostas: 'A avaliação já possui respostas: o modelo, o anonimato e o que se avalia não podem mudar.',
  encerradaAnonima:
    'A avaliação anônima está encerrada: o período de respostas não pode ser reaberto (os resultados já podem ter sido vistos).',
  excluirComRespostas: 'Não é possível excluir: a avaliação já possui respostas.',
  modeloDeDesempenho: 'O modelo deve ser de avaliação de desempenho.',
  semParticipantes: 'A avaliação não possui participantes.',
  semPerguntas: 'O modelo de avaliação não possui perguntas.',
  naoLiberada: 'A avaliação não está liberada para respostas.',
  foraDoPeriodo: (ini: string, fim: string) =>
    `A avaliação está fora do período de respostas (${formatar(ini)} a ${formatar(fim)}).`,
  jaRespondida: 'Este questionário já foi respondido.',
  semTalento: MSG.userWithoutEmployee,
  autoavaliacaoNaoPermitida: 'A avaliação não permite autoavaliação.',
  autoavaliacaoDoProprio: 'Na autoavaliação o avaliador é o próprio avaliado.',
  avaliadorIgualAvaliado: 'O avaliador só avalia a si mesmo na autoavaliação.',
  participanteRespondeu: 'O avaliador já começou a responder: não é possível removê-lo nem trocá-lo.',
  resultadoAnonimoAntesDoFim: (fim: string) =>
    `Avaliação anônima: os resultados ficam disponíveis depois da data final (${formatar(fim)}), quando ninguém mais responde.`,
  selecioneTalento: 'Selecione ao menos um talento',
} as const;

export const formatar = (iso: string) => iso.split('-').reverse().join('/');

export type Avaliacao = {
  id: number;
  titulo: string;
  dataIni: string;
  dataFim: string;
  modeloId: number | null;
  anonima: boolean;
  permiteAutoAvaliacao: boolean;
  liberada: boolean;
  avaliarCompetencias: boolean;
  somenteCompetencias: boolean;
  exibirNivelExigido: boolean;
  notaManual: boolean;
  tipo: string;
  formato: number;
};

/** The evaluation (this company's), or 404. */
export async function lerAvaliacao(
  db: Db,
  empresaId: number,
  id: number,
  travar = false,
): Promise<Avaliacao> {
  const { rows } =
    await sql<Avaliacao>`SELECT id, titulo, data_ini::text AS "dataIni", data_fim::text AS "dataFim",
      modelo_avaliacao_id AS "modeloId", coalesce(anonima, false) AS anonima,
      coalesce(permite_auto_avaliacao, false) AS "permiteAutoAvaliacao", coalesce(liberada, false) AS liberada,
      coalesce(avaliar_competencias_cargo, false) OR coalesce(avaliar_somente_competencias, false) AS "avaliarCompetencias",
      coalesce(avaliar_somente_competencias, false) AS "somenteCompetencias",
      coalesce(exibir_nivel_competencia_exigido, false) AS "exibirNivelExigido",
      coalesce(nota_questionario_manual, false) AS "notaManual", coalesce(tipo, '1.0') AS tipo,
      coalesce(formato, 0) AS formato
    FROM avaliacao_desempenho WHERE id = ${id} AND empresa_id = ${empresaId} ${travar ? sql`FOR UPDATE` : sql``}`.execute(
      db,
    );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Whether any sheet (finished or draft) of the evaluation exists. */
export async function avaliacaoTemFolhas(db: Db, avaliacaoId: number): Promise<boolean> {
  const { rows } = await sql<{ existe: boolean }>`SELECT EXISTS (SELECT 1 FROM questionario_folha
    WHERE origem = ${ORIGEM_DESEMPENHO} AND contexto = ${AVALIACOES} AND contexto_id = ${avaliacaoId}) AS existe`.execute(
    db,
  );
  return rows[0].existe;
}

/** The answering period is over (after the last day, where the company works). */
export const encerrada = (a: Pick<Avaliacao, 'dataFim'>) => a.dataFim < today();

/**
 * Anonymous results exist only once nobody can answer any more: seen while answers still arrive, the result
 * before and after one answer would reveal that answer (docs/avaliacao.md "Anonimato").
 */
export function exigirResultadoDisponivel(a: Pick<Avaliacao, 'anonima' | 'dataFim'>) {
  if (a.anonima && !encerrada(a)) throw conflict(MSG_AVALIACAO.resultadoAnonimoAntesDoFim(a.dataFim));
}

/** The employee of the session's user in its company (colaborador.usuario), or undefined. */
export async function colaboradorDoUsuario(db: Db, empresaId: number, usuarioId: number) {
  const { rows } = await sql<{ id: number; nome: string }>`SELECT id, nome FROM colaborador
    WHERE usuario_id = ${usuarioId} AND empresa_id = ${empresaId}`.execute(db);
  return rows[0];
}

export const MSG_PERGUNTAS = {
  semModelo: 'A avaliação é somente de competências: não tem questionário.',
} as const;

/** The job that sends a performance evaluation's invitations and reminders (avaliacoes-desempenho.jobs.ts). */
export const EMAILS_JOB = 'avaliacao.emails';
