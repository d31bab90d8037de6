// PGR report (reports/sst/pgr.json): one query, five sections in order — identification (one row), the
// homogeneous groups, the inventory of risks by group (pgr.ts: the conditions in force at the end of the
// programme), the action plan and, for a construction site (NR-18), its phases. Every section selects every declared column (text; NULL where not its own),
// so the parts can be one UNION ALL ordered by section.
import { type RawBuilder, sql } from 'kysely';
import decl from '../../../../../reports/sst/pgr.json' with { type: 'json' };
import exposicao from '../../../../../schemas/_defs/exposicao-agente.json' with { type: 'json' };
import pgrSchema from '../../../../../schemas/sst/pgr.json' with { type: 'json' };
import riscoSchema from '../../../../../schemas/sst/risco.json' with { type: 'json' };
import { defineReportQuery } from '../../../reports/context.ts';
import { rotuloSql } from '../../../reports/sql.ts';
import { noInventario, pgrCtes, trabalhadoresSql } from '../pgr.ts';
import { CLASSIFICACOES } from '../sst.ts';

type Sql = RawBuilder<unknown>;
const KEYS = decl.sections.flatMap((s) => [
  ...('groupBy' in s ? (s.groupBy ?? []).flatMap((g) => [g.key, g.idKey]) : []),
  ...s.columns.map((c) => c.key),
]);
const GRUPOS = riscoSchema.properties.grupoRisco['x-enum-labels'];
const UNIDADES = exposicao.properties.unidadeMedida['x-enum-labels'];
const SITUACOES = pgrSchema.properties.cronograma.items.properties.situacao['x-enum-labels'];

/** One section's SELECT list: its own columns as text, the others NULL, plus `secao`, `ordem`, `chave`. */
function secao(key: string, ordem: number, chave: Sql, values: Record<string, Sql>): Sql {
  const cols = KEYS.map((k) => sql`${values[k] ?? sql`NULL`}::text AS ${sql.ref(k)}`);
  return sql`${key}::text AS secao, ${ordem}::int AS ordem, (${chave})::text AS chave, ${sql.join(cols)}`;
}

const dma = (d: Sql) => sql`to_char(${d}, 'DD/MM/YYYY')`;
const inscricao = (v: Sql) =>
  sql`CASE WHEN length(${v}) = 14 THEN regexp_replace(${v}, '^(..)(...)(...)(....)(..)$', '\\1.\\2.\\3/\\4-\\5') ELSE ${v} END`;
