import { describe, expect, it } from 'vitest';
import { isDdd, isLandline, isMobile, isPhone } from './phone.ts';

describe('isDdd', () => {
  it('accepts empty or a Brazilian area code', () => {
    for (const v of ['', '11', '21', '61', '99', '(11)', ' 47 ']) expect(isDdd(v), v).toBe(true);
  });
  it('rejects unknown codes, wrong lengths and junk', () => {
    for (const v of ['10', '20', '23', '00', '1', '011', '111', 'ab', '1a', null, undefined, 11]) {
      expect(isDdd(v), String(v)).toBe(false);
    }
  });
});

describe('isLandline', () => {
  it('accepts 8 or 9 digits', () => {
    for (const v of ['3000-0000', '30000000', '930000000', '93000-0000']) expect(isLandline(v), v).toBe(true);
  });
  it('rejects other lengths and junk', () => {
    for (const v of ['', '3000000', '3000000000', '3000-000a', null, undefined]) {
      expect(isLandline(v), String(v)).toBe(false);
    }
  });
});

describe('isMobile', () => {
  it('accepts 9 digits', () => {
    for (const v of ['98765-4321', '987654321']) expect(isMobile(v), v).toBe(true);
  });
  it('rejects other lengths and junk', () => {
    for (const v of ['', '9876-5432', '98765432', '9876543210', '98765-432a', null]) {
      expect(isMobile(v), String(v)).toBe(false);
    }
  });
});

describe('isPhone', () => {
  it('accepts 10 or 11 digits starting with a valid DDD', () => {
    for (const v of ['(11) 98765-4321', '11987654321', '(11) 3000-0000', '1130000000', '61 3333-4444']) {
      expect(isPhone(v), v).toBe(true);
    }
  });
  it('rejects unknown DDDs, wrong lengths and junk', () => {
    for (const v of [
      '1030000000',
      '2098765432',
      '113000000',
      '119876543210',
      '',
      '(11) 9876A-4321',
      null,
      undefined,
    ]) {
      expect(isPhone(v), String(v)).toBe(false);
    }
  });
});
