import { describe, expect, it } from 'vitest';
import { brToInstant, instantToBr } from './dates.ts';

describe('date-times on the server clock', () => {
  it('sends the typed wall-clock time with the server offset', () => {
    expect(brToInstant('01/06/2024 18:30')).toBe('2024-06-01T18:30:00-03:00');
    // Brazil's daylight saving time (until 2019)
    expect(brToInstant('15/01/2018 10:00')).toBe('2018-01-15T10:00:00-02:00');
    expect(brToInstant('01/06/2024 18')).toBe('01/06/2024 18');
    expect(brToInstant('')).toBeUndefined();
  });

  it('shows an instant as the server wall clock', () => {
    expect(instantToBr('2024-06-01T21:30:00Z')).toBe('01/06/2024 18:30');
    expect(instantToBr('2024-06-01T18:30:00-03:00')).toBe('01/06/2024 18:30');
    expect(instantToBr(null)).toBe('');
  });
});
