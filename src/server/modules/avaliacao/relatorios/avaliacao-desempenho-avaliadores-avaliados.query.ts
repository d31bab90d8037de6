// Avaliadores e Avaliados: who evaluates whom, in which role, answered or not; grouped by evaluated person or by
// evaluator. (Who answered is not an answer: it is also what reminders are sent from.)
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { papelSql } from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const porAvaliador = f.agruparPor === 'AVALIADOR';
  const grupo = porAvaliador ? 'av' : 'ad';
  const pessoa = porAvaliador ? 'ad' : 'av';
  return sql`SELECT ${sql.ref(`${grupo}.nome`)} AS grupo, ${sql.ref(`${grupo}.id`)} AS grupo_id, ${sql.ref(`${pessoa}.nome`)} AS pessoa,
           ${papelSql('p.papel')} AS papel,
           CASE WHEN p.respondida THEN 'Respondida' WHEN p.respondida_parcialmente THEN 'Parcial' ELSE 'Pendente' END AS situacao
      FROM avaliacao_participante p JOIN colaborador ad ON ad.id = p.avaliado_id JOIN colaborador av ON av.id = p.avaliador_id
     WHERE p.avaliacao_desempenho_id = ${f.avaliacaoDesempenho} AND p.empresa_id = ${session.empresaId}
     ORDER BY gente_search(${sql.ref(`${grupo}.nome`)}), ${sql.ref(`${grupo}.id`)}, p.papel, gente_search(${sql.ref(`${pessoa}.nome`)})`;
});
