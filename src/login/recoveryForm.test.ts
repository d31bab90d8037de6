import { describe, expect, it } from 'vitest';
import { PASSWORDS_DIFFER, validateNewPassword, validateRecoveryCpf } from './recoveryForm.ts';

describe('password recovery forms', () => {
  it('asks for a valid CPF', () => {
    expect(validateRecoveryCpf('')).toBe('CPF é obrigatório');
    expect(validateRecoveryCpf('111.111.111-11')).toBe('Cpf inválido.');
    expect(validateRecoveryCpf('529.982.247-25')).toBeUndefined();
  });

  it('asks for a new password of 8 to 128 characters, confirmed', () => {
    expect(validateNewPassword({ senha: '', confirmacao: '' })).toEqual({
      senha: 'Nova senha é obrigatória',
      confirmacao: 'Confirmação da nova senha é obrigatória',
    });
    expect(validateNewPassword({ senha: 'curta', confirmacao: 'curta' })).toEqual({
      senha: 'A senha deve ter no mínimo 8 caracteres.',
    });
    expect(validateNewPassword({ senha: 'x'.repeat(129), confirmacao: 'x'.repeat(129) })).toEqual({
      senha: 'A senha deve ter no máximo 128 caracteres.',
    });
    expect(validateNewPassword({ senha: 'senha-nova-456', confirmacao: 'outra-senha-789' })).toEqual({
      confirmacao: PASSWORDS_DIFFER,
    });
    expect(validateNewPassword({ senha: 'senha-nova-456', confirmacao: 'senha-nova-456' })).toEqual({});
  });
});
