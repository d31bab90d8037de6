// The app's engine as the portal's hooks reach it: a hook gets the registry, not the engine, and answering a
// deletion request deletes the candidate through the candidates' own repository (its rules, files, audit).

import type { Registry } from '../../../shared/schema/registry.ts';
import type { Engine } from '../../crud/engine.ts';

const engines = new WeakMap<Registry, Engine>();

export const rememberEngine = (engine: Engine) => engines.set(engine.registry, engine);

export function engineOf(registry: Registry): Engine {
  const engine = engines.get(registry);
  if (!engine) throw new Error('engine do portal não registrada (sessao.routes.ts)');
  return engine;
}
