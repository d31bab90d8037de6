import { describe, expect, it } from 'vitest';
import { canAccessResource, hasAllAuthorities, hasAnyAuthority, hasAuthority } from './permissions.ts';

const user = { authorities: ['ROLE_A', 'ROLE_B'], usuario: { id: 7 } };
const admin = { authorities: [], usuario: { id: 1 } };

describe('permissions', () => {
  it('checks one, any or all authorities', () => {
    expect(hasAuthority(user, 'ROLE_A')).toBe(true);
    expect(hasAuthority(user, 'ROLE_C')).toBe(false);
    expect(hasAuthority(user, undefined)).toBe(true);
    expect(hasAuthority(null, 'ROLE_A')).toBe(false);
    expect(hasAnyAuthority(user, ['ROLE_C', 'ROLE_B'])).toBe(true);
    expect(hasAnyAuthority(user, ['ROLE_C'])).toBe(false);
    expect(hasAllAuthorities(user, ['ROLE_A', 'ROLE_B'])).toBe(true);
    expect(hasAllAuthorities(user, ['ROLE_A', 'ROLE_C'])).toBe(false);
  });

  it('gives the installation administrator (user 1) every authority', () => {
    expect(hasAllAuthorities(admin, ['ROLE_X', 'ROLE_Y'])).toBe(true);
  });

  it('maps react-admin actions to the register read/write authorities', () => {
    const registry = { 'captacao/etapas-seletivas': { read: 'ROLE_A', write: 'ROLE_W' } };
    expect(canAccessResource(user, registry, 'captacao/etapas-seletivas', 'list')).toBe(true);
    expect(canAccessResource(user, registry, 'captacao/etapas-seletivas', 'edit')).toBe(false);
    expect(canAccessResource(user, registry, 'outro/cadastro', 'edit')).toBe(true);
  });
});
