import { describe, expect, it } from 'vitest';
import { mascaraCpf } from '../mascaras.ts';
import { abasDoCandidato, CANDIDATO } from './schema.ts';
import { comValor, paraFormulario, paraRegistro, parseDinheiro } from './valores.ts';

describe('portal form values', () => {
  it('parses money typed in pt-BR', () => {
    expect(parseDinheiro('R$ 1.234,56')).toBe(1234.56);
    expect(parseDinheiro('2500')).toBe(2500);
    expect(parseDinheiro('')).toBeUndefined();
    expect(parseDinheiro('abc')).toBe('abc');
    expect(parseDinheiro('3000.50')).toBe(3000.5);
    expect(parseDinheiro('3.000')).toBe(3000);
  });

  it('turns form values into the register record and back', () => {
    const form = {
      nome: 'Ana',
      pretencaoSalarial: '3.500,00',
      pessoal: { qtdFilhos: '2', sexo: '' },
      contato: {},
      formacao: [{ curso: 'ADM', anoConclusao: '2020' }],
      foto: { id: 3 },
      cargos: [1, 2],
    };
    const rec = paraRegistro(CANDIDATO, form);
    expect(rec).toEqual({
      nome: 'Ana',
      pretencaoSalarial: 3500,
      pessoal: { qtdFilhos: 2 },
      formacao: [{ curso: 'ADM', anoConclusao: 2020 }],
      cargos: [1, 2],
    });
    expect(paraFormulario(CANDIDATO, { ...rec, endereco: { uf: { id: 35, sigla: 'SP' } } })).toEqual({
      ...form,
      pretencaoSalarial: '3.500,00',
      pessoal: { qtdFilhos: '2' },
      contato: undefined,
      foto: undefined,
      endereco: { uf: { id: 35 } },
    });
  });

  it('sets a nested value without mutating', () => {
    const v = { pessoal: { sexo: 'F' }, formacao: [{ curso: 'A' }] };
    const n = comValor(v, 'formacao.0.curso', 'B');
    expect(n.formacao[0].curso).toBe('B');
    expect(v.formacao[0]!.curso).toBe('A');
    expect(comValor(v, 'contato.email', 'x').contato).toEqual({ email: 'x' });
  });

  it('masks the CPF while typing', () => {
    expect(mascaraCpf('5299822')).toBe('529.982.2');
    expect(mascaraCpf('52998224725999')).toBe('529.982.247-25');
  });

  it('groups the candidate own fields in the register tabs, without HR fields', () => {
    const abas = abasDoCandidato();
    expect(abas.map((a) => a.aba)).toEqual([
      'Dados Pessoais',
      'Documentos',
      'Endereço e Contato',
      'Formação e Idiomas',
      'Experiência',
      'Interesses',
      'Currículo',
      'Complementares',
    ]);
    const todos = abas.flatMap((a) => a.campos.map(([n]) => n));
    for (const rh of [
      'observacao',
      'disponivel',
      'qualificacaoCadastral',
      'senha',
      'origem',
      'statusCadastral',
    ])
      expect(todos).not.toContain(rh);
    expect(todos).toEqual(expect.arrayContaining(['nome', 'cpf', 'foto', 'curriculo', 'cargos']));
  });
});
