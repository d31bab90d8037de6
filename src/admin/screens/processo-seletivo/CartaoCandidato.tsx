// A candidate's card on the board: the name (the handle that picks the card up, with the mouse or with
// Espaço/Enter), the situation and the last move, and a button for the card's actions (one menu for the
// whole board). Plain elements with the classes of estilos.ts: dnd-kit redraws every draggable when a
// drag starts or crosses a column, so the parts that do not depend on the drag are memoised apart.
import { useDraggable } from '@dnd-kit/core';
import { memo } from 'react';
import { formatDate } from '../../../shared/br/format.ts';
import { TEXT } from '../../generic/messages.ts';
import { classeChip } from './estilos.ts';
import {
  type Cartao,
  ROTULO_RESULTADO,
  ROTULO_SITUACAO_CANDIDATO,
  type SituacaoCandidato,
} from './quadro.ts';

export const cartaoDndId = (c: Cartao): string => `cartao-${c.id}`;

/** The last move ('12/03/2026 · Aprovado') or, before any, the day the candidate entered. */
export function ultimaMovimentacaoTexto(c: Cartao): string {
  if (c.ultimaMovimentacao)
    return `${formatDate(c.ultimaMovimentacao.data)} · ${ROTULO_RESULTADO[c.ultimaMovimentacao.resultado]}`;
  return c.dataInclusao ? `Incluído em ${formatDate(c.dataInclusao)}` : 'Sem movimentação';
}

export function SituacaoChip({ situacao }: { situacao: SituacaoCandidato }) {
  return <span className={classeChip(situacao)}>{ROTULO_SITUACAO_CANDIDATO[situacao]}</span>;
}

/** Opens the board's one actions menu for this card, under the button. */
export type AbrirMenu = (anchor: HTMLElement, cartao: Cartao) => void;

// Material's DragIndicator and MoreVert drawn as plain <svg> (class pq-icone, estilos.ts): two MUI
// SvgIcons per card were 280 styled components in the board's first render
const ICONE_ARRASTAR = (
  <svg className="pq-icone" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" />
  </svg>
);
const ICONE_ACOES = (
  <svg className="pq-icone" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" />
  </svg>
);

const BotaoAcoes = memo(function BotaoAcoes({ cartao, abrirMenu }: { cartao: Cartao; abrirMenu: AbrirMenu }) {
  return (
    <button
      type="button"
      className="pq-acoes"
      aria-label={`${TEXT.moreActions}: ${cartao.candidato.nome}`}
      aria-haspopup="menu"
      title={TEXT.moreActions}
      onClick={(e) => abrirMenu(e.currentTarget, cartao)}
    >
      {ICONE_ACOES}
    </button>
  );
});

/** 'Possível parente': the candidate may be related to employees (the reasons on hover and for screen readers). */
export function ParentescoChip({ resumo }: { resumo: string }) {
  return (
    <span className="pq-chip pq-parente" title={resumo}>
      Possível parente
      <span className="pq-oculto">: {resumo}</span>
    </span>
  );
}

const Rodape = memo(function Rodape({ cartao, parentesco }: { cartao: Cartao; parentesco?: string }) {
  return (
    <div className="pq-rodape">
      <SituacaoChip situacao={cartao.situacao} />
      <span className="pq-data">{ultimaMovimentacaoTexto(cartao)}</span>
      {parentesco && <ParentescoChip resumo={parentesco} />}
    </div>
  );
});

/** The card in its column. `movivel` false: read-only board or a hired candidate. */
export const CartaoArrastavel = memo(function CartaoArrastavel({
  cartao,
  movivel,
  abrirMenu,
  parentesco,
}: {
  cartao: Cartao;
  movivel: boolean;
  abrirMenu: AbrirMenu;
  parentesco?: string;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: cartaoDndId(cartao),
    disabled: !movivel,
  });
  const nome = cartao.candidato.nome;
  return (
    <li ref={setNodeRef}>
      <div className={isDragging ? 'pq-cartao pq-arrastando' : 'pq-cartao'}>
        <div className="pq-topo">
          {movivel ? (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              className="pq-handle"
              aria-roledescription="candidato arrastável"
              aria-label={`Mover ${nome}`}
            >
              {ICONE_ARRASTAR}
              <span>{nome}</span>
            </button>
          ) : (
            <div className="pq-handle">{nome}</div>
          )}
          <BotaoAcoes cartao={cartao} abrirMenu={abrirMenu} />
        </div>
        <Rodape cartao={cartao} parentesco={parentesco} />
      </div>
    </li>
  );
});

/** The card that follows the pointer (or the arrows) while it is dragged. */
export function CartaoFlutuante({ cartao }: { cartao: Cartao }) {
  return (
    <div className="pq-cartao pq-flutuante">
      <div className="pq-topo">
        <div className="pq-handle">
          {ICONE_ARRASTAR}
          <span>{cartao.candidato.nome}</span>
        </div>
      </div>
      <Rodape cartao={cartao} />
    </div>
  );
}
