// Custom ajv formats, shared by the runtime ajv instance and the precompiled standalone
// validators (generated code imports `formats` from this module and calls
// `formats.cpf.validate(x)`), so this module must stay free of side effects and heavy imports.
//
// Storage decision: the API stores and validates documents UNMASKED. cpf/pis/caepf/cno/cep/
// telefone/celular/ddd are strings of digits only ('52998224725', not '529.982.247-25'); cnpj is
// its 14 characters with letters in upper case ('11222333000181', '12ABC34501DE35'). The console
// strips masks (and upper-cases the CNPJ) before sending, and masks again for display
// (src/shared/br/format.ts). An empty string fails every format except `ddd` and `digits`: an
// absent optional value must be sent as null or omitted, not as ''.
import { isCaepf, isCno, isCnpj, isCpf, isPis } from '../br/documents.ts';
import { isDdd, isPhone } from '../br/phone.ts';

export type FormatDefinition = { type: 'string'; validate: (s: string) => boolean };

const str = (validate: (s: string) => boolean): FormatDefinition => ({ type: 'string', validate });
const re = (pattern: RegExp): FormatDefinition => str((s) => pattern.test(s));

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** 'YYYY-MM-DD', a real calendar date, year 1900–2199. */
const isDate = (s: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (y < 1900 || y > 2199 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= (mo === 2 && isLeap(y) ? 29 : DAYS[mo - 1]!);
};

/** ISO 8601 date-time with a timezone: 'YYYY-MM-DDTHH:MM[:SS[.fff]]' + 'Z' or '±HH:MM'. */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[Tt]([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:[Zz]|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/;

const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const formats: Record<string, FormatDefinition> = {
  cpf: str((s) => /^\d{11}$/.test(s) && isCpf(s)),
  cnpj: str((s) => /^[0-9A-Z]{12}\d{2}$/.test(s) && isCnpj(s)),
  /** One or the other, by its length: who signs for a company may be a firm or a person. */
  'cpf-cnpj': str((s) => (/^\d{11}$/.test(s) ? isCpf(s) : /^[0-9A-Z]{12}\d{2}$/.test(s) && isCnpj(s))),
  pis: str((s) => /^\d{11}$/.test(s) && isPis(s)),
  caepf: str((s) => /^\d{14}$/.test(s) && isCaepf(s)),
  cno: str((s) => /^\d{12}$/.test(s) && isCno(s)),
  cep: re(/^\d{8}$/),
  /** DDD alone: empty or a 2-digit Brazilian area code. */
  ddd: str((s) => /^(\d{2})?$/.test(s) && isDdd(s)),
  /** Full phone number with DDD: 10 (landline) or 11 (mobile) digits. */
  telefone: str((s) => /^\d{10,11}$/.test(s) && isPhone(s)),
  /** Mobile subscriber number without DDD: 9 digits. */
  celular: re(/^\d{9}$/),
  email: re(EMAIL),
  date: str(isDate),
  'date-time': str((s) => {
    const m = DATE_TIME.exec(s);
    return m !== null && isDate(m[1]!);
  }),
  /** 'H:MM' or 'HH:MM', 0:00 to 23:59. */
  time: re(/^(?:[01]?\d|2[0-3]):[0-5]\d$/),
  digits: re(/^\d*$/),
};

/** Default Portuguese message for each format (a schema's own errorMessage wins). */
export const formatMessages: Record<string, string> = {
  cpf: 'Cpf inválido.',
  cnpj: 'Cnpj inválido.',
  'cpf-cnpj': 'Informe um CNPJ ou um CPF válido.',
  pis: 'O número PIS é inválido',
  caepf: 'Caepf inválido.',
  cno: 'Cno inválido.',
  cep: 'Cep inválido.',
  ddd: 'Inválido',
  telefone: 'Número de telefone inválido.',
  celular: 'Inválido',
  email: 'E-mail inválido.',
  date: 'Data inválida.',
  'date-time': 'Data/hora inválida.',
  time: 'Hora inválida.',
  digits: 'Informe somente números.',
};
