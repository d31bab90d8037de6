// The contract of a hand-written screen's folder (docs/console.md, "Telas escritas à mão"): every folder
// here declares its routes in screen.ts, and its menu entry, when it has one, in menu.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parseScreenMenu } from '../../server/screens.ts';
import type { Screen } from '../screenRoutes.tsx';
import { menuIcon } from '../shell/menuIcons.tsx';

const DIR = fileURLToPath(new URL('.', import.meta.url));
const folders = readdirSync(DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const screens = await Promise.all(
  folders.map(async (name) => ({
    name,
    screen: existsSync(join(DIR, name, 'screen.ts'))
      ? ((await import(`./${name}/screen.ts`)) as { screen?: Screen }).screen
      : undefined,
    menuFile: join(DIR, name, 'menu.json'),
  })),
);

describe('screen folders', () => {
  it('finds the screens', () => {
    expect(folders).toContain('organograma');
    expect(folders.length).toBeGreaterThanOrEqual(16);
  });

  it.each(screens)('$name declares its routes in screen.ts', ({ screen }) => {
    expect(screen, 'screen.ts deve exportar `screen` com as rotas').toBeDefined();
    expect(screen?.routes.length).toBeGreaterThan(0);
    for (const route of screen?.routes ?? []) {
      expect(route.path).toMatch(/^\//);
      expect('page' in route ? typeof route.page : typeof route.redirect).toMatch(/function|string/);
    }
  });

  it('no two screens declare the same route', () => {
    const paths = screens.flatMap((s) => s.screen?.routes.map((r) => r.path) ?? []);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it.each(screens)('$name: screen.ts loads its pages on demand (no page in the first load)', ({ name }) => {
    const source = readFileSync(join(DIR, name, 'screen.ts'), 'utf8');
    const runtimeImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map(
      (m) => m[1],
    );
    // small helpers of its own folder only: a page, React or a library here would start with the console
    for (const spec of runtimeImports) expect(spec).toMatch(/^\.\/[^/]+\.ts$/);
  });

  const withMenu = screens.filter((s) => existsSync(s.menuFile));
  it('most screens have a menu entry', () => {
    expect(withMenu.length).toBeGreaterThanOrEqual(12);
  });

  it.each(withMenu)('$name: menu.json is valid and opens a route of the folder', ({ screen, menuFile }) => {
    const entry = parseScreenMenu(readFileSync(menuFile, 'utf8'), menuFile);
    const pathname = entry.url.split('?')[0];
    expect(screen?.routes.some((r) => matchPath({ path: r.path, end: true }, pathname))).toBe(true);
  });

  it.each(withMenu)('$name: the menu icon is one the console draws', ({ menuFile }) => {
    const { icon } = parseScreenMenu(readFileSync(menuFile, 'utf8'), menuFile);
    if (!icon || icon === 'Article') return;
    // an unknown name falls back to the generic page icon
    expect(menuIcon(icon, 'tela', false)).not.toBe(menuIcon(undefined, 'tela', false));
  });
});
