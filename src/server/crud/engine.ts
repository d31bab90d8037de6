// The generic engine for one app instance: registry, compiled validators, hooks, transactions.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Transaction } from 'kysely';
import { type GeneratedValidator, validatorLoaders } from '../../generated/validators/index.ts';
import { MSG } from '../../shared/messages.ts';
import { toFieldErrors } from '../../shared/schema/field-errors.ts';
import { normalizeInput } from '../../shared/schema/normalize.ts';
import { oversizedArrays } from '../../shared/schema/oversized.ts';
import type { Registry } from '../../shared/schema/registry.ts';
import type { Resource } from '../../shared/schema/types.ts';
import type { Database, Db } from '../db/database.ts';
import { type DbModel, deriveModel, foreignKeyName, uniqueIndexName } from '../db/schema-model.ts';
import { conflict, fieldError, type HttpError, validationError } from '../http/errors.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { EngineExtension } from './extensions.ts';
import type { HooksModule, RecordData, ResourceHooks } from './hooks.ts';
import { Repository } from './repository.ts';

const MODULES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));

function hookFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? hookFiles(join(dir, e.name))
        : e.name.endsWith('.hooks.ts')
          ? [join(dir, e.name)]
          : [],
    );
  } catch {
    return [];
  }
}

export class Engine {
  private validators = new Map<string, GeneratedValidator>();
  private hooks = new Map<string, ResourceHooks>();
  private repositories = new Map<string, Repository>();
  /** constraint name -> register label that holds the reference (for 'still referenced' messages) */
  private fkOwners = new Map<string, string>();
  /** unique index name -> [field, message] */
  private uniques = new Map<string, [string, string]>();
  readonly model: DbModel;
  /** the app's job queue, set once it has started (buildApp) */
  jobs?: JobQueue;
  /** the platform services told of every register's reads, writes and deletes (src/server/platform.ts) */
  readonly extensions: EngineExtension[] = [];

  private constructor(
    readonly db: Database,
    readonly registry: Registry,
  ) {
    this.model = deriveModel(registry);
    for (const t of this.model.tables) {
      const ownerPath = t.owner.split('.')[0];
      const label = registry.find(ownerPath)?.meta.label ?? ownerPath;
      for (const c of t.columns) if (c.references) this.fkOwners.set(foreignKeyName(t.name, c.name), label);
    }
    for (const r of registry.resources)
      for (const u of r.meta.unique ?? [])
        this.uniques.set(uniqueIndexName(r.table, u.fields), [u.fields[0], u.message]);
  }

  static async create(db: Database, registry: Registry): Promise<Engine> {
    const engine = new Engine(db, registry);
    await Promise.all(
      registry.resources.map(async (r) => {
        const load = validatorLoaders[r.path];
        if (!load) throw new Error(`validador gerado ausente para ${r.path}: rode npm run generate`);
        engine.validators.set(r.path, (await load()).default);
      }),
    );
    for (const file of hookFiles(MODULES_DIR)) {
      const mod = (await import(pathToFileURL(file).href)).default as HooksModule;
      if (!mod?.path || !registry.find(mod.path)) throw new Error(`${file}: hooks para cadastro inexistente`);
      engine.hooks.set(mod.path, mod.hooks);
    }
    return engine;
  }

  /** Adds a platform service's part in every register's operations (files, audit, questionnaires). */
  extend(extension: EngineExtension): this {
    this.extensions.push(extension);
    return this;
  }

  hooksFor(path: string): ResourceHooks {
    return this.hooks.get(path) ?? {};
  }

  repository(path: string): Repository {
    let repo = this.repositories.get(path);
    if (!repo) {
      repo = new Repository(this, this.registry.get(path));
      this.repositories.set(path, repo);
    }
    return repo;
  }

  /** Normalizes and validates a body exactly as the console does before sending it. */
  validate(resource: Resource, body: unknown): RecordData {
    const data = normalizeInput(resource.schema, body) as RecordData;
    // a list over its limit is refused before the validator walks every one of its items
    const oversized = oversizedArrays(resource.schema, data);
    if (oversized.length) throw validationError(oversized);
    const validate = this.validators.get(resource.path)!;
    if (!validate(data)) throw validationError(toFieldErrors(validate.errors as any, resource.schema));
    return data;
  }

  /**
   * Runs a write in a transaction — the caller's `outer` one when given (a declared action, an import), else
   * its own — turning constraint violations into Portuguese answers.
   */
  async transaction<T>(
    resource: Resource | null,
    outer: Db | undefined,
    work: (tx: Transaction<any>) => Promise<T>,
  ): Promise<T> {
    try {
      return outer?.isTransaction
        ? await work(outer as Transaction<any>)
        : await this.db.transaction().execute(work);
    } catch (e) {
      throw this.constraintError(e, resource);
    }
  }

  /** A constraint violation as the Portuguese answer users get; anything else unchanged. */
  constraintError(e: unknown, resource: Resource | null): unknown {
    const pg = e as { code?: string; constraint?: string };
    let mapped: HttpError | undefined;
    // references are checked before writing, so this is a delete of a record still in use
    if (pg.code === '23503' && pg.constraint)
      mapped = conflict(
        MSG.stillReferenced(
          resource?.title ?? 'o registro',
          this.fkOwners.get(pg.constraint) ?? 'outro cadastro',
        ),
      );
    if (pg.code === '23505' && pg.constraint) {
      const u = this.uniques.get(pg.constraint);
      if (u) mapped = fieldError(u[0], u[1]);
    }
    if (mapped) {
      mapped.fromDatabase = true;
      return mapped;
    }
    return e;
  }
}
