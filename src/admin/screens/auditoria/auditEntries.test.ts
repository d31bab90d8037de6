import { describe, expect, it } from 'vitest';
import { describeChange, fieldLabel, formatWhen } from './auditEntries.ts';

const schema = {
  type: 'object',
  properties: {
    nome: { type: 'string', title: 'Nome' },
    ativo: { type: 'boolean', title: 'Ativo' },
    endereco: { type: 'object', properties: { cep: { type: 'string', title: 'CEP' } } },
  },
} as never;

describe('audit entries as text', () => {
  it('labels fields by the schema, nested ones too, else by name', () => {
    expect(fieldLabel(schema, 'endereco.cep')).toBe('CEP');
    expect(fieldLabel(schema, 'outro')).toBe('outro');
    expect(fieldLabel(undefined, 'nome')).toBe('nome');
  });

  it('reads a change, an inclusion and an exclusion', () => {
    expect(describeChange({ campo: 'nome', de: 'A', para: 'B' }, schema)).toBe('Nome: A → B');
    expect(describeChange({ campo: 'ativo', para: true }, schema)).toBe('Ativo: Sim');
    expect(describeChange({ campo: 'nome', de: 'A' }, schema)).toBe('Nome: A');
    expect(describeChange({ campo: 'nome', de: null, para: '2026-01-31' }, schema)).toBe(
      'Nome: (vazio) → 31/01/2026',
    );
  });

  it('shows the time where the company works', () => {
    expect(formatWhen('2026-01-31T12:00:00Z')).toBe('31/01/2026, 09:00:00');
  });
});
