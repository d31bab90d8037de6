// Pure helpers over the server-driven menu (spec §2): flattening into breadcrumbs for the menu search
// ('Pesquisar Menu', accent-insensitive, results joined by ' > ') and finding the trail of a route.
import { MENU_SEARCH_BREADCRUMB_SEPARATOR } from '../../shared/constants.ts';
import type { MenuItem } from '../providers/session.ts';

export type MenuEntry = {
  /** labels from the top-level menu down to the item */
  parts: string[];
  url: string;
  tipo: MenuItem['tipo'];
};

/** Lower case without accents: 'Captação' and 'captacao' match. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Every leaf with a url, with its breadcrumb. */
export function flattenMenu(menu: readonly MenuItem[], parents: string[] = []): MenuEntry[] {
  return menu.flatMap((item) => {
    const parts = [...parents, item.label];
    const own: MenuEntry[] = item.url ? [{ parts, url: item.url, tipo: item.tipo }] : [];
    return [...own, ...flattenMenu(item.children ?? [], parts)];
  });
}

export const breadcrumbOf = (entry: MenuEntry): string => entry.parts.join(MENU_SEARCH_BREADCRUMB_SEPARATOR);

/**
 * Entries where every word of the query occurs in some breadcrumb part ('etapas' finds
 * 'Captação > Cadastros > Etapas Seletivas'; so does 'captacao etapa').
 */
export function searchMenu(entries: readonly MenuEntry[], query: string): MenuEntry[] {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return entries.filter((entry) => {
    const parts = entry.parts.map(normalizeText);
    return words.every((word) => parts.some((part) => part.includes(word)));
  });
}

/** Labels of the menus leading to the item whose url is the route (or its longest prefix). */
export function trailOf(menu: readonly MenuItem[], pathname: string): string[] {
  let best: MenuEntry | undefined;
  for (const entry of flattenMenu(menu)) {
    if (entry.tipo !== 'interno') continue;
    const matches = pathname === entry.url || pathname.startsWith(`${entry.url}/`);
    if (matches && (!best || entry.url.length > best.url.length)) best = entry;
  }
  return best ? best.parts.slice(0, -1) : [];
}
