// The password-recovery forms' checks, made before anything is sent. The server makes the same ones
// (schemas utilitario/_acoes/recuperar-senha.json and redefinir-senha.json) and its answer is shown as is.
import { isCpf, onlyDigits } from '../shared/br/documents.ts';
import { MSG } from '../shared/messages.ts';

export type NewPasswordForm = { senha: string; confirmacao: string };
export type NewPasswordErrors = Partial<Record<keyof NewPasswordForm, string>>;

export const PASSWORDS_DIFFER = 'As senhas devem ser iguais';
/** The server's message for a spent, expired or missing link (MSG_RECUPERACAO.linkInvalido). */
export const LINK_INVALID = 'Link inválido ou expirado. Solicite uma nova recuperação de senha.';

/** The CPF of a recovery request: required and valid. */
export function validateRecoveryCpf(cpf: string): string | undefined {
  const digits = onlyDigits(cpf);
  if (!digits) return MSG.cpfRequired;
  return isCpf(digits) ? undefined : MSG.cpfInvalid;
}

/** The new password (8 to 128 characters) and its confirmation (the same text). */
export function validateNewPassword(form: NewPasswordForm): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!form.senha) errors.senha = MSG.newPasswordRequired;
  else if (form.senha.length < 8) errors.senha = MSG.passwordMinLength;
  else if (form.senha.length > 128) errors.senha = MSG.passwordMaxLength;
  if (!form.confirmacao) errors.confirmacao = MSG.newPasswordConfirmRequired;
  else if (form.confirmacao !== form.senha) errors.confirmacao = PASSWORDS_DIFFER;
  return errors;
}
