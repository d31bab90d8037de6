// The login form's pure parts: the CPF mask and the checks made before anything is sent (spec §5
// "Login": CPF, password and company required; a CPF must be valid).
import { isCpf, onlyDigits } from '../shared/br/documents.ts';
import { CPF_DIGITS_FOR_COMPANY_LOOKUP } from '../shared/constants.ts';
import { MSG } from '../shared/messages.ts';

export type LoginForm = { cpf: string; senha: string; empresaId: string };
export type LoginErrors = Partial<Record<keyof LoginForm, string>>;

/** '52998224725' → '529.982.247-25', formatting as the user types (extra digits are dropped). */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** The company list is looked up only for a complete CPF (spec §9). */
export const cpfReadyForLookup = (cpf: string): boolean =>
  onlyDigits(cpf).length === CPF_DIGITS_FOR_COMPANY_LOOKUP;

export function validateLogin(form: LoginForm): LoginErrors {
  const errors: LoginErrors = {};
  if (!onlyDigits(form.cpf)) errors.cpf = MSG.cpfRequired;
  else if (!isCpf(onlyDigits(form.cpf))) errors.cpf = MSG.cpfInvalid;
  if (!form.senha) errors.senha = MSG.passwordRequired;
  if (!form.empresaId) errors.empresaId = MSG.companyRequired;
  return errors;
}
