// Employee endpoints (spec §7 "Employee"), under /api/cargo-salario/colaboradores:
// * GET /:id/situacao?data=  → the position in force at the date (default today): {colaborador, data,
//   historicoId, dataInicio, dataFim, estabelecimento, areaOrganizacional, cargo, faixaSalarial,
//   tipoSalario, indice, quantidade, salario, motivo, status}; only {colaborador, data} when none.
// * GET /:id/area?data=      → {id, nome} of the area in force, or null.
// * GET /:id/data-estabilidade?data → {dataEstabilidade}: last day of job stability on the date, or null (see below).
// * GET /:id/historicos?page&size → the employee's history, newest first (same records as the history API).
// * GET /by-ids?ids=1,2&data= → [{id, nome, matricula, status, estabelecimento, areaOrganizacional, cargo,
//   faixaSalarial}] for the ids of this company (others are left out), by name.
// * GET /participantes?page&size&…list filters → paged {id, nome, matricula, status, areaOrganizacional,
//   cargo} for pickers (default size 20, spec §9 employee autocomplete).
// The photo shortcuts (/:id/foto, multipart) are in colaboradores-foto.routes.ts.
// Static segments (by-ids, participantes) win over the generic GET /:id in Fastify's router.
import { sql } from 'kysely';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { DEFAULT_PAGE_SIZE } from '../../crud/repository.ts';
import { today } from '../../http/params.ts';
import { dataEstabilidade } from '../sst/api.ts';
import { COLABORADOR_TABLE } from './historico-colaborador.sql.ts';
import { type Posicao, situacoesNaData } from './posicao-atual.ts';

const PATH = 'cargo-salario/colaboradores';
const HISTORICOS_PATH = 'cargo-salario/historicos-colaboradores';
const AUTHORITY = 'ROLE_CARGO_SALARIO';
const COLABORADOR = { id: PATH };

type Resumo = { id: number; nome: string; matricula: string | null; status: string };

/** Wire shape of a position for lists of employees (by-ids). */
const posicaoResumida = (p: Posicao | undefined) =>
  p
    ? {
        ...(p.estabelecimento ? { estabelecimento: p.estabelecimento } : {}),
        areaOrganizacional: p.areaOrganizacional,
        cargo: p.cargo,
        faixaSalarial: p.faixaSalarial,
      }
    : {};

/** The employee of the path (already resolved in the company) and its position at `?data=`. */
async function situacaoDoPath({ db, session, params, query }: ActionContext) {
  const data: string = query.data ?? today();
  const { rows } = await sql<Resumo>`SELECT id, nome FROM ${sql.table(COLABORADOR_TABLE)}
    WHERE id = ${params.id}`.execute(db);
  const situacao = (await situacoesNaData(db, session.empresaId, data, [params.id])).get(params.id);
  return { colaborador: { id: rows[0].id, nome: rows[0].nome }, data, posicao: situacao?.posicao };
}

/** A list query as the register's list takes it (text values, as they came in the URL). */
const asListQuery = (q: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));

