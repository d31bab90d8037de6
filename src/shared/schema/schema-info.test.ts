import { describe, expect, it } from 'vitest';
import schemas from '../../admin/schemas/registers.ts';
import { cellText } from './cell-text.ts';
import { buildRegistry } from './registry.ts';
import {
  defaultSort,
  filterInputs,
  listColumns,
  propertyAt,
  refTitle,
  textSearchParam,
} from './schema-info.ts';
import type { JsonSchema } from './types.ts';

const registry = buildRegistry(schemas as unknown as JsonSchema[]);

describe('listColumns', () => {
  it('follows x-resource.list with labels and kinds', () => {
    const cols = listColumns(registry.get('captacao/etapas-seletivas'));
    expect(cols.map((c) => [c.source, c.label, c.kind, c.sortable])).toEqual([
      ['ordem', 'Ordem', 'number', true],
      ['nome', 'Nome', 'text', true],
      ['analiseComportamental', 'Análise Comportamental', 'boolean', true],
    ]);
  });

  it('shows references by title and masks documents', () => {
    const cidades = listColumns(registry.get('geral/cidades'));
    expect(cidades.find((c) => c.source === 'uf')).toMatchObject({ kind: 'ref', target: 'geral/estados' });
    const usuarios = listColumns(registry.get('utilitario/usuarios'));
    expect(usuarios.find((c) => c.source === 'cpf')?.kind).toBe('masked');
  });
});

describe('filterInputs', () => {
  it('resolves operators like the server', () => {
    const f = filterInputs(registry.get('utilitario/usuarios'));
    expect(f.map((x) => [x.param, x.op, x.kind])).toEqual([
      ['nome', 'text', 'text'],
      ['cpf', 'in', 'text'],
      ['ativo', 'eq', 'boolean'],
    ]);
    expect(textSearchParam(registry.get('geral/cidades'))).toBe('nome');
  });
});

describe('defaultSort', () => {
  it('comes from x-resource.sort', () => {
    expect(defaultSort(registry.get('captacao/etapas-seletivas'))).toEqual({ field: 'ordem', order: 'ASC' });
  });
});

describe('cell texts', () => {
  const s = (type: string, extra: object = {}) => ({ type, ...extra }) as JsonSchema;
  it('formats by kind', () => {
    expect(cellText('boolean', s('boolean'), true)).toBe('Sim');
    expect(cellText('boolean', s('boolean'), false)).toBe('Não');
    expect(cellText('date', s('string'), '2024-01-22')).toBe('22/01/2024');
    expect(cellText('money', s('number'), 1234.5)).toBe('R$ 1.234,50');
    expect(cellText('masked', s('string', { 'x-ui': { widget: 'cpf' } }), '52998224725')).toBe(
      '529.982.247-25',
    );
    expect(
      cellText('enum', propertyAt(registry.get('utilitario/perfis').schema, 'permissoes')!, [
        'ROLE_SST',
        'ROLE_CAPTACAO',
      ]),
    ).toBe('SST, Captação');
    expect(cellText('ref', s('object'), { id: 3, nome: 'São Paulo' }, registry.get('geral/estados'))).toBe(
      'São Paulo',
    );
    expect(cellText('number', s('integer'), 3550308)).toBe('3550308');
    expect(cellText('text', s('string'), undefined)).toBe('');
  });

  it('names a reference by its recordTitle', () => {
    expect(refTitle({ id: 1, nome: 'X' }, undefined)).toBe('X');
    expect(refTitle(null, undefined)).toBe('');
  });
});
