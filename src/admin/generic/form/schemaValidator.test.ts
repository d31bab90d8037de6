import { describe, expect, it } from 'vitest';
import { validatorLoaders } from '../../../generated/validators/index.ts';
import { buildRegistry } from '../../../shared/schema/registry.ts';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import schemas from '../../schemas/registers.ts';
import { fieldErrorsToTree, toWire } from './formData.ts';
import { createSchemaValidator, validateRecord } from './schemaValidator.ts';

const registry = buildRegistry(schemas as unknown as JsonSchema[]);
const etapa = registry.get('captacao/etapas-seletivas').schema;
const validate = (await validatorLoaders['captacao/etapas-seletivas']!()).default;
const validator = createSchemaValidator(etapa, validate);

const errorsOf = (data: Record<string, unknown>) => validator.validateFormData(data, etapa as any);

describe('schema validator adapter (etapas-seletivas)', () => {
  it('accepts a valid record', () => {
    expect(errorsOf({ ordem: 1, nome: 'Entrevista', analiseComportamental: false }).errors).toEqual([]);
  });

  it('gives the server messages, on the fields', () => {
    const missing = errorsOf({ ordem: 1 });
    expect(missing.errors.map((e) => e.message)).toEqual(['Nome é obrigatório']);
    expect(missing.errorSchema).toEqual({ nome: { __errors: ['Nome é obrigatório'] } });
    expect(errorsOf({ ordem: 1000, nome: 'x' }).errorSchema).toEqual({
      ordem: { __errors: ['Ordem deve ser no máximo 999.'] },
    });
    expect(errorsOf({ ordem: 0, nome: 'x' }).errorSchema).toEqual({
      ordem: { __errors: ['Ordem deve ser maior ou igual a 1.'] },
    });
    expect(errorsOf({ nome: 'x' }).errorSchema).toEqual({}); // the order is optional: the next one is given
    expect(errorsOf({ ordem: 1, nome: 'x'.repeat(101) }).errorSchema).toEqual({
      nome: { __errors: ['Nome deve ter no máximo 100 caracteres.'] },
    });
  });

  it('trims like the server: blanks are missing', () => {
    expect(errorsOf({ ordem: 1, nome: '   ' }).errorSchema).toEqual({
      nome: { __errors: ['Nome é obrigatório'] },
    });
  });

  it('does not write defaults into the form data', () => {
    const data = { ordem: 1, nome: 'x' };
    validateRecord(etapa, validate, data);
    expect(data).toEqual({ ordem: 1, nome: 'x' });
  });

  it('answers isValid structurally, without compiling', () => {
    expect(validator.isValid({ type: 'integer', maximum: 3 } as any, 2, etapa as any)).toBe(true);
    expect(validator.isValid({ type: 'object', required: ['a'] } as any, {}, etapa as any)).toBe(false);
  });
});

describe('wire body', () => {
  const cidade = registry.get('geral/cidades').schema;
  it('drops the id and display-only values and sends references as {id}', () => {
    expect(toWire(cidade, { id: 5, nome: 'X', uf: { id: 35, nome: 'São Paulo' }, codigoIbge: 1 })).toEqual({
      nome: 'X',
      uf: { id: 35 },
      codigoIbge: 1,
    });
    expect(toWire(cidade, { nome: 'X', uf: {} })).toEqual({ nome: 'X' });
  });

  it('puts server field errors on the inputs they name (references fold their .id)', () => {
    expect(
      fieldErrorsToTree(cidade, [
        { field: 'uf.id', message: 'Estado: registro não encontrado.' },
        { field: 'nome', message: 'Nome é obrigatório' },
      ]),
    ).toEqual({
      uf: { __errors: ['Estado: registro não encontrado.'] },
      nome: { __errors: ['Nome é obrigatório'] },
    });
  });
});
