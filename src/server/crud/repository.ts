// The generic read/write operations of one register, scoped to the session's company.
import { CompiledQuery, type RawBuilder, sql, type Transaction } from 'kysely';
import { type FieldError, MSG } from '../../shared/messages.ts';
import type { Registry } from '../../shared/schema/registry.ts';
import type { Field, Resource } from '../../shared/schema/types.ts';
import type { StaffSession } from '../auth/session.ts';
import type { Database, Db } from '../db/database.ts';
import { searchableColumns, searchColumnName } from '../db/schema-model.ts';
import { badRequest, conflict, HttpError, notFound, validationError } from '../http/errors.ts';
import { bindRepositories, type SessionRepository } from './bound-repository.ts';
import type { EngineExtension, WriteOperation } from './extensions.ts';
import { filterConditions } from './filters.ts';
import type { BroadCondition, FewRowsCondition, HookContext, ResourceHooks } from './hooks.ts';
import { getPath, recordToColumns, rowToRecord, selectList, storedColumns } from './record-io.ts';
import { isLabelled, labelSql } from './record-label.ts';
import type { ListQuery, Page, RecordData, WriteOptions } from './records.ts';
import { checkUniqueTitle } from './unique-title.ts';

/** rows of a list page when the query does not say (`size`) */
export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 200;
/** references verified inside a transaction ('<target>:<company>:<id>') */
const refsSeen = new WeakMap<object, Set<string>>();
export const MAX_UNPAGED = 10_000;

type ChildrenField = Extract<Field, { kind: 'children' }>;
/** What a list of some fields selects (Repository.partial). */
type FieldSubset = { fields: Field[]; select: RawBuilder<unknown>; files: boolean; keep: Set<string> };

export type { ListQuery, Page, WriteOptions };

/** What a repository needs of its engine (crud/engine.ts), which passes itself. */
export type RepositoryEngine = {
  readonly db: Database;
  readonly registry: Registry;
  readonly extensions: readonly EngineExtension[];
  hooksFor(path: string): ResourceHooks;
  validate(resource: Resource, body: unknown): RecordData;
  transaction<T>(
    resource: Resource | null,
    outer: Db | undefined,
    work: (tx: Transaction<any>) => Promise<T>,
  ): Promise<T>;
  repository(path: string): SessionRepository;
};

export class Repository {
  constructor(
    readonly engine: RepositoryEngine,
    readonly resource: Resource,
  ) {}

  private get tenant() {
    return this.resource.meta.tenant === 'empresa';
  }

  /** The rows this session may see: its company's (tenant registers), narrowed by the register's hook. */
  private scope(session: StaffSession): RawBuilder<unknown> {
    const company = this.tenant ? sql`t.empresa_id = ${session.empresaId}` : sql`TRUE`;
    const visible = this.engine.hooksFor(this.resource.path).visibleRows?.(session);
    return visible ? sql`${company} AND (${visible})` : company;
  }

  /** Whether the register narrows its rows per session (then counters and cached reads do not apply). */
  private get rowScoped(): boolean {
    return !!this.engine.hooksFor(this.resource.path).visibleRows;
  }

