// Pure checks of the salary module: the tables its SQL reads are still the ones the schemas derive, and
// the parsing of the copy-range body (spec §5 "Copy-range").
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../schema-loader.ts';
import { parseTransfer } from './faixas-salariais.routes.ts';
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

describe('parseTransfer', () => {
  it('accepts {id} or bare ids and trims the name', () => {
    expect(parseTransfer({ cargoOrigem: { id: 3 }, faixaSalarial: 7, nome: ' Nova ' })).toEqual({
      cargoOrigemId: 3,
      faixaId: 7,
      nome: 'Nova',
    });
  });

  it('lists every problem at once', () => {
    const problems = (body: unknown) => {
      try {
        parseTransfer(body);
        return [];
      } catch (e) {
        return (e as { errors?: unknown[] }).errors ?? [(e as Error).message];
      }
    };
    expect(problems({})).toEqual([
      { field: 'cargoOrigem', message: 'Cargo de Origem é obrigatório' },
      { field: 'faixaSalarial', message: 'Faixa Salarial é obrigatória' },
      { field: 'nome', message: 'Nome é obrigatório' },
    ]);
    expect(problems({ cargoOrigem: { id: 1.5 }, faixaSalarial: '2', nome: 'x'.repeat(16) })).toEqual([
      { field: 'cargoOrigem', message: 'Cargo de Origem: valor inválido.' },
      { field: 'faixaSalarial', message: 'Faixa Salarial: valor inválido.' },
      { field: 'nome', message: 'Nome deve ter no máximo 15 caracteres.' },
    ]);
    expect(problems({ cargoOrigem: 1, faixaSalarial: 2, nome: 'x'.repeat(15) })).toEqual([]);
    expect(problems([])).toEqual(['O conteúdo enviado não é um JSON válido.']);
  });
});
