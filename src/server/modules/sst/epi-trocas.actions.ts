// The exchanges of EPIs due and overdue (docs/sst-epi.md, "Trocas"):
//   GET sst/trocas-epi?referencia&situacao&colaborador&epi&area&page&size
//       {referencia, total, contagem: {VENCIDA, A_VENCER, EM_DIA}, itens} — what each employee holds on the
//       reference date (the latest delivery of each EPI, not returned) with its exchange due date (epi-sql.ts).
// The same rows print as the report sst/trocas-epi.
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { today } from '../../http/params.ts';
import type { SituacaoTroca } from './epi.ts';
import { ORDEM_TROCAS, trocasSql } from './epi-sql.ts';
import { ROLE_SST } from './sst.ts';

const PAGINA = 50;
type Linha = Record<string, any> & { situacao: SituacaoTroca };

export default defineActions([
  {
    name: 'trocas-epi',
    method: 'GET',
    path: 'sst/trocas-epi',
    summary: 'Trocas de EPI vencidas, a vencer (30 dias) ou em dia, do que cada talento tem em mãos',
    authority: ROLE_SST,
    query: 'sst/_acoes/trocas-epi',
    async handler({ db, session, query }) {
      const referencia = query.referencia ?? today();
      const situacao = query.situacao as SituacaoTroca[] | undefined;
      const size = query.size ?? PAGINA;
      const page = query.page ?? 0;
      const filtro = { referencia, colaborador: query.colaborador, epi: query.epi, area: query.area };
      const { rows } = await sql<Linha & { contagem: Record<SituacaoTroca, number> }>`
        WITH t AS MATERIALIZED (${trocasSql(session.empresaId, filtro)}),
        n AS (SELECT situacao, count(*)::int AS n FROM t GROUP BY situacao),
        pagina AS (
          SELECT * FROM t WHERE ${situacao?.length ? sql`situacao = ANY(${situacao}::text[])` : sql`true`}
           ORDER BY ${ORDEM_TROCAS} LIMIT ${size} OFFSET ${page * size})
        SELECT c.contagem, p.* FROM (SELECT coalesce(json_object_agg(situacao, n), '{}') AS contagem FROM n) c
          LEFT JOIN pagina p ON true
         ORDER BY p.data_troca, p.nome, p.colaborador_id, p.epi, p.epi_id`.execute(db);
      const contagem: Record<SituacaoTroca, number> = {
        ...{ VENCIDA: 0, A_VENCER: 0, EM_DIA: 0 },
        ...(rows[0]?.contagem as Partial<Record<SituacaoTroca, number>> | undefined),
      };
      const total = (Object.keys(contagem) as SituacaoTroca[])
        .filter((k) => !situacao?.length || situacao.includes(k))
        .reduce((soma, k) => soma + contagem[k], 0);
      return {
        referencia,
        total,
        contagem,
        itens: rows
          .filter((r) => r.colaborador_id !== null)
          .map((r) => ({
            colaborador: { id: r.colaborador_id, nome: r.nome, matricula: r.matricula },
            area: r.area_id ? { id: r.area_id, nome: r.area } : null,
            epi: { id: r.epi_id, nome: r.epi },
            tipo: r.tipo,
            tamanho: r.tamanho,
            quantidade: r.quantidade,
            numeroCA: r.numero_ca,
            entrega: { id: r.entrega_id, data: r.data_entrega },
            dataTroca: r.data_troca,
            situacao: r.situacao,
            diasAtraso: r.dias_atraso,
          })),
      };
    },
  },
]);
