// x-resource.defaultFilter: the console list's filter when the address gives none (inactive areas hidden).
import { describe, expect, it } from 'vitest';
import schemas from '../../admin/schemas/registers.ts';
import { buildRegistry, RegistryError } from './registry.ts';
import type { JsonSchema } from './types.ts';

const all = schemas as unknown as JsonSchema[];

describe('defaultFilter', () => {
  it('as áreas organizacionais listam só as ativas por omissão', () => {
    const areas = buildRegistry(all).get('cargo-salario/areas-organizacionais');
    expect(areas.meta.defaultFilter).toEqual({ ativo: true });
  });

  it('uma chave que não é filtro do cadastro é recusada', () => {
    const docs = all.map((d) => {
      if (d['x-resource']?.path !== 'cargo-salario/areas-organizacionais') return d;
      return { ...d, 'x-resource': { ...d['x-resource'], defaultFilter: { situacao: 'A' } } } as JsonSchema;
    });
    expect(() => buildRegistry(docs)).toThrow(RegistryError);
    expect(() => buildRegistry(docs)).toThrow("defaultFilter 'situacao' não é um filtro do cadastro");
  });
});
