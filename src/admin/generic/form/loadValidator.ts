// The precompiled validator of a register, loaded once (each one is its own chunk).
import { type GeneratedValidator, validatorLoaders } from '../../../generated/validators/index.ts';

const cache = new Map<string, Promise<GeneratedValidator>>();

/** A stable promise per register, so React's use() can suspend on it. */
export function loadValidator(path: string): Promise<GeneratedValidator> {
  let promise = cache.get(path);
  if (!promise) {
    const load = validatorLoaders[path];
    promise = load
      ? load().then((m) => m.default)
      : Promise.reject(new Error(`Validador do cadastro '${path}' não encontrado.`));
    cache.set(path, promise);
  }
  return promise;
}
