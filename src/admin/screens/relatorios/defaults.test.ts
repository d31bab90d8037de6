import { describe, expect, it } from 'vitest';
import type { ReportDeclaration } from '../../../shared/reports/types.ts';
import reports from '../../schemas/reports.ts';
import { addMonths, initialFilter, monthsFromHelp, monthsFromName } from './defaults.ts';

describe('monthsFromHelp', () => {
  it('reads the default the help text names', () => {
    expect(monthsFromHelp('Padrão: a data de hoje.')).toBe(0);
    expect(monthsFromHelp('Data dos valores das faixas salariais. Padrão: a data de hoje.')).toBe(0);
    expect(monthsFromHelp('Padrão: um mês atrás.')).toBe(-1);
    expect(monthsFromHelp('Padrão: 6 meses atrás.')).toBe(-6);
    expect(monthsFromHelp('Padrão: seis meses atrás.')).toBe(-6);
    expect(monthsFromHelp('Padrão: dois meses à frente.')).toBe(2);
  });

  it('says nothing without a "Padrão:" rule it understands', () => {
    expect(monthsFromHelp(undefined)).toBeUndefined();
    expect(
      monthsFromHelp('Somente talentos há pelo menos este número de meses sem promoção.'),
    ).toBeUndefined();
    expect(monthsFromHelp('Padrão: o primeiro dia do ano.')).toBeUndefined();
  });
});

describe('monthsFromName', () => {
  it('starts a period one month back and ends it today; the reference date is today', () => {
    expect(monthsFromName('dataIni', 'cargo-salario/promocoes')).toBe(-1);
    expect(monthsFromName('dataInicio', 'cargo-salario/promocoes')).toBe(-1);
    expect(monthsFromName('dataFim', 'cargo-salario/promocoes')).toBe(0);
    expect(monthsFromName('data', 'cargo-salario/promocoes')).toBe(0);
    expect(monthsFromName('dataAdmissao', 'cargo-salario/promocoes')).toBeUndefined();
  });

  it('goes 6 months back for salary-adjustment and PGR reports, 9 back to 2 ahead for indicators', () => {
    expect(monthsFromName('dataIni', 'cargo-salario/reajustes-coletivos')).toBe(-6);
    expect(monthsFromName('dataIni', 'sst/pgr')).toBe(-6);
    expect(monthsFromName('dataIni', 'gestao-talentos/indicador-turnover')).toBe(-9);
    expect(monthsFromName('dataFim', 'gestao-talentos/indicador-turnover')).toBe(2);
  });
});

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths('2024-05-15', -1)).toBe('2024-04-15');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2023-03-31', -1)).toBe('2023-02-28');
    expect(addMonths('2024-01-10', -6)).toBe('2023-07-10');
    expect(addMonths('2024-11-30', 2)).toBe('2025-01-30');
    expect(addMonths('2024-11-30', 0)).toBe('2024-11-30');
  });
});

describe('initialFilter', () => {
  const today = '2024-08-31';
  it('takes the schema defaults and fills the period dates by the rule', () => {
    const decl = {
      $id: 'cargo-salario/historicos-faixas-salariais',
      filter: {
        type: 'object',
        properties: {
          dataIni: {
            type: 'string',
            format: 'date',
            'x-ui': { widget: 'date', help: 'Padrão: 6 meses atrás.' },
          },
          dataFim: {
            type: 'string',
            format: 'date',
            'x-ui': { widget: 'date', help: 'Padrão: a data de hoje.' },
          },
          dataAdmissao: { type: 'string', format: 'date' },
          situacao: { type: 'string', enum: ['A', 'I', 'T'], default: 'A' },
          filtroPor: { type: 'integer', default: 1 },
          cargos: { type: 'array', items: { type: 'integer' } },
        },
      },
    };
    expect(initialFilter(decl as never, today)).toEqual({
      dataIni: '2024-02-29',
      dataFim: '2024-08-31',
      situacao: 'A',
      filtroPor: 1,
    });
  });

  it("prefers the schema's default over the date rule", () => {
    const decl = {
      $id: 'x/y',
      filter: {
        type: 'object',
        properties: { dataIni: { type: 'string', format: 'date', default: '2020-01-01' } },
      },
    };
    expect(initialFilter(decl as never, today)).toEqual({ dataIni: '2020-01-01' });
  });

  it("starts a list of companies with the session's company (recruitment reports: at least one)", () => {
    const decl = {
      $id: 'captacao/divulgacao-vaga',
      filter: {
        type: 'object',
        properties: {
          empresasIds: { type: 'array', items: { type: 'integer' }, 'x-ref': 'utilitario/empresas' },
          cargos: { type: 'array', items: { type: 'integer' }, 'x-ref': 'cargo-salario/cargos' },
        },
      },
    };
    expect(initialFilter(decl as never, today, 7)).toEqual({ empresasIds: [7] });
    expect(initialFilter(decl as never, today)).toEqual({});
  });
});

describe('the declared reports', () => {
  it('open with every date whose help names a default already filled', () => {
    for (const decl of reports as unknown as ReportDeclaration[]) {
      const values = initialFilter(decl, '2024-08-31');
      for (const [name, prop] of Object.entries(decl.filter.properties ?? {}))
        if (prop.format === 'date' && /Padrão:/.test(prop['x-ui']?.help ?? ''))
          expect(values[name], `${decl.$id}.${name}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
