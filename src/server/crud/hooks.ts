import type { RawBuilder } from 'kysely';
import type { Registry } from '../../shared/schema/registry.ts';
import type { Resource } from '../../shared/schema/types.ts';
import type { StaffSession } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import type { RepoAccess } from './bound-repository.ts';
import type { RecordData } from './records.ts';

export type { RecordData };

export type HookContext = {
  /** the transaction the write runs in (reads outside writes get the pool) */
  db: Db;
  session: StaffSession;
  /** every register's operations for this session, inside `db` (ctx.repo('<module>/<register>')) */
  repo: RepoAccess;
  resource: Resource;
  registry: Registry;
  /** on list reads: the query string, so afterRead can honour parameters such as a reference date */
  query?: Record<string, unknown>;
  /**
   * on a list of some fields (`?fields=`): the properties the answer keeps, so afterRead can skip computing
   * the others (undefined: whole records)
   */
  fields?: ReadonlySet<string>;
  /** on writes: the validated body, x-virtual flags included (after-hooks see what was asked) */
  input?: RecordData;
};

/**
 * Behaviour a schema cannot say, for one register. Throw HttpError (validationError, conflict...)
 * to refuse; the transaction is rolled back and nothing is stored.
 * `data` is the validated, normalized body in wire shape (refs as {id}); hooks may change it.
 */
export type ResourceHooks = {
  beforeCreate?(ctx: HookContext, data: RecordData): Promise<void> | void;
  afterCreate?(ctx: HookContext, record: RecordData): Promise<void> | void;
  beforeUpdate?(ctx: HookContext, data: RecordData, previous: RecordData): Promise<void> | void;
  afterUpdate?(ctx: HookContext, record: RecordData, previous: RecordData): Promise<void> | void;
  beforeDelete?(ctx: HookContext, previous: RecordData): Promise<void> | void;
  afterDelete?(ctx: HookContext, previous: RecordData): Promise<void> | void;
  /**
   * Extra list conditions for query parameters a schema cannot declare (e.g. employees by the area of
   * their current history entry). Reference the listed table as `t`. Values must be bound, never spliced.
   * Any condition returned makes the list "filtered" (its total is counted, not read from the counters).
   */
  listConditions?(
    ctx: HookContext,
    query: Record<string, unknown>,
  ): ListCondition[] | Promise<ListCondition[]>;
  /**
   * The rows of a register shared by every company (`tenant: global`) that this session may see, as a
   * condition on the table aliased `t` (values bound, never spliced). Applied to lists, exports, reads by id,
   * updates, deletes and to references to this register from any body: a row outside it does not exist for
   * the session (404, or 'registro não encontrado' on the referencing field). Undefined: every row.
   */
  visibleRows?(session: StaffSession): RawBuilder<unknown> | undefined;
  /**
   * The companies a write of this register affects (a shared record: the companies of a user before and
   * after, the company itself): its audit entry is written under each of them as well as under the session's
   * company, so every company's own log shows it.
   */
  auditCompanies?(
    ctx: HookContext,
    before: RecordData | null,
    after: RecordData | null,
  ): Promise<number[]> | number[];
  /** fills x-virtual properties of records about to be answered (lists and single records); inside a
   * write, ctx.db is that write's transaction, so the hook sees what was just stored */
  afterRead?(ctx: HookContext, records: RecordData[]): Promise<void> | void;
};

/**
 * A list condition known to keep few rows (an explicit list of at most a few thousand ids), or whose first rows
 * in the list's order are known (`inOrder.first`): the list then counts in its own order, and the first ids
 * counted are the page, one query instead of two (Repository.list).
 * `inOrder`: the rows of the condition, of the session's company only, as their ids sorted as a list sorted by
 * the property `sort` ascending sorts them (its folded text, then id). With `covers`, they are the rows of the
 * condition and of those schema filters (query parameters), whose own conditions the list still applies. When
 * nothing else filters the list and it is in that order, the list takes its total and its page from them and
 * reads only the page's rows. With `first`, `ids.count` is how many rows there are, up to one more than the
 * list's count limit, and only the first ids are given (at least those of the page the query asks for); a page
 * past the count is found as usual.
 */
export type FewRowsCondition = {
  fewRows: RawBuilder<unknown>;
  inOrder?: { sort: string; ids: IdsInOrder; covers?: readonly string[]; first?: boolean };
};
/**
 * A list condition that can tell, sooner than the list counts its matches, whether they are more than the
 * list's count limit (`x-resource.countLimit`; of the session's company only). When it is the list's only
 * condition and says so, the list answers "more than the limit" without counting and reads its page alone;
 * when it cannot say (false), the list counts as usual.
 */
export type BroadCondition = {
  broad: RawBuilder<unknown>;
  moreThan: (limit: number) => Promise<boolean>;
};
/** Ids in a list's order: how many, and those from `start` to `end` (excluded). */
export type IdsInOrder = { count: number; slice(start: number, end: number): readonly number[] };

/**
 * The ids of the text of a PostgreSQL integer array ('{3,1,1,2}', as an SQL function answers it), parsed only
 * where asked: parsing thousands of ids for a page of 15 cost the server more than the query that found them.
 * An id right after itself (a row found twice, in order) counts once.
 */
export function idsOfArrayText(text: string): IdsInOrder {
  const body = text.slice(1, -1);
  const starts: number[] = [];
  let previous = 0;
  let previousLength = -1;
  for (let from = 0; from < body.length; ) {
    const comma = body.indexOf(',', from);
    const end = comma === -1 ? body.length : comma;
    const length = end - from;
    let same = length === previousLength;
    for (let k = 0; same && k < length; k++)
      same = body.charCodeAt(from + k) === body.charCodeAt(previous + k);
    if (!same) starts.push(from);
    previous = from;
    previousLength = length;
    from = end + 1;
  }
  return {
    count: starts.length,
    slice: (start, end) =>
      starts.slice(start, end).map((from) => {
        const comma = body.indexOf(',', from);
        return Number(body.slice(from, comma === -1 ? body.length : comma));
      }),
  };
}

export type ListCondition = RawBuilder<unknown> | FewRowsCondition | BroadCondition;

export type HooksModule = { path: string; hooks: ResourceHooks };

/** What a `*.hooks.ts` file under src/server/modules/ exports as default. */
export const defineHooks = (path: string, hooks: ResourceHooks): HooksModule => ({ path, hooks });
