// The ASO printed (reports/sst/aso.json, NR-7 7.5.19.1): identification of the company and the employee with
// the function and environment of the career entry in force on the ASO's date, the occupational risks of the
// environmental condition that applied then (as S-2240 reads it), the procedures done with their dates, and the
// conclusion with both physicians. Exam results and observations stay out: they are health data the employer's
// copy does not need. One query, four sections (see pgr.query.ts for the pattern).
import { type RawBuilder, sql } from 'kysely';
import decl from '../../../../../reports/sst/aso.json' with { type: 'json' };
import asoSchema from '../../../../../schemas/sst/aso.json' with { type: 'json' };
import riscoSchema from '../../../../../schemas/sst/risco.json' with { type: 'json' };
import { notFound } from '../../../http/errors.ts';
import { defineReportQuery, defineReportValidation } from '../../../reports/context.ts';
import { rotuloSql } from '../../../reports/sql.ts';

type Sql = RawBuilder<unknown>;
const KEYS = decl.sections.flatMap((s) => s.columns.map((c) => c.key));
const TIPOS = asoSchema.properties.tipo['x-enum-labels'];
const RESULTADOS = asoSchema.properties.resultado['x-enum-labels'];
const GRUPOS = riscoSchema.properties.grupoRisco['x-enum-labels'];

function secao(key: string, ordem: number, chave: Sql, values: Record<string, Sql>): Sql {
  const cols = KEYS.map((k) => sql`${values[k] ?? sql`NULL`}::text AS ${sql.ref(k)}`);
  return sql`${key}::text AS secao, ${ordem}::int AS ordem, (${chave})::text AS chave, ${sql.join(cols)}`;
}

const cnpj = (v: Sql) =>
  sql`CASE WHEN length(${v}) = 14 THEN regexp_replace(${v}, '^(..)(...)(...)(....)(..)$', '\\1.\\2.\\3/\\4-\\5') ELSE ${v} END`;
const medico = (alias: string) =>
  sql`${sql.ref(`${alias}.nome`)} || ' — CRM ' || ${sql.ref(`${alias}.numero_inscricao`)} ||
      coalesce('/' || (SELECT sigla FROM estado WHERE id = ${sql.ref(`${alias}.uf_id`)}), '')`;

const asoDaEmpresa = (f: Record<string, any>, empresaId: number) =>
  sql`SELECT a.* FROM aso a WHERE a.id = ${Number(f.aso.id)} AND a.empresa_id = ${empresaId}`;

/** Another company's ASO: 404, never an empty printout. */
export const validar = defineReportValidation(async (f, { db, session }) => {
  const { rows } = await sql`${asoDaEmpresa(f, session.empresaId)}`.execute(db);
  if (!rows.length) throw notFound();
});

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  return sql`
    WITH a AS (${asoDaEmpresa(f, empresaId)}),
    h AS (
      SELECT hc.ambiente_id, hc.funcao_id FROM historico_colaborador hc, a
       WHERE hc.colaborador_id = a.colaborador_id AND hc.data <= a.data AND hc.status IS DISTINCT FROM 'X'
       ORDER BY hc.data DESC, hc.id DESC LIMIT 1),
    cond AS (
      SELECT ca.id FROM condicao_ambiental ca, a, h
       WHERE ca.empresa_id = ${empresaId} AND ca.ambiente_id = h.ambiente_id AND ca.data <= a.data
         AND (ca.funcao_id = h.funcao_id OR ca.funcao_id IS NULL)
       ORDER BY (ca.funcao_id IS NULL), ca.data DESC, ca.id DESC LIMIT 1)
    SELECT ${secao('identificacao', 1, sql`''`, {
      empresa: sql`coalesce(e.razao_social, e.nome)`,
      cnpj: cnpj(sql`e.cnpj`),
      talento: sql`c.nome`,
      cpf: sql`regexp_replace(c.cpf, '^(...)(...)(...)(..)$', '\\1.\\2.\\3-\\4')`,
      matricula: sql`c.matricula`,
      funcao: sql`(SELECT nome FROM funcao WHERE id = (SELECT funcao_id FROM h))`,
      setor: sql`(SELECT nome FROM ambiente WHERE id = (SELECT ambiente_id FROM h))`,
      tipo: rotuloSql(TIPOS, sql`a.tipo`),
      data_aso: sql`to_char(a.data, 'DD/MM/YYYY')`,
    })}
      FROM a JOIN colaborador c ON c.id = a.colaborador_id JOIN empresa e ON e.id = a.empresa_id
    UNION ALL
    SELECT ${secao('riscos', 2, sql`an.codigo || lpad(ag.id::text, 10, '0')`, {
      risco: sql`r.descricao`,
      risco_tipo: rotuloSql(GRUPOS, sql`r.grupo_risco`),
      agente: sql`an.nome`,
    })}
      FROM cond JOIN condicao_ambiental_agentes ag ON ag.owner_id = cond.id
      JOIN agente_nocivo an ON an.id = ag.atividade_perigosa_insalubre_id
      LEFT JOIN risco r ON r.id = ag.risco_id
    UNION ALL
    SELECT ${secao('exames', 3, sql`to_char(x.data, 'YYYYMMDD') || lpad(x.posicao::text, 4, '0')`, {
      exame: sql`ex.nome`,
      procedimento: sql`p.nome`,
      data_exame: sql`x.data`,
    })}
      FROM a JOIN aso_exames x ON x.owner_id = a.id JOIN exame ex ON ex.id = x.exame_id
      LEFT JOIN procedimento_esocial p ON p.id = ex.procedimento_esocial_id
    UNION ALL
    SELECT ${secao('conclusao', 4, sql`''`, {
      resultado: rotuloSql(RESULTADOS, sql`a.resultado`),
      medico: medico('m'),
      coordenador: sql`CASE WHEN r.id IS NOT NULL THEN ${medico('r')} END`,
      clinica: sql`cl.nome`,
    })}
      FROM a JOIN profissional_sst m ON m.id = a.medico_id
      LEFT JOIN profissional_sst r ON r.id = a.coordenador_id
      LEFT JOIN clinica_autorizada cl ON cl.id = a.clinica_id
    ORDER BY ordem, chave`;
});
