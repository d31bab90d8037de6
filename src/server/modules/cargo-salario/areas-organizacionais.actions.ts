// Organisational-area endpoints of spec §7 (Area), under /api/cargo-salario/areas-organizacionais, all with
// the register's read authority (x-resource.authority.read) except permite-ver…, which any session may ask:
//
//   GET /areas-maes → [{id, nome, descricaoHierarquia}] the areas that have sub-areas, in hierarchy order
//   GET /responsaveis?areaOrganizacionalId= → [{id, nome, descricaoHierarquia, responsaveis: [{id, nome}],
//       coResponsaveis: [{id, nome}]}] every area (or the one asked) with its responsáveis, in hierarchy order
//   GET /agrupadas-sem-responsaveis → [{areaRaiz: {id, nome}, areas: [{id, nome, descricaoHierarquia}]}]
//       the areas without any responsável, grouped by the root of their tree (the root itself is in its
//       group when it has none either): what HR still has to complete, one block per branch of the company
//   GET /permite-ver-areas-ou-responsavel-corresponsavel → {todas, areasIds}: `todas` when the user has the
//       register's read authority; `areasIds` the areas (and their sub-areas) where the employee linked to
//       the user (colaborador.usuario) is responsável or co-responsável — what a manager may see
//   GET /:id/vinculados → [{cadastro, nome, total, registros: [{id, titulo}]}] every register whose records
//       reference the area (a reference, a list of references, or one inside a list of items), only those
//       with records: what keeps the area from being deleted. Found from the registry, so a register added
//       later (recruitment's personnel requests) joins without a change here.
//   GET /:id/historicos-colaboradores-vinculados, /:id/areasOrganizacionais-vinculadas,
//       /:id/solicitacoes-vinculadas → {total, registros: [{id, titulo}]}: views of the above for the
//       career history, the sub-areas and the personnel requests (empty until captacao declares them).
//       `registros` holds the first MAX_VINCULADOS by id; `total` counts them all.
//   GET /relatorio?situacao=A|I|T&data= → the PDF of the report 'Áreas Organizacionais' (tree, responsáveis,
//       employees): the report engine's own route (POST /api/cargo-salario/relatorios/areas-organizacionais)
//       answers it, so filter, authority, rendering and the 'no data' answer are the report's.
// Every query takes only the parameters its schema lists (others → 400 'Campo desconhecido: …').
import { type RawBuilder, sql } from 'kysely';
import schema from '../../../../schemas/cargo-salario/areas-organizacionais.json' with { type: 'json' };
import { reportPath } from '../../../shared/reports/types.ts';
import type { Field, Resource } from '../../../shared/schema/types.ts';
import { type ActionContext, type ActionSpec, defineActions } from '../../actions/action.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { areasDoUsuario } from './areas-do-usuario.ts';
import { COLABORADOR_TABLE } from './historico-colaborador.sql.ts';

const PATH = schema['x-resource'].path;
const AUTHORITY = schema['x-resource'].authority.read;
const COLABORADORES = 'cargo-salario/colaboradores';
const HISTORICOS = 'cargo-salario/historicos-colaboradores';
const SEM_PARAMETROS = 'cargo-salario/_acoes/areas-sem-parametros';
const RELATORIO = reportPath('cargo-salario/areas-organizacionais').api;
/** Records listed per register by the *-vinculados endpoints (the total counts them all). */
export const MAX_VINCULADOS = 100;

type Area = { id: number; nome: string; descricaoHierarquia: string; areaMae?: { id: number } } & RecordData;
type Registro = { id: number; titulo: string };
type Vinculos = { total: number; registros: Registro[] };

