// Indicações de Candidatos: the candidates registered in the period who were referred by someone
// (pessoal.indicadoPor) or have relatives or friends in the company (pessoal.possuiParentes /
// parentesAmigos), per company — for referral programmes and conflict-of-interest checks.
// Columns: Candidato, Cadastro (registration date), Indicado Por, Parentes/Amigos na Empresa (the text, or
// 'Sim' when only the flag was ticked), Cargo Pretendido, Processos (personnel requests the candidate is
// in), Contratado. Count per company.
// Filter: companies (≥ 1, only those the user may access), period of registration, order A by name / D by
// registration date.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto } from '../../../reports/sql.ts';
import { cargosPretendidosSql, empresasDoFiltro, noPeriodo } from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresas = empresasDoFiltro(f, session);
  const ordem =
    f.orderBy === 'D' ? sql`c.data_cadastro, ${ordemTexto(sql`c.nome`)}` : sql`${ordemTexto(sql`c.nome`)}`;
  return sql`
    SELECT emp.id AS empresa_id, emp.nome AS empresa, c.nome AS candidato, c.data_cadastro AS cadastro,
           nullif(trim(c.pessoal_indicado_por), '') AS indicado_por,
           coalesce(nullif(trim(c.pessoal_parentes_amigos), ''),
                    CASE WHEN c.pessoal_possui_parentes IS TRUE THEN 'Sim' END) AS parentes_amigos,
           ${cargosPretendidosSql('c')} AS cargos,
           (SELECT count(*) FROM candidato_solicitacao cs WHERE cs.candidato_id = c.id)::int AS processos,
           coalesce(c.contratado, false) AS contratado
      FROM candidato c
      JOIN empresa emp ON emp.id = c.empresa_id
     WHERE c.empresa_id = ANY(${empresas}::int[]) AND ${noPeriodo(f, sql`c.data_cadastro`)}
       AND (nullif(trim(c.pessoal_indicado_por), '') IS NOT NULL
            OR nullif(trim(c.pessoal_parentes_amigos), '') IS NOT NULL OR c.pessoal_possui_parentes IS TRUE)
     ORDER BY ${ordemTexto(sql`emp.nome`)}, emp.id, ${ordem}, c.id`;
});
