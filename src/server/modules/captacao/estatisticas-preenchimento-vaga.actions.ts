// GET /api/captacao/solicitacoes-pessoal/estatisticas-preenchimento-vaga?dataIni&dataFim&estabelecimentosIds
//     &areasIds&cargosIds&motivosIds
// → the vacancy-fill statistics of the session's company (spec §2 /captacao/estatisticas-preenchimento-vaga,
// §7 "Vacancy-fill duration statistics: GET with filter params"), for the requests opened in the period:
//   { periodo, resumo, funil: [per stage], solicitacoes: [per request, with its funnel], truncado }
// Formulas: preenchimento-vaga.ts (per request) and estatisticas-preenchimento.ts (aggregates). The period
// defaults to the 12 months up to today. The static segment wins over the register's GET /:id.
import { defineActions } from '../../actions/action.ts';
import { today } from '../../http/params.ts';
import { funilTotal, resumir } from './estatisticas-preenchimento.ts';
import { type FiltroEstatisticas, lerEtapas, lerFunil, lerPreenchimento } from './preenchimento-vaga.ts';

/** Requests listed one by one at most (the figures always cover all of them). */
export const MAX_SOLICITACOES_LISTADAS = 2000;

/** The same day a year before ('2025-02-28' for '2026-02-29' would be; 29/02 falls back to 28/02). */
export function umAnoAntes(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(y) - 1}-${m}-${m === '02' && d === '29' ? '28' : d}`;
}

export default defineActions([
  {
    name: 'estatisticas-preenchimento-vaga',
    method: 'GET',
    path: 'captacao/solicitacoes-pessoal/estatisticas-preenchimento-vaga',
    summary:
      'Estatísticas de preenchimento de vaga: dias para preencher, previsto × realizado, funil por etapa',
    authority: 'ROLE_CAPTACAO',
    query: 'captacao/_acoes/estatisticas-preenchimento-vaga',
    async handler({ db, session, query }) {
      const hoje = today();
      const dataFim: string = query.dataFim ?? hoje;
      const filtro: FiltroEstatisticas = { ...query, dataFim, dataIni: query.dataIni ?? umAnoAntes(dataFim) };
      const linhas = await lerPreenchimento(db, session.empresaId, filtro, hoje);
      // cancelled requests are listed, but their candidates stay out of the funnel like their vacancies
      const validas = linhas.filter((l) => l.situacao !== 'C');
      const [etapas, funil] = await Promise.all([
        lerEtapas(db, session.empresaId),
        lerFunil(
          db,
          session.empresaId,
          linhas.map((l) => l.id),
        ),
      ]);
      const resumo = resumir(linhas);
      const porSolicitacao = new Map<number, typeof funil>();
      for (const f of funil)
        porSolicitacao.set(f.solicitacaoId, [...(porSolicitacao.get(f.solicitacaoId) ?? []), f]);
      const ids = new Set(validas.map((l) => l.id));
      return {
        periodo: { dataIni: filtro.dataIni, dataFim: filtro.dataFim },
        resumo,
        funil: funilTotal(
          etapas,
          funil.filter((f) => ids.has(f.solicitacaoId)),
          resumo.candidatos,
        ),
        solicitacoes: linhas.slice(0, MAX_SOLICITACOES_LISTADAS).map((l) => ({
          ...l,
          candidatosPorVaga: l.vagas > 0 ? Math.round((100 * l.candidatos) / l.vagas) / 100 : null,
          funil: (porSolicitacao.get(l.id) ?? []).map(({ solicitacaoId: _s, ...f }) => f),
        })),
        truncado: linhas.length > MAX_SOLICITACOES_LISTADAS,
      };
    },
  },
]);
