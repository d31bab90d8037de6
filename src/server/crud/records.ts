// The shapes every part of the engine speaks: a record on the wire, a list's query and page, a write's
// options. A file of types only, imported by the engine, its hooks and the bound repositories alike.
import type { Db } from '../db/database.ts';

/** A record in wire shape: camelCase properties, references as {id, <title>}. */
export type RecordData = Record<string, any>;

export type ListQuery = Record<string, unknown>;

/**
 * How a write runs: inside a caller's transaction (`tx`: a declared action, an import) or in its own;
 * `audit: false` when the caller records the whole operation as one audit entry (an import).
 */
export type WriteOptions = {
  /** the caller's transaction, joined; the pool (a GET action) or nothing: the write runs in its own */
  tx?: Db;
  audit?: boolean;
  /**
   * false: the caller does not need the stored record back (an import), so it is not read again unless the
   * register's afterCreate hook needs it; create then answers just {id}.
   */
  returning?: boolean;
};
export type Page = {
  content: RecordData[];
  size: number;
  totalElements: number;
  totalPages: number;
  number: number;
  pageable: { paged: true; offset: number; pageNumber: number; pageSize: number };
};
