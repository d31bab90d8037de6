// Organisational area rules (spec §4 "Organisational area", §5 Job and salary → Organisational area).
//
// Invariant kept by these hooks: an active area never sits under an inactive one.
// * a new area under an inactive parent cannot be active;
// * an area cannot be activated while its parent is inactive;
// * an area cannot be deactivated while it has active child areas, nor while its parent is inactive
//   (spec §4, literally: the status is frozen under an inactive parent);
// * an active area cannot be moved under an inactive parent;
// * an area cannot be its own ancestor (no cycles);
// * the parent cannot be changed when the company is integrated with the payroll system (empresa.ac_integra).
//   (The other §4 condition, "area used in a talent history", comes with the talent history register.)
// The parent is read FOR SHARE, so a concurrent deactivation of the parent waits for this write (and
// vice versa), and two concurrent moves that would close a cycle deadlock instead of both succeeding.
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, fieldError } from '../../http/errors.ts';

export const MSG_AREA = {
  ativarMaeInativa: 'Não é possível ativar a área: a área mãe está inativa.',
  inativarFilhasAtivas: 'Não é possível inativar a área: existem áreas filhas ativas.',
  inativarMaeInativa: 'Não é possível inativar a área: a área mãe está inativa.',
  moverAtivaParaMaeInativa: 'Não é possível vincular uma área ativa a uma área mãe inativa.',
  maePropria: 'Uma área não pode ser a sua própria área mãe.',
  maeDescendente: 'A área mãe não pode ser uma área subordinada a esta área.',
  maeIntegrada: 'A área mãe não pode ser alterada: a empresa está integrada ao sistema de pessoal.',
  excluirComFilhas: 'Não é possível excluir a área: existem áreas filhas vinculadas a ela.',
} as const;

/** Deep enough for any real organisation chart; bounds the recursive queries should data ever hold a cycle. */
const MAX_DEPTH = 100;

type AreaRow = { id: number; ativo: boolean | null; area_mae_id: number | null };

const refId = (v: unknown): number | null =>
  v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number'
    ? (v as { id: number }).id
    : null;

async function loadParent(ctx: HookContext, id: number | null): Promise<AreaRow | null> {
  if (id === null) return null;
  const res = await sql<AreaRow>`SELECT id, ativo, area_mae_id FROM ${sql.table(ctx.resource.table)}
    WHERE id = ${id} AND empresa_id = ${ctx.session.empresaId} FOR SHARE`.execute(ctx.db);
  return res.rows[0] ?? null;
}

async function companyIntegrated(ctx: HookContext): Promise<boolean> {
  const empresas = ctx.registry.get('utilitario/empresas').table;
  const res = await sql<{
    ac_integra: boolean | null;
  }>`SELECT ac_integra FROM ${sql.table(empresas)} WHERE id = ${ctx.session.empresaId}`.execute(ctx.db);
  return res.rows[0]?.ac_integra === true;
}

/** Whether `ancestorId` is `startId` or one of its ancestors. */
async function isAncestorOrSelf(ctx: HookContext, startId: number, ancestorId: number): Promise<boolean> {
  const t = sql.table(ctx.resource.table);
  const res = await sql<{ found: boolean }>`WITH RECURSIVE anc(id, area_mae_id, depth) AS (
      SELECT id, area_mae_id, 0 FROM ${t} WHERE id = ${startId}
      UNION ALL
      SELECT p.id, p.area_mae_id, anc.depth + 1 FROM ${t} p JOIN anc ON p.id = anc.area_mae_id WHERE anc.depth < ${MAX_DEPTH}
    ) SELECT EXISTS (SELECT 1 FROM anc WHERE id = ${ancestorId}) AS found`.execute(ctx.db);
  return res.rows[0]?.found === true;
}

