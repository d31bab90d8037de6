// Brazilian document validators. Isomorphic (browser and server): no Node APIs.
// Each accepts the masked ('529.982.247-25') or the unmasked ('52998224725') form and
// returns false for anything that is not a string. The check-digit rules come from
// @brazilian-utils/brazilian-utils, imported per function so the browser bundle stays small.
import { isValidCaepf } from '@brazilian-utils/brazilian-utils/is-valid-caepf';
import { isValidCep } from '@brazilian-utils/brazilian-utils/is-valid-cep';
import { isValidCno } from '@brazilian-utils/brazilian-utils/is-valid-cno';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidPis } from '@brazilian-utils/brazilian-utils/is-valid-pis';

/** The digits of `v`, in order ('' for null, undefined or a non-string). */
export const onlyDigits = (v: unknown): string =>
  typeof v === 'string' ? v.replace(/\D/g, '') : typeof v === 'number' ? onlyDigits(String(v)) : '';

/** CPF: 11 digits with valid check digits; all-same-digit numbers (111.111.111-11) are rejected. */
export const isCpf = (v: unknown): boolean => typeof v === 'string' && isValidCpf(v);

/**
 * CNPJ, both forms: the classic 14-digit one and the alphanumeric one (12 characters A-Z/0-9
 * followed by 2 numeric check digits; letters may be lower case). The library handles both
 * when asked for `version: 2`; all-same-digit numeric CNPJs are rejected.
 */
export const isCnpj = (v: unknown): boolean => typeof v === 'string' && isValidCnpj(v, { version: 2 });

/** PIS/PASEP/NIT/NIS: 11 digits, modulus-11 check digit. */
export const isPis = (v: unknown): boolean => typeof v === 'string' && isValidPis(v);

/** CAEPF: 14 digits (CPF base + sequence + 2 check digits). */
export const isCaepf = (v: unknown): boolean => typeof v === 'string' && isValidCaepf(v);

/** CNO (ex-CEI): 12 digits, last one a check digit. */
export const isCno = (v: unknown): boolean => typeof v === 'string' && isValidCno(v);

/** CEP: 8 digits ('01310-100' or '01310100'). */
export const isCep = (v: unknown): boolean => typeof v === 'string' && isValidCep(v);
