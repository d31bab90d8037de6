// Competences (spec §3 Competence): knowledge, skill and attitude are three registers with the same fields
// and rules, so their hooks come from here; the competence level configuration helpers they need live here
// too (levels and level history hooks, and the hand-written endpoints, use them as well).
import { sql } from 'kysely';
import type { Registry } from '../../../shared/schema/registry.ts';
import type { HookContext, RecordData, ResourceHooks } from '../../crud/hooks.ts';
import type { Db } from '../../db/database.ts';
import { fieldError } from '../../http/errors.ts';
import { hojeSql } from '../../http/params.ts';

/** The competence kinds: code used by the union list (spec §7 /tipo-competencia), register, and the list of
 * the salary-range level configuration that holds competences of that kind. */
export const TIPOS_COMPETENCIA = {
  C: { descricao: 'Conhecimento', path: 'cargo-salario/conhecimentos', lista: 'conhecimentos' },
  H: { descricao: 'Habilidade', path: 'cargo-salario/habilidades', lista: 'habilidades' },
  A: { descricao: 'Atitude', path: 'cargo-salario/atitudes', lista: 'atitudes' },
} as const;
export type TipoCompetencia = keyof typeof TIPOS_COMPETENCIA;
export const isTipoCompetencia = (v: unknown): v is TipoCompetencia =>
  typeof v === 'string' && Object.hasOwn(TIPOS_COMPETENCIA, v);

export const NIVEIS_PATH = 'cargo-salario/niveis-competencia';
export const HISTORICO_PATH = 'cargo-salario/niveis-competencia-historico';
export const CONFIG_FAIXAS_PATH = 'cargo-salario/configuracoes-niveis-competencia-faixas';

export const MSG_COMPETENCIA = {
  comportamentosBloqueados:
    'Não é possível adicionar comportamentos: existem níveis de competência sem percentual mínimo configurado.',
} as const;

export type ConfiguracaoNiveis = {
  id: number;
  considerarPercentualMinimo: boolean;
  obrigarPercentual: boolean;
};

/** The level configuration in force at `data` (default today): the latest one dated on or before it. */
export async function configuracaoVigente(
  db: Db,
  registry: Registry,
  empresaId: number,
  data?: string,
): Promise<ConfiguracaoNiveis | undefined> {
  const res = await sql<ConfiguracaoNiveis>`SELECT id,
      coalesce(considerar_percentual_minimo, false) AS "considerarPercentualMinimo",
      coalesce(obrigar_percentual, false) AS "obrigarPercentual"
    FROM ${sql.table(registry.get(HISTORICO_PATH).table)}
    WHERE empresa_id = ${empresaId} AND data <= ${data === undefined ? hojeSql : sql`${data}::date`}
    ORDER BY data DESC LIMIT 1`.execute(db);
  return res.rows[0];
}

export type NivelSemPercentual = { id: number; descricao: string; ordem: number };

/** Competence levels of the company with no minimum percentage, by weight. */
export async function niveisSemPercentual(
  db: Db,
  registry: Registry,
  empresaId: number,
): Promise<NivelSemPercentual[]> {
  const res = await sql<NivelSemPercentual>`SELECT id, descricao, ordem
    FROM ${sql.table(registry.get(NIVEIS_PATH).table)}
    WHERE empresa_id = ${empresaId} AND percentual IS NULL ORDER BY ordem, id`.execute(db);
  return res.rows;
}

/**
 * Spec §4: adding behaviours is blocked while competence levels lack a minimum percentage. Only when the
 * configuration in force considers minimum percentages: otherwise the percentage is disabled (spec §5) and
 * no level would ever have one. Editing or removing existing behaviours stays allowed.
 */
async function recusarNovosComportamentos(ctx: HookContext, data: RecordData, previous?: RecordData) {
  const anteriores = new Set(((previous?.competencias as RecordData[] | undefined) ?? []).map((c) => c.id));
  const itens = (data.competencias as RecordData[] | undefined) ?? [];
  // an item whose id is not one of this competence's behaviours is stored as a new one by the engine
  if (!itens.some((c) => typeof c.id !== 'number' || !anteriores.has(c.id))) return;
  const { db, registry, session } = ctx;
  const config = await configuracaoVigente(db, registry, session.empresaId);
  if (!config?.considerarPercentualMinimo) return;
  if ((await niveisSemPercentual(db, registry, session.empresaId)).length)
    throw fieldError('competencias', MSG_COMPETENCIA.comportamentosBloqueados);
}

/** The child table and competence column of the salary-range configuration list for one kind. */
function listaConfiguracao(registry: Registry, tipo: TipoCompetencia) {
  const lista = registry
    .get(CONFIG_FAIXAS_PATH)
    .fields.find((f) => f.kind === 'children' && f.name === TIPOS_COMPETENCIA[tipo].lista);
  if (lista?.kind !== 'children') throw new Error(`${CONFIG_FAIXAS_PATH}: lista de ${tipo} ausente`);
  const competencia = lista.fields.find((f) => f.name === 'competencia');
  if (competencia?.kind !== 'ref') throw new Error(`${CONFIG_FAIXAS_PATH}: competência da lista de ${tipo}`);
  return { table: lista.childTable, column: competencia.column };
}

/** The hooks of one competence register. */
export function competenciaHooks(tipo: TipoCompetencia): ResourceHooks {
  return {
    beforeCreate: (ctx, data) => recusarNovosComportamentos(ctx, data),
    beforeUpdate: (ctx, data, previous) => recusarNovosComportamentos(ctx, data, previous),
    /** existeNivelCompetencia (spec §3): the competence is part of some salary-range level configuration. */
    async afterRead(ctx, records) {
      const { table, column } = listaConfiguracao(ctx.registry, tipo);
      const ids = records.map((r) => r.id as number);
      const res = await sql<{ id: number }>`SELECT DISTINCT ${sql.ref(column)} AS id FROM ${sql.table(table)}
        WHERE ${sql.ref(column)} = ANY(${ids}::int[])`.execute(ctx.db);
      const usadas = new Set(res.rows.map((r) => r.id));
      for (const rec of records) rec.existeNivelCompetencia = usadas.has(rec.id as number);
    },
  };
}
