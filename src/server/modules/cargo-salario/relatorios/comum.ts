// SQL pieces shared by the job and salary reports (src/server/modules/cargo-salario/relatorios/*.query.ts).
// Every piece binds its values and is scoped to the company it is given (the session's).
//
// * Position at a date: the employee history entry in force then (historico-colaborador.sql.ts: not
//   cancelled, data ≤ D ≤ data_fim), read through the partial "vigência" indexes.
// * Salary of a history entry at a date: by value → salario; by index → index value at D × quantidade; by
//   range → the range's salary at D — the salary module's own SQL (salario.ts), composed, never rewritten.
// * Employee "on the roll" at D: not cancelled (C) and not dismissed before D (the dismissal date is the
//   last day of the bond, so an employee dismissed on D still counts on D).
// * Area filters take the selected areas and all their descendants, like the rest of the product.
import { type RawBuilder, sql } from 'kysely';
import faixaSchema from '../../../../../schemas/cargo-salario/faixas-salariais.json' with { type: 'json' };
import historicoSchema from '../../../../../schemas/cargo-salario/historicos-colaboradores.json' with {
  type: 'json',
};
import { idsDe } from '../../../reports/sql.ts';
import { TIPOS_COMPETENCIA } from '../competencias.ts';
import { HISTORICO_TABLE, NAO_CANCELADO_SQL, VIGENCIA_FIM_SQL } from '../historico-colaborador.sql.ts';
import { indexValueSql, rangeSalarySql, TIPO_SALARIO } from '../salario.ts';

type Sql = RawBuilder<unknown>;
export type Filtro = Record<string, any>;

/** `filtroPor` of the reports that filter by organisational unit (spec §9 default filterBy 1). */
export const FILTRO_POR = { areas: 1, grupos: 2 } as const;

/** History reasons that are promotions (spec enumeration of the employee history `motivo`). */
export const MOTIVOS_PROMOCAO = { H: ['PH'], V: ['PV'], T: ['PH', 'PV'] } as const;

/** Portuguese labels of the stored codes, read from the register schemas (one source of truth). */
export const ROTULOS = {
  motivo: historicoSchema.properties.motivo['x-enum-labels'] as Record<string, string>,
  tipoSalario: historicoSchema.properties.tipoSalario['x-enum-labels'] as Record<string, string>,
  tipoFaixa: faixaSchema.properties.historico.items.properties.tipo['x-enum-labels'] as Record<
    string,
    string
  >,
};

export const dataSql = (d: string): Sql => sql`${d}::date`;

/** Subquery: ids of the company's areas `areas` and of all their descendants. */
export function subarvoreAreas(empresaId: number, areas: number[]): Sql {
  return sql`(WITH RECURSIVE sub(id) AS (
      SELECT id FROM area_organizacional WHERE empresa_id = ${empresaId} AND id = ANY(${areas}::int[])
      UNION SELECT a.id FROM area_organizacional a JOIN sub ON a.area_mae_id = sub.id
    ) SELECT id FROM sub)`;
}

/**
 * CTE `area_caminho(id, caminho)`: every area of the company with its hierarchy ('Mãe > Filha > Neta', as
 * the register's descricaoHierarquia). Use inside `WITH RECURSIVE`.
 */
export function cteCaminhoAreas(empresaId: number): Sql {
  return sql`area_caminho(id, caminho) AS (
      SELECT id, nome::text FROM area_organizacional WHERE empresa_id = ${empresaId} AND area_mae_id IS NULL
      UNION ALL
      SELECT a.id, ac.caminho || ' > ' || a.nome FROM area_organizacional a JOIN area_caminho ac ON a.area_mae_id = ac.id
    )`;
}

/**
 * Organisational filter of a report: by areas (filtroPor 1, with descendants) or by occupational groups
 * (filtroPor 2), plus the optional job list. `area` turns the areas subquery into a condition (the employee's
 * area, or the job's related areas); `cargo` is the job id expression. TRUE when nothing is selected.
 */
