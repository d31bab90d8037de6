// Two answered sheets of the same evaluated person side by side (GET avaliacoes-desempenhos-questionarios/:id/:id2/
// comparativa[/pdf]; no menu entry): e.g. the self-evaluation against the manager's, or the same evaluator in two
// cycles. Each row is a question or a competence; a question that only one of the models has stays blank on the other
// side. Identified evaluations only, like one sheet (folha-avaliador.ts).
import { sql } from 'kysely';
import { conflict } from '../../../http/errors.ts';
import { defineReportQuery, defineReportValidation } from '../../../reports/context.ts';
import {
  folhaConcluidaDaParticipacao,
  folhasDasParticipacoesSql,
  itensDasFolhasSql,
  MSG_FOLHA,
} from '../folha-avaliador.ts';

export const validar = defineReportValidation(async (f, { db, session }) => {
  if (f.participacao === f.participacao2) throw conflict(MSG_FOLHA.mesmaFolha);
  const a = await folhaConcluidaDaParticipacao(db, session.empresaId, f.participacao);
  const b = await folhaConcluidaDaParticipacao(db, session.empresaId, f.participacao2);
  if (a.p.avaliado.id !== b.p.avaliado.id) throw conflict(MSG_FOLHA.outroAvaliado);
});

export default defineReportQuery(
  (f, { session }) =>
    sql`WITH fo AS (${folhasDasParticipacoesSql(session.empresaId, [f.participacao, f.participacao2])}),
      it AS (${itensDasFolhasSql}),
      cab AS (SELECT 'Avaliado: ' || max(avaliado) || ' — 1ª: ' || max(descricao) FILTER (WHERE lado = 1)
                || ' — 2ª: ' || max(descricao) FILTER (WHERE lado = 2) AS comparacao FROM fo)
    SELECT cab.comparacao, 1 AS comparacao_id, it.secao, it.bloco || '-' || it.secao_ordem || '-' || it.secao AS secao_id,
           it.item, min(it.ordem) AS ordem,
           max(nullif(concat_ws(' — ', it.resposta, it.comentario), '')) FILTER (WHERE it.lado = 1) AS folha1,
           max(nullif(concat_ws(' — ', it.resposta, it.comentario), '')) FILTER (WHERE it.lado = 2) AS folha2,
           it.chave, it.bloco, it.secao_ordem
      FROM it CROSS JOIN cab
     GROUP BY cab.comparacao, it.secao, it.bloco, it.secao_ordem, it.chave, it.item
     ORDER BY it.bloco, it.secao_ordem, it.secao, min(it.ordem), gente_search(it.item), it.chave`,
);
