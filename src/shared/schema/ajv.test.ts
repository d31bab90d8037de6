// The custom keywords of ajv.ts, compiled as the generator compiles them.
import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv.ts';
import { toFieldErrors } from './field-errors.ts';

describe('x-less-than', () => {
  const schema = {
    type: 'object',
    properties: {
      baixo: {
        type: 'integer',
        title: 'Baixo',
        'x-less-than': 'alto',
        errorMessage: { 'x-less-than': 'O baixo não pode ser maior ou igual ao alto.' },
      },
      alto: { type: 'integer', title: 'Alto' },
      semMensagem: { type: 'number', title: 'Mínimo', 'x-less-than': 'alto' },
    },
  };
  const validate = createAjv().compile(schema);
  const errors = (data: object) =>
    validate(data) ? [] : toFieldErrors(validate.errors as never, schema as never);

  it('aceita menor, ou o outro ausente', () => {
    expect(errors({ baixo: 33, alto: 66 })).toEqual([]);
    expect(errors({ baixo: 33 })).toEqual([]);
  });
  it('recusa igual ou maior, com a mensagem do schema ou a padrão', () => {
    expect(errors({ baixo: 66, alto: 66 })).toEqual([
      { field: 'baixo', message: 'O baixo não pode ser maior ou igual ao alto.' },
    ]);
    expect(errors({ semMensagem: 70, alto: 66 })).toEqual([
      { field: 'semMensagem', message: 'Mínimo deve ser menor que alto.' },
    ]);
  });
});
