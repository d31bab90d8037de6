// Collects what a page prints as errors: console errors, uncaught exceptions and CSP refusals.
import type { Page } from '@playwright/test';

export function collectErrors(page: Page, allow: RegExp[] = []): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (!allow.some((re) => re.test(text))) errors.push(text);
  };
  page.on('console', (m) => {
    if (m.type() === 'error') keep(m.text());
  });
  page.on('pageerror', (e) => keep(`pageerror: ${e.message}`));
  return errors;
}
