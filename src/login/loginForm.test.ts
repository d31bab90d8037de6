import { describe, expect, it } from 'vitest';
import { MSG } from '../shared/messages.ts';
import { cpfReadyForLookup, maskCpf, validateLogin } from './loginForm.ts';

describe('login form', () => {
  it('masks the CPF as it is typed', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-25');
  });

  it('looks companies up only for 11 digits', () => {
    expect(cpfReadyForLookup('529.982.247-2')).toBe(false);
    expect(cpfReadyForLookup('529.982.247-25')).toBe(true);
  });

  it("uses the spec's messages", () => {
    expect(validateLogin({ cpf: '', senha: '', empresaId: '' })).toEqual({
      cpf: MSG.cpfRequired,
      senha: 'Senha é obrigatória',
      empresaId: 'Empresa é obrigatória',
    });
    expect(validateLogin({ cpf: '111.111.111-11', senha: 'x', empresaId: '1' })).toEqual({
      cpf: 'Cpf inválido.',
    });
    expect(validateLogin({ cpf: '529.982.247-25', senha: 'x', empresaId: '1' })).toEqual({});
  });
});
