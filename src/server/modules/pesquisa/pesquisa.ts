// What the survey module's hooks, actions, jobs and tests share: register paths, messages, the minimum group
// of an anonymous result, the survey's state (released, answering period) and its sheets in the questionnaire
// engine's tables (origem 'pesquisa', contexto = the survey).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { today } from '../../http/params.ts';

export const PESQUISAS = 'pesquisa/pesquisas';
export const PARTICIPANTES = 'pesquisa/participantes-pesquisa';
export const ROLE = 'ROLE_PESQUISA';
/** `origem` of the survey sheets in questionario_folha */
export const ORIGEM_PESQUISA = 'pesquisa';
export const EMAILS_JOB = 'pesquisa.emails';
/** the console screen where a participant with a user answers */
export const TELA_RESPOSTAS = '/pesquisa/colaborador-questionario';
/** the public page of the personal link (the token goes after '#': never sent to a server in a request line) */
export const PAGINA_LINK = '/pesquisa-responder';
/** an anonymous survey shows results only for groups with at least this many respondents (docs/decisions.md) */
export const MINIMO_ANONIMATO = 3;

export const formatar = (iso: string) => iso.split('-').reverse().join('/');

export const MSG_PESQUISA = {
  semParticipantes: 'A pesquisa não possui participantes.',
  semPerguntas: 'A pesquisa não possui perguntas.',
  naoLiberada: 'Esta pesquisa ainda não foi liberada para respostas.',
  antesDoInicio: (ini: string) => `Esta pesquisa pode ser respondida a partir de ${formatar(ini)}.`,
  encerrada: (fim: string) =>
    `O prazo para responder esta pesquisa terminou em ${formatar(fim)}. As respostas não são mais aceitas.`,
  jaRespondida: 'Você já respondeu esta pesquisa.',
  linkInvalido: 'Link inválido ou expirado. Peça um novo link ao RH.',
  anonimatoComRespostas: 'A pesquisa já possui respostas: o anonimato não pode mudar.',
  encerradaAnonima:
    'A pesquisa anônima está encerrada: o prazo de respostas não pode ser reaberto (os resultados já podem ter sido vistos).',
  excluirComRespostas: 'Não é possível excluir: a pesquisa já possui respostas.',
  resultadoAnonimoAntesDoFim: (fim: string) =>
    `Pesquisa anônima: os resultados ficam disponíveis depois da data final (${formatar(fim)}), quando ninguém mais responde.`,
  participanteRespondeu:
    'Este colaborador já começou a responder a pesquisa: a participação não pode ser excluída nem trocada.',
  repeticaoIncompleta: 'Informe o intervalo e a unidade da repetição (semanas ou meses).',
  semFiltro: 'Informe a empresa, estabelecimentos, áreas ou colaboradores.',
  naoEncontrado: (campo: string) => `${campo}: registro não encontrado.`,
  removerAnonima:
    'Numa pesquisa anônima as respostas não estão ligadas a ninguém: não é possível removê-las por colaborador.',
  poucasRespostas: (n: number) =>
    `Resultados ocultos: menos de ${n} respostas neste grupo (mínimo para preservar o anonimato).`,
  taxa: (n: number, x: number, p: string, y: number, q: string) =>
    `${n} colaboradores. Respondeu: ${x} (${p} %). Não respondeu: ${y} (${q} %)`,
} as const;

/** the schema's maximum of questions per part: "all in one part" when the installation does not page surveys */
export const PERGUNTAS_POR_PARTE_MAXIMO = 100;

export type Pesquisa = {
  id: number;
  empresaId: number;
  titulo: string;
  cabecalho: string | null;
  dataIni: string;
  dataFim: string;
  anonima: boolean;
  liberada: boolean;
  respostaPorAspecto: boolean;
  perguntasPorPagina: number;
};

/** The survey (of `empresaId` when given), or 404. */
export async function lerPesquisa(db: Db, id: number, empresaId?: number): Promise<Pesquisa> {
  const { rows } = await sql<Pesquisa>`SELECT id, empresa_id AS "empresaId", titulo, cabecalho,
      data_ini::text AS "dataIni", data_fim::text AS "dataFim", coalesce(anonima, false) AS anonima,
      coalesce(liberada, false) AS liberada, coalesce(resposta_por_aspecto, false) AS "respostaPorAspecto",
      coalesce(perguntas_por_pagina, 10) AS "perguntasPorPagina"
    FROM pesquisa WHERE id = ${id} ${empresaId === undefined ? sql`` : sql`AND empresa_id = ${empresaId}`}`.execute(
    db,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Why nobody can answer the survey now, or undefined. */
export function impedimento(p: Pesquisa, hoje = today()): string | undefined {
  if (!p.liberada) return MSG_PESQUISA.naoLiberada;
  if (hoje < p.dataIni) return MSG_PESQUISA.antesDoInicio(p.dataIni);
  if (hoje > p.dataFim) return MSG_PESQUISA.encerrada(p.dataFim);
  return undefined;
}

/** Whether any sheet (finished or draft) answers the survey. */
export async function pesquisaTemFolhas(db: Db, id: number): Promise<boolean> {
  const { rows } = await sql<{ existe: boolean }>`SELECT EXISTS (SELECT 1 FROM questionario_folha
    WHERE cadastro = ${PESQUISAS} AND modelo_id = ${id}) AS existe`.execute(db);
  return rows[0].existe;
}

/** Percentage with one decimal, pt-BR ('66,7'). */
export const percentual = (parte: number, total: number): string =>
  total === 0 ? '0' : (Math.round((parte / total) * 1000) / 10).toLocaleString('pt-BR');
