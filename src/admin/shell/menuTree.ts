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
 * Words people use for what the menu names otherwise (normalised): the employees are 'Talentos' in Gente, but
 * users look for 'colaborador', 'funcionário' or 'empregado'.
 */
const SINONIMOS: Record<string, string> = {
  colaborador: 'talento',
  funcionario: 'talento',
  empregado: 'talento',
};

/** The word itself, and the menu's word for it when the word begins (or is a plural of) a synonym. */
function alternativas(word: string): string[] {
  const out = [word];
  for (const [sinonimo, termo] of Object.entries(SINONIMOS))
    if ((word.length >= 4 && sinonimo.startsWith(word)) || word.startsWith(sinonimo)) out.push(termo);
  return out;
}

/**
 * Entries where every word of the query occurs in some breadcrumb part ('etapas' finds
 * 'Captação > Cadastros > Etapas Seletivas'; so does 'captacao etapa'); a synonym finds the menu's word
 * ('funcionários' finds 'Talentos').
 */
export function searchMenu(entries: readonly MenuEntry[], query: string): MenuEntry[] {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return entries.filter((entry) => {
    const parts = entry.parts.map(normalizeText);
    return words.every((word) => alternativas(word).some((w) => parts.some((part) => part.includes(w))));
  });
}

/** The console's item whose url is the route (or its longest prefix). */
function entryOf(menu: readonly MenuItem[], pathname: string): MenuEntry | undefined {
  let best: MenuEntry | undefined;
  for (const entry of flattenMenu(menu)) {
    if (entry.tipo !== 'interno') continue;
    const matches = pathname === entry.url || pathname.startsWith(`${entry.url}/`);
    if (matches && (!best || entry.url.length > best.url.length)) best = entry;
  }
  return best;
}

/** Labels of the menus leading to the item whose url is the route (or its longest prefix). */
export function trailOf(menu: readonly MenuItem[], pathname: string): string[] {
  return entryOf(menu, pathname)?.parts.slice(0, -1) ?? [];
}

export const APP_NAME = 'Gente';

/** The browser tab's title: '<page> - Gente', the page being the menu item of the route; 'Gente' elsewhere. */
export function documentTitleOf(menu: readonly MenuItem[], pathname: string): string {
  const page = entryOf(menu, pathname)?.parts.at(-1);
  return page ? `${page} - ${APP_NAME}` : APP_NAME;
}
