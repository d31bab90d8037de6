import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../shared/schema/registry.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';
import schemas from '../schemas/registers.ts';
import { createPathWith, prefillValues } from './prefill.ts';

const historicos = buildRegistry(schemas as unknown as JsonSchema[]).get(
  'cargo-salario/historicos-colaboradores',
).schema;

describe('prefillValues', () => {
  it('keeps what the user could type', () => {
    expect(prefillValues(historicos, { colaborador: { id: 5, nome: 'Ana' }, motivo: 'PV' })).toEqual({
      colaborador: { id: 5, nome: 'Ana' },
      motivo: 'PV',
    });
  });

  it('drops the id, read-only, computed and unknown properties', () => {
    expect(
      prefillValues(historicos, {
        id: 9,
        dataFim: '2020-01-01',
        cargo: { id: 1 },
        qualquer: 1,
        data: undefined,
      }),
    ).toBeUndefined();
  });

  it('ignores anything but an object', () => {
    for (const given of [null, undefined, 'x', 3, [1]])
      expect(prefillValues(historicos, given)).toBeUndefined();
  });
});

describe('createPathWith', () => {
  it('is the create route with react-admin source parameter', () => {
    const path = createPathWith('cargo-salario/historicos-colaboradores', { colaborador: { id: 5 } });
    expect(path).toBe(
      '/cargo-salario/historicos-colaboradores/new?source=%7B%22colaborador%22%3A%7B%22id%22%3A5%7D%7D',
    );
    const source = new URL(path, 'http://x').searchParams.get('source');
    expect(JSON.parse(source!)).toEqual({ colaborador: { id: 5 } });
  });
});
