import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../providers/session.ts';
import { breadcrumbOf, flattenMenu, normalizeText, searchMenu, trailOf } from './menuTree.ts';

const menu: MenuItem[] = [
  {
    label: 'Captação',
    tipo: 'interno',
    children: [
      {
        label: 'Cadastros',
        tipo: 'interno',
        children: [
          { label: 'Etapas Seletivas', url: '/captacao/etapas-seletivas', tipo: 'interno' },
          { label: 'Áreas de Interesse', url: '/captacao/areas-interesse', tipo: 'interno' },
        ],
      },
    ],
  },
  {
    label: 'Utilitários',
    tipo: 'interno',
    children: [{ label: 'Central de Ajuda', url: 'https://ajuda.example.com', tipo: 'nova-aba' }],
  },
];

describe('menu search', () => {
  it('normalises accents and case', () => {
    expect(normalizeText('  Captação ÁREAS ')).toBe('captacao areas');
  });

  it('finds items by any breadcrumb part, accent-insensitively, shown joined by " > "', () => {
    const entries = flattenMenu(menu);
    expect(searchMenu(entries, 'areas').map(breadcrumbOf)).toEqual([
      'Captação > Cadastros > Áreas de Interesse',
    ]);
    expect(searchMenu(entries, 'CAPTACAO').map(breadcrumbOf)).toEqual([
      'Captação > Cadastros > Etapas Seletivas',
      'Captação > Cadastros > Áreas de Interesse',
    ]);
    expect(searchMenu(entries, 'captação etapa')).toHaveLength(1);
    expect(searchMenu(entries, 'ajuda')[0]).toMatchObject({
      tipo: 'nova-aba',
      url: 'https://ajuda.example.com',
    });
    expect(searchMenu(entries, '   ')).toEqual([]);
    expect(searchMenu(entries, 'inexistente')).toEqual([]);
  });

  it('finds the menus leading to the current page', () => {
    expect(trailOf(menu, '/captacao/etapas-seletivas/12')).toEqual(['Captação', 'Cadastros']);
    expect(trailOf(menu, '/outra')).toEqual([]);
  });
});
