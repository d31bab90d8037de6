// Brazilian document numbers for the demo, with their check digits computed here: the numbers come from
// the seeded faker (so they repeat run after run) and are kept unique by the caller's sets.
import type { Faker } from '@faker-js/faker';

const digitos = (s: string) => [...s].map(Number);

/** CPF check digits of 9 digits (modulus 11, weights 10…2 then 11…2). */
export function dvCpf(base9: string): string {
  const dv = (ds: number[]) => {
    const soma = ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(digitos(base9));
  const d2 = dv(digitos(`${base9}${d1}`));
  return `${d1}${d2}`;
}

/** PIS/PASEP check digit of 10 digits (weights 3,2,9…2; 10 and 11 become 0). */
export function dvPis(base10: string): string {
  const pesos = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const soma = digitos(base10).reduce((s, d, i) => s + d * pesos[i]!, 0);
  const r = 11 - (soma % 11);
  return String(r >= 10 ? 0 : r);
}

/** CNPJ check digits of 12 digits (weights 5…2,9…2 then 6…2,9…2). */
export function dvCnpj(base12: string): string {
  const dv = (ds: number[]) => {
    const pesos =
      ds.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = ds.reduce((s, d, i) => s + d * pesos[i]!, 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(digitos(base12));
  const d2 = dv(digitos(`${base12}${d1}`));
  return `${d1}${d2}`;
}

/** Draws numbers until one is new: `usados` keeps CPFs (and PIS) unique across the whole demo. */
function novo(usados: Set<string>, gerar: () => string): string {
  for (;;) {
    const n = gerar();
    if (!usados.has(n) && !/^(\d)\1+$/.test(n)) {
      usados.add(n);
      return n;
    }
  }
}

export const novoCpf = (faker: Faker, usados: Set<string>): string =>
  novo(usados, () => {
    const base = faker.string.numeric(9);
    return `${base}${dvCpf(base)}`;
  });

/** PIS numbers start with 1 or 2 (the ranges Caixa and Banco do Brasil actually issue). */
export const novoPis = (faker: Faker, usados: Set<string>): string =>
  novo(usados, () => {
    const base = `${faker.helpers.arrayElement(['1', '2'])}${faker.string.numeric(9)}`;
    return `${base}${dvPis(base)}`;
  });

/** A company CNPJ: 8-digit root, branch 0001 (head office), check digits. */
export function novoCnpj(faker: Faker): string {
  const base = `${faker.string.numeric({ length: 8, allowLeadingZeros: false })}0001`;
  return `${base}${dvCnpj(base)}`;
}

/** The CNPJ of branch `filial` (1 = head office) of the company whose CNPJ is `cnpj`. */
export function cnpjFilial(cnpj: string, filial: number): string {
  const base = `${cnpj.slice(0, 8)}${String(filial).padStart(4, '0')}`;
  return `${base}${dvCnpj(base)}`;
}
