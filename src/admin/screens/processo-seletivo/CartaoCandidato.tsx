// A candidate's card on the board: the name (the handle that picks the card up, with the mouse or with
// Espaço/Enter), the situation and the last move, and the card's actions in a menu. Memoised: a move
// redraws the two cards concerned, not the 500 of the board.

import { useDraggable } from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { formatDate } from '../../../shared/br/format.ts';
import { type RowAction, RowActions } from '../../generic/RowActions.tsx';
import { type AbrirAcao, acoesDoCartao } from './acoesCartao.tsx';
import {
  type Cartao,
  ROTULO_RESULTADO,
  ROTULO_SITUACAO_CANDIDATO,
  type SituacaoCandidato,
} from './quadro.ts';

const COR: Record<SituacaoCandidato, 'default' | 'success' | 'error' | 'warning' | 'primary'> = {
  EM_PROCESSO: 'primary',
  APROVADO: 'success',
  REPROVADO: 'error',
  DESISTENTE: 'warning',
  CONTRATADO: 'success',
};

export const cartaoDndId = (c: Cartao): string => `cartao-${c.id}`;

/** The last move ('12/03/2026 · Aprovado') or, before any, the day the candidate entered. */
export function ultimaMovimentacaoTexto(c: Cartao): string {
  if (c.ultimaMovimentacao)
    return `${formatDate(c.ultimaMovimentacao.data)} · ${ROTULO_RESULTADO[c.ultimaMovimentacao.resultado]}`;
  return c.dataInclusao ? `Incluído em ${formatDate(c.dataInclusao)}` : 'Sem movimentação';
}

export function SituacaoChip({ situacao }: { situacao: SituacaoCandidato }) {
  return (
    <Chip
      size="small"
      color={COR[situacao]}
      variant={situacao === 'EM_PROCESSO' ? 'outlined' : 'filled'}
      label={ROTULO_SITUACAO_CANDIDATO[situacao]}
    />
  );
}

type ConteudoProps = {
  cartao: Cartao;
  acoes?: RowAction[];
  handle?: ReactNode;
  arrastando?: boolean;
};

function Conteudo({ cartao, acoes, handle, arrastando }: ConteudoProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1,
        bgcolor: 'background.paper',
        opacity: arrastando ? 0.4 : 1,
        boxShadow: arrastando === undefined ? 6 : undefined,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{handle}</Box>
        {acoes && acoes.length > 0 && <RowActions actions={acoes} recordLabel={cartao.candidato.nome} menu />}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
        <SituacaoChip situacao={cartao.situacao} />
        <Typography variant="caption" color="text.secondary">
          {ultimaMovimentacaoTexto(cartao)}
        </Typography>
      </Stack>
    </Paper>
  );
}

function Nome({ nome, movivel }: { nome: string; movivel: boolean }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      {movivel && <DragIndicatorIcon fontSize="small" color="action" aria-hidden />}
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {nome}
      </Typography>
    </Stack>
  );
}

/** The card in its column. `movivel` false: read-only board or a hired candidate. */
export const CartaoArrastavel = memo(function CartaoArrastavel({
  cartao,
  movivel,
  podeAlterar,
  abrir,
}: {
  cartao: Cartao;
  movivel: boolean;
  podeAlterar: boolean;
  abrir: AbrirAcao;
}) {
  const acoes = acoesDoCartao(cartao, podeAlterar, abrir);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: cartaoDndId(cartao),
    disabled: !movivel,
  });
  const handle = (
    <Box
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-roledescription="candidato arrastável"
      aria-label={`Mover ${cartao.candidato.nome}`}
      tabIndex={movivel ? 0 : -1}
      sx={{
        borderRadius: 0.5,
        cursor: movivel ? 'grab' : 'default',
        touchAction: 'none',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Nome nome={cartao.candidato.nome} movivel={movivel} />
    </Box>
  );
  return (
    <Box component="li" ref={setNodeRef} sx={{ listStyle: 'none' }}>
      <Conteudo
        cartao={cartao}
        acoes={acoes}
        handle={movivel ? handle : <Nome nome={cartao.candidato.nome} movivel={false} />}
        arrastando={isDragging}
      />
    </Box>
  );
});

/** The card that follows the pointer (or the arrows) while it is dragged. */
export function CartaoFlutuante({ cartao }: { cartao: Cartao }) {
  return <Conteudo cartao={cartao} handle={<Nome nome={cartao.candidato.nome} movivel />} />;
}
