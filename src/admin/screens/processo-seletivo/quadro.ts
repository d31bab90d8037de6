// The selection board's data (GET /captacao/solicitacoes-pessoal/:id/quadro) and what the screen does
// with it, as pure functions: the columns ('Triagem' then the company's stages in order), the name
// filter, and a move or a situation applied to the board without reading it again.
import {
  type EstadoTela,
  motivoSomenteLeitura,
  type Situacao,
  type StatusAprovacao,
} from '../../resources/captacao/solicitacoes-pessoal/acoesSolicitacao.ts';

export type Etapa = { id: number; ordem: number; nome: string };
export type Resultado = 'PENDENTE' | 'APROVADO' | 'REPROVADO';
export type SituacaoCandidato = 'EM_PROCESSO' | 'APROVADO' | 'REPROVADO' | 'DESISTENTE' | 'CONTRATADO';

export type Cartao = {
  /** the place of the candidate in this request (candidato-solicitação) */
  id: number;
  candidato: { id: number; nome: string };
  etapaSeletiva: { id: number } | null;
  situacao: SituacaoCandidato;
  dataInclusao: string | null;
  /** the candidate's last move (histórico), the one an evaluation answered from the card belongs to */
  ultimaMovimentacao: { id: number; data: string; resultado: Resultado } | null;
};

export type Quadro = {
  solicitacao: {
    id: number;
    descricao: string;
    quantidade: number;
    status: StatusAprovacao;
    situacao: Situacao;
    qtdVagasPreenchidas: number;
  };
  etapas: Etapa[];
  cartoes: Cartao[];
};

export const TRIAGEM = 'triagem';
/**
 * Cards drawn per column at first, and added by each 'Mostrar mais': 7 columns of 20 are drawn in about
 * 0.4 s on the shared 2-core machine (bench/captacao-quadro.ts), all 500 cards would take seconds.
 */
export const CARTOES_POR_VEZ = 20;
/**
 * Cards of each column in the board's very first render: about what a column shows without scrolling.
 * The rest of the first CARTOES_POR_VEZ follow at once in a background render (React's
 * useDeferredValue), so the first cards can be read and picked up before all 140 are drawn.
 */
export const CARTOES_PRIMEIRO_DESENHO = 8;
export const TITULO_TRIAGEM = 'Triagem';

export type Coluna = {
  /** 'triagem' or 'etapa-<id>' (the droppable's id) */
  id: string;
  etapa?: Etapa;
  titulo: string;
  cartoes: Cartao[];
};

export const colunaId = (etapaId: number | undefined | null): string =>
  etapaId === undefined || etapaId === null ? TRIAGEM : `etapa-${etapaId}`;

/** Lower case, without accents: 'José' is found typing 'jose'. */
export const dobrado = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * One column per stage in order, after 'Triagem' (candidates with no stage yet, or at a stage the
 * company no longer has). Cards keep the server's order (by name); `filtro` keeps the names that
 * contain every typed word.
 */
export function colunas(quadro: Quadro, filtro = ''): Coluna[] {
  const palavras = dobrado(filtro).split(/\s+/).filter(Boolean);
  const triagem: Coluna = { id: TRIAGEM, titulo: TITULO_TRIAGEM, cartoes: [] };
  const porEtapa = new Map<number, Coluna>();
  for (const etapa of quadro.etapas)
    porEtapa.set(etapa.id, { id: colunaId(etapa.id), etapa, titulo: etapa.nome, cartoes: [] });
  for (const cartao of quadro.cartoes) {
    if (palavras.length > 0) {
      const nome = dobrado(cartao.candidato.nome);
      if (!palavras.every((p) => nome.includes(p))) continue;
    }
    const coluna = (cartao.etapaSeletiva && porEtapa.get(cartao.etapaSeletiva.id)) || triagem;
    coluna.cartoes.push(cartao);
  }
  return [triagem, ...porEtapa.values()];
}

/** The board after a move recorded by the server (its answer carries the place's new situation). */
export function aplicaMovimento(
  quadro: Quadro,
  cartaoId: number,
  movimento: {
    etapaSeletiva: { id: number };
    id: number;
    data: string;
    resultado: Resultado;
    situacao?: SituacaoCandidato;
  },
): Quadro {
  return {
    ...quadro,
    cartoes: quadro.cartoes.map((c) =>
      c.id === cartaoId
        ? {
            ...c,
            etapaSeletiva: { id: movimento.etapaSeletiva.id },
            situacao: movimento.situacao ?? c.situacao,
            ultimaMovimentacao: { id: movimento.id, data: movimento.data, resultado: movimento.resultado },
          }
        : c,
    ),
  };
}

/** The board after a candidate's situation changed (marked, or hired). */
export function aplicaSituacao(quadro: Quadro, cartaoId: number, situacao: SituacaoCandidato): Quadro {
  const cartoes = quadro.cartoes.map((c) => (c.id === cartaoId ? { ...c, situacao } : c));
  return {
    ...quadro,
    cartoes,
    solicitacao: {
      ...quadro.solicitacao,
      qtdVagasPreenchidas: cartoes.filter((c) => c.situacao === 'CONTRATADO').length,
    },
  };
}

export const estadoDoQuadro = (q: Quadro): EstadoTela => ({
  status: q.solicitacao.status,
  situacao: q.solicitacao.situacao,
});

/** Why nothing can be changed on this board (undefined: candidates can enter and move). */
export const somenteLeitura = (q: Quadro): string | undefined => motivoSomenteLeitura(estadoDoQuadro(q));

/** A hired candidate's process is over: the card stays where it is. */
export const movivel = (c: Cartao): boolean => c.situacao !== 'CONTRATADO';

export const ROTULO_SITUACAO_CANDIDATO: Record<SituacaoCandidato, string> = {
  EM_PROCESSO: 'Em processo',
  APROVADO: 'Aprovado',
  REPROVADO: 'Reprovado',
  DESISTENTE: 'Desistente',
  CONTRATADO: 'Contratado',
};
export const ROTULO_RESULTADO: Record<Resultado, string> = {
  PENDENTE: 'Aguardando',
  APROVADO: 'Aprovado',
  REPROVADO: 'Reprovado',
};
