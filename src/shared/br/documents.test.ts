import { describe, expect, it } from 'vitest';
import { isCaepf, isCep, isCno, isCnpj, isCpf, isPis, onlyDigits } from './documents.ts';

// Check digits below were computed by hand (mod 11) and agree with the library.
const bad = [undefined, null, 0, 52998224725, {}, [], ''];

describe('onlyDigits', () => {
  it('keeps digits only', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('12.ABC.345/01DE-35')).toBe('123450135');
    expect(onlyDigits('')).toBe('');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
    expect(onlyDigits(123)).toBe('123');
  });
});

describe('isCpf', () => {
  it('accepts valid CPFs, masked or not', () => {
    for (const v of ['529.982.247-25', '52998224725', '111.444.777-35', '11144477735', ' 529.982.247-25 ']) {
      expect(isCpf(v), v).toBe(true);
    }
  });
  it('rejects wrong check digits, repeated digits, wrong lengths and junk', () => {
    for (const v of [
      '529.982.247-24',
      '52998224735',
      '11111111111',
      '000.000.000-00',
      '99999999999',
      '5299822472',
      '529982247250',
      '529.982.247-2a',
      'abc',
      ...bad,
    ]) {
      expect(isCpf(v), String(v)).toBe(false);
    }
  });
});

describe('isCnpj', () => {
  it('accepts valid numeric CNPJs, masked or not', () => {
    for (const v of ['11.222.333/0001-81', '11222333000181', '11.444.777/0001-61', '00.000.000/0001-91']) {
      expect(isCnpj(v), v).toBe(true);
    }
  });
  it('accepts valid alphanumeric CNPJs (12ABC34501DE + DVs 3 and 5, computed by hand)', () => {
    for (const v of [
      '12ABC34501DE35',
      '12.ABC.345/01DE-35',
      '12abc34501de35',
      '12.abc.345/01De-35',
      'Q0SLFMBD7VX439',
    ]) {
      expect(isCnpj(v), v).toBe(true);
    }
  });
  it('rejects wrong check digits, repeated digits, wrong lengths and junk', () => {
    for (const v of [
      '11.222.333/0001-82',
      '11222333000180',
      '00000000000000',
      '11111111111111',
      '11.111.111/1111-11',
      '1122233300018',
      '112223330001811',
      '12ABC34501DE36',
      '12ABC34501DE53',
      '12ABC34501DE3A',
      '12ABC34501D35',
      '12ABC34501DE',
      '12ABÇ34501DE35',
      '12AB#34501DE35',
      ...bad,
    ]) {
      expect(isCnpj(v), String(v)).toBe(false);
    }
  });
});

describe('isPis', () => {
  it('accepts valid PIS numbers, masked or not', () => {
    for (const v of ['120.56874.10-7', '12056874107', '170.12345.67-3', '17012345673']) {
      expect(isPis(v), v).toBe(true);
    }
  });
  it('rejects invalid PIS numbers', () => {
    for (const v of [
      '12056874108',
      '17012345670',
      '00000000000',
      '11111111111',
      '1205687410',
      '120568741070',
      'a2056874107',
      ...bad,
    ]) {
      expect(isPis(v), String(v)).toBe(false);
    }
  });
});

describe('isCaepf', () => {
  it('accepts valid CAEPF numbers (plain DVs 72 shifted by 12 → 84)', () => {
    expect(isCaepf('293.118.610/001-84')).toBe(true);
    expect(isCaepf('29311861000184')).toBe(true);
    expect(isCaepf('41142260000101')).toBe(true);
  });
  it('rejects invalid CAEPF numbers', () => {
    for (const v of [
      '29311861000172',
      '29311861000185',
      '00000000000000',
      '00000000000012',
      '2931186100018',
      ...bad,
    ]) {
      expect(isCaepf(v), String(v)).toBe(false);
    }
  });
});

describe('isCno', () => {
  it('accepts valid CNO numbers', () => {
    expect(isCno('11.084.01680/62')).toBe(true);
    expect(isCno('110840168062')).toBe(true);
    expect(isCno('111130137368')).toBe(true);
  });
  it('rejects invalid CNO numbers', () => {
    for (const v of [
      '110840168063',
      '000000000000',
      '11084016806',
      '1108401680622',
      '11A840168062',
      ...bad,
    ]) {
      expect(isCno(v), String(v)).toBe(false);
    }
  });
});

describe('isCep', () => {
  it('accepts 8 digits, masked or not', () => {
    for (const v of ['01310-100', '01310100', '92.500-000', '70040010']) expect(isCep(v), v).toBe(true);
  });
  it('rejects other lengths and letters', () => {
    for (const v of ['0131010', '013101000', '01310-10a', 'abcdefgh', ...bad])
      expect(isCep(v), String(v)).toBe(false);
  });
});