async function hasActiveChildren(ctx: HookContext, id: number): Promise<boolean> {
  const res = await sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(ctx.resource.table)}
    WHERE area_mae_id = ${id} AND ativo) AS found`.execute(ctx.db);
  return res.rows[0]?.found === true;
}

/** nomeResponsaveis / nomeCoResponsaveis: the people's names, by name, one query for the page. */
async function responsibleNames(ctx: HookContext, records: RecordData[]) {
  const ids = [...new Set(records.flatMap((r) => [...(r.responsaveis ?? []), ...(r.coResponsaveis ?? [])]))];
  if (ids.length === 0) return;
  const { rows } = await sql<{ id: number; nome: string }>`SELECT id, nome FROM colaborador
    WHERE id = ANY(${ids}::int[])`.execute(ctx.db);
  const nome = new Map(rows.map((r) => [r.id, r.nome]));
  const names = (list: number[] | undefined) =>
    (list ?? [])
      .map((id) => nome.get(id))
      .filter(Boolean)
      .sort((a, b) => a!.localeCompare(b!, 'pt-BR'))
      .join(', ');
  for (const rec of records) {
    if (rec.responsaveis?.length) rec.nomeResponsaveis = names(rec.responsaveis);
    if (rec.coResponsaveis?.length) rec.nomeCoResponsaveis = names(rec.coResponsaveis);
  }
}

/**
 * 'Replicar … para as áreas filhas' (spec §3 Organisational area): on save, every area below this one gets
 * the same responsáveis (or co-responsáveis), on each save made with the flag set.
 */
async function replicate(ctx: HookContext, record: RecordData) {
  const flags = ctx.input ?? record;
  const lists = [
    ['replicarResponsaveisParaAreasFilhas', 'responsaveis'],
    ['replicarCorresponsaveisParaAreasFilhas', 'co_responsaveis'],
  ] as const;
  const wanted = lists.filter(([flag]) => flags[flag] === true);
  if (wanted.length === 0) return;
  const t = sql.table(ctx.resource.table);
  const { rows } = await sql<{ id: number }>`WITH RECURSIVE sub(id) AS (
      SELECT id FROM ${t} WHERE area_mae_id = ${record.id} AND empresa_id = ${ctx.session.empresaId}
      UNION SELECT a.id FROM ${t} a JOIN sub ON a.area_mae_id = sub.id
    ) SELECT id FROM sub`.execute(ctx.db);
  const below = rows.map((r) => r.id);
  if (below.length === 0) return;
  for (const [, column] of wanted) {
    const join = sql.table(`${ctx.resource.table}_${column}`);
    const ids = (record[column === 'responsaveis' ? 'responsaveis' : 'coResponsaveis'] as number[]) ?? [];
    await sql`DELETE FROM ${join} WHERE owner_id = ANY(${below}::int[])`.execute(ctx.db);
    if (ids.length)
      await sql`INSERT INTO ${join} (owner_id, ref_id)
        SELECT o, r FROM unnest(${below}::int[]) o CROSS JOIN unnest(${ids}::int[]) r`.execute(ctx.db);
  }
}

export default defineHooks('cargo-salario/areas-organizacionais', {
  async beforeCreate(ctx, data) {
    const parent = await loadParent(ctx, refId(data.areaMae));
    if (parent && !parent.ativo && data.ativo !== false) throw fieldError('ativo', MSG_AREA.ativarMaeInativa);
  },

  async beforeUpdate(ctx, data, previous) {
    const id = previous.id as number;
    const parentId = refId(data.areaMae);
    const previousParentId = refId(previous.areaMae);
    const parentChanged = parentId !== previousParentId;
    if (parentChanged) {
      if (await companyIntegrated(ctx)) throw fieldError('areaMae', MSG_AREA.maeIntegrada);
      if (parentId === id) throw fieldError('areaMae', MSG_AREA.maePropria);
      if (parentId !== null && (await isAncestorOrSelf(ctx, parentId, id)))
        throw fieldError('areaMae', MSG_AREA.maeDescendente);
    }
    const parent = await loadParent(ctx, parentId);
    const wasActive = previous.ativo !== false;
    const willBeActive = data.ativo !== false;
    if (willBeActive && !wasActive) {
      if (parent && !parent.ativo) throw fieldError('ativo', MSG_AREA.ativarMaeInativa);
    } else if (!willBeActive && wasActive) {
      // the status is judged against the parent the area has now (spec §4: frozen under an inactive parent)
      const currentParent = parentChanged ? await loadParent(ctx, previousParentId) : parent;
      if (currentParent && !currentParent.ativo) throw fieldError('ativo', MSG_AREA.inativarMaeInativa);
      if (await hasActiveChildren(ctx, id)) throw fieldError('ativo', MSG_AREA.inativarFilhasAtivas);
    } else if (willBeActive && parent && !parent.ativo) {
      throw fieldError('areaMae', MSG_AREA.moverAtivaParaMaeInativa);
    }
  },

  async afterUpdate(ctx, record) {
    await replicate(ctx, record);
  },

  async beforeDelete(ctx, previous) {
    const res = await sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(ctx.resource.table)}
      WHERE area_mae_id = ${previous.id}) AS found`.execute(ctx.db);
    if (res.rows[0]?.found) throw conflict(MSG_AREA.excluirComFilhas);
  },

  /**
   * descricaoHierarquia = 'Mãe > Filha > Neta': one recursive query for the whole page. It walks up from
   * each record's parent (the record itself comes from `records`, which may be a row just written in a
   * transaction this connection cannot see yet).
   */
  async afterRead(ctx, records) {
    const starts: number[] = [];
    const parents: number[] = [];
    for (const rec of records) {
      const parentId = refId(rec.areaMae);
      if (parentId !== null) {
        starts.push(rec.id as number);
        parents.push(parentId);
      }
    }
    const ancestors = new Map<number, string[]>();
    if (starts.length) {
      const t = sql.table(ctx.resource.table);
      const res = await sql<{
        start_id: number;
        nomes: string[];
      }>`WITH RECURSIVE chain(start_id, id, area_mae_id, nome, depth) AS (
          SELECT x.start_id, a.id, a.area_mae_id, a.nome, 1
            FROM unnest(${starts}::int[], ${parents}::int[]) AS x(start_id, parent_id)
            JOIN ${t} a ON a.id = x.parent_id AND a.empresa_id = ${ctx.session.empresaId}
          UNION ALL
          SELECT c.start_id, p.id, p.area_mae_id, p.nome, c.depth + 1
            FROM chain c JOIN ${t} p ON p.id = c.area_mae_id
           WHERE c.depth < ${MAX_DEPTH} AND p.id <> c.start_id
        )
        SELECT start_id, array_agg(nome ORDER BY depth DESC) AS nomes FROM chain GROUP BY start_id`.execute(
        ctx.db,
      );
      for (const row of res.rows) ancestors.set(row.start_id, row.nomes);
    }
    for (const rec of records) {
      rec.descricaoHierarquia = [...(ancestors.get(rec.id as number) ?? []), rec.nome as string].join(' > ');
    }
    await responsibleNames(ctx, records);
  },
});
