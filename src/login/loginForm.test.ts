import { describe, expect, it } from 'vitest';
import { MSG } from '../shared/messages.ts';
import { loginBody, maskCpf, preselectedCompany, validateLogin } from './loginForm.ts';

describe('login form', () => {
  it('masks the CPF as it is typed', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-25');
  });

  it("uses the spec's messages; the company only once the server listed the user's companies", () => {
    expect(validateLogin({ cpf: '', senha: '', empresaId: '' })).toEqual({
      cpf: MSG.cpfRequired,
      senha: 'Senha é obrigatória',
    });
    expect(validateLogin({ cpf: '', senha: '', empresaId: '' }, true)).toEqual({
      cpf: MSG.cpfRequired,
      senha: 'Senha é obrigatória',
      empresaId: 'Empresa é obrigatória',
    });
    expect(validateLogin({ cpf: '111.111.111-11', senha: 'x', empresaId: '' })).toEqual({
      cpf: 'Cpf inválido.',
    });
    expect(validateLogin({ cpf: '529.982.247-25', senha: 'x', empresaId: '' })).toEqual({});
    expect(validateLogin({ cpf: '529.982.247-25', senha: 'x', empresaId: '2' }, true)).toEqual({});
  });

  it('sends the company only when choosing one', () => {
    const form = { cpf: '529.982.247-25', senha: 's', empresaId: '2' };
    expect(loginBody(form, false)).toEqual({ cpf: '52998224725', senha: 's' });
    expect(loginBody(form, true)).toEqual({ cpf: '52998224725', senha: 's', empresaId: 2 });
  });

  it('preselects the company used last on this browser when it is in the list', () => {
    const list = [
      { id: 1, nome: 'A' },
      { id: 3, nome: 'C' },
    ];
    expect(preselectedCompany(list, '3')).toBe('3');
    expect(preselectedCompany(list, '2')).toBe('');
    expect(preselectedCompany(list, null)).toBe('');
  });
});
