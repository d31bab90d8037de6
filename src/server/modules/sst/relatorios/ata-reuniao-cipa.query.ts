// Ata de reunião da CIPA (reports/sst/ata-reuniao-cipa.json, NR-5 5.6.4: the meetings have minutes signed by
// those present): the meeting with its mandate and establishment, the agenda, the members present and absent
// (with their role and representation in the mandate), the minutes' text and a signature line for each member
// present, two side by side. One query, six sections (see aso.query.ts for the pattern).
import { type RawBuilder, sql } from 'kysely';
import decl from '../../../../../reports/sst/ata-reuniao-cipa.json' with { type: 'json' };
import cipaSchema from '../../../../../schemas/sst/cipa.json' with { type: 'json' };
import reuniaoSchema from '../../../../../schemas/sst/reunioes-cipa.json' with { type: 'json' };
import { notFound } from '../../../http/errors.ts';
import { defineReportQuery, defineReportValidation } from '../../../reports/context.ts';
import { rotuloSql } from '../../../reports/sql.ts';

type Sql = RawBuilder<unknown>;
const KEYS = decl.sections.flatMap((s) => s.columns.map((c) => c.key));
const TIPOS = reuniaoSchema.properties.tipo['x-enum-labels'];
const MEMBRO = cipaSchema.properties.membros.items.properties;
const FUNCOES = MEMBRO.funcao['x-enum-labels'];
const REPRESENTACOES = MEMBRO.representacao['x-enum-labels'];
const ORDEM_FUNCAO = sql`array_position(${MEMBRO.funcao.enum}::text[], x.funcao)`;

function secao(key: string, ordem: number, chave: Sql, values: Record<string, Sql>): Sql {
  const cols = KEYS.map((k) => sql`${values[k] ?? sql`NULL`}::text AS ${sql.ref(k)}`);
  return sql`${key}::text AS secao, ${ordem}::int AS ordem, (${chave})::text AS chave, ${sql.join(cols)}`;
}

const cnpj = (v: Sql) =>
  sql`CASE WHEN length(${v}) = 14 THEN regexp_replace(${v}, '^(..)(...)(...)(....)(..)$', '\\1.\\2.\\3/\\4-\\5') ELSE ${v} END`;
const dia = (v: Sql) => sql`to_char(${v}, 'DD/MM/YYYY')`;

const reuniaoDaEmpresa = (f: Record<string, any>, empresaId: number) =>
  sql`SELECT r.* FROM cipa_reuniao r WHERE r.id = ${Number(f.reuniao.id)} AND r.empresa_id = ${empresaId}`;

/** Another company's meeting: 404, never an empty printout. */
export const validar = defineReportValidation(async (f, { db, session }) => {
  const { rows } = await sql`${reuniaoDaEmpresa(f, session.empresaId)}`.execute(db);
  if (!rows.length) throw notFound();
});

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  return sql`
    WITH r AS (${reuniaoDaEmpresa(f, empresaId)}),
    membros AS (
      SELECT x.colaborador_id, c.nome, x.funcao, x.representacao,
             EXISTS (SELECT 1 FROM cipa_reuniao_presentes p WHERE p.owner_id = r.id AND p.ref_id = x.colaborador_id)
               AS presente,
             (${ORDEM_FUNCAO}) AS ordem_funcao
        FROM r JOIN cipa_mandato_membros x ON x.owner_id = r.mandato_id
        JOIN colaborador c ON c.id = x.colaborador_id),
    presentes AS (
      SELECT m.*, row_number() OVER (ORDER BY m.ordem_funcao, gente_search(m.nome), m.colaborador_id) - 1 AS n
        FROM membros m WHERE m.presente)
    SELECT ${secao('reuniao', 1, sql`''`, {
      empresa: sql`coalesce(e.razao_social, e.nome)`,
      cnpj: cnpj(sql`e.cnpj`),
      estabelecimento: sql`es.nome`,
      mandato: sql`m.descricao || ' (' || ${dia(sql`m.inicio`)} || ' a ' || ${dia(sql`m.fim`)} || ')'`,
      tipo: rotuloSql(TIPOS, sql`r.tipo`),
      data_reuniao: dia(sql`r.data`),
      hora: sql`r.hora`,
      local: sql`r.local`,
    })}
      FROM r JOIN cipa_mandato m ON m.id = r.mandato_id JOIN empresa e ON e.id = r.empresa_id
      LEFT JOIN estabelecimento es ON es.id = m.estabelecimento_id
    UNION ALL
    SELECT ${secao('pauta', 2, sql`''`, { texto_pauta: sql`r.pauta` })} FROM r
    UNION ALL
    SELECT ${secao('presentes', 3, sql`lpad(p.n::text, 6, '0')`, {
      membro: sql`p.nome`,
      funcao: rotuloSql(FUNCOES, sql`p.funcao`),
      representacao: rotuloSql(REPRESENTACOES, sql`p.representacao`),
    })}
      FROM presentes p
    UNION ALL
    SELECT ${secao(
      'ausentes',
      4,
      sql`lpad(a.ordem_funcao::text, 3, '0') || gente_search(a.nome) || lpad(a.colaborador_id::text, 10, '0')`,
      {
        membro_ausente: sql`a.nome`,
        funcao_ausente: rotuloSql(FUNCOES, sql`a.funcao`),
        representacao_ausente: rotuloSql(REPRESENTACOES, sql`a.representacao`),
      },
    )}
      FROM membros a WHERE NOT a.presente
    UNION ALL
    SELECT ${secao('ata', 5, sql`''`, { texto_ata: sql`r.ata` })} FROM r WHERE r.ata IS NOT NULL
    UNION ALL
    SELECT ${secao('assinaturas', 6, sql`lpad((p.n / 2)::text, 6, '0')`, {
      assinatura_1: sql`p.nome`,
      assinatura_2: sql`(SELECT q.nome FROM presentes q WHERE q.n = p.n + 1)`,
    })}
      FROM presentes p WHERE p.n % 2 = 0
    ORDER BY ordem, chave`;
});
