// react-admin's dataProvider over the API contract (ARCHITECTURE §4): resource name = register path,
// served at /api/<path>. Paging is 0-based on the wire (page=0&size=15&sort=nome,asc), arrays go
// comma-separated, dates travel in the server's timezone and long area-id lists are split in chunks.
import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants.ts';
import { fetchInChunks, type PageResult, type Query } from './chunking.ts';
import { type ApiRequest, apiFetch, type QueryValue } from './http.ts';
import { shiftDates } from './serverTime.ts';
import { assertSameCompany } from './session.ts';

type Fetcher = <T>(path: string, request?: ApiRequest) => Promise<T>;

/** Options of getList through `meta` (e.g. `useGetList(r, { meta: { resumido: true } })` for dropdowns). */
export type ListMeta = {
  /** unpaged answer of {id, nome} only */
  resumido?: boolean;
  /** unpaged answer with whole records (capped by the server) */
  unpaged?: boolean;
  /**
   * only these properties of each record (`?fields=`): a list shows a few columns of wide records. The
   * getOne cache react-admin fills from a list is keyed by the list's meta, so a form never starts from
   * such a partial record: it fetches the whole one.
   */
  fields?: readonly string[];
};

const encodePath = (resource: string) =>
  `/${resource
    .split('/')
    .filter(Boolean)
    .map((p) => encodeURIComponent(p))
    .join('/')}`;

const recordPath = (resource: string, id: Identifier) =>
  `${encodePath(resource)}/${encodeURIComponent(String(id))}`;

/** Filter values in wire form: dates as the server's calendar day, empty values dropped. */
export function filtersToQuery(filter: Record<string, unknown> = {}): Query {
  const shifted = shiftDates(filter, 'date');
  const query: Query = {};
  for (const [key, value] of Object.entries(shifted)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0)
        query[key] = value.map((v) => (v && typeof v === 'object' ? (v as RaRecord).id : v));
    } else if (typeof value === 'object') {
      // a reference picked as a record ({id, nome}) filters by its id
      const id = (value as RaRecord).id;
      if (id !== undefined) query[key] = id as QueryValue;
    } else {
      query[key] = value as QueryValue;
    }
  }
  return query;
}

/** The query string of a list request (react-admin's 1-based page → the API's 0-based one). */
export function listQuery(params: GetListParams): Query {
  const meta = (params.meta ?? {}) as ListMeta;
  const query = filtersToQuery(params.filter);
  if (meta.resumido) return { ...query, resumido: true };
  if (meta.fields?.length) query.fields = meta.fields;
  if (meta.unpaged) return query;
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? DEFAULT_PAGE_SIZE;
  query.page = Math.max(0, page - 1);
  query.size = perPage;
  const field = params.sort?.field;
  if (field) query.sort = `${field},${(params.sort?.order ?? 'ASC').toLowerCase()}`;
  return query;
}

/** The body of POST/PUT: no id (the contract forbids it on PUT), dates in the server's timezone. */
export function toRequestBody(data: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, ...rest } = data;
  return shiftDates(rest, 'datetime');
}

export function createDataProvider(fetcher: Fetcher = apiFetch): DataProvider {
  const list = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const query = listQuery(params);
    const answer = await fetchInChunks(query, (q) =>
      fetcher<PageResult<RaRecord> | RaRecord[]>(encodePath(resource), { query: q, signal: params.signal }),
    );
    if (Array.isArray(answer)) return { data: answer, total: answer.length };
    return { data: answer.content, total: answer.totalElements };
  };

  const getOne = async (resource: string, id: Identifier, signal?: AbortSignal) =>
    fetcher<RaRecord>(recordPath(resource, id), { signal });

  const requireId = (id: Identifier | undefined | null) => {
    if (id === undefined || id === null || id === '')
      throw new Error('Não é possível atualizar um registro sem id.');
  };

  return {
    supportAbortSignal: true,

    getList: list,

    getOne: async (resource, params) => ({
      data: (await getOne(resource, params.id, params.signal)) as never,
    }),

    // The API has no "ids in" filter: one GET per id; an id that vanished meanwhile is left out.
    getMany: async (resource, params) => {
      const ids = [...new Set(params.ids)];
      const found = await Promise.all(
        ids.map((id) =>
          getOne(resource, id, params.signal).catch((error: { status?: number }) => {
            if (error?.status === 404) return undefined;
            throw error;
          }),
        ),
      );
      return { data: found.filter((r): r is RaRecord => r !== undefined) as never[] };
    },

    getManyReference: (resource, params) =>
      list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    create: async (resource, params) => {
      assertSameCompany();
      const data = await fetcher<RaRecord>(encodePath(resource), {
        method: 'POST',
        body: toRequestBody(params.data as Record<string, unknown>),
      });
      return { data } as never;
    },

    update: async (resource, params) => {
      requireId(params.id);
      assertSameCompany();
      const data = await fetcher<RaRecord>(recordPath(resource, params.id), {
        method: 'PUT',
        body: toRequestBody(params.data as Record<string, unknown>),
      });
      return { data } as never;
    },

    updateMany: async (resource, params) => {
      assertSameCompany();
      for (const id of params.ids) {
        requireId(id);
        await fetcher(recordPath(resource, id), { method: 'PUT', body: toRequestBody(params.data) });
      }
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      requireId(params.id);
      assertSameCompany();
      await fetcher(recordPath(resource, params.id), { method: 'DELETE' });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    // one at a time: the first refusal (409, record in use) stops the rest and is reported
    deleteMany: async (resource, params) => {
      assertSameCompany();
      for (const id of params.ids) await fetcher(recordPath(resource, id), { method: 'DELETE' });
      return { data: params.ids };
    },

    /** Unpaged list for dropdowns: `[{id, nome}]` with resumido, whole records otherwise. */
    getAll: async (
      resource: string,
      params: { filter?: Record<string, unknown>; resumido?: boolean } = {},
    ) => {
      const query = filtersToQuery(params.filter);
      if (params.resumido) query.resumido = true;
      return fetchInChunks(query, (q) => fetcher<RaRecord[]>(encodePath(resource), { query: q }));
    },
  };
}

export const dataProvider = createDataProvider();
