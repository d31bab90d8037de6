// Organisational-area endpoints of spec §7 (Area), under /api/cargo-salario/areas-organizacionais:
//
//   GET /areas-maes → [{id, nome, descricaoHierarquia}] the areas that have sub-areas, in hierarchy order
//   GET /responsaveis?areaOrganizacionalId= → [{id, nome, descricaoHierarquia, responsaveis: [{id, nome}],
//       coResponsaveis: [{id, nome}]}] every area (or the one asked) with its responsáveis
//   GET /agrupadas-sem-responsaveis → [{areaRaiz: {id, nome}, areas: [{id, nome, descricaoHierarquia}]}]
//       the areas without any responsável, grouped by the root of their tree (to be completed by HR)
//   GET /permite-ver-areas-ou-responsavel-corresponsavel → {todas, areasIds}: any staff user: `todas` when
//       the user has the register's authority; `areasIds` the areas (and their sub-areas) where the employee
//       the user is (colaborador.usuario) is responsável or co-responsável — what a manager may see
//   GET /:id/historicos-colaboradores-vinculados, /:id/areasOrganizacionais-vinculadas,
//       /:id/solicitacoes-vinculadas → {total, registros: [{id, titulo}]} (first 100) the records that keep
//       the area from being deleted: career-history entries, sub-areas, personnel requests. Generic: every
//       register with a reference to areas is looked up, so the requests join once recruitment declares them
//       (until then the answer is empty).
// The PDF (/relatorio) is the report 'Áreas Organizacionais' of the report engine
// (POST /api/cargo-salario/relatorios/areas-organizacionais); see docs/decisions.md.
import { sql } from 'kysely';
import { type ActionContext, type ActionSpec, defineActions } from '../../actions/action.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { COLABORADOR_TABLE } from './historico-colaborador.sql.ts';

const PATH = 'cargo-salario/areas-organizacionais';
const AUTHORITY = 'ROLE_CARGO_SALARIO';
const MAX_VINCULADOS = 100;

type Area = { id: number; nome: string; descricaoHierarquia: string; areaMae?: { id: number } } & RecordData;

/** Every area of the company as the register reads them (hierarchy names included), in hierarchy order. */
async function areas(ctx: ActionContext): Promise<Area[]> {
  const rows = (await ctx.engine.repository(PATH).list(ctx.session, {})) as Area[];
  return rows.sort((a, b) => a.descricaoHierarquia.localeCompare(b.descricaoHierarquia, 'pt-BR'));
}

const resumo = (a: Area) => ({ id: a.id, nome: a.nome, descricaoHierarquia: a.descricaoHierarquia });

async function nomesDe(ctx: ActionContext, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{
    id: number;
    nome: string;
  }>`SELECT id, nome FROM ${sql.table(COLABORADOR_TABLE)}
    WHERE id = ANY(${ids}::int[]) AND empresa_id = ${ctx.session.empresaId}`.execute(ctx.db);
  return new Map(rows.map((r) => [r.id, r.nome]));
}

/** Records of `source` (a register referencing areas) that point at area `id`: total and first ones. */
async function vinculados(ctx: ActionContext, source: string) {
  const resource = ctx.engine.registry.find(source);
  if (!resource) return { total: 0, registros: [] };
  const title = resource.fields.find((f) => f.name === resource.recordTitle && f.kind === 'column');
  const titulo = title?.kind === 'column' ? sql`${sql.ref(`t.${title.column}`)}::text` : sql`t.id::text`;
  const conds = resource.fields.flatMap((f) =>
    f.kind === 'ref' && f.target === PATH
      ? [sql`${sql.ref(`t.${f.column}`)} = ${ctx.params.id}`]
      : f.kind === 'refMany' && f.target === PATH
        ? [
            sql`EXISTS (SELECT 1 FROM ${sql.table(f.joinTable)} j WHERE j.owner_id = t.id AND j.ref_id = ${ctx.params.id})`,
          ]
        : [],
  );
  if (conds.length === 0) return { total: 0, registros: [] };
  const scope = resource.meta.tenant === 'empresa' ? sql`AND t.empresa_id = ${ctx.session.empresaId}` : sql``;
  const { rows } = await sql<{ id: number; titulo: string | null; total: number }>`
    SELECT t.id, ${titulo} AS titulo, count(*) OVER ()::int AS total
      FROM ${sql.table(resource.table)} t
     WHERE (${sql.join(conds, sql` OR `)}) ${scope}
     ORDER BY t.id LIMIT ${MAX_VINCULADOS}`.execute(ctx.db);
  return { total: rows[0]?.total ?? 0, registros: rows.map(({ id, titulo: t }) => ({ id, titulo: t })) };
}

const vinculadas = (segment: string, source: string, summary: string): ActionSpec => ({
  name: `area-${segment}`,
  method: 'GET',
  path: `${PATH}/:id/${segment}`,
  summary,
  authority: AUTHORITY,
  ids: { id: PATH },
  handler: (ctx) => vinculados(ctx, source),
});

