import { describe, expect, it } from 'vitest';
import { changedCeps, filledGroup } from './cepAutofill.ts';

const schema = {
  type: 'object',
  properties: {
    endereco: { type: 'object', properties: { cep: { type: 'string', 'x-ui': { widget: 'cep' } } } },
    outro: { type: 'object', properties: { cep: { type: 'string' } } },
  },
};
const answer = {
  logradouro: 'Rua Silva Paulet',
  bairro: 'Meireles',
  uf: { id: 23, nome: 'Ceará' },
  cidade: { id: 2304400, nome: 'Fortaleza' },
};

describe('changedCeps', () => {
  it('reports a group whose CEP became complete, masked or not', () => {
    expect(changedCeps(schema, {}, { endereco: { cep: '60160-230' } })).toEqual([['endereco', '60160230']]);
    expect(changedCeps(schema, { endereco: { cep: '6016023' } }, { endereco: { cep: '60160230' } })).toEqual([
      ['endereco', '60160230'],
    ]);
  });
  it('ignores incomplete, unchanged and non-CEP fields', () => {
    expect(changedCeps(schema, {}, { endereco: { cep: '6016' } })).toEqual([]);
    expect(
      changedCeps(schema, { endereco: { cep: '60160230' } }, { endereco: { cep: '60160-230' } }),
    ).toEqual([]);
    expect(changedCeps(schema, {}, { outro: { cep: '60160230' } })).toEqual([]);
  });
});

describe('filledGroup', () => {
  it('fills what is empty and keeps what was typed', () => {
    expect(filledGroup({ cep: '60160230', logradouro: 'Minha rua' }, answer)).toEqual({
      cep: '60160230',
      logradouro: 'Minha rua',
      bairro: 'Meireles',
      uf: answer.uf,
      cidade: answer.cidade,
    });
  });
  it('does not put a city of another state than the chosen one', () => {
    const out = filledGroup({ uf: { id: 35 } }, { ...answer, logradouro: null, bairro: null });
    expect(out).toEqual({ uf: { id: 35 } });
  });
});
