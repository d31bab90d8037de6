import { describe, expect, it } from 'vitest';
import { nomeFormatado, validarConselho } from './profissional-conselho.ts';

const medica = { nome: 'Ana Souza', orgaoDeClasse: 1, numeroInscricao: '12345', uf: 'CE' };

describe('nomeFormatado', () => {
  it('joins name, council, number and state', () => {
    expect(nomeFormatado(medica)).toBe('Ana Souza - CRM 12345/CE');
  });
  it('has no state for the national RMS and uses the abbreviation of another council', () => {
    expect(nomeFormatado({ nome: 'Rui', orgaoDeClasse: 3, numeroInscricao: '998', uf: 'SP' })).toBe(
      'Rui - RMS 998',
    );
    expect(
      nomeFormatado({
        nome: 'Lia',
        orgaoDeClasse: 9,
        siglaOrgaoDeClasse: 'COREN',
        numeroInscricao: '77',
        uf: 'BA',
      }),
    ).toBe('Lia - COREN 77/BA');
  });
});

describe('validarConselho', () => {
  it('finds nothing wrong with a complete registration', () => {
    expect(validarConselho({ ...medica, cpf: '52998224725', nit: '12011223344' })).toEqual([]);
  });
  it.each([
    [{ numeroInscricao: '12.345' }, 'numeroInscricao', 'O número de inscrição no CRM deve ter só dígitos.'],
    [{ numeroInscricao: '0000' }, 'numeroInscricao', 'Número de inscrição no CRM inválido.'],
    [
      { numeroInscricao: '12345678901' },
      'numeroInscricao',
      'O número de inscrição no CRM deve ter no máximo 10 dígitos.',
    ],
    [{ numeroInscricao: ' ' }, 'numeroInscricao', 'Número de inscrição não informado.'],
    [
      { orgaoDeClasse: 2, numeroInscricao: 'CE-123' },
      'numeroInscricao',
      'O número de inscrição no CRO deve ter só dígitos.',
    ],
    [
      { orgaoDeClasse: 4, numeroInscricao: '26000123456' },
      'numeroInscricao',
      'O número de inscrição no CREA deve ter no máximo 10 dígitos.',
    ],
    [{ uf: null }, 'uf', 'Estado do CRM não informado.'],
    [
      { orgaoDeClasse: 9, siglaOrgaoDeClasse: '' },
      'siglaOrgaoDeClasse',
      'Sigla do órgão de classe não informada.',
    ],
    [{ cpf: '52998224724' }, 'cpf', 'CPF inválido (dígitos verificadores).'],
    [{ nit: '12011223345' }, 'nit', 'NIT inválido (dígitos verificadores).'],
  ])('reports %o', (over, campo, mensagem) => {
    expect(validarConselho({ ...medica, ...over })).toEqual([{ campo, mensagem }]);
  });
  it('accepts letters in the RMS and other councils, and no state in the RMS', () => {
    expect(validarConselho({ nome: 'Rui', orgaoDeClasse: 3, numeroInscricao: 'AB-998' })).toEqual([]);
    expect(
      validarConselho({
        nome: 'Lia',
        orgaoDeClasse: 9,
        siglaOrgaoDeClasse: 'COREN',
        numeroInscricao: 'BA-77',
        uf: 'BA',
      }),
    ).toEqual([]);
  });
});
