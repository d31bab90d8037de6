// Spec routes of the evaluation module whose screens live under other paths (spec §2 /avaliacao): where each one
// leads, keeping what its query string says. Pure, so the translation is tested without a browser.

/** `/avaliacao/participante-avaliacao-desempenho?avaliacaoId=5`: the participants register filtered by evaluation. */
export function destinoParticipantes(busca: string): string {
  const avaliacaoId = Number(new URLSearchParams(busca).get('avaliacaoId'));
  const base = '/avaliacao/participantes-avaliacao-desempenho';
  if (!Number.isInteger(avaliacaoId) || avaliacaoId < 1) return base;
  return `${base}?filter=${encodeURIComponent(JSON.stringify({ avaliacaoDesempenho: avaliacaoId }))}`;
}

/** `/avaliacao/ninebox/chart?avaliacaoId=5` (or `?avaliacao=5`): the nine-box screen of that evaluation. */
export function destinoNinebox(busca: string): string {
  const q = new URLSearchParams(busca);
  const avaliacaoId = Number(q.get('avaliacaoId') ?? q.get('avaliacao'));
  if (!Number.isInteger(avaliacaoId) || avaliacaoId < 1) return '/avaliacao/ninebox';
  return `/avaliacao/ninebox?avaliacao=${avaliacaoId}`;
}

/** `/avaliacao/ninebox/relatorio`: the nine-box report's screen (reports/avaliacao/ninebox.json). */
export const DESTINO_RELATORIO_NINEBOX = '/avaliacao/relatorios/ninebox';

/** `/avaliacao/avaliacoes`: the spec's evaluations are the evaluation models (spec "Evaluation model": titulo,
 * tipo, ativo…), whose register is avaliacao/modelos-avaliacao. */
export const DESTINO_AVALIACOES = '/avaliacao/modelos-avaliacao';
