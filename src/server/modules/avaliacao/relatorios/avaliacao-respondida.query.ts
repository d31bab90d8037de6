// One evaluator's answered sheet, printed or exported (GET avaliacoes-desempenhos-questionarios/:id/respondida/pdf|xls;
// no menu entry): the evaluation, the evaluated person, the evaluator and role, the date and the scores in the header,
// then every question by aspect with the answer given and the competence levels. Identified evaluations only — an
// anonymous one is refused (409) exactly like the JSON view (folha-avaliador.ts).
import { sql } from 'kysely';
import { defineReportQuery, defineReportValidation } from '../../../reports/context.ts';
import {
  folhaConcluidaDaParticipacao,
  folhasDasParticipacoesSql,
  itensDasFolhasSql,
} from '../folha-avaliador.ts';

export const validar = defineReportValidation(async (f, { db, session }) => {
  await folhaConcluidaDaParticipacao(db, session.empresaId, f.participacao);
});

export default defineReportQuery(
  (f, { session }) =>
    sql`WITH fo AS (${folhasDasParticipacoesSql(session.empresaId, [f.participacao])}), it AS (${itensDasFolhasSql})
    SELECT fo.id AS folha_id, 'Avaliado: ' || fo.avaliado || ' — ' || fo.descricao AS folha,
           it.secao, it.bloco || '-' || it.secao_ordem || '-' || it.secao AS secao_id,
           CASE WHEN it.bloco = 1 THEN it.ordem END AS ordem, it.item, it.resposta, it.comentario
      FROM fo JOIN it ON it.lado = fo.lado
     ORDER BY it.bloco, it.secao_ordem, it.secao, it.ordem, gente_search(it.item), it.chave`,
);
