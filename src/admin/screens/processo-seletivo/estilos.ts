// The styles of the cards and situation chips, as plain class names under the screen's root. A board
// draws hundreds of cards and dnd-kit redraws every draggable when a drag starts or moves over a column:
// MUI components (Paper, Chip, IconButton with its Tooltip) cost too much there, class names nothing.
import type { Theme } from '@mui/material';
import type { SituacaoCandidato } from './quadro.ts';

/** The chip's colour per situation: filled, or outlined for the ordinary 'Em processo'. */
const COR_CHIP: Record<
  SituacaoCandidato,
  { cor: 'primary' | 'success' | 'error' | 'warning'; cheio: boolean }
> = {
  EM_PROCESSO: { cor: 'primary', cheio: false },
  APROVADO: { cor: 'success', cheio: true },
  REPROVADO: { cor: 'error', cheio: true },
  DESISTENTE: { cor: 'warning', cheio: true },
  CONTRATADO: { cor: 'success', cheio: false },
};

export const classeChip = (s: SituacaoCandidato): string => `pq-chip pq-chip-${s}`;

const foco = (theme: Theme) => ({
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
});

export const estilosDoQuadro = (theme: Theme) => ({
  '& .pq-cartao': {
    padding: theme.spacing(1),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.background.paper,
  },
  '& .pq-cartao.pq-arrastando': { opacity: 0.4 },
  '& .pq-cartao.pq-flutuante': { boxShadow: theme.shadows[6] },
  // what MUI's SvgIcon gives its <svg>; the size comes from the handle's and the button's font size
  '& .pq-icone': {
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    userSelect: 'none' as const,
  },
  '& .pq-topo': { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(0.5) },
  '& .pq-handle': {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    borderRadius: 4,
    border: 0,
    padding: 0,
    background: 'transparent',
    color: 'inherit',
    textAlign: 'left' as const,
    touchAction: 'none',
    ...theme.typography.body2,
    fontWeight: 500,
    overflowWrap: 'anywhere' as const,
    '&:is(button)': { cursor: 'grab' },
    '& svg': { color: theme.palette.action.active, fontSize: 18, flexShrink: 0 },
    ...foco(theme),
  },
  '& .pq-acoes': {
    border: 0,
    background: 'transparent',
    padding: 2,
    borderRadius: '50%',
    cursor: 'pointer',
    display: 'inline-flex',
    color: theme.palette.action.active,
    '&:hover': { background: theme.palette.action.hover },
    '& svg': { fontSize: 20 },
    ...foco(theme),
  },
  '& .pq-rodape': {
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.spacing(1),
    marginTop: theme.spacing(0.5),
  },
  '& .pq-data': { ...theme.typography.caption, color: theme.palette.text.secondary },
  '& .pq-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 22,
    padding: '0 8px',
    borderRadius: 11,
    fontSize: '0.75rem',
    lineHeight: 1,
    border: '1px solid transparent',
    whiteSpace: 'nowrap' as const,
  },
  '& .pq-parente': {
    color: theme.palette.warning.dark,
    borderColor: theme.palette.warning.main,
    background: theme.palette.background.paper,
    cursor: 'help',
  },
  // read by screen readers, not drawn (the chip's title shows the same on hover)
  // '1px', not 1: in MUI's sx a width of 1 is 100% (the hidden text was as wide as the window and, placed
  // after the card, widened the page)
  '& .pq-oculto': {
    position: 'absolute' as const,
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap' as const,
  },
  ...Object.fromEntries(
    Object.entries(COR_CHIP).map(([situacao, { cor, cheio }]) => {
      const p = theme.palette[cor];
      return [
        `& .pq-chip-${situacao}`,
        cheio
          ? { background: p.main, color: p.contrastText, borderColor: p.main }
          : { color: p.dark ?? p.main, borderColor: p.main, background: theme.palette.background.paper },
      ];
    }),
  ),
});