  /** `filtered` is false when only the company scope applies (the total then comes from the counters). */
  private async where(
    session: StaffSession,
    query: ListQuery,
  ): Promise<{
    where: RawBuilder<unknown>;
    filtered: boolean;
    fewRows: boolean;
    inOrder?: FewRowsCondition['inOrder'];
    moreThan?: BroadCondition['moreThan'];
  }> {
    const tools = {
      col: (c: string) => sql.ref(`t.${c}`),
      folded: (c: string) => this.folded(c),
      treeParent: (target: string) => {
        const t = this.engine.registry.get(target);
        const parent = t.fields.find((f) => f.kind === 'ref' && f.target === target);
        return parent && parent.kind === 'ref' ? { table: t.table, column: parent.column } : undefined;
      },
      registry: this.engine.registry,
    };
    const filters = filterConditions(this.resource, query, tools);
    const hooks = this.engine.hooksFor(this.resource.path);
    const fromHooks: RawBuilder<unknown>[] = [];
    const covered = new Set<string>();
    let fewRows = false;
    let inOrder: FewRowsCondition['inOrder'];
    let moreThan: BroadCondition['moreThan'] | undefined;
    if (hooks.listConditions)
      for (const c of await hooks.listConditions(this.ctx(this.engine.db, session), query)) {
        if ('fewRows' in c) {
          fewRows = true;
          inOrder = c.inOrder;
          for (const param of c.inOrder?.covers ?? []) covered.add(param);
          fromHooks.push(c.fewRows);
        } else if ('broad' in c) {
          moreThan = c.moreThan;
          fromHooks.push(c.broad);
        } else fromHooks.push(c);
      }
    // the schema filters the hook's ids do not account for
    const uncovered = covered.size
      ? filterConditions(
          this.resource,
          Object.fromEntries(Object.entries(query).filter(([k]) => !covered.has(k))),
          tools,
        ).length
      : filters.length;
    return {
      where: sql.join([this.scope(session), ...filters, ...fromHooks], sql` AND `),
      filtered: filters.length + fromHooks.length > 0 || this.rowScoped,
      fewRows,
      // the ids stand for the whole list only when nothing else filters it
      ...(fromHooks.length === 1 && uncovered === 0 && inOrder ? { inOrder } : {}),
      ...(filters.length + fromHooks.length === 1 && moreThan ? { moreThan } : {}),
    };
  }

  private searchable?: Set<string>;
  private folded(column: string): RawBuilder<unknown> {
    this.searchable ??= searchableColumns(this.resource);
    return this.searchable.has(column)
      ? sql.ref(`t.${searchColumnName(column)}`)
      : sql`gente_search(${sql.ref(`t.${column}`)})`;
  }

  /** A reference column sorts by the referenced record's title (as users read it), not by its id. */
  private refTitleSort(target: string, column: string): RawBuilder<unknown> {
    const t = this.engine.registry.get(target);
    if (isLabelled(t))
      return sql`(SELECT gente_search(${labelSql(this.engine.registry, t, 's')}) FROM ${sql.table(t.table)} s WHERE s.id = ${sql.ref(`t.${column}`)})`;
    const title = storedColumns(t.fields).find((x) => x.name === t.recordTitle);
    if (!title) return sql.ref(`t.${column}`);
    const value =
      title.kind === 'column' && title.sqlType === 'text'
        ? sql`gente_search(s.${sql.ref(title.column)})`
        : sql`s.${sql.ref(title.column)}`;
    return sql`(SELECT ${value} FROM ${sql.table(t.table)} s WHERE s.id = ${sql.ref(`t.${column}`)})`;
  }

