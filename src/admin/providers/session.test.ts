import { describe, expect, it } from 'vitest';
import { cameFromOtherOrigin } from './session.ts';

const base = {
  origin: 'https://rh.empresa.com.br',
  navigationType: 'navigate',
  path: '/captacao/etapas-seletivas',
};

describe('cameFromOtherOrigin (spec §4)', () => {
  it('asks when the page was opened from another site', () => {
    expect(cameFromOtherOrigin({ ...base, referrer: 'https://mail.example.com/inbox' })).toBe(true);
  });

  it('does not ask on a refresh, from our own pages, on the login page or without a referrer', () => {
    expect(
      cameFromOtherOrigin({ ...base, referrer: 'https://mail.example.com/', navigationType: 'reload' }),
    ).toBe(false);
    expect(cameFromOtherOrigin({ ...base, referrer: 'https://rh.empresa.com.br/login' })).toBe(false);
    expect(cameFromOtherOrigin({ ...base, referrer: 'https://mail.example.com/', path: '/login' })).toBe(
      false,
    );
    expect(cameFromOtherOrigin({ ...base, referrer: '' })).toBe(false);
  });
});
