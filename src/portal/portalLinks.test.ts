import { describe, expect, it } from 'vitest';
import { INVALID_COMPANY_ID, loginHref, readEmpresaId } from './portalLinks.ts';

describe('portal links', () => {
  it('keeps a numeric empresaId and flags any other', () => {
    expect(readEmpresaId('?empresaId=12')).toEqual({ empresaId: '12', invalid: false });
    expect(readEmpresaId('?empresaId=abc')).toEqual({ invalid: true });
    expect(readEmpresaId('')).toEqual({ invalid: false });
    expect(INVALID_COMPANY_ID).toBe('Empresa ID inválido. Revise ou solicite novamente o link');
  });

  it('builds the login link with the company', () => {
    expect(loginHref('12')).toBe('/externo/login?empresaId=12');
    expect(loginHref()).toBe('/externo/login');
  });
});
