import type { Registry } from '../../shared/schema/registry.ts';
import { hasAuthority, type StaffSession } from './session.ts';

/** One entry of the server-driven menu (spec §2): in-app route, external link or new-tab link. */
export type MenuItem = {
  label: string;
  url?: string;
  icon?: string;
  tipo: 'interno' | 'externo' | 'nova-aba';
  children?: MenuItem[];
};

/** A hand-written screen a module adds to the menu beside the generated register screens. */
export type ExtraMenuItem = {
  module: string;
  group?: string;
  label: string;
  url: string;
  icon?: string;
  authority?: string;
  order?: number;
  tipo?: MenuItem['tipo'];
};

/** Top-level menus, in the order the product shows them. */
export const MENU_MODULES: readonly { id: string; label: string }[] = [
  { id: 'captacao', label: 'Captação' },
  { id: 'cargo-salario', label: 'Cargos e Salários' },
  { id: 'avaliacao', label: 'Avaliação' },
  { id: 'desenvolvimento', label: 'Desenvolvimento' },
  { id: 'gestao-talentos', label: 'Gestão de Talentos' },
  { id: 'pesquisa', label: 'Pesquisa' },
  { id: 'sst', label: 'SST' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'utilitario', label: 'Utilitários' },
  { id: 'geral', label: 'Geral' },
];

// Groups users look for first come first; any other group follows alphabetically.
const GROUP_ORDER = ['Cadastros', 'Movimentações', 'Relatórios'];

type Entry = { module: string; group?: string; order: number; item: MenuItem };

const byLabel = (a: string, b: string) => a.localeCompare(b, 'pt-BR');
const groupRank = (g: string) => {
  const i = GROUP_ORDER.indexOf(g);
  return i < 0 ? GROUP_ORDER.length : i;
};

/** The menu a session may see: registers with a menu position and extra screens, filtered by authority. */
export function buildMenu(
  registry: Registry,
  session: StaffSession,
  extraMenuItems: ExtraMenuItem[] = [],
): MenuItem[] {
  const entries: Entry[] = [];
  for (const { path, meta } of registry.resources) {
    if (!meta.menu || !hasAuthority(session, meta.authority?.read)) continue;
    const item: MenuItem = { label: meta.menu.label ?? meta.label, url: `/${path}`, tipo: 'interno' };
    if (meta.icon) item.icon = meta.icon;
    entries.push({ module: meta.menu.module, group: meta.menu.group, order: meta.menu.order ?? 0, item });
  }
  for (const x of extraMenuItems) {
    if (!hasAuthority(session, x.authority)) continue;
    const item: MenuItem = { label: x.label, url: x.url, tipo: x.tipo ?? 'interno' };
    if (x.icon) item.icon = x.icon;
    entries.push({ module: x.module, group: x.group, order: x.order ?? 0, item });
  }

  // Known modules in their fixed order; a module not in the list still shows, after them.
  const modules = [...MENU_MODULES];
  for (const e of entries) {
    if (!modules.some((m) => m.id === e.module)) modules.push({ id: e.module, label: e.module });
  }

  const sortItems = (list: Entry[]) =>
    list.sort((a, b) => a.order - b.order || byLabel(a.item.label, b.item.label)).map((e) => e.item);

  const menu: MenuItem[] = [];
  for (const mod of modules) {
    const own = entries.filter((e) => e.module === mod.id);
    if (own.length === 0) continue;
    const groups = [...new Set(own.flatMap((e) => (e.group ? [e.group] : [])))].sort(
      (a, b) => groupRank(a) - groupRank(b) || byLabel(a, b),
    );
    const children: MenuItem[] = [
      ...groups.map((g) => ({
        label: g,
        tipo: 'interno' as const,
        children: sortItems(own.filter((e) => e.group === g)),
      })),
      // entries without a group sit directly under the module, after its groups
      ...sortItems(own.filter((e) => !e.group)),
    ];
    menu.push({ label: mod.label, tipo: 'interno', children });
  }
  return menu;
}
