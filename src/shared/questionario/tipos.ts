// The shapes of a questionnaire as the engine answers it (GET …/questionario) and of an answer sheet as the
// console sends it. Isomorphic: the console checks answers with the same rules before sending (regras.ts).

/** 1 Objetiva, 3 Subjetiva, 4 Nota, 5 Múltipla Escolha (spec §3 Enumerations). */
export type TipoPergunta = 1 | 3 | 4 | 5;
export const TIPO = { objetiva: 1, subjetiva: 3, nota: 4, multiplaEscolha: 5 } as const;

export type Opcao = { id: number; texto: string; peso: number };

export type Pergunta = {
  id: number;
  ordem: number;
  texto: string;
  tipo: TipoPergunta;
  aspecto?: { id: number; nome: string };
  respostas: Opcao[];
  notaMinima?: number;
  notaMaxima?: number;
  exigirComentario: boolean;
  comentario?: string;
  peso: number;
  obrigatoria: boolean;
  obrigatoriaAutoavaliacao: boolean;
};

export type Aspecto = { id: number; nome: string };

export type Questionario = {
  cadastro: string;
  modeloId: number;
  titulo: string;
  aspectos: Aspecto[];
  perguntas: Pergunta[];
};

/** One answer (spec §3 Answer): the option, the options, the note, the comment. */
export type Resposta = {
  perguntaId: number;
  respostaId?: number;
  respostasIds?: number[];
  nota?: number;
  comentario?: string;
};

export type FolhaEnviada = {
  respostas: Resposta[];
  observacao?: string;
  /** true: the respondent saves what is done and comes back later (obligatory questions not checked) */
  respondidoParcialmente?: boolean;
};