export default defineActions([
  {
    name: 'areas-maes',
    method: 'GET',
    path: `${PATH}/areas-maes`,
    summary: 'Áreas que têm subáreas, em ordem de hierarquia',
    authority: AUTHORITY,
    async handler(ctx) {
      const todas = await areas(ctx);
      const maes = new Set(todas.flatMap((a) => (a.areaMae ? [a.areaMae.id] : [])));
      return todas.filter((a) => maes.has(a.id)).map(resumo);
    },
  },
  {
    name: 'areas-responsaveis',
    method: 'GET',
    path: `${PATH}/responsaveis`,
    summary: 'Áreas com os seus responsáveis e co-responsáveis',
    authority: AUTHORITY,
    query: 'cargo-salario/_acoes/areas-responsaveis',
    async handler(ctx) {
      const pedidas = (await areas(ctx)).filter(
        (a) => ctx.query.areaOrganizacionalId === undefined || a.id === ctx.query.areaOrganizacionalId,
      );
      const ids = (a: Area, f: string) => (a[f] as number[] | undefined) ?? [];
      const nomes = await nomesDe(ctx, [
        ...new Set(pedidas.flatMap((a) => [...ids(a, 'responsaveis'), ...ids(a, 'coResponsaveis')])),
      ]);
      const pessoas = (list: number[]) =>
        list
          .map((id) => ({ id, nome: nomes.get(id) ?? '' }))
          .sort((x, y) => x.nome.localeCompare(y.nome, 'pt-BR'));
      return pedidas.map((a) => ({
        ...resumo(a),
        responsaveis: pessoas(ids(a, 'responsaveis')),
        coResponsaveis: pessoas(ids(a, 'coResponsaveis')),
      }));
    },
  },
  {
    name: 'areas-agrupadas-sem-responsaveis',
    method: 'GET',
    path: `${PATH}/agrupadas-sem-responsaveis`,
    summary: 'Áreas sem responsável, agrupadas pela área raiz da sua árvore',
    authority: AUTHORITY,
    async handler(ctx) {
      const todas = await areas(ctx);
      const porId = new Map(todas.map((a) => [a.id, a]));
      const raizDe = (a: Area): Area => {
        let atual = a;
        for (let i = 0; i < 100 && atual.areaMae && porId.has(atual.areaMae.id); i++)
          atual = porId.get(atual.areaMae.id)!;
        return atual;
      };
      const grupos = new Map<number, { areaRaiz: { id: number; nome: string }; areas: object[] }>();
      for (const a of todas) {
        if (((a.responsaveis as number[] | undefined) ?? []).length) continue;
        const raiz = raizDe(a);
        const grupo = grupos.get(raiz.id) ?? { areaRaiz: { id: raiz.id, nome: raiz.nome }, areas: [] };
        grupo.areas.push(resumo(a));
        grupos.set(raiz.id, grupo);
      }
      return [...grupos.values()];
    },
  },
  {
    name: 'permite-ver-areas-ou-responsavel-corresponsavel',
    method: 'GET',
    path: `${PATH}/permite-ver-areas-ou-responsavel-corresponsavel`,
    summary:
      'Se o usuário vê todas as áreas, e as áreas (com subáreas) de que é responsável ou co-responsável',
    async handler({ db, engine, session }) {
      const resource = engine.registry.get(PATH);
      const colaboradores = engine.registry.get('cargo-salario/colaboradores');
      const usuario = colaboradores.fields.find((f) => f.name === 'usuario');
      if (usuario?.kind !== 'ref') throw new Error('colaboradores.usuario ausente');
      const joins = resource.fields.flatMap((f) =>
        f.kind === 'refMany' && (f.name === 'responsaveis' || f.name === 'coResponsaveis')
          ? [f.joinTable]
          : [],
      );
      const { rows } = await sql<{ id: number }>`WITH RECURSIVE minhas(id) AS (
          SELECT j.owner_id FROM (${sql.join(
            joins.map((t) => sql`SELECT owner_id, ref_id FROM ${sql.table(t)}`),
            sql` UNION `,
          )}) j
            JOIN ${sql.table(colaboradores.table)} c ON c.id = j.ref_id
           WHERE ${sql.ref(`c.${usuario.column}`)} = ${session.userId} AND c.empresa_id = ${session.empresaId}
          UNION
          SELECT a.id FROM ${sql.table(resource.table)} a JOIN minhas m ON a.area_mae_id = m.id
        )
        SELECT id FROM minhas ORDER BY id`.execute(db);
      const read = resource.meta.authority?.read;
      return {
        todas: session.isAdmin || !read || session.authorities.has(read),
        areasIds: rows.map((r) => r.id),
      };
    },
  },
  vinculadas(
    'historicos-colaboradores-vinculados',
    'cargo-salario/historicos-colaboradores',
    'Entradas do histórico de talentos que apontam para a área',
  ),
  vinculadas('areasOrganizacionais-vinculadas', PATH, 'Subáreas da área'),
  vinculadas(
    'solicitacoes-vinculadas',
    'captacao/solicitacoes',
    'Solicitações de pessoal da área (vazio até a captação declarar as solicitações)',
  ),
]);
