// What the code deep inside a request needs to know about it without threading it through every call:
// today the client's address, for the audit trail. AsyncLocalStorage, entered at the first hook.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

type RequestContext = { ip: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** The address of the request being served (null outside a request: jobs, start-up). */
export const currentIp = (): string | null => storage.getStore()?.ip ?? null;

/** Runs `work` as if inside a request from `ip` (jobs that act for a request, tests). */
export const withRequestContext = <T>(ip: string, work: () => T): T => storage.run({ ip }, work);

export function installRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ ip: request.ip }, done);
  });
}
