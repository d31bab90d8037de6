// What can be done with one candidate of the process, on a card or a row of the list: see the history,
// answer the request's evaluation models about them, mark the situation, hire. The board keeps one callback for all of them (cards are memoised) and one
// menu (QuadroKanban); the list shows them on each row.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FlagIcon from '@mui/icons-material/Flag';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import type { RowAction } from '../../generic/RowActions.tsx';
import type { Cartao } from './quadro.ts';

export type AcaoCartao = 'historico' | 'avaliar' | 'situacao' | 'contratar';
export type AbrirAcao = (acao: AcaoCartao, cartao: Cartao) => void;

/** `podeAlterar` false (a request not approved and open): the history only. */
export function acoesDoCartao(cartao: Cartao, podeAlterar: boolean, abrir: AbrirAcao): RowAction[] {
  const acoes: RowAction[] = [
    { label: 'Histórico', icon: <HistoryIcon fontSize="small" />, onClick: () => abrir('historico', cartao) },
    { label: 'Avaliar', icon: <FactCheckIcon fontSize="small" />, onClick: () => abrir('avaliar', cartao) },
  ];
  if (!podeAlterar || cartao.situacao === 'CONTRATADO') return acoes;
  acoes.push(
    { label: 'Situação', icon: <FlagIcon fontSize="small" />, onClick: () => abrir('situacao', cartao) },
    {
      label: 'Contratar',
      icon: <HowToRegIcon fontSize="small" />,
      onClick: () => abrir('contratar', cartao),
    },
  );
  return acoes;
}