const orgao = sql`(CASE r.orgao_de_classe WHEN 1 THEN 'CRM' WHEN 2 THEN 'CRO' WHEN 3 THEN 'RMS' WHEN 4 THEN 'CREA' WHEN 5 THEN 'CFO' ELSE r.sigla_orgao_de_classe END)`;

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const pgrId = Number(f.pgr.id);
  const local = sql`coalesce(est.endereco_logradouro, o.endereco_logradouro)`;
  return sql`
    WITH ${pgrCtes(empresaId, pgrId)}
    SELECT ${secao('identificacao', 1, sql`''`, {
      programa: sql`p.nome`,
      empresa: sql`coalesce(e.razao_social, e.nome)`,
      cnpj_empresa: inscricao(sql`e.cnpj`),
      local: sql`coalesce(est.nome, o.nome || ' (obra)')`,
      inscricao_local: inscricao(sql`coalesce(est.inscricao, o.numero_inscricao)`),
      endereco: sql`CASE WHEN ${local} IS NOT NULL THEN concat_ws(', ', ${local},
                      coalesce(est.endereco_numero, o.endereco_numero), coalesce(est.endereco_bairro, o.endereco_bairro),
                      (SELECT ci.nome || '/' || uf.sigla FROM cidade ci JOIN estado uf ON uf.id = ci.uf_id
                        WHERE ci.id = coalesce(est.endereco_cidade_id, o.endereco_cidade_id))) END`,
      vigencia: sql`${dma(sql`p.data_ini`)} || ' a ' || ${dma(sql`p.data_fim`)}`,
      responsavel: sql`r.nome || ' — ' || ${orgao} || ' ' || r.numero_inscricao || coalesce('/' || ruf.sigla, '')`,
      trabalhadores: trabalhadoresSql,
      objetivos: sql`p.descricao`,
      areas_vivencia: sql`p.areas_vivencia`,
    })}
      FROM p JOIN empresa e ON e.id = p.empresa_id
      LEFT JOIN estabelecimento est ON est.id = p.estabelecimento_id
      LEFT JOIN obra o ON o.id = p.obra_id
      LEFT JOIN profissional_sst r ON r.id = p.responsavel_id
      LEFT JOIN estado ruf ON ruf.id = r.uf_id
    UNION ALL
    SELECT ${secao('ghe', 2, sql`gente_search(ghe.ghe_nome) || ghe.ghe_id`, {
      ghe_nome: sql`ghe.ghe_nome`,
      ghe_desde: sql`ghe.desde`,
      ghe_ambientes: sql`(SELECT string_agg(a.nome, ', ' ORDER BY a.nome) FROM grupo_homogeneo_historicos_ambientes j
                           JOIN ambiente a ON a.id = j.ref_id WHERE j.owner_id = ghe.hist_id)`,
      ghe_funcoes: sql`coalesce((SELECT string_agg(fn.nome, ', ' ORDER BY fn.nome) FROM grupo_homogeneo_historicos_funcoes j
                           JOIN funcao fn ON fn.id = j.ref_id WHERE j.owner_id = ghe.hist_id), 'Todas')`,
      ghe_descricao: sql`ghe.ghe_descricao`,
    })}
      FROM ghe
    UNION ALL
    SELECT ${secao(
      'inventario',
      3,
      sql`gente_search(cond.ghe_nome) || lpad(cond.ghe_id::text, 10, '0') || gente_search(a.nome) || coalesce(gente_search(fn.nome), '') || an.codigo || lpad(ag.id::text, 10, '0')`,
      {
        inv_ghe: sql`cond.ghe_nome`,
        inv_ghe_id: sql`cond.ghe_id`,
        inv_ambiente: sql`a.nome || coalesce(' / ' || fn.nome, '')`,
        inv_risco: sql`r.descricao`,
        inv_tipo: rotuloSql(GRUPOS, sql`r.grupo_risco`),
        inv_agente: sql`an.nome`,
        inv_fonte: sql`fr.nome`,
        inv_danos: sql`r.possiveis_danos_saude`,
        inv_avaliacao: sql`CASE WHEN ag.atividade_perigosa_insalubre_id = 901001 THEN NULL
                                WHEN ag.tipo_avaliacao = '2' THEN 'Qualitativa'
                                ELSE concat_ws(' ', 'Quantitativa:', replace(ag.intensidade_concentracao::text, '.', ','),
                                       ${rotuloSql(UNIDADES, sql`ag.unidade_medida`)},
                                       '(LT ' || replace(ag.limite_tolerancia::text, '.', ',') || ')') END`,
        inv_probabilidade: sql`pr.nome`,
        inv_gravidade: sql`gr.nome`,
        inv_severidade: rotuloSql(CLASSIFICACOES, sql`ag.classificacao_severidade_risco`),
        inv_controle: sql`nullif(concat_ws('; ',
          CASE WHEN ag.utiliza_epc = '2' THEN 'EPC' || CASE ag.epc_eficaz WHEN 'S' THEN ' (eficaz)' WHEN 'N' THEN ' (não eficaz)' ELSE '' END || ': ' ||
            (SELECT string_agg(x.nome, ', ' ORDER BY x.nome) FROM condicao_ambiental_agentes_epcs j JOIN epc x ON x.id = j.ref_id WHERE j.owner_id = ag.id) END,
          CASE WHEN ag.utiliza_epi = '2' THEN 'EPI' || CASE ag.epi_eficaz WHEN 'S' THEN ' (eficaz)' WHEN 'N' THEN ' (não eficaz)' ELSE '' END || ': ' ||
            (SELECT string_agg(x.nome || coalesce(' (CA ' || x.numero_ca || ')', ''), ', ' ORDER BY x.nome)
               FROM condicao_ambiental_agentes_epis j JOIN epi x ON x.id = j.ref_id WHERE j.owner_id = ag.id) END), '')`,
      },
    )}
      FROM cond
      JOIN condicao_ambiental_agentes ag ON ag.owner_id = cond.condicao_id
      JOIN ambiente a ON a.id = cond.ambiente_id
      LEFT JOIN funcao fn ON fn.id = cond.funcao_id
      JOIN agente_nocivo an ON an.id = ag.atividade_perigosa_insalubre_id
      LEFT JOIN risco r ON r.id = ag.risco_id
      LEFT JOIN fonte_risco fr ON fr.id = r.fonte_risco_id
      LEFT JOIN probabilidade_risco pr ON pr.id = ag.probabilidade_risco_id
      LEFT JOIN gravidade_risco gr ON gr.id = ag.gravidade_risco_id
     WHERE ${noInventario('ag')}
    UNION ALL
    SELECT ${secao('plano', 4, sql`to_char(c.previsao_inicio, 'YYYYMMDD') || lpad(c.posicao::text, 6, '0')`, {
      acao: sql`c.acao`,
      acao_risco: sql`r.descricao`,
      acao_ghe: sql`g.nome`,
      acao_responsavel: sql`coalesce(ap.nome, c.responsavel_texto)`,
      acao_inicio: sql`c.previsao_inicio`,
      acao_termino: sql`c.previsao_termino`,
      acao_realizada: sql`c.data_realizacao`,
      acao_situacao: rotuloSql(SITUACOES, sql`c.situacao`),
    })}
      FROM p JOIN pgr_cronograma c ON c.owner_id = p.id
      LEFT JOIN risco r ON r.id = c.risco_id
      LEFT JOIN grupo_homogeneo g ON g.id = c.grupo_homogeneo_id
      LEFT JOIN profissional_sst ap ON ap.id = c.responsavel_id
    UNION ALL
    SELECT ${secao(
      'fases',
      5,
      sql`coalesce(to_char(f.inicio, 'YYYYMMDD'), '99999999') || lpad(f.posicao::text, 6, '0')`,
      {
        fase: sql`f.fase`,
        fase_inicio: sql`f.inicio`,
        fase_termino: sql`f.termino`,
        fase_riscos: sql`f.riscos_medidas`,
      },
    )}
      FROM p JOIN pgr_fases_obra f ON f.owner_id = p.id
    ORDER BY ordem, chave`;
});
