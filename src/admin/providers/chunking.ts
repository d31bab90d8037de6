// Spec §7: a query with more than 600 areasIds / areasOrganizacionaisIds is split into requests of
// 600 ids each and the answers merged (URLs stay short; the server caps IN lists too). Pure functions.
import { AREA_IDS_QUERY_CHUNK, CHUNKED_ID_PARAMS } from '../../shared/constants.ts';
import type { QueryValue } from './http.ts';

export type Query = Record<string, QueryValue>;

const idList = (value: QueryValue): (string | number)[] | undefined => {
  if (Array.isArray(value)) return [...value];
  // a comma string counts too: callers may pass the wire form already
  if (typeof value === 'string' && value.includes(',')) return value.split(',').filter(Boolean);
  return undefined;
};

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** One query per chunk (the product of chunks when both parameters are long); the query itself when short. */
export function splitIdQuery(
  query: Query,
  size = AREA_IDS_QUERY_CHUNK,
  params: readonly string[] = CHUNKED_ID_PARAMS,
): Query[] {
  let queries: Query[] = [query];
  for (const param of params) {
    const ids = idList(query[param]);
    if (!ids || ids.length <= size) continue;
    const parts = chunk(ids, size);
    queries = queries.flatMap((q) => parts.map((part) => ({ ...q, [param]: part })));
  }
  return queries;
}

type Identified = { id?: unknown };
export type PageResult<T> = {
  content: T[];
  totalElements: number;
  size?: number;
  totalPages?: number;
  number?: number;
  pageable?: unknown;
};

function uniqueById<T>(items: T[]): T[] {
  const seen = new Set<unknown>();
  return items.filter((item) => {
    const id = (item as Identified | null)?.id;
    if (id === undefined || id === null) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

const isPage = (v: unknown): v is PageResult<unknown> =>
  !!v && typeof v === 'object' && Array.isArray((v as PageResult<unknown>).content);

/**
 * Merges the answers of split queries: arrays are concatenated without repeating an id; pages keep
 * the first page's paging fields with the contents concatenated and the totals added up (exact when a
 * record has one area; a record of several areas in different chunks is listed once but counted twice).
 */
export function mergeResults<T>(results: T[]): T {
  if (results.length === 1) return results[0];
  if (results.every(Array.isArray)) return uniqueById((results as unknown[][]).flat()) as T;
  if (results.every(isPage)) {
    const pages = results as PageResult<unknown>[];
    const content = uniqueById(pages.flatMap((p) => p.content));
    const totalElements = pages.reduce((sum, p) => sum + (p.totalElements ?? 0), 0);
    const size = pages[0].size ?? content.length;
    return {
      ...pages[0],
      content,
      totalElements,
      totalPages: size > 0 ? Math.ceil(totalElements / size) : 0,
    } as T;
  }
  throw new Error('Respostas de consultas divididas em formatos diferentes.');
}

/** Runs `fetchOne` once per chunk (in parallel) and merges the answers. */
export async function fetchInChunks<T>(query: Query, fetchOne: (q: Query) => Promise<T>): Promise<T> {
  const queries = splitIdQuery(query);
  const results = await Promise.all(queries.map(fetchOne));
  return mergeResults(results);
}
