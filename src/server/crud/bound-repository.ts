// `ctx.repo('<module>/<register>')`: a register's generic operations for one session inside the caller's
// transaction, typed by the register's generated interface. A hook's or action's writes through it join the
// transaction of the request, and are validated, hooked and audited like any other write; a renamed property
// fails `tsc` at every caller.
import type { RegisterTypes } from '../../generated/registers.ts';
import type { StaffSession } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import type { ListQuery, Page, RecordData, WriteOptions } from './records.ts';

export type RegisterPath = keyof RegisterTypes & string;

/** A record as the API answers it: the register's properties (references with their titles) and its id. */
export type Stored<T> = T & { id: number } & RecordData;

/** What a write of a bound repository may still say: no audit entry of its own, or no record back. */
export type BoundWriteOptions = Omit<WriteOptions, 'tx'>;

export type BoundRepository<T> = {
  get(id: number): Promise<Stored<T>>;
  /** paged when the query has `page` (as GET /api/<register>), else the capped array */
  list(query?: ListQuery): Promise<Page | Stored<T>[]>;
  create(data: T, opts?: BoundWriteOptions): Promise<Stored<T>>;
  update(id: number, data: T, opts?: BoundWriteOptions): Promise<Stored<T>>;
  remove(id: number, opts?: BoundWriteOptions): Promise<void>;
};

export type RepoAccess = <P extends RegisterPath>(path: P) => BoundRepository<RegisterTypes[P]>;

/** The operations of a register's repository (crud/repository.ts) that a bound one forwards to. */
export type SessionRepository = {
  get(session: StaffSession, id: number, db: Db): Promise<RecordData>;
  list(session: StaffSession, query: ListQuery): Promise<Page | RecordData[]>;
  create(session: StaffSession, body: unknown, opts: WriteOptions): Promise<RecordData>;
  update(session: StaffSession, id: number, body: unknown, opts: WriteOptions): Promise<RecordData>;
  remove(session: StaffSession, id: number, opts: WriteOptions): Promise<void>;
};

/** The repositories of every register bound to a session and to a query runner (a transaction joins it). */
export function bindRepositories(
  repository: (path: string) => SessionRepository,
  session: StaffSession,
  db: Db,
): RepoAccess {
  const tx = db.isTransaction ? db : undefined;
  return ((path: string) => {
    const repo = repository(path);
    return {
      get: (id: number) => repo.get(session, id, db),
      list: (query: ListQuery = {}) => repo.list(session, query),
      create: (data: unknown, opts: BoundWriteOptions = {}) => repo.create(session, data, { ...opts, tx }),
      update: (id: number, data: unknown, opts: BoundWriteOptions = {}) =>
        repo.update(session, id, data, { ...opts, tx }),
      remove: (id: number, opts: BoundWriteOptions = {}) => repo.remove(session, id, { ...opts, tx }),
    };
  }) as RepoAccess;
}
