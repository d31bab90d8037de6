// The chart on paper ('Imprimir' or the browser's own print): the shell (header, side menu, toasts) and
// the screen's controls are left out, the scrolling box opens up and the chart is scaled to fit one
// landscape page (the scale comes from useZoom, through CSS variables set on the chart's elements).
import { GlobalStyles } from '@mui/material';

export const PRINT_HIDE = { 'data-print': 'ocultar' } as const;

const styles = {
  '@media print': {
    '@page': { size: 'A4 landscape', margin: '10mm' },
    'body, .RaLayout-root': { background: '#fff !important', minWidth: '0 !important' },
    '.MuiAppBar-root, .MuiDrawer-root, .MuiDrawer-docked, .MuiSnackbar-root, [data-print="ocultar"]': {
      display: 'none !important',
    },
    '.RaLayout-appFrame': { marginTop: '0 !important' },
    '.RaLayout-content': { padding: '0 !important' },
    '[data-organograma="caixa"]': {
      height: 'auto !important',
      overflow: 'visible !important',
      border: '0 !important',
      padding: '0 !important',
    },
    '[data-organograma="medida"]': {
      width: 'var(--organograma-print-largura) !important',
      height: 'var(--organograma-print-altura) !important',
      margin: '0 !important',
    },
    '[data-organograma="desenho"]': { transform: 'scale(var(--organograma-print-zoom)) !important' },
    // connectors and borders in their colours, not the printer's economy
    '[data-organograma="desenho"] *': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
  },
} as const;

export function PrintStyles() {
  return <GlobalStyles styles={styles} />;
}
