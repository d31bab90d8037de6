// The board's one read (GET …/:id/quadro) started before its page renders: when its route is entered
// (in parallel with the page's code, src/admin/pages.tsx) and, for a bookmarked board, with the session
// check before the console's first render. Otherwise it would start only after the page's code arrived
// and the whole console had rendered once. This module stays tiny: pages.tsx, in the console's entry,
// imports it.
import { apiFetch } from '../../providers/http.ts';
import type { Quadro } from './quadro.ts';

export const caminhoDoQuadro = (solicitacaoId: number): string =>
  `/captacao/solicitacoes-pessoal/${solicitacaoId}/quadro`;

export type LeituraAntecipada = {
  /** the answer, once here: the page then draws the board in its first render */
  pronto?: Quadro;
  /** resolves undefined when the read failed: the page reads again and reports that failure itself */
  promessa: Promise<Quadro | undefined>;
};

// a read nobody took within this time (a page that never rendered) is not used later
const VALIDADE_MS = 10_000;
let pendente: (LeituraAntecipada & { id: number; inicio: number }) | undefined;

/** Starts the read of board `solicitacaoId`, unless one not yet taken is on its way. */
export function anteciparQuadro(solicitacaoId: number): void {
  if (!Number.isInteger(solicitacaoId) || solicitacaoId <= 0) return;
  const agora = performance.now();
  if (pendente?.id === solicitacaoId && agora - pendente.inicio < VALIDADE_MS) return;
  const leitura: NonNullable<typeof pendente> = {
    id: solicitacaoId,
    inicio: agora,
    // session: false, so a 401 here does not open the session-expired dialog before the console has
    // checked the session: the page's own read handles it
    promessa: apiFetch<Quadro>(caminhoDoQuadro(solicitacaoId), { session: false }).then(
      (quadro) => {
        leitura.pronto = quadro;
        return quadro;
      },
      () => undefined,
    ),
  };
  pendente = leitura;
}

/**
 * The read started ahead for board `solicitacaoId`, taken once: a later visit (after moves) or a
 * reload reads again.
 */
export function tomarQuadroAntecipado(solicitacaoId: number): LeituraAntecipada | undefined {
  const leitura = pendente;
  if (!leitura || leitura.id !== solicitacaoId) return undefined;
  pendente = undefined;
  return performance.now() - leitura.inicio < VALIDADE_MS ? leitura : undefined;
}
