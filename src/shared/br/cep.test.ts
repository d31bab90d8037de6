import { describe, expect, it } from 'vitest';
import { ufDoCep } from './cep.ts';

describe('ufDoCep', () => {
  it.each([
    ['01310-100', 'SP'],
    ['20040002', 'RJ'],
    ['60160-230', 'CE'],
    ['70040-010', 'DF'],
    ['73080-100', 'DF'],
    ['74000-000', 'GO'],
    ['69301-000', 'RR'],
    ['69400-000', 'AM'],
    ['68900-000', 'AP'],
    ['76801-000', 'RO'],
    ['90010-000', 'RS'],
    ['88010-000', 'SC'],
  ])('%s is in %s', (cep, uf) => {
    expect(ufDoCep(cep)).toBe(uf);
  });
  it('answers nothing for malformed or unassigned CEPs', () => {
    expect(ufDoCep('0100')).toBeUndefined();
    expect(ufDoCep('00000-000')).toBeUndefined();
  });
});
