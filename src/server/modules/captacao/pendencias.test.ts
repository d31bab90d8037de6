import { describe, expect, it } from 'vitest';
import { pendenciasDoCandidato, qualificacaoAposVerificar } from './pendencias.ts';

const completo = {
  nome: 'Ana',
  cpf: '52998224725',
  pessoal: { dataNascimento: '1990-01-01', sexo: 'F', escolaridade: '07' },
  contato: { email: 'ana@exemplo.com' },
  endereco: { logradouro: 'Rua A', numero: '10', bairro: 'Centro', uf: { id: 23 }, cidade: { id: 2304400 } },
  cargos: [1],
  primeiroEmprego: true,
  ocrTexto: 'Experiência em vendas',
};

describe('pendenciasDoCandidato', () => {
  it('finds none in a complete registration', () => {
    expect(pendenciasDoCandidato(completo, false)).toEqual([]);
  });

  it('names each missing item', () => {
    const p = pendenciasDoCandidato({ nome: 'Ana', cargos: [], contato: { email: '' } }, false);
    expect(p.map((x) => x.campo)).toEqual([
      'cpf',
      'pessoal.dataNascimento',
      'pessoal.sexo',
      'pessoal.escolaridade',
      'contato',
      'endereco',
      'cargos',
      'experiencias',
      'ocrTexto',
    ]);
  });

  it('accepts a CV file instead of the CV text, and experiences instead of first job', () => {
    const c = { ...completo, ocrTexto: undefined, primeiroEmprego: false, experiencias: [{ empresa: 'X' }] };
    expect(pendenciasDoCandidato(c, true)).toEqual([]);
    expect(pendenciasDoCandidato(c, false).map((x) => x.campo)).toEqual(['ocrTexto']);
  });

  it('sees a partial address as incomplete', () => {
    const c = { ...completo, endereco: { ...completo.endereco, bairro: '' } };
    expect(pendenciasDoCandidato(c, false)).toEqual([
      { campo: 'endereco', mensagem: 'Endereço incompleto.' },
    ]);
  });
});

describe('qualificacaoAposVerificar', () => {
  it('marks unverified candidates with pendências and releases them when complete', () => {
    expect(qualificacaoAposVerificar('NAO_VERIFICADO', 2)).toBe('DADOS_INCOMPLETOS');
    expect(qualificacaoAposVerificar(undefined, 1)).toBe('DADOS_INCOMPLETOS');
    expect(qualificacaoAposVerificar('DADOS_INCOMPLETOS', 0)).toBe('NAO_VERIFICADO');
    expect(qualificacaoAposVerificar('DADOS_INCOMPLETOS', 3)).toBe('DADOS_INCOMPLETOS');
  });
  it("keeps the recruiter's decisions", () => {
    expect(qualificacaoAposVerificar('QUALIFICADO', 4)).toBe('QUALIFICADO');
    expect(qualificacaoAposVerificar('NAO_QUALIFICADO', 0)).toBe('NAO_QUALIFICADO');
  });
});
