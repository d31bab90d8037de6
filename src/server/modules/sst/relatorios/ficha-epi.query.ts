// Ficha de EPI (reports/sst/ficha-epi.json, NR-6 "registrar o seu fornecimento ao empregado"): the employee with
// the function and environment of the career entry in force on the reference date (today, or the dismissal); every
// item ever delivered with the CA recorded on the delivery date, the exchange due, the return and the
// acknowledgement; the EPIs the risks of that function and environment ask (epi-sql.ts) that were never delivered;
// the employee's responsibilities under NR-6 and the signature lines. One query, five sections.
import { type RawBuilder, sql } from 'kysely';
import decl from '../../../../../reports/sst/ficha-epi.json' with { type: 'json' };
import { today } from '../../../http/params.ts';
import { defineReportQuery } from '../../../reports/context.ts';
import { DECLARACAO_EPI, NUNCA_ENTREGUE } from '../epi.ts';
import { episExigidosSql } from '../epi-sql.ts';
import { validarColaborador } from './colaborador-filtro.ts';

type Sql = RawBuilder<unknown>;
const KEYS = decl.sections.flatMap((s) => s.columns.map((c) => c.key));

function secao(key: string, ordem: number, chave: Sql, values: Record<string, Sql>): Sql {
  const cols = KEYS.map((k) => sql`${values[k] ?? sql`NULL`}::text AS ${sql.ref(k)}`);
  return sql`${key}::text AS secao, ${ordem}::int AS ordem, (${chave})::text AS chave, ${sql.join(cols)}`;
}

const cnpj = (v: Sql) =>
  sql`CASE WHEN length(${v}) = 14 THEN regexp_replace(${v}, '^(..)(...)(...)(....)(..)$', '\\1.\\2.\\3/\\4-\\5') ELSE ${v} END`;
const dia = (v: Sql) => sql`to_char(${v}, 'DD/MM/YYYY')`;

export const validar = validarColaborador;

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const colaboradorId = Number(f.colaborador);
  const hoje = today();
  // without a date: today, or the last day of the bond of someone dismissed
  const ref = sql`coalesce(${(f.data as string | undefined) ?? null}::date,
                           least(${hoje}::date, (SELECT data_desligamento FROM colaborador WHERE id = ${colaboradorId})))`;
  return sql`
    WITH c AS (SELECT * FROM colaborador WHERE id = ${colaboradorId} AND empresa_id = ${empresaId}),
    r AS (SELECT ${ref} AS dia),
    h AS (
      SELECT hc.ambiente_id, hc.funcao_id FROM historico_colaborador hc, r
       WHERE hc.colaborador_id = ${colaboradorId} AND hc.data <= r.dia AND hc.status IS DISTINCT FROM 'X'
       ORDER BY hc.data DESC, hc.id DESC LIMIT 1),
    exigidos AS (${episExigidosSql(empresaId, colaboradorId, ref)})
    SELECT ${secao('identificacao', 1, sql`''`, {
      empresa: sql`coalesce(e.razao_social, e.nome)`,
      cnpj: cnpj(sql`e.cnpj`),
      talento: sql`c.nome`,
      cpf: sql`regexp_replace(c.cpf, '^(...)(...)(...)(..)$', '\\1.\\2.\\3-\\4')`,
      matricula: sql`c.matricula`,
      admissao: dia(sql`c.data_admissao`),
      desligamento: dia(sql`c.data_desligamento`),
      funcao: sql`(SELECT nome FROM funcao WHERE id = (SELECT funcao_id FROM h))`,
      ambiente: sql`(SELECT nome FROM ambiente WHERE id = (SELECT ambiente_id FROM h))`,
    })}
      FROM c JOIN empresa e ON e.id = c.empresa_id
    UNION ALL
    SELECT ${secao(
      'entregas',
      2,
      sql`to_char(en.data, 'YYYYMMDD') || lpad(en.id::text, 10, '0') || lpad(i.posicao::text, 4, '0')`,
      {
        data_entrega: sql`en.data`,
        epi: sql`p.nome || coalesce(' (' || p.fabricante || ')', '')`,
        tamanho: sql`tm.descricao`,
        quantidade: sql`i.quantidade`,
        ca: sql`i.numero_ca`,
        vencimento_ca: sql`i.vencimento_ca`,
        troca: sql`i.data_troca`,
        devolucao: sql`i.data_devolucao`,
        motivo: sql`m.descricao`,
        ciencia: sql`CASE WHEN en.ciente THEN ${dia(sql`en.data_ciencia`)} ELSE 'Pendente' END`,
      },
    )}
      FROM c JOIN entrega_epi en ON en.colaborador_id = c.id
      JOIN entrega_epi_itens i ON i.owner_id = en.id
      JOIN epi p ON p.id = i.epi_id
      LEFT JOIN tamanho_epi tm ON tm.id = i.tamanho_id
      LEFT JOIN motivo_solicitacao_epi m ON m.id = en.motivo_id
    UNION ALL
    SELECT ${secao('pendentes', 3, sql`gente_search(x.epi) || lpad(x.epi_id::text, 10, '0')`, {
      epi_exigido: sql`x.epi`,
      ca_exigido: sql`x.numero_ca`,
      agentes: sql`x.agentes`,
      pendencia: sql`${NUNCA_ENTREGUE}`,
    })}
      FROM c, exigidos x WHERE NOT x.entregue
    UNION ALL
    SELECT ${secao('termo', 4, sql`''`, { declaracao: sql`${DECLARACAO_EPI}` })} FROM c
    UNION ALL
    SELECT ${secao('assinaturas', 5, sql`''`, {
      assinatura_talento: sql`c.nome`,
    })}
      FROM c
    ORDER BY ordem, chave`;
});
