import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.ts';
import { validatePasswordForm } from './passwordForm.ts';

describe("'Alterar Minha Senha' checks", () => {
  it('requires the three fields', () => {
    expect(validatePasswordForm({ senha: '', novaSenha: '', confNovaSenha: '' })).toEqual({
      senha: MSG.currentPasswordRequired,
      novaSenha: MSG.newPasswordRequired,
      confNovaSenha: MSG.newPasswordConfirmRequired,
    });
  });

  it('refuses a short password and a confirmation that differs', () => {
    expect(validatePasswordForm({ senha: 'a', novaSenha: 'curta', confNovaSenha: 'curta' })).toEqual({
      novaSenha: MSG.passwordMinLength,
    });
    expect(
      validatePasswordForm({ senha: 'a', novaSenha: 'nova-senha-1', confNovaSenha: 'outra-senha' }),
    ).toEqual({
      confNovaSenha: 'A senha não foi confirmada corretamente. Por favor, confira.',
    });
  });

  it('accepts a good form', () => {
    expect(
      validatePasswordForm({ senha: 'a', novaSenha: 'nova-senha-1', confNovaSenha: 'nova-senha-1' }),
    ).toEqual({});
  });
});
