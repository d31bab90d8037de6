import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../shared/schema/registry.ts';
import type { JsonSchema, ResourceMeta } from '../../shared/schema/types.ts';
import { buildMenu, type MenuItem } from './menu.ts';
import type { StaffSession } from './session.ts';

function register(path: string, meta: Partial<ResourceMeta>): JsonSchema {
  return {
    $id: path,
    type: 'object',
    'x-resource': {
      path,
      table: path.replace(/\W/g, '_'),
      label: meta.label ?? path,
      gender: 'm',
      tenant: 'global',
      ...meta,
    },
    properties: { id: { type: 'integer' }, nome: { type: 'string' } },
  };
}

const registry = buildRegistry([
  register('utilitario/usuarios', {
    label: 'Usuários',
    icon: 'People',
    menu: { module: 'utilitario', group: 'Segurança', order: 10 },
    authority: { read: 'ROLE_UTILITARIO' },
  }),
  register('utilitario/empresas', {
    label: 'Empresas',
    menu: { module: 'utilitario', group: 'Cadastros', order: 10 },
    authority: { read: 'ROLE_UTILITARIO' },
  }),
  register('utilitario/perfis', {
    label: 'Perfis',
    menu: { module: 'utilitario', group: 'Segurança', order: 5, label: 'Perfis de Acesso' },
    authority: { read: 'ROLE_UTILITARIO' },
  }),
  register('captacao/areas', { label: 'Áreas', menu: { module: 'captacao', group: 'Cadastros' } }),
  register('captacao/motivos', { label: 'Motivos', menu: { module: 'captacao', group: 'Cadastros' } }),
  register('captacao/hidden', { label: 'Oculto', menu: false }),
  register('captacao/sem-menu', { label: 'Sem menu' }),
  register('sst/exames', {
    label: 'Exames',
    menu: { module: 'sst', group: 'Cadastros' },
    authority: { read: 'ROLE_SST' },
  }),
]);

const session = (authorities: string[], isAdmin = false): StaffSession => ({
  id: 's',
  userId: 2,
  userName: 'Fulano',
  empresaId: 1,
  empresasIds: [1],
  authorities: new Set(authorities),
  isAdmin,
});

const labels = (items: MenuItem[]) => items.map((i) => i.label);

describe('buildMenu', () => {
  it('orders modules, groups and items, and builds in-app links', () => {
    const menu = buildMenu(registry, session(['ROLE_UTILITARIO']));
    expect(labels(menu)).toEqual(['Captação', 'Utilitários']);
    const util = menu[1];
    expect(labels(util.children!)).toEqual(['Cadastros', 'Segurança']);
    expect(util.children![1]).toEqual({
      label: 'Segurança',
      tipo: 'interno',
      children: [
        { label: 'Perfis de Acesso', url: '/utilitario/perfis', tipo: 'interno' },
        { label: 'Usuários', url: '/utilitario/usuarios', icon: 'People', tipo: 'interno' },
      ],
    });
    // same order: alphabetical by label
    expect(labels(menu[0].children![0].children!)).toEqual(['Áreas', 'Motivos']);
  });

  it('leaves out registers without a menu position', () => {
    const urls = JSON.stringify(buildMenu(registry, session([], true)));
    expect(urls).not.toContain('hidden');
    expect(urls).not.toContain('sem-menu');
  });

  it('filters by authority and drops empty modules', () => {
    expect(labels(buildMenu(registry, session([])))).toEqual(['Captação']);
    expect(labels(buildMenu(registry, session(['ROLE_SST'])))).toEqual(['Captação', 'SST']);
  });

  it('shows everything to the administrator, in the fixed module order', () => {
    expect(labels(buildMenu(registry, session([], true)))).toEqual(['Captação', 'SST', 'Utilitários']);
  });

  it('merges hand-written screens, filtered like registers', () => {
    const extra = [
      {
        module: 'avaliacao',
        group: 'Painéis',
        label: 'Nine Box',
        url: '/avaliacao/nine-box',
        authority: 'ROLE_AVALIACAO',
      },
      {
        module: 'utilitario',
        label: 'Autenticador',
        url: '/utilitario/autenticador',
        tipo: 'nova-aba' as const,
      },
    ];
    const plain = buildMenu(registry, session(['ROLE_UTILITARIO']), extra);
    expect(labels(plain)).toEqual(['Captação', 'Utilitários']);
    expect(plain[1].children!.at(-1)).toEqual({
      label: 'Autenticador',
      url: '/utilitario/autenticador',
      tipo: 'nova-aba',
    });
    const withRole = buildMenu(registry, session(['ROLE_AVALIACAO']), extra);
    expect(labels(withRole)).toEqual(['Captação', 'Avaliação', 'Utilitários']);
    expect(withRole[1].children![0].children![0].url).toBe('/avaliacao/nine-box');
  });
});
