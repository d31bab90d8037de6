// The chart's drawing, pure CSS (no chart library): boxes and connector lines around the tree roles.
// * Children side by side (the classic CSS org chart): each branch draws the half lines to its siblings
//   (::before/::after) and the group the line down from the parent (::before).
// * Leaves stacked (an area whose sub-areas have none below them, see stacksChildren): a spine runs down
//   the left of the column with a stub to each card, so a department with many teams grows down, not
//   sideways, and some 40 areas fit a screen at a readable zoom.
const LINE = '1px solid';
const GAP = 20;
const STEP = 8;
const INDENT = 24;

const ROW = '& [role="group"]:not([data-empilhado])';
const COL = '& [role="group"][data-empilhado]';
const ROW_ITEM = `${ROW} > [data-ramo]`;
const COL_ITEM = `${COL} > [data-ramo]`;
const line = { content: '""', position: 'absolute', borderColor: 'text.secondary' } as const;

export const chartSx = {
  '& [role="tree"], & [role="group"]': { display: 'flex', position: 'relative' },
  '& [role="tree"]': { justifyContent: 'center', alignItems: 'flex-start' },
  '& [data-ramo]': {
    position: 'relative',
    px: '6px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
  },
  // the roots sit side by side, a little apart, without lines between them
  '& [role="tree"] > [data-ramo] + [data-ramo]': { ml: 3 },

  [ROW]: { pt: `${GAP}px`, justifyContent: 'center' },
  [`${ROW}::before`]: { ...line, top: 0, left: '50%', height: GAP, borderLeft: LINE },
  [ROW_ITEM]: { pt: `${GAP}px` },
  [`${ROW_ITEM}::before, ${ROW_ITEM}::after`]: {
    ...line,
    top: 0,
    right: '50%',
    width: '50%',
    height: GAP,
    borderTop: LINE,
  },
  [`${ROW_ITEM}::after`]: { right: 'auto', left: '50%', borderLeft: LINE },
  [`${ROW_ITEM}:only-child`]: { pt: 0 },
  [`${ROW_ITEM}:only-child::before, ${ROW_ITEM}:only-child::after`]: { display: 'none' },
  [`${ROW_ITEM}:first-of-type::before, ${ROW_ITEM}:last-of-type::after`]: { border: 0 },
  [`${ROW_ITEM}:last-of-type::before`]: { borderRight: LINE },

  [COL]: {
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: `${STEP}px`,
    pt: `${GAP}px`,
    pl: `${INDENT}px`,
  },
  // from the parent down to the elbow, then across to the spine
  [`${COL}::before`]: { ...line, top: 0, left: '50%', height: GAP / 2, borderLeft: LINE },
  [`${COL}::after`]: { ...line, top: GAP / 2, left: INDENT / 2, right: '50%', borderTop: LINE },
  [COL_ITEM]: { px: 0, alignItems: 'stretch' },
  // the spine down to each card's middle and the stub to it; on to the next card below
  [`${COL_ITEM}::before`]: {
    ...line,
    left: -INDENT / 2,
    width: INDENT / 2,
    top: 0,
    height: '50%',
    borderLeft: LINE,
    borderBottom: LINE,
  },
  [`${COL_ITEM}:first-of-type::before`]: { top: -GAP / 2, height: `calc(50% + ${GAP / 2}px)` },
  [`${COL_ITEM}:not(:last-of-type)::after`]: {
    ...line,
    left: -INDENT / 2,
    top: '50%',
    bottom: -STEP,
    borderLeft: LINE,
  },
} as const;
