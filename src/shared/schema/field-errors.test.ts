import { describe, expect, it } from 'vitest';
import { isFeminine, requiredMessage, toFieldErrors } from './field-errors.ts';

describe('Portuguese field messages', () => {
  it('chooses obrigatório / obrigatória by the label', () => {
    expect(requiredMessage('Senha')).toBe('Senha é obrigatória');
    expect(requiredMessage('Empresa')).toBe('Empresa é obrigatória');
    expect(requiredMessage('Idioma')).toBe('Idioma é obrigatório');
    expect(requiredMessage('Nome')).toBe('Nome é obrigatório');
    expect(requiredMessage('Descrição')).toBe('Descrição é obrigatória');
    expect(isFeminine('Ordem')).toBe(true);
    expect(isFeminine('Cargo')).toBe(false);
    expect(requiredMessage('Atitude')).toBe('Atitude é obrigatória');
    expect(requiredMessage('Foto')).toBe('Foto é obrigatória');
    expect(requiredMessage('Cargo/Faixa Salarial')).toBe('Cargo/Faixa Salarial é obrigatório');
  });

  it('maps ajv errors to dotted fields with the schema titles', () => {
    const schema = {
      type: 'object',
      properties: {
        endereco: {
          type: 'object',
          title: 'Endereço',
          properties: { cep: { type: 'string', title: 'CEP', format: 'cep' } },
        },
        itens: {
          type: 'array',
          title: 'Itens',
          items: { type: 'object', properties: { valor: { type: 'number', title: 'Valor' } } },
        },
      },
    };
    const errors = toFieldErrors(
      [
        { keyword: 'format', instancePath: '/endereco/cep', params: { format: 'cep' } },
        { keyword: 'required', instancePath: '/itens/0', params: { missingProperty: 'valor' } },
        { keyword: 'maximum', instancePath: '/itens/1/valor', params: { limit: 10 } },
        { keyword: 'if', instancePath: '/itens/1', params: { failingKeyword: 'then' } },
        {
          keyword: 'errorMessage',
          instancePath: '',
          params: { errors: [{ keyword: 'required', params: { missingProperty: 'x' } }] },
          message: 'X é obrigatório',
        },
      ],
      schema,
    );
    expect(errors).toEqual([
      { field: 'endereco.cep', message: 'Cep inválido.' },
      { field: 'itens.0.valor', message: 'Valor é obrigatório' },
      { field: 'itens.1.valor', message: 'Valor deve ser menor ou igual a 10.' },
      { field: 'x', message: 'X é obrigatório' },
    ]);
  });
});

describe('money with two decimals', () => {
  it('accepts any cents value up to the maximum and refuses a third decimal', async () => {
    const { createAjv } = await import('./ajv.ts');
    const validate = createAjv().compile({ type: 'number', multipleOf: 0.01, maximum: 999999999.99 });
    for (const v of [0.07, 894902.69, 1234567.89, 999999999.99, 0.1 + 0.2])
      expect(validate(v), String(v)).toBe(true);
    for (const v of [0.001, 10.005, 1234567.891]) expect(validate(v), String(v)).toBe(false);
  });
});
