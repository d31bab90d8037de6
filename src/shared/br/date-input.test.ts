import { describe, expect, it } from 'vitest';
import { brToIso, brToWallClock, isoToBr, maskDate, maskDateTime, wallClockToBr } from './date-input.ts';

describe('dates typed as dd/mm/aaaa', () => {
  it('masks as typed, whatever else comes with the digits', () => {
    expect(maskDate('2')).toBe('2');
    expect(maskDate('220')).toBe('22/0');
    expect(maskDate('22012024')).toBe('22/01/2024');
    expect(maskDate('22/01/20245')).toBe('22/01/2024');
    expect(maskDate('2024-06-01')).toBe('01/06/2024');
  });

  it('sends yyyy-MM-dd once complete; the incomplete text otherwise; undefined when cleared', () => {
    expect(brToIso('01/06/2024')).toBe('2024-06-01');
    expect(brToIso('01/06/20')).toBe('01/06/20');
    expect(brToIso(' ')).toBeUndefined();
    expect(isoToBr('2024-06-01')).toBe('01/06/2024');
    expect(isoToBr(undefined)).toBe('');
  });

  it('date-times: dd/mm/aaaa hh:mm as a wall-clock time', () => {
    expect(maskDateTime('010620241830')).toBe('01/06/2024 18:30');
    expect(maskDateTime('01062024')).toBe('01/06/2024');
    expect(maskDateTime('010620241')).toBe('01/06/2024 1');
    expect(brToWallClock('01/06/2024 18:30')).toBe('2024-06-01T18:30');
    expect(brToWallClock('01/06/2024 18')).toBeUndefined();
    expect(wallClockToBr('2024-06-01T18:30:00-03:00')).toBe('01/06/2024 18:30');
  });
});
