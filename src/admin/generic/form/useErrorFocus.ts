// Spec §5 form wrapper: after a refused submit, the first wrong field on screen gets the focus,
// switching to its tab first. Shared by the register forms and the report filters.
import { type RefObject, useEffect, useState } from 'react';
import { firstOnScreen, focusPath } from './focus.ts';
import { type Layout, tabOf } from './uiSchema.ts';

/** Returns `goToFirstError(paths)`: shows the tab of the first wrong field and focuses it. */
export function useErrorFocus(
  container: RefObject<HTMLElement | null>,
  layout: Layout,
  setTab: (tab: number) => void,
): (paths: string[][]) => void {
  const [pendingFocus, setPendingFocus] = useState<string[] | null>(null);

  // focus once the tab holding the field is shown: RJSF hands the new tab to the layout a render
  // later than this effect runs, so a hidden field is retried for a few frames
  useEffect(() => {
    if (!pendingFocus) return;
    let tries = 0;
    let frame = 0;
    const attempt = () => {
      if (focusPath(container.current, pendingFocus) || ++tries > 20) setPendingFocus(null);
      else frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [pendingFocus, container]);

  return (paths: string[][]) => {
    const first = firstOnScreen(layout, paths);
    if (!first) return;
    setTab(tabOf(layout, first[0]!));
    setPendingFocus(first);
  };
}
