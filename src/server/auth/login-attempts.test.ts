import { describe, expect, it } from 'vitest';
import { THROTTLES, type Throttle, throttleDelaySeconds } from './login-attempts.ts';

describe('login throttling waits (worked numbers of docs/decisions.md)', () => {
  it('an account: 5 failures free, then 1, 2, 4 … seconds, at most a minute', () => {
    const waits = Array.from({ length: 14 }, (_, n) => throttleDelaySeconds(THROTTLES.account, n));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(throttleDelaySeconds(THROTTLES.account, 10_000)).toBe(60);
  });

  it('an account from one address: the same start, at most 15 minutes', () => {
    const waits = Array.from({ length: 17 }, (_, n) => throttleDelaySeconds(THROTTLES.accountAddress, n));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it('caps guessing: at most 60 an hour on one account, 109 a day from one address', () => {
    // attempts that fit in a time when each waits what the failures before it ask
    const attemptsWithin = (t: Throttle, seconds: number) => {
      let clock = throttleDelaySeconds(t, 0);
      let n = 0;
      while (clock <= seconds) {
        n++;
        clock += throttleDelaySeconds(t, n);
      }
      return n;
    };
    expect(attemptsWithin(THROTTLES.account, 3600)).toBeLessThanOrEqual(5 + 6 + 60);
    expect(attemptsWithin(THROTTLES.account, 24 * 3600) - attemptsWithin(THROTTLES.account, 23 * 3600)).toBe(
      60,
    );
    // 5 free, 10 growing waits (1 + 2 + … + 512 = 1,023 s), then one each 15 minutes: 5 + 10 + 94
    expect(attemptsWithin(THROTTLES.accountAddress, 24 * 3600)).toBe(109);
  });
});