  private count(session: StaffSession, where: RawBuilder<unknown>, filtered: boolean) {
    const r = this.resource;
    if (!filtered) {
      const empresa = r.meta.tenant === 'empresa' ? session.empresaId : 0;
      return sql<{
        n: number;
      }>`SELECT coalesce((SELECT n FROM gente_contagem WHERE tabela = ${r.table} AND empresa_id = ${empresa}), 0)::int AS n`;
    }
    return sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(r.table)} t WHERE ${where}`;
  }

  /** The list's sort, 'property,direction' each: `?sort=` as given, or the register's x-resource.sort. */
  private sortSpecs(query: ListQuery): string[] {
    const raw = query.sort;
    const specs = (Array.isArray(raw) ? raw : raw === undefined || raw === '' ? [] : [raw]).map(String);
    if (specs.length === 0 && this.resource.meta.sort) specs.push(this.resource.meta.sort.join(','));
    return specs;
  }

  private orderBy(query: ListQuery): RawBuilder<unknown> {
    const parts: RawBuilder<unknown>[] = [];
    for (const spec of this.sortSpecs(query)) {
      const [name, dir = 'asc'] = spec.split(',');
      if (!/^(asc|desc)$/i.test(dir)) throw badRequest(MSG.invalidSort);
      const d = sql.raw(dir.toLowerCase() === 'desc' ? 'DESC' : 'ASC');
      if (name === 'id') {
        parts.push(sql`t.id ${d}`);
        continue;
      }
      if (name === 'rotulo' && isLabelled(this.resource)) {
        parts.push(sql`gente_search(${labelSql(this.engine.registry, this.resource, 't')}) ${d}`);
        continue;
      }
      const f = storedColumns(this.resource.fields).find(
        (x) => x.path.join('.') === name && !x.schema.writeOnly,
      );
      if (!f) throw badRequest(MSG.invalidSort);
      if (f.kind === 'ref') parts.push(sql`${this.refTitleSort(f.target, f.column)} ${d} NULLS LAST`);
      else if (f.sqlType === 'text') parts.push(sql`${this.folded(f.column)} ${d}`);
      else parts.push(sql`${sql.ref(`t.${f.column}`)} ${d} NULLS LAST`);
    }
    parts.push(sql`t.id ASC`);
    return sql.join(parts);
  }

  /** Whether the list is sorted by `property` ascending alone (then by id, as every list). */
  private sortedBy(query: ListQuery, property: string): boolean {
    const specs = this.sortSpecs(query);
    const [name, dir = 'asc'] = specs[0]?.split(',') ?? [];
    return specs.length === 1 && name === property && dir.toLowerCase() === 'asc';
  }

  /** Whether the list is filtered on the property it is sorted by first (`nome=…` in name order). */
  private filteredBySortKey(query: ListQuery): boolean {
    const name = this.sortSpecs(query)[0]?.split(',')[0];
    const value = name ? query[name] : undefined;
    return typeof value === 'string' && value.trim() !== '';
  }

  async list(session: StaffSession, query: ListQuery): Promise<Page | RecordData[]> {
    const { db } = this.engine;
    const r = this.resource;
    const { where, filtered, fewRows, inOrder, moreThan } = await this.where(session, query);
    const order = this.orderBy(query);
    if (query.resumido === 'true') {
      const title = storedColumns(r.fields).find((f) => f.name === r.recordTitle);
      const titleSql = title ? sql.ref(`t.${title.column}`) : sql`t.id::text`;
      const label = isLabelled(r) ? sql`, ${labelSql(this.engine.registry, r, 't')} AS rotulo` : sql``;
      const rows =
        await sql<RecordData>`SELECT t.id, ${titleSql} AS nome${label} FROM ${sql.table(r.table)} t WHERE ${where} ORDER BY ${order} LIMIT ${MAX_UNPAGED}`.execute(
          db,
        );
      return rows.rows;
    }
    const part = this.partial(query.fields);
    const select = part?.select ?? this.selectSql;
    if (query.page === undefined) {
      const rows =
        await sql<RecordData>`SELECT ${select} FROM ${sql.table(r.table)} t WHERE ${where} ORDER BY ${order} LIMIT ${MAX_UNPAGED}`.execute(
          db,
        );
      return this.finish(session, rows.rows, this.engine.db, false, query, part);
    }
    const page = Number(query.page);
    const size = query.size === undefined ? DEFAULT_PAGE_SIZE : Number(query.size);
    if (
      !Number.isInteger(page) ||
      page < 0 ||
      page > 1_000_000 ||
      !Number.isInteger(size) ||
      size < 1 ||
      size > MAX_PAGE_SIZE
    )
      throw badRequest(MSG.invalidPage);
    const offset = page * size;
    // The page's ids first, then their rows: finding the page reads only the filter and sort columns
    // (an index-only scan of the sort index when the filter is on an indexed text), and the wide rows
    // with their reference titles are read for the page alone.
    const pageRows = (cond: RawBuilder<unknown>) =>
      sql<RecordData>`SELECT ${select} FROM ${sql.table(r.table)} t WHERE t.id = ANY(ARRAY(SELECT t.id FROM ${sql.table(r.table)} t WHERE ${cond} ORDER BY ${order} LIMIT ${size} OFFSET ${offset})) ORDER BY ${order}`.execute(
        db,
      );
    const rowsOf = async (ids: readonly number[]): Promise<{ rows: RecordData[] }> =>
      ids.length === 0
        ? { rows: [] }
        : await sql<RecordData>`SELECT ${select} FROM ${sql.table(r.table)} t WHERE ${this.scope(session)} AND t.id = ANY(${ids}) ORDER BY ${order}`.execute(
            db,
          );
    let rows: { rows: RecordData[] };
    let total: number;
    if (inOrder && this.sortedBy(query, inOrder.sort)) {
      // the hook's ids are the list, in its order: the total and the page without another query; when they
      // are only the first ones, a page past them is found as usual
      const n = inOrder.ids.count;
      total = r.meta.countLimit && n > r.meta.countLimit ? r.meta.countLimit + 1 : n;
      rows =
        inOrder.first && offset + size > n && n > (r.meta.countLimit ?? n)
          ? await pageRows(where)
          : await rowsOf(inOrder.ids.slice(offset, offset + size));
    } else if (r.meta.countLimit && filtered) {
      const limit = r.meta.countLimit;
      if (moreThan && (await moreThan(limit))) {
        // the hook's condition knows its matches are more than the limit: no count, the page alone
        total = limit + 1;
        rows = await pageRows(where);
      } else if (fewRows || this.filteredBySortKey(query)) {
        // Filtered on the property the list is sorted by (a name searched, the list in name order), or by
        // a hook's condition of few rows (explicit ids): counting the matches in the list's order costs
        // what counting them in any order does (a walk of the sort index; sorting a few hundred rows), but
        // the first ids counted are the page. One query finds the count and the page's ids (the ordinal
        // keeps their order through the aggregate); a page beyond the counted ids is found as usual.
        // Counting in any order, a name plus another condition was planned as a join over the whole table
        // (23 ms against 8 ms in order, bench/captacao-busca.ts).
        const found = await sql<{
          n: number;
          ids: number[] | null;
        }>`SELECT count(*)::int AS n, (array_agg(x.id ORDER BY x.o))[${offset + 1}:${offset + size}] AS ids
          FROM (SELECT t.id, row_number() OVER (ORDER BY ${order}) AS o FROM ${sql.table(r.table)} t
            WHERE ${where} ORDER BY ${order} LIMIT ${limit + 1}) x`.execute(db);
        total = found.rows[0].n;
        rows =
          offset + size > total && total > limit
            ? await pageRows(where)
            : await rowsOf(found.rows[0].ids ?? []);
      } else {
        // A limited count reads the matching ids anyway: when they are few (the count is exact), the page
        // is sorted among them instead of evaluating the filter a second time. The ids travel as the
        // array's text and go back as it: parsing up to 1,000 ids into numbers and writing them again cost
        // the server more than the query.
        const counted = await sql<{
          n: number;
          ids: string | null;
        }>`SELECT count(*)::int AS n, CASE WHEN count(*) <= ${limit} THEN array_agg(x.id)::text END AS ids FROM (SELECT t.id FROM ${sql.table(r.table)} t WHERE ${where} LIMIT ${limit + 1}) x`.execute(
          db,
        );
        ({ n: total } = counted.rows[0]);
        const ids = counted.rows[0].ids;
        rows =
          total === 0
            ? { rows: [] }
            : await pageRows(ids ? sql`${this.scope(session)} AND t.id = ANY(${ids}::int[])` : where);
      }
    } else {
      const [page, count] = await Promise.all([
        pageRows(where),
        this.count(session, where, filtered).execute(db),
      ]);
      rows = page;
      total = count.rows[0].n;
    }
    return {
      content: await this.finish(session, rows.rows, this.engine.db, false, query, part),
      size,
      number: page,
      totalElements: total,
      ...(r.meta.countLimit && total > r.meta.countLimit ? { totalElementsLimited: true } : {}),
      totalPages: Math.ceil(total / size),
      pageable: { paged: true, offset, pageNumber: page, pageSize: size },
    };
  }

  /**
   * A list of some fields only (`?fields=nome,cpf,endereco.cidade`): their columns are selected, files
   * are attached only when a file field is asked, and the answer keeps only the asked properties (a hook's
   * virtual property computed from columns not read is dropped). Asking for a virtual property reads
   * every column, since hooks compute them from the whole record. Compiled once per set of fields.
   */
  private partials = new Map<string, FieldSubset>();
  private partial(raw: unknown): FieldSubset | undefined {
    if (raw === undefined || raw === '') return undefined;
    if (typeof raw !== 'string' || raw.length > 2000) throw badRequest(`${MSG.invalidFilter} (fields)`);
    const names = [...new Set(raw.split(',').map((n) => n.trim()))].filter(Boolean).sort();
    const key = names.join(',');
    const cached = this.partials.get(key);
    if (cached) return cached;
    const r = this.resource;
    const props = r.schema.properties ?? {};
    const within = (f: Field, n: string) => {
      const p = f.path.join('.');
      return p === n || p.startsWith(`${n}.`);
    };
    let whole = false;
    let files = false;
    for (const n of names) {
      const top = props[n.split('.')[0]];
      if (top?.['x-virtual'] && !n.includes('.')) whole = true;
      else if (top?.['x-file'] && !n.includes('.')) files = true;
      else if (n === 'rotulo' && isLabelled(r)) continue;
      else if (n !== 'id' && !r.fields.some((f) => f.kind !== 'children' && within(f, n)))
        throw badRequest(`${MSG.invalidFilter} (fields)`);
    }
    const fields = whole
      ? r.fields
      : r.fields.filter((f) => f.kind !== 'children' && names.some((n) => within(f, n)));
    const part: FieldSubset = {
      fields,
      select: sql.raw(selectList(fields, this.engine.registry, 't', r).compile(this.engine.db).sql),
      files,
      keep: new Set(['id', ...(isLabelled(r) ? ['rotulo'] : []), ...names.map((n) => n.split('.')[0])]),
    };
    // the client chooses the sets: a bounded cache, the console asks for one per register
    if (this.partials.size < 20) this.partials.set(key, part);
    return part;
  }

  /** Rows to wire records: many-references, then the afterRead hook for virtual fields. */
  private async finish(
    session: StaffSession,
    rows: RecordData[],
    db: Db = this.engine.db,
    withChildren = false,
    query?: ListQuery,
    part?: FieldSubset,
  ) {
    const { registry } = this.engine;
    const records = rows.map((row) => rowToRecord(part?.fields ?? this.resource.fields, registry, row));
    const ids = records.map((x) => x.id as number);
    if (ids.length) {
      for (const f of this.resource.fields) {
        if (f.kind === 'children' && withChildren) {
          const select = selectList(f.fields, registry);
          const res =
            await sql<RecordData>`SELECT t.owner_id, ${select} FROM ${sql.table(f.childTable)} t WHERE t.owner_id = ANY(${ids}::int[]) ORDER BY t.owner_id, t.posicao, t.id`.execute(
              db,
            );
          for (const rec of records) rec[f.name] = [];
          const byId = new Map(records.map((x) => [x.id, x]));
          for (const row of res.rows)
            byId.get(row.owner_id)?.[f.name].push(rowToRecord(f.fields, registry, row));
        }
      }
    }
    if (!part || part.files)
      for (const ext of this.engine.extensions) await ext.attach?.(db, this.resource, records);
    const hooks = this.engine.hooksFor(this.resource.path);
    if (hooks.afterRead && records.length)
      await hooks.afterRead({ ...this.ctx(db, session), query, fields: part?.keep }, records);
    if (part)
      for (const rec of records) for (const k of Object.keys(rec)) if (!part.keep.has(k)) delete rec[k];
    return records;
  }

  /**
   * The select list (columns, reference titles, many-reference ids) as SQL text, compiled once: it has no
   * parameters.
   */
  private compiledSelect?: RawBuilder<unknown>;
  private get selectSql(): RawBuilder<unknown> {
    this.compiledSelect ??= sql.raw(
      selectList(this.resource.fields, this.engine.registry, 't', this.resource).compile(this.engine.db).sql,
    );
    return this.compiledSelect;
  }

  /** SQL text of get-by-id, compiled once: it is the hottest path of the API. Parameters: id[, empresaId]. */
  private getSql?: string;

  async get(session: StaffSession, id: number, db: Db = this.engine.db): Promise<RecordData> {
    if (this.rowScoped) {
      const rows =
        await sql<RecordData>`SELECT ${this.selectSql} FROM ${sql.table(this.resource.table)} t WHERE t.id = ${id} AND ${this.scope(session)}`.execute(
          db,
        );
      if (rows.rows.length === 0) throw notFound();
      const [rec] = await this.finish(session, rows.rows, db, true);
      return rec;
    }
    if (!this.getSql) {
      const scope = this.tenant ? sql`t.empresa_id = ${0}` : sql`TRUE`;
      this.getSql =
        sql`SELECT ${this.selectSql} FROM ${sql.table(this.resource.table)} t WHERE t.id = ${0} AND ${scope}`.compile(
          this.engine.db,
        ).sql;
    }
    const params = this.tenant ? [id, session.empresaId] : [id];
    const rows = await db.executeQuery<RecordData>(CompiledQuery.raw(this.getSql, params));
    if (rows.rows.length === 0) throw notFound();
    const [rec] = await this.finish(session, rows.rows, db, true);
    return rec;
  }

  /** Normalizes and validates a body with the register's generated validator. */
  private validate(body: unknown): RecordData {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(MSG.invalidJson);
    if ('id' in body) throw badRequest(MSG.idInBody);
    return this.engine.validate(this.resource, body);
  }

  private async checkRefs(tx: Db, session: StaffSession, fields: Field[], data: RecordData, prefix = '') {
    const errors: FieldError[] = [];
    for (const f of fields) {
      if (f.kind === 'ref' || f.kind === 'refMany') {
        const v = getPath(data, f.path);
        const ids =
          f.kind === 'ref'
            ? v && typeof v === 'object'
              ? [(v as any).id]
              : []
            : ((v as number[] | undefined) ?? []);
        if (ids.length === 0) continue;
        // ids already found in this transaction are not looked up again (an import checks thousands)
        const known = refsSeen.get(tx) ?? new Set<string>();
        const key = (x: unknown) => `${f.target}:${session.empresaId}:${session.userId}:${x}`;
        if (ids.every((x) => known.has(key(x)))) continue;
        const target = this.engine.registry.get(f.target);
        const scope = target.meta.tenant === 'empresa' ? sql`AND t.empresa_id = ${session.empresaId}` : sql``;
        // a shared register's rows the session may not see are no valid reference either
        const visible = this.engine.hooksFor(f.target).visibleRows?.(session);
        const found = await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM ${sql.table(target.table)} t WHERE t.id = ANY(${ids}::int[]) ${scope} ${visible ? sql`AND (${visible})` : sql``}`.execute(
          tx,
        );
        if (found.rows[0].n === new Set(ids).size) {
          for (const x of ids) known.add(key(x));
          refsSeen.set(tx, known);
        } else
          errors.push({
            field: prefix + f.path.join('.'),
            message: MSG.refNotFound(f.schema.title ?? f.name),
          });
      }
      if (f.kind === 'children') {
        const items = (data[f.name] as RecordData[] | undefined) ?? [];
        for (const [i, item] of items.entries())
          await this.checkRefs(tx, session, f.fields, item, `${f.name}.${i}.`).catch((e) => {
            if (e instanceof HttpError && e.errors) errors.push(...e.errors);
            else throw e;
          });
      }
    }
    if (errors.length) throw validationError(errors);
  }

  private async writeRelations(
    tx: Db,
    id: number,
    data: RecordData,
    userId: number,
    isUpdate: boolean,
    refMany = true,
  ) {
    for (const f of this.resource.fields) {
      if (f.kind === 'refMany' && refMany) {
        if (isUpdate) await sql`DELETE FROM ${sql.table(f.joinTable)} WHERE owner_id = ${id}`.execute(tx);
        const ids = [...new Set((data[f.name] as number[] | undefined) ?? [])];
        if (ids.length)
          await sql`INSERT INTO ${sql.table(f.joinTable)} (owner_id, ref_id) SELECT ${id}, unnest(${ids}::int[])`.execute(
            tx,
          );
      }
      if (f.kind === 'children')
        await this.writeChildren(
          tx,
          f,
          id,
          (data[f.name] as RecordData[] | undefined) ?? [],
          userId,
          isUpdate,
        );
    }
  }

  private async writeChildren(
    tx: Db,
    f: ChildrenField,
    ownerId: number,
    items: RecordData[],
    userId: number,
    isUpdate: boolean,
  ) {
    const existing = isUpdate
      ? new Set(
          (
            await sql<{
              id: number;
            }>`SELECT id FROM ${sql.table(f.childTable)} WHERE owner_id = ${ownerId}`.execute(tx)
          ).rows.map((x) => x.id),
        )
      : new Set<number>();
    const kept = new Set<number>();
    for (const [pos, item] of items.entries()) {
      const cols = recordToColumns(f.fields, item, false);
      const childId = typeof item.id === 'number' && existing.has(item.id) ? item.id : undefined;
      let rowId: number;
      if (childId !== undefined) {
        kept.add(childId);
        rowId = childId;
        const sets = Object.entries({ ...cols, posicao: pos }).map(([c, v]) => sql`${sql.ref(c)} = ${v}`);
        await sql`UPDATE ${sql.table(f.childTable)} SET ${sql.join(sets)}, updated_at = now(), updated_by = ${userId} WHERE id = ${childId}`.execute(
          tx,
        );
      } else {
        const all = { ...cols, owner_id: ownerId, posicao: pos, created_by: userId, updated_by: userId };
        const res = await sql<{
          id: number;
        }>`INSERT INTO ${sql.table(f.childTable)} (${sql.join(Object.keys(all).map((c) => sql.ref(c)))}) VALUES (${sql.join(Object.values(all))}) RETURNING id`.execute(
          tx,
        );
        rowId = res.rows[0]!.id;
      }
      // many-references of the item (a list item may reference many records, e.g. the EPIs of an exposure)
      for (const cf of f.fields) {
        if (cf.kind !== 'refMany') continue;
        if (childId !== undefined)
          await sql`DELETE FROM ${sql.table(cf.joinTable)} WHERE owner_id = ${rowId}`.execute(tx);
        const refIds = [...new Set((item[cf.name] as number[] | undefined) ?? [])];
        if (refIds.length)
          await sql`INSERT INTO ${sql.table(cf.joinTable)} (owner_id, ref_id) SELECT ${rowId}, unnest(${refIds}::int[])`.execute(
            tx,
          );
      }
    }
    const removed = [...existing].filter((x) => !kept.has(x));
    if (removed.length)
      await sql`DELETE FROM ${sql.table(f.childTable)} WHERE id = ANY(${removed}::int[])`.execute(tx);
  }

  /** Tells the extensions (the audit trail) of a write, with the other companies it affects. */
  private async written(
    tx: Transaction<any>,
    session: StaffSession,
    operation: WriteOperation,
    id: number,
    before: RecordData | null,
    after: RecordData | null,
  ) {
    const extensions = this.engine.extensions.filter((e) => e.written);
    if (extensions.length === 0) return;
    const also = await this.engine
      .hooksFor(this.resource.path)
      .auditCompanies?.(this.ctx(tx, session), before, after);
    for (const ext of extensions)
      await ext.written!(tx, session, this.resource, operation, id, before, after, also);
  }

  private ctx(tx: Db, session: StaffSession): HookContext {
    return {
      db: tx,
      session,
      resource: this.resource,
      registry: this.engine.registry,
      repo: bindRepositories((path) => this.engine.repository(path), session, tx),
    };
  }

  /** A singleton register (installation settings) has its one record from a migration: never another, never none. */
  private refuseOnSingleton(): void {
    if (this.resource.meta.singleton) throw new HttpError(405, 'METHOD_NOT_ALLOWED', MSG.singletonResource);
  }

  async create(session: StaffSession, body: unknown, opts: WriteOptions = {}): Promise<RecordData> {
    this.refuseOnSingleton();
    const data = this.validate(body);
    const hooks = this.engine.hooksFor(this.resource.path);
    return this.engine.transaction(this.resource, opts.tx, async (tx) => {
      await this.checkRefs(tx, session, this.resource.fields, data);
      await hooks.beforeCreate?.(this.ctx(tx, session), data);
      await checkUniqueTitle(tx, this.engine.registry, session, this.resource, data);
      const cols: Record<string, unknown> = {
        ...recordToColumns(this.resource.fields, data, false),
        created_by: session.userId,
        updated_by: session.userId,
      };
      if (this.tenant) cols.empresa_id = session.empresaId;
      // the record and its many-references in one statement (data-modifying CTEs): an import writes thousands
      const links = this.resource.fields.flatMap((f) => {
        const ids = f.kind === 'refMany' ? [...new Set((data[f.name] as number[] | undefined) ?? [])] : [];
        return f.kind === 'refMany' && ids.length ? [{ table: f.joinTable, ids }] : [];
      });
      const res = await sql<{ id: number }>`WITH novo AS (
          INSERT INTO ${sql.table(this.resource.table)} (${sql.join(Object.keys(cols).map((c) => sql.ref(c)))})
          VALUES (${sql.join(Object.values(cols))}) RETURNING id)
        ${sql.join(
          links.map(
            (l, i) => sql`, ${sql.raw(`ref${i}`)} AS (INSERT INTO ${sql.table(l.table)} (owner_id, ref_id)
              SELECT novo.id, unnest(${l.ids}::int[]) FROM novo)`,
          ),
          sql``,
        )}
        SELECT id FROM novo`.execute(tx);
      const id = res.rows[0].id;
      await this.writeRelations(tx, id, data, session.userId, false, false);
      const needRecord = opts.returning !== false || opts.audit !== false || !!hooks.afterCreate;
      if (!needRecord) return { id };
      const record = await this.get(session, id, tx);
      await hooks.afterCreate?.({ ...this.ctx(tx, session), input: data }, record);
      if (opts.audit !== false) await this.written(tx, session, 'create', id, null, record);
      return record;
    });
  }

  async update(
    session: StaffSession,
    id: number,
    body: unknown,
    opts: WriteOptions = {},
  ): Promise<RecordData> {
    const data = this.validate(body);
    const hooks = this.engine.hooksFor(this.resource.path);
    return this.engine.transaction(this.resource, opts.tx, async (tx) => {
      await this.lock(tx, session, id);
      const previous = await this.get(session, id, tx);
      await this.checkRefs(tx, session, this.resource.fields, data);
      await hooks.beforeUpdate?.(this.ctx(tx, session), data, previous);
      await checkUniqueTitle(tx, this.engine.registry, session, this.resource, data, id);
      const cols = recordToColumns(this.resource.fields, data, true);
      const sets = Object.entries(cols).map(([c, v]) => sql`${sql.ref(c)} = ${v}`);
      sets.push(sql`updated_at = now()`, sql`updated_by = ${session.userId}`);
      await sql`UPDATE ${sql.table(this.resource.table)} t SET ${sql.join(sets)} WHERE t.id = ${id} AND ${this.scope(session)}`.execute(
        tx,
      );
      await this.writeRelations(tx, id, data, session.userId, true);
      const record = await this.get(session, id, tx);
      await hooks.afterUpdate?.({ ...this.ctx(tx, session), input: data }, record, previous);
      if (opts.audit !== false) await this.written(tx, session, 'update', id, previous, record);
      return record;
    });
  }

  async remove(session: StaffSession, id: number, opts: WriteOptions = {}): Promise<void> {
    this.refuseOnSingleton();
    const hooks = this.engine.hooksFor(this.resource.path);
    await this.engine.transaction(this.resource, opts.tx, async (tx) => {
      await this.lock(tx, session, id);
      const previous = await this.get(session, id, tx);
      await hooks.beforeDelete?.(this.ctx(tx, session), previous);
      // e.g. a questionnaire model's aspects and questions go with it (refused once answered)
      for (const ext of this.engine.extensions) await ext.beforeRowDelete?.(tx, this.resource, id);
      await sql`DELETE FROM ${sql.table(this.resource.table)} t WHERE t.id = ${id} AND ${this.scope(session)}`.execute(
        tx,
      );
      for (const ext of this.engine.extensions) await ext.afterRowDelete?.(tx, this.resource, id);
      await hooks.afterDelete?.(this.ctx(tx, session), previous);
      if (opts.audit !== false) await this.written(tx, session, 'delete', id, previous, null);
    });
  }

  /** Row lock so concurrent updates of one record apply one after the other; 404 when absent. */
  private async lock(tx: Db, session: StaffSession, id: number) {
    const res =
      await sql`SELECT 1 FROM ${sql.table(this.resource.table)} t WHERE t.id = ${id} AND ${this.scope(session)} FOR UPDATE`.execute(
        tx,
      );
    if (res.rows.length === 0) throw notFound();
  }
}

export { conflict };
