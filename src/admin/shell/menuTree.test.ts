import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../providers/session.ts';
import {
  breadcrumbOf,
  documentTitleOf,
  flattenMenu,
  normalizeText,
  searchMenu,
  trailOf,
} from './menuTree.ts';

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

const comTalentos: MenuItem[] = [
  {
    label: 'Cargos e Salários',
    tipo: 'interno',
    children: [
      { label: 'Talentos', url: '/cargo-salario/colaboradores', tipo: 'interno' },
      { label: 'Faixas Salariais', url: '/cargo-salario/faixas-salariais', tipo: 'interno' },
    ],
  },
];

describe('sinônimos na pesquisa do menu', () => {
  const entries = flattenMenu(comTalentos);
  const labels = (q: string) => searchMenu(entries, q).map((e) => e.parts.at(-1));

  it.each(['colaborador', 'Colaboradores', 'funcionário', 'funcionarios', 'func', 'empregado', 'Empregados'])(
    "'%s' encontra Talentos",
    (q) => {
      expect(labels(q)).toEqual(['Talentos']);
    },
  );

  it('palavras sem sinônimo continuam como antes', () => {
    expect(labels('faixas')).toEqual(['Faixas Salariais']);
    expect(labels('colaborador faixas')).toEqual([]);
    expect(labels('fun')).toEqual([]);
  });
});

describe('título da aba do navegador', () => {
  it("'<página> - Gente' pela entrada do menu da rota, também num registro aberto", () => {
    expect(documentTitleOf(comTalentos, '/cargo-salario/faixas-salariais')).toBe('Faixas Salariais - Gente');
    expect(documentTitleOf(comTalentos, '/cargo-salario/colaboradores/12')).toBe('Talentos - Gente');
    expect(documentTitleOf(menu, '/captacao/etapas-seletivas/new')).toBe('Etapas Seletivas - Gente');
  });

  it("'Gente' onde nenhuma entrada do menu responde", () => {
    expect(documentTitleOf(comTalentos, '/')).toBe('Gente');
    expect(documentTitleOf(comTalentos, '/cargo-salario/outro')).toBe('Gente');
    expect(documentTitleOf([], '/cargo-salario/faixas-salariais')).toBe('Gente');
  });
});