export function filtroOrganizacional(
  f: Filtro,
  empresaId: number,
  cols: { area?: (subarvore: Sql) => Sql; cargo: Sql },
): Sql {
  const conds: Sql[] = [];
  const areas = idsDe(f.areasOrganizacionais);
  const grupos = idsDe(f.gruposOcupacionais);
  const cargos = idsDe(f.cargos);
  const por = f.filtroPor ?? FILTRO_POR.areas;
  if (por === FILTRO_POR.areas && areas.length && cols.area)
    conds.push(cols.area(subarvoreAreas(empresaId, areas)));
  if (por === FILTRO_POR.grupos && grupos.length)
    conds.push(sql`${cols.cargo} IN (SELECT id FROM cargo WHERE empresa_id = ${empresaId}
      AND grupo_ocupacional_id = ANY(${grupos}::int[]))`);
  if (cargos.length) conds.push(sql`${cols.cargo} = ANY(${cargos}::int[])`);
  return conds.length ? sql.join(conds, sql` AND `) : sql`TRUE`;
}

/** `col = ANY(estabelecimentos)` when the filter lists establishments, else TRUE. */
export function filtroEstabelecimentos(f: Filtro, col: Sql): Sql {
  const ids = idsDe(f.estabelecimentos);
  return ids.length ? sql`${col} = ANY(${ids}::int[])` : sql`TRUE`;
}

/** Derived table: the company's history entries in force at `data` (one per employee), as `h`. */
export function historicosVigentes(empresaId: number, data: string): Sql {
  return sql`(SELECT * FROM ${sql.table(HISTORICO_TABLE)}
     WHERE empresa_id = ${empresaId} AND ${sql.raw(NAO_CANCELADO_SQL)}
       AND data <= ${data}::date AND ${sql.raw(VIGENCIA_FIM_SQL)} >= ${data}::date)`;
}

/** Condition on employee alias `c`: on the roll at `data` (not cancelled, not dismissed before it). */
export function ativoNaData(c: string, data: string | Sql): Sql {
  const d = typeof data === 'string' ? dataSql(data) : data;
  return sql`${sql.ref(`${c}.status`)} IS DISTINCT FROM 'C'
    AND (${sql.ref(`${c}.data_desligamento`)} IS NULL OR ${sql.ref(`${c}.data_desligamento`)} >= ${d})`;
}

/** Salary of history entry alias `h` at `data` (rounded to cents; NULL when it depends on a missing value). */
export function salarioHistoricoSql(h: string, data: string | Sql): RawBuilder<string | null> {
  const d = typeof data === 'string' ? dataSql(data) : data;
  const col = (c: string) => sql.ref(`${h}.${c}`);
  return sql<string | null>`(CASE ${col('tipo_salario')}
      WHEN ${TIPO_SALARIO.porValor} THEN round(${col('salario')}, 2)
      WHEN ${TIPO_SALARIO.porIndice} THEN round(${indexValueSql(col('indice_id'), d)} * ${col('quantidade')}, 2)
      WHEN ${TIPO_SALARIO.porFaixa} THEN ${rangeSalarySql(col('faixa_salarial_id'), d)}
    END)`;
}

/** `round((novo / anterior - 1) × 100, 2)`, NULL when the previous value is missing or zero. */
export const variacaoSql = (anterior: Sql, novo: Sql): Sql =>
  sql`round((${novo} / nullif(${anterior}, 0) - 1) * 100, 2)`;

/**
 * FROM clause of the reports on the employees on the roll at `data`, with their position then:
 * `h` entry in force, `c` employee, `f` salary range, `cg` job, `g` occupational group, `ac` area (with its
 * hierarchy, needs `cteCaminhoAreas` in the WITH), `e` establishment.
 */
export function talentosNaData(empresaId: number, data: string): Sql {
  return sql`${historicosVigentes(empresaId, data)} h
      JOIN colaborador c ON c.id = h.colaborador_id AND c.empresa_id = ${empresaId} AND ${ativoNaData('c', data)}
      JOIN faixa_salarial f ON f.id = h.faixa_salarial_id
      JOIN cargo cg ON cg.id = f.cargo_id
      LEFT JOIN grupo_ocupacional g ON g.id = cg.grupo_ocupacional_id
      LEFT JOIN area_caminho ac ON ac.id = h.area_organizacional_id
      LEFT JOIN estabelecimento e ON e.id = h.estabelecimento_id`;
}

