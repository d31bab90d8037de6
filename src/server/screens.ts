// Menu entries of the hand-written screens: each screen folder's `menu.json` (src/admin/screens/<name>/,
// the same folder that declares the screen's routes for the console, docs/console.md) and the report
// screens (one per declaration). Register screens come from the registry; these are the rest.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ReportDeclaration, reportPath } from '../shared/reports/types.ts';
import type { ExtraMenuItem } from './auth/menu.ts';

export const SCREENS_DIR = fileURLToPath(new URL('../admin/screens/', import.meta.url));

const TEXT_FIELDS = ['module', 'group', 'label', 'url', 'icon', 'authority'] as const;
const REQUIRED = ['module', 'label', 'url'] as const;
const KNOWN = new Set<string>([...TEXT_FIELDS, 'order']);

/** Checks one `menu.json`: a wrong file stops the start with its path, rather than a menu without it. */
export function parseScreenMenu(text: string, where: string): ExtraMenuItem {
  const fail = (why: string): never => {
    throw new Error(`${where}: ${why}`);
  };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    fail(`JSON inválido (${(e as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    fail('esperado um objeto com a entrada do menu');
  const entry = value as Record<string, unknown>;
  for (const key of Object.keys(entry)) if (!KNOWN.has(key)) fail(`propriedade desconhecida '${key}'`);
  for (const key of REQUIRED) if (entry[key] === undefined) fail(`falta '${key}'`);
  for (const key of TEXT_FIELDS)
    if (entry[key] !== undefined && (typeof entry[key] !== 'string' || entry[key] === ''))
      fail(`'${key}' deve ser um texto não vazio`);
  if (entry.order !== undefined && !Number.isInteger(entry.order)) fail("'order' deve ser um número inteiro");
  if (!(entry.url as string).startsWith('/')) fail("'url' deve começar com /");
  return entry as ExtraMenuItem;
}

/** The menu entry of every screen folder that has one, in the folders' order. */
export function readScreenMenus(dir = SCREENS_DIR): ExtraMenuItem[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(dir, d.name, 'menu.json'))
    .filter((file) => existsSync(file))
    .sort()
    .map((file) => parseScreenMenu(readFileSync(file, 'utf8'), file));
}

export function screenMenuItems(
  reports: ReportDeclaration[],
  screens: ExtraMenuItem[] = readScreenMenus(),
): ExtraMenuItem[] {
  return [
    ...screens,
    ...reports.flatMap((r) => {
      if (r.menu === false) return [];
      const { module, screen } = reportPath(r.$id);
      return [
        {
          module,
          group: r.menu?.group ?? 'Relatórios',
          label: r.title,
          url: screen,
          icon: 'Description',
          authority: r.authority,
          order: r.menu?.order,
        },
      ];
    }),
  ];
}
