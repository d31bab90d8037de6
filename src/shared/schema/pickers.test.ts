// The picker questions of schema-info.ts on the real schemas: what a picker searches with, reads, sorts by
// and shows under each record (issue 26: 'Cargo/Faixa Salarial' as 'Pedreiro – I', talents with matrícula).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRegistry } from './registry.ts';
import { pickerFields, pickerSearchParam, pickerSort, recordDetails, refTitle } from './schema-info.ts';
import type { JsonSchema } from './types.ts';

const dir = join(import.meta.dirname, '../../../schemas');
const read = (folder: string) =>
  readdirSync(join(dir, folder))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, folder, f), 'utf8')) as JsonSchema);
const registry = buildRegistry(
  ['cargo-salario', 'geral', 'utilitario', 'captacao', 'sst', 'avaliacao'].flatMap(read),
  read('_defs'),
);

describe('refTitle', () => {
  it('names a record by its label when the server sent one, else by its title', () => {
    const faixas = registry.get('cargo-salario/faixas-salariais');
    expect(refTitle({ id: 1, nome: 'I', rotulo: 'Pedreiro – I' }, faixas)).toBe('Pedreiro – I');
    expect(refTitle({ id: 1, nome: 'I' }, faixas)).toBe('I');
    expect(refTitle({ id: 1, nome: 'I', rotulo: '' }, faixas)).toBe('I');
    expect(refTitle({ id: 9 }, faixas)).toBe('#9');
  });
});

describe('pickers', () => {
  it('search by label (q) where the title is text or a label is declared, else by the first text filter', () => {
    expect(pickerSearchParam(registry.get('cargo-salario/faixas-salariais'))).toBe('q');
    expect(pickerSearchParam(registry.get('cargo-salario/colaboradores'))).toBe('q');
    // a code listed first among the filters no longer hides the names the picker shows
    expect(pickerSearchParam(registry.get('sst/agentes-nocivos'))).toBe('q');
    // titled by a date, no text filter: the date as it is shown (dd/mm/aaaa)
    expect(pickerSearchParam(registry.get('sst/aso'))).toBe('q');
  });

  it('read the title, the label and the details only, and sort by the label', () => {
    const faixas = registry.get('cargo-salario/faixas-salariais');
    expect(pickerFields(faixas)).toEqual(['nome', 'rotulo']);
    expect(pickerSort(faixas)).toEqual({ field: 'rotulo', order: 'ASC' });
    const talentos = registry.get('cargo-salario/colaboradores');
    expect(pickerFields(talentos)).toEqual(['nome', 'matricula', 'areaAtual', 'cargoAtual']);
    expect(pickerSort(talentos)).toEqual({ field: 'nome', order: 'ASC' });
    // a register whose schema computes its own label (a hook) reads it too
    expect(pickerFields(registry.get('sst/tipos-afastamento'))).toEqual(['descricao', 'rotulo']);
  });

  it("show a talent's matrícula, area (by its path) and job under the name", () => {
    const talentos = registry.get('cargo-salario/colaboradores');
    const ana = {
      id: 1,
      nome: 'Ana Souza',
      matricula: '0042',
      areaAtual: { id: 3, nome: 'Recrutamento', rotulo: 'Diretoria > RH > Recrutamento' },
      cargoAtual: { id: 4, nome: 'Analista' },
    };
    expect(recordDetails(ana, talentos, registry)).toEqual([
      'Matrícula 0042',
      'Diretoria > RH > Recrutamento',
      'Analista',
    ]);
    expect(recordDetails({ id: 2, nome: 'Sem dados' }, talentos, registry)).toEqual([]);
    expect(recordDetails(ana, registry.get('cargo-salario/cargos'), registry)).toEqual([]);
  });
});
