import { describe, expect, it } from 'vitest';
import { diasAfastamento } from './afastamento.ts';

describe('diasAfastamento', () => {
  it('counts calendar days with both ends, across months and leap years', () => {
    expect(diasAfastamento('2025-03-01', '2025-03-01', '2030-01-01')).toBe(1);
    expect(diasAfastamento('2024-02-28', '2024-03-01', '2030-01-01')).toBe(3);
    expect(diasAfastamento('2025-01-31', '2025-03-01', '2030-01-01')).toBe(30);
  });

  it('an open leave counts up to today; one starting later, 0', () => {
    expect(diasAfastamento('2025-03-01', null, '2025-03-10')).toBe(10);
    expect(diasAfastamento('2025-03-11', null, '2025-03-10')).toBe(0);
  });
});
