import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseScreenMenu, readScreenMenus, screenMenuItems } from './screens.ts';

describe('screen menus (src/admin/screens/*/menu.json)', () => {
  it('reads the menu entry of every screen folder that has one', () => {
    const menus = readScreenMenus();
    expect(menus).toContainEqual({
      module: 'cargo-salario',
      group: 'Cadastros',
      label: 'Organograma',
      url: '/cargo-salario/organograma',
      icon: 'AccountTree',
      authority: 'ROLE_CARGO_SALARIO',
      order: 16,
    });
    // 'Responder Avaliações' is for any user linked to an employee: no authority
    expect(menus.find((m) => m.label === 'Responder Avaliações')).toEqual({
      module: 'avaliacao',
      group: 'Movimentações',
      label: 'Responder Avaliações',
      url: '/avaliacao/avaliacoes-desempenhos-questionarios',
      icon: 'Assignment',
      order: 5,
    });
    expect(menus.map((m) => m.url)).toEqual(
      expect.arrayContaining(['/captacao/historico', '/sst/agenda-exames', '/utilitario/log']),
    );
  });

  const dir = mkdtempSync(join(tmpdir(), 'gente-telas-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('skips folders without menu.json and files beside the folders', () => {
    mkdirSync(join(dir, 'com-menu'));
    mkdirSync(join(dir, 'sem-menu'));
    writeFileSync(
      join(dir, 'com-menu', 'menu.json'),
      '{"module":"geral","label":"Tela","url":"/geral/tela"}',
    );
    writeFileSync(join(dir, 'solto.json'), '{}');
    expect(readScreenMenus(dir)).toEqual([{ module: 'geral', label: 'Tela', url: '/geral/tela' }]);
  });

  it('adds one entry per report declaration with a menu', () => {
    const items = screenMenuItems(
      [
        { $id: 'sst/pgr', title: 'PGR', authority: 'ROLE_SST', menu: { order: 3 } },
        { $id: 'sst/oculto', title: 'Oculto', menu: false },
      ] as never,
      [],
    );
    expect(items).toEqual([
      {
        module: 'sst',
        group: 'Relatórios',
        label: 'PGR',
        url: '/sst/relatorios/pgr',
        icon: 'Description',
        authority: 'ROLE_SST',
        order: 3,
      },
    ]);
  });

  it.each([
    ['{', /^x\/menu\.json: JSON inválido/],
    ['[]', /^x\/menu\.json: esperado um objeto com a entrada do menu$/],
    ['{"module":"a","label":"b"}', /^x\/menu\.json: falta 'url'$/],
    ['{"module":"a","label":"b","url":"/a","rota":"/a"}', /^x\/menu\.json: propriedade desconhecida 'rota'$/],
    ['{"module":"a","label":"","url":"/a"}', /^x\/menu\.json: 'label' deve ser um texto não vazio$/],
    [
      '{"module":"a","label":"b","url":"/a","order":1.5}',
      /^x\/menu\.json: 'order' deve ser um número inteiro$/,
    ],
    ['{"module":"a","label":"b","url":"a/b"}', /^x\/menu\.json: 'url' deve começar com \/$/],
  ])('refuses %s with the file and the reason', (text, message) => {
    expect(() => parseScreenMenu(text, 'x/menu.json')).toThrow(message);
  });
});
