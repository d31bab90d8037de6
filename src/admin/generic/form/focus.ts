// Focus on the first wrong field (spec §5 form wrapper), in the order the fields are on screen.
import { type Layout, screenOrder } from './uiSchema.ts';

/** '.endereco.cidade' (RJSF's error property) → ['endereco', 'cidade']. */
export const propertyPath = (property: string | undefined): string[] =>
  (property ?? '').replace(/^\./, '').split('.').filter(Boolean);

/** The error path that comes first on screen (tabs, then sections, then fields). */
export function firstOnScreen(layout: Layout, paths: string[][]): string[] | undefined {
  const order = screenOrder(layout);
  const rank = (p: string[]) => {
    const i = order.indexOf(p[0] ?? '');
    return i < 0 ? order.length : i;
  };
  return [...paths].filter((p) => p.length > 0).sort((a, b) => rank(a) - rank(b))[0];
}

const FOCUSABLE = 'input:not([type=hidden]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/** Focuses the input RJSF rendered for a path: id root_a_b, or the first input inside it. */
export function focusPath(container: HTMLElement | null, path: string[]): boolean {
  if (!container) return false;
  const id = ['root', ...path].join('_');
  let el = container.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
  if (el && !el.matches(FOCUSABLE)) el = el.querySelector<HTMLElement>(FOCUSABLE);
  el ??= container.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}-"], [id^="${CSS.escape(id)}_"]`);
  if (!el) return false;
  el.focus();
  el.scrollIntoView?.({ block: 'center' });
  return document.activeElement === el;
}
