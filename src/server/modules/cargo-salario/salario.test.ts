// Pure checks of the salary module: the tables its SQL reads are still the ones the schemas derive, and
// the validation of the copy-range body (spec §5 "Copy-range").
import { describe, expect, it } from 'vitest';
import { validatorLoaders } from '../../../generated/validators/index.ts';
import { toFieldErrors } from '../../../shared/schema/field-errors.ts';
import { normalizeInput } from '../../../shared/schema/normalize.ts';
import { loadRegistry, loadSchemas } from '../../schema-loader.ts';
import { moneyToJson, SALARIO_TABLES } from './salario.ts';

describe('SALARIO_TABLES', () => {
  it('matches the tables the registry derives from the schemas', () => {
    const registry = loadRegistry();
    const childTable = (path: string, field: string) => {
      const f = registry.get(path).fields.find((x) => x.name === field);
      return f?.kind === 'children' ? f.childTable : undefined;
    };
    expect(SALARIO_TABLES).toEqual({
      indice: registry.get('cargo-salario/indices').table,
      indiceHistorico: childTable('cargo-salario/indices', 'historico'),
      faixaSalarial: registry.get('cargo-salario/faixas-salariais').table,
      faixaSalarialHistorico: childTable('cargo-salario/faixas-salariais', 'historico'),
      historicoColaborador: registry.get('cargo-salario/historicos-colaboradores').table,
    });
  });
});

describe('moneyToJson', () => {
  it('turns decimal text into a JSON number and keeps null', () => {
    expect(moneyToJson('1691.36')).toBe(1691.36);
    expect(JSON.stringify({ v: moneyToJson('2750.00') })).toBe('{"v":2750}');
    expect(moneyToJson(null)).toBeNull();
    expect(moneyToJson(undefined)).toBeNull();
  });
});

describe('the copy-range body (generated validator of the declared action)', () => {
  const schema = loadSchemas().actions.find(
    (a) => a.$id === 'cargo-salario/_acoes/transferir-faixas-salariais',
  )!;
  const problems = async (body: unknown) => {
    const validate = (await validatorLoaders['acao:cargo-salario/_acoes/transferir-faixas-salariais']())
      .default;
    const data = normalizeInput(schema, body);
    return validate(data) ? [] : toFieldErrors(validate.errors as never, schema);
  };

  it('accepts {id} or bare ids and trims the name', async () => {
    expect(await problems({ cargoOrigem: { id: 3 }, faixaSalarial: 7, nome: ' Nova ' })).toEqual([]);
    expect(normalizeInput(schema, { nome: ' Nova ' })).toEqual({ nome: 'Nova' });
  });

  it('lists every problem at once', async () => {
    expect(await problems({})).toEqual([
      { field: 'cargoOrigem', message: 'Cargo de Origem é obrigatório' },
      { field: 'faixaSalarial', message: 'Faixa Salarial é obrigatória' },
      { field: 'nome', message: 'Nome é obrigatório' },
    ]);
    expect(await problems({ cargoOrigem: { id: 1.5 }, faixaSalarial: '2', nome: 'x'.repeat(16) })).toEqual([
      { field: 'cargoOrigem', message: 'Cargo de Origem: valor inválido.' },
      { field: 'faixaSalarial', message: 'Faixa Salarial: valor inválido.' },
      { field: 'nome', message: 'Nome deve ter no máximo 15 caracteres.' },
    ]);
    expect(await problems({ cargoOrigem: 1, faixaSalarial: 2, nome: 'x'.repeat(15) })).toEqual([]);
  });
});