export default defineActions([
  {
    name: 'colaborador-situacao',
    method: 'GET',
    path: `${PATH}/:id/situacao`,
    summary: 'Posição do talento em vigor na data (padrão: hoje)',
    authority: AUTHORITY,
    ids: COLABORADOR,
    query: 'cargo-salario/_acoes/na-data',
    async handler(ctx) {
      const { colaborador, data, posicao } = await situacaoDoPath(ctx);
      return { colaborador, data, ...posicao };
    },
  },
  {
    name: 'colaborador-area',
    method: 'GET',
    path: `${PATH}/:id/area`,
    summary: 'Área organizacional do talento em vigor na data, ou null',
    authority: AUTHORITY,
    ids: COLABORADOR,
    query: 'cargo-salario/_acoes/na-data',
    handler: async (ctx) => (await situacaoDoPath(ctx)).posicao?.areaOrganizacional ?? null,
  },
  {
    // Job stability on the date (default today): the work-accident rule of src/server/modules/sst/estabilidade.ts
    // (12 months after the return from an INSS accident leave) and CIPA (1 year after the mandate); null otherwise.
    name: 'colaborador-data-estabilidade',
    method: 'GET',
    path: `${PATH}/:id/data-estabilidade`,
    summary: 'Data até a qual o talento tem estabilidade no emprego (null: nenhuma regra se aplica)',
    authority: AUTHORITY,
    ids: COLABORADOR,
    query: 'cargo-salario/_acoes/na-data',
    handler: async ({ db, session, params, query }) => ({
      dataEstabilidade: await dataEstabilidade(db, session.empresaId, params.id, query.data ?? today()),
    }),
  },
  {
    name: 'colaborador-historicos',
    method: 'GET',
    path: `${PATH}/:id/historicos`,
    summary: 'Histórico do talento, do mais recente ao mais antigo',
    authority: AUTHORITY,
    ids: COLABORADOR,
    query: 'cargo-salario/_acoes/pagina',
    handler: ({ engine, session, params, query }) =>
      engine.repository(HISTORICOS_PATH).list(session, {
        colaborador: String(params.id),
        sort: 'data,desc',
        ...(query.page === undefined
          ? {}
          : { page: String(query.page), size: String(query.size ?? DEFAULT_PAGE_SIZE) }),
      }),
  },
  {
    name: 'colaboradores-por-ids',
    method: 'GET',
    path: `${PATH}/by-ids`,
    summary: 'Talentos da empresa pelos ids, com a posição na data, por nome',
    authority: AUTHORITY,
    query: 'cargo-salario/_acoes/colaboradores-por-ids',
    async handler({ db, session, query }) {
      const ids = [...new Set<number>(query.ids ?? [])];
      if (ids.length === 0) return [];
      const res = await sql<Resumo>`SELECT id, nome, matricula, status FROM ${sql.table(COLABORADOR_TABLE)}
        WHERE id = ANY(${ids}::int[]) AND empresa_id = ${session.empresaId}
        ORDER BY gente_search(nome), id`.execute(db);
      const situacoes = await situacoesNaData(
        db,
        session.empresaId,
        query.data ?? today(),
        res.rows.map((r) => r.id),
      );
      return res.rows.map((r) => ({
        id: r.id,
        nome: r.nome,
        ...(r.matricula === null ? {} : { matricula: r.matricula }),
        status: r.status,
        ...posicaoResumida(situacoes.get(r.id)?.posicao),
      }));
    },
  },
  {
    name: 'colaboradores-participantes',
    method: 'GET',
    path: `${PATH}/participantes`,
    summary: 'Página de talentos para seleção (padrão: 20), com os filtros da lista de talentos',
    authority: AUTHORITY,
    query: 'cargo-salario/_acoes/participantes',
    async handler({ db, engine, session, query }) {
      const { resumido: _always, ...q } = query as Record<string, unknown>;
      const data = (q.data as string | undefined) ?? today();
      // the register's own list: same filters (listConditions included), paging (always) and tenant scope
      const page = (await engine.repository(PATH).list(session, {
        ...asListQuery(q),
        page: String(q.page ?? 0),
        size: String(q.size ?? 20),
      })) as { content: RecordData[] } & Record<string, unknown>;
      // the list's virtual fields are as of today; another date needs the positions at that date
      const situacoes =
        data === today()
          ? undefined
          : await situacoesNaData(
              db,
              session.empresaId,
              data,
              page.content.map((r) => r.id as number),
            );
      const content = page.content.map((r) => {
        const p = situacoes ? situacoes.get(r.id as number)?.posicao : undefined;
        const area = situacoes ? p?.areaOrganizacional : r.areaAtual;
        const cargo = situacoes ? p?.cargo : r.cargoAtual;
        return {
          id: r.id,
          nome: r.nome,
          ...(r.matricula === undefined ? {} : { matricula: r.matricula }),
          status: r.status,
          ...(area ? { areaOrganizacional: area } : {}),
          ...(cargo ? { cargo } : {}),
        };
      });
      return { ...page, content };
    },
  },
]);