/** The usual filter of the reports on employees: organisational unit (areas of `h`, job `cg`) and establishments. */
export function filtroTalentos(f: Filtro, empresaId: number): Sql {
  return sql`${filtroOrganizacional(f, empresaId, {
    cargo: sql`cg.id`,
    area: (sub) => sql`h.area_organizacional_id IN ${sub}`,
  })} AND ${filtroEstabelecimentos(f, sql`h.estabelecimento_id`)}`;
}

/** The competence kinds in report order, with the child list of the range configuration and their register. */
const COMPETENCIAS = [
  { tipo: 'C', ordem: 1, lista: 'config_nivel_competencia_faixa_conhecimentos', tabela: 'conhecimento' },
  { tipo: 'H', ordem: 2, lista: 'config_nivel_competencia_faixa_habilidades', tabela: 'habilidade' },
  { tipo: 'A', ordem: 3, lista: 'config_nivel_competencia_faixa_atitudes', tabela: 'atitude' },
] as const;

/**
 * CTEs of the competences each salary range requires at `data`:
 * * `config_faixa(id, faixa_id)`: the range's level configuration in force (latest dated on or before `data`);
 * * `exigidas(faixa_id, tipo, tipo_ordem, competencia_id, nome, observacao, nivel_id, peso, posicao)`: its
 *   knowledge, skills and attitudes (only the kinds in `tipos`, all when empty);
 * * `niveis(id, descricao, ordem, percentual)`: the levels with the weight and minimum percentage of the
 *   level configuration in force (percentage only when that configuration considers it).
 */
export function ctesCompetenciasExigidas(empresaId: number, data: string, tipos: string[]): Sql {
  const listas = COMPETENCIAS.map(
    (k) => sql`SELECT cf.faixa_id, ${k.tipo}::text AS tipo, ${k.ordem}::int AS tipo_ordem, x.competencia_id,
        comp.nome, comp.observacao, x.nivel_competencia_id AS nivel_id, x.competencia_peso AS peso, x.posicao
      FROM config_faixa cf JOIN ${sql.table(k.lista)} x ON x.owner_id = cf.id
      JOIN ${sql.table(k.tabela)} comp ON comp.id = x.competencia_id`,
  );
  return sql`config_faixa(id, faixa_id) AS (
      SELECT DISTINCT ON (faixa_salarial_id) id, faixa_salarial_id FROM config_nivel_competencia_faixa
       WHERE empresa_id = ${empresaId} AND data <= ${data}::date
       ORDER BY faixa_salarial_id, data DESC, id DESC
    ), exigidas AS (
      SELECT * FROM (${sql.join(listas, sql` UNION ALL `)}) u
       WHERE cardinality(${tipos}::text[]) = 0 OR u.tipo = ANY(${tipos}::text[])
    ), config_niveis AS (
      SELECT id, coalesce(considerar_percentual_minimo, false) AS considerar FROM nivel_competencia_historico
       WHERE empresa_id = ${empresaId} AND data <= ${data}::date ORDER BY data DESC, id DESC LIMIT 1
    ), niveis AS (
      SELECT n.id, n.descricao, coalesce(hn.ordem, n.ordem) AS ordem,
             CASE WHEN cn.considerar THEN coalesce(hn.percentual, n.percentual) END AS percentual
        FROM nivel_competencia n
        LEFT JOIN config_niveis cn ON TRUE
        LEFT JOIN nivel_competencia_historico_config_historicos_niveis hn ON hn.owner_id = cn.id AND hn.nivel_competencia_id = n.id
       WHERE n.empresa_id = ${empresaId}
    )`;
}

/** Portuguese name of a competence kind code (C, H, A), from the competence module. */
export const TIPO_COMPETENCIA_ROTULOS = Object.fromEntries(
  Object.entries(TIPOS_COMPETENCIA).map(([codigo, t]) => [codigo, t.descricao]),
) as Record<string, string>;
