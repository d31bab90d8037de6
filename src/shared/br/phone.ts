// Brazilian phone numbers. Isomorphic: no Node APIs. Masked or unmasked input.
import { getAreaCodeInfo } from '@brazilian-utils/brazilian-utils/get-area-code-info';

const MASK = /^[\d\s().+-]*$/;

const digitsOf = (v: unknown): string | null =>
  typeof v === 'string' && MASK.test(v) ? v.replace(/\D/g, '') : null;

/** DDD (area code): empty, or 2 digits that are a Brazilian area code in use (11, 21, 61...). */
export const isDdd = (v: unknown): boolean => {
  const d = digitsOf(v);
  if (d === null) return false;
  return d === '' || (d.length === 2 && getAreaCodeInfo(d) !== null);
};

/** Landline subscriber number, without DDD: 8 or 9 digits ('3000-0000'). */
export const isLandline = (v: unknown): boolean => {
  const d = digitsOf(v);
  return d !== null && (d.length === 8 || d.length === 9);
};

/** Mobile subscriber number, without DDD: 9 digits ('98765-4321'). */
export const isMobile = (v: unknown): boolean => digitsOf(v)?.length === 9;

/** Full number with DDD: 10 (landline) or 11 (mobile) digits, starting with a valid DDD. */
export const isPhone = (v: unknown): boolean => {
  const d = digitsOf(v);
  return d !== null && (d.length === 10 || d.length === 11) && isDdd(d.slice(0, 2));
};
