// The CAEPF (Cadastro de Atividade Econômica da Pessoa Física) validation the SST registers rely on — an
// establishment's registration (S-2240 infoAmb), a third party's place — checked against the Receita Federal's
// rule for the CAEPF's "número-controle" (layout 999.999.999/999-99, IN RFB 1.828/2018 annex II), as its
// published descriptions state it with a worked example: the 12 digits (CPF root + sequence) get two check
// digits computed as the CNPJ's modulus 11 — weights 2…9 from the right, repeating; each digit is 11 minus the
// remainder of the sum by 11, 0 when the remainder is 0 or 1; the first one joins the second sum (stated also
// as weights 9…2 and the remainder itself, 10 → 0: the same digits) — and then 12 is ADDED to the
// two-digit number, modulo 100: 293.118.610/001 → plain digits 72 → 72 + 12 → 293.118.610/001-84.
// A validator without the '+ 12' refuses every real CAEPF; the one used (isCaepf, @brazilian-utils) follows the
// rule, as these cases show (docs/decisions.md, issue 28).
import { describe, expect, it } from 'vitest';
import { isCaepf } from '../../../shared/br/documents.ts';

/** The rule as written, independently of the library: the 2 check digits of a 12-digit base. */
function digitosCaepf(base: string): string {
  const modulo11 = (digitos: string) => {
    let peso = 2;
    let soma = 0;
    for (let i = digitos.length - 1; i >= 0; i--) {
      soma += Number(digitos[i]) * peso;
      peso = peso === 9 ? 2 : peso + 1;
    }
    const resto = soma % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  const d1 = modulo11(base);
  const d2 = modulo11(base + d1);
  return String((d1 * 10 + d2 + 12) % 100).padStart(2, '0');
}

describe('CAEPF check digits (Receita Federal rule)', () => {
  it("the rule's worked example: 293.118.610/001 → 72 + 12 = 84", () => {
    expect(digitosCaepf('293118610001')).toBe('84');
    expect(isCaepf('293.118.610/001-84')).toBe(true);
    expect(isCaepf('29311861000184')).toBe(true);
    // the plain modulus-11 digits, without the + 12, are not a CAEPF
    expect(isCaepf('29311861000172')).toBe(false);
  });

  it.each([
    // CPF root + establishment sequence → the digits computed by hand with the rule
    ['529982247001', '25'], // plain 13
    ['111444777002', '35'], // plain 23
    ['390533447001', '92'], // plain 80
    ['123456789003', '52'], // plain 40
    ['529982247008', '02'], // plain 90: 90 + 12 = 102 → 02 (modulo 100)
  ])('%s → %s, accepted; every other pair of digits refused', (base, dv) => {
    expect(digitosCaepf(base)).toBe(dv);
    for (let n = 0; n < 100; n++) {
      const outro = String(n).padStart(2, '0');
      expect(isCaepf(`${base}${outro}`), `${base}${outro}`).toBe(outro === dv);
    }
  });

  it('the masked and the plain forms alike; wrong lengths and letters refused', () => {
    expect(isCaepf('529.982.247/001-25')).toBe(true);
    expect(isCaepf('52998224700125')).toBe(true);
    for (const v of ['5299822470012', '529982247001250', '5299822470O125', '', '00000000000000'])
      expect(isCaepf(v), v).toBe(false);
  });
});
