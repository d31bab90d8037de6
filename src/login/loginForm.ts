// The login form's pure parts: the CPF mask and the checks made before anything is sent (spec §5
// "Login": CPF and password required, a CPF must be valid; the company once the server asked for it).
// Which companies a CPF reaches is told only after its password (POST /api/login answers 409 with them).
import { isCpf, onlyDigits } from '../shared/br/documents.ts';
import { MSG } from '../shared/messages.ts';

export type LoginForm = { cpf: string; senha: string; empresaId: string };
export type LoginErrors = Partial<Record<keyof LoginForm, string>>;
export type Empresa = { id: number; nome: string };

/** '52998224725' → '529.982.247-25', formatting as the user types (extra digits are dropped). */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** `choosing`: the server listed the user's companies, one must be chosen. */
export function validateLogin(form: LoginForm, choosing = false): LoginErrors {
  const errors: LoginErrors = {};
  if (!onlyDigits(form.cpf)) errors.cpf = MSG.cpfRequired;
  else if (!isCpf(onlyDigits(form.cpf))) errors.cpf = MSG.cpfInvalid;
  if (!form.senha) errors.senha = MSG.passwordRequired;
  if (choosing && !form.empresaId) errors.empresaId = MSG.companyRequired;
  return errors;
}

/** The body of POST /api/login: without the company until the server asks for it. */
export function loginBody(form: LoginForm, choosing: boolean) {
  const body: { cpf: string; senha: string; empresaId?: number } = {
    cpf: onlyDigits(form.cpf),
    senha: form.senha,
  };
  if (choosing && form.empresaId) body.empresaId = Number(form.empresaId);
  return body;
}

/** The company shown chosen when the list arrives: the one used last on this browser, if it is there. */
export function preselectedCompany(list: Empresa[], lastUsed: string | null | undefined): string {
  return list.some((e) => String(e.id) === lastUsed) ? String(lastUsed) : '';
}