/** Every area of the company as the register reads them (hierarchy names included), in hierarchy order. */
async function areas(ctx: ActionContext): Promise<Area[]> {
  const rows = (await ctx.engine.repository(PATH).list(ctx.session, {})) as Area[];
  return rows.sort(
    (a, b) => a.descricaoHierarquia.localeCompare(b.descricaoHierarquia, 'pt-BR') || a.id - b.id,
  );
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

/** Conditions on `t` (a row of `resource`) that hold when the row references area `areaId`. */
function referencias(resource: Resource, areaId: number): RawBuilder<unknown>[] {
  const direct = (f: Field, owner: string): RawBuilder<unknown>[] =>
    f.kind === 'ref' && f.target === PATH
      ? [sql`${sql.ref(`${owner}.${f.column}`)} = ${areaId}`]
      : f.kind === 'refMany' && f.target === PATH
        ? [
            sql`EXISTS (SELECT 1 FROM ${sql.table(f.joinTable)} j
                         WHERE j.owner_id = ${sql.ref(`${owner}.id`)} AND j.ref_id = ${areaId})`,
          ]
        : [];
  return resource.fields.flatMap((f) => {
    if (f.kind !== 'children') return direct(f, 't');
    const inner = f.fields.flatMap((cf) => direct(cf, 'c'));
    return inner.length
      ? [
          sql`EXISTS (SELECT 1 FROM ${sql.table(f.childTable)} c
                       WHERE c.owner_id = t.id AND (${sql.join(inner, sql` OR `)}))`,
        ]
      : [];
  });
}

/** The text naming a row `t` of `resource`: its recordTitle (a date as dd/mm/aaaa, a reference by the
 * referenced record's title), preceded by the employee's name when the row belongs to one (history). */
function titulo(ctx: ActionContext, resource: Resource): RawBuilder<string> {
  const titleColumn = (r: Resource) => {
    const f = r.fields.find((x) => x.name === r.recordTitle);
    return f?.kind === 'column' ? f : undefined;
  };
  const f = resource.fields.find((x) => x.name === resource.recordTitle);
  let base: RawBuilder<string> = sql`t.id::text`;
  if (f?.kind === 'column')
    base =
      f.sqlType === 'date'
        ? sql`to_char(${sql.ref(`t.${f.column}`)}, 'DD/MM/YYYY')`
        : sql`${sql.ref(`t.${f.column}`)}::text`;
  else if (f?.kind === 'ref') {
    const target = ctx.engine.registry.get(f.target);
    const col = titleColumn(target);
    if (col)
      base = sql`(SELECT ${sql.ref(`x.${col.column}`)}::text FROM ${sql.table(target.table)} x
                   WHERE x.id = ${sql.ref(`t.${f.column}`)})`;
  }
  const colaborador = resource.fields.find(
    (x) => x.kind === 'ref' && x.target === COLABORADORES && x.name !== resource.recordTitle,
  );
  if (colaborador?.kind !== 'ref' || resource.path === COLABORADORES) return base;
  return sql`concat_ws(' — ', (SELECT p.nome FROM ${sql.table(COLABORADOR_TABLE)} p
                                WHERE p.id = ${sql.ref(`t.${colaborador.column}`)}), ${base})`;
}

/** The records of `resource` that reference the area of the path: total and the first ones. */
async function vinculosEm(ctx: ActionContext, resource: Resource): Promise<Vinculos> {
  const conds = referencias(resource, ctx.params.id);
  if (conds.length === 0) return { total: 0, registros: [] };
  const scope = resource.meta.tenant === 'empresa' ? sql`AND t.empresa_id = ${ctx.session.empresaId}` : sql``;
  const { rows } = await sql<Registro & { total: number }>`
    SELECT t.id, coalesce(${titulo(ctx, resource)}, t.id::text) AS titulo, count(*) OVER ()::int AS total
      FROM ${sql.table(resource.table)} t
     WHERE (${sql.join(conds, sql` OR `)}) ${scope}
     ORDER BY t.id LIMIT ${MAX_VINCULADOS}`.execute(ctx.db);
  return { total: rows[0]?.total ?? 0, registros: rows.map(({ id, titulo: t }) => ({ id, titulo: t })) };
}

/** The same over every register `which` selects, merged (total summed, first records kept). */
async function vinculos(ctx: ActionContext, which: (r: Resource) => boolean): Promise<Vinculos> {
  const out: Vinculos = { total: 0, registros: [] };
  for (const r of ctx.engine.registry.resources.filter(which)) {
    const v = await vinculosEm(ctx, r);
    out.total += v.total;
    out.registros.push(...v.registros.slice(0, MAX_VINCULADOS - out.registros.length));
  }
  return out;
}

const vinculadas = (segment: string, summary: string, which: (r: Resource) => boolean): ActionSpec => ({
  name: `area-${segment}`,
  method: 'GET',
  path: `${PATH}/:id/${segment}`,
  summary,
  authority: AUTHORITY,
  ids: { id: PATH },
  query: SEM_PARAMETROS,
  handler: (ctx) => vinculos(ctx, which),
});

export default defineActions([
  {
    name: 'areas-maes',
    method: 'GET',
    path: `${PATH}/areas-maes`,
    summary: 'Áreas que têm subáreas, em ordem de hierarquia',
    authority: AUTHORITY,
    query: SEM_PARAMETROS,
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
          .sort((x, y) => x.nome.localeCompare(y.nome, 'pt-BR') || x.id - y.id);
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
    query: SEM_PARAMETROS,
    async handler(ctx) {
      const todas = await areas(ctx);
      const porId = new Map(todas.map((a) => [a.id, a]));
      const raizDe = (a: Area): Area => {
        let atual = a;
        // bounded: the hooks refuse cycles, but a corrupt tree must not hang the request
        for (let i = 0; i < todas.length && atual.areaMae && porId.has(atual.areaMae.id); i++)
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
    query: SEM_PARAMETROS,
    handler: ({ db, engine, session }) => areasDoUsuario(db, engine.registry, session),
  },
  {
    name: 'area-vinculados',
    method: 'GET',
    path: `${PATH}/:id/vinculados`,
    summary: 'Registros de todos os cadastros que apontam para a área (o que impede excluí-la)',
    authority: AUTHORITY,
    ids: { id: PATH },
    query: SEM_PARAMETROS,
    async handler(ctx) {
      const out = [];
      for (const r of ctx.engine.registry.resources) {
        const v = await vinculosEm(ctx, r);
        if (v.total > 0) out.push({ cadastro: r.path, nome: r.meta.label, ...v });
      }
      return out;
    },
  },
  vinculadas(
    'historicos-colaboradores-vinculados',
    'Entradas do histórico de talentos que apontam para a área',
    (r) => r.path === HISTORICOS,
  ),
  vinculadas('areasOrganizacionais-vinculadas', 'Subáreas da área', (r) => r.path === PATH),
  vinculadas(
    'solicitacoes-vinculadas',
    'Solicitações de pessoal da área (vazio enquanto a captação não declarar as solicitações)',
    (r) => r.path.startsWith('captacao/solicitacoes'),
  ),
  {
    name: 'areas-relatorio',
    method: 'GET',
    path: `${PATH}/relatorio`,
    summary: 'Relatório de Áreas Organizacionais em PDF (o relatório do menu Relatórios)',
    authority: AUTHORITY,
    query: 'cargo-salario/_acoes/areas-relatorio',
    produces: 'application/pdf',
    async handler({ request, reply, query }) {
      // one implementation of the report: its own route renders it, under the same session cookie
      const res = await request.server.inject({
        method: 'POST',
        url: `${RELATORIO}?formato=pdf`,
        payload: query,
        headers: { cookie: request.headers.cookie ?? '' },
      });
      reply.code(res.statusCode);
      for (const h of ['content-type', 'content-disposition', 'x-report-rows', 'cache-control']) {
        const value = res.headers[h];
        if (value !== undefined) reply.header(h, value);
      }
      return reply.send(res.rawPayload);
    },
  },
]);
