// Checks of the 'Alterar Minha Senha' form, the same the server makes (PUT /api/userinfo/senha), so
// an invalid form shows its messages and sends nothing.
import { MSG } from '../../shared/messages.ts';

export type PasswordForm = { senha: string; novaSenha: string; confNovaSenha: string };
export type PasswordErrors = Partial<Record<keyof PasswordForm, string>>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function validatePasswordForm(form: PasswordForm): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!form.senha) errors.senha = MSG.currentPasswordRequired;
  if (!form.novaSenha) errors.novaSenha = MSG.newPasswordRequired;
  else if (form.novaSenha.length < PASSWORD_MIN) errors.novaSenha = MSG.passwordMinLength;
  else if (form.novaSenha.length > PASSWORD_MAX) errors.novaSenha = MSG.passwordMaxLength;
  if (!form.confNovaSenha) errors.confNovaSenha = MSG.newPasswordConfirmRequired;
  else if (form.novaSenha && form.confNovaSenha !== form.novaSenha)
    errors.confNovaSenha = MSG.passwordNotConfirmed;
  return errors;
}
