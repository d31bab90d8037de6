import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { ActionSpec } from './actions/action.ts';
import { actionRoutes, loadActions } from './actions/actions.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { configureAudit } from './audit/audit.ts';
import { authPlugin } from './auth/auth.plugin.ts';
import { ensureFirstStart } from './auth/first-start.ts';
import type { Config } from './config.ts';
import { crudRoutes } from './crud/crud.routes.ts';
import type { Engine } from './crud/engine.ts';
import { createDatabase } from './db/database.ts';
import { loadReferenceData } from './db/reference-data.ts';
import { syncSchema } from './db/schema-sync.ts';
import { fileRoutes } from './files/files.routes.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { openApiDocument } from './http/openapi.ts';
import { installRequestContext } from './http/request-context.ts';
import { securityPlugin } from './http/security.plugin.ts';
import { serveSpas } from './http/spa.ts';
import { Jobs } from './jobs/jobs.ts';
import { createEngine } from './platform.ts';
import { loadReportDeclarations, REPORTS_DIR } from './reports/loader.ts';
import { reportRoutes } from './reports/reports.routes.ts';
import { shutdownRenderers } from './reports/runner.ts';
import { loadSchemas } from './schema-loader.ts';
import { screenMenuItems } from './screens.ts';
import { spreadsheetRoutes } from './spreadsheets/spreadsheets.routes.ts';

const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const MODULES_DIR = fileURLToPath(new URL('./modules/', import.meta.url));
export const BODY_LIMIT = 1024 * 1024;

/** Hand-written endpoints: every `*.routes.ts` under src/server/modules exports default a Fastify plugin. */
function moduleRouteFiles(dir = MODULES_DIR): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? moduleRouteFiles(join(dir, e.name))
        : e.name.endsWith('.routes.ts')
          ? [join(dir, e.name)]
          : [],
    );
  } catch {
    return [];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's generic engine (registry, repositories, job queue): for tests and tools */
    engine: Engine;
    /** every route as registered (method, url), and the declared actions: the route sweep reads them */
    routeTable: { method: string; url: string }[];
    actions: ActionSpec[];
    /** the configuration read at start (actions that build links read publicUrl) */
    config: Config;
  }
}

export type ModuleRoutesOptions = { engine: Engine; config: Config };

/** Builds the whole application on a database; never listens (tests use inject). */
export async function buildApp(opts: { config: Config; databaseUrl: string }): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: config.isProduction,
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // URLs only without their query string: a query may carry a CPF
            serializers: {
              req: (req) => ({ method: req.method, url: String(req.url).split('?')[0] }),
              res: (res) => ({ statusCode: res.statusCode }),
            },
            redact: ['req.headers.cookie', 'req.headers.authorization', 'body.senha', 'body.cpf'],
          },
  });
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  const { db } = createDatabase(opts.databaseUrl, 10, {
    randomPageCost: config.pgRandomPageCost,
    parallelWorkersPerGather: config.pgParallelWorkers,
  });
  let engineRef: Engine | undefined;
  app.addHook('onClose', async () => {
    await engineRef?.jobs?.stop();
    await shutdownRenderers();
    await db.destroy();
  });
  try {
    const { registry, defs, actions: actionSchemaList } = loadSchemas();
    const actionSchemas = new Map(actionSchemaList.map((a) => [String(a.$id), a]));
    configureAudit({ maskMoney: config.auditMaskMoney });
    const reports = loadReportDeclarations(REPORTS_DIR, defs);
    const engine = await createEngine(db, registry);
    const report = await syncSchema(db, registry, engine.model);
    if (report.created.length || report.altered.length)
      app.log.info(
        { criadas: report.created.length, alteradas: report.altered },
        'estrutura do banco atualizada',
      );
    await loadReferenceData(db);
    await ensureFirstStart(db, {
      adminCpf: config.adminCpf,
      adminSenha: config.adminSenha,
      log: app.log,
      registry,
    });

    engineRef = engine;
    app.decorate('engine', engine);
    app.decorate('config', config);
    engine.jobs = await Jobs.start({ databaseUrl: opts.databaseUrl, engine, config, log: app.log });
    const actions = await loadActions(engine, actionSchemas);
    app.decorate('actions', actions);

    installRequestContext(app);
    installErrorHandler(app);
    await app.register(securityPlugin, { secureCookies: config.secureCookies });
    await app.register(authPlugin, {
      db,
      registry,
      idleMinutes: config.sessionIdleMinutes,
      secureCookies: config.secureCookies,
      supportEmail: config.supportEmail,
      extraMenuItems: screenMenuItems(reports),
      actionSchemas,
    });
    app.get('/api/health', async () => {
      await sql`SELECT 1`.execute(db);
      return { status: 'ok', versao: PACKAGE.version };
    });
    const docs = openApiDocument(registry, PACKAGE.version, actions, actionSchemas);
    app.get('/api/docs', async () => docs);
    await app.register(crudRoutes, { engine });
    await app.register(auditRoutes, { engine });
    await app.register(actionRoutes, { engine, actions, schemas: actionSchemas });
    await app.register(fileRoutes, { engine });
    await app.register(spreadsheetRoutes, { engine });
    await app.register(reportRoutes, { engine, databaseUrl: opts.databaseUrl, declarations: reports });
    for (const file of moduleRouteFiles()) {
      const plugin = (await import(pathToFileURL(file).href))
        .default as FastifyPluginAsync<ModuleRoutesOptions>;
      await app.register(plugin, { engine, config });
    }
    await serveSpas(app);
    await app.ready();
  } catch (e) {
    await app.close();
    throw e;
  }
  return app;
}
