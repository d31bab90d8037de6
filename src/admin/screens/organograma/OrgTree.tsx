// The chart itself: nested boxes drawn top-down with CSS connectors (chartStyles.ts), exposed as a
// WAI-ARIA tree: one tab stop (roving tabindex), arrows/Home/End/Enter as in orgTree.ts's treeKey,
// aria-level/-setsize/-posinset/-expanded on each area. A click on an area with children toggles it.
import { Box } from '@mui/material';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { chartSx } from './chartStyles.ts';
import {
  type AreaNode,
  colaboradoresText,
  stacksChildren,
  subareasText,
  treeKey,
  visibleNodes,
} from './orgTree.ts';

const cardSx = {
  minWidth: 150,
  maxWidth: 220,
  px: 1.5,
  py: 1,
  border: 1,
  borderColor: 'primary.main',
  borderRadius: 1,
  bgcolor: 'background.paper',
  textAlign: 'center',
  cursor: 'default',
  overflowWrap: 'anywhere',
  printColorAdjust: 'exact',
  '&[data-toggle="true"]': { cursor: 'pointer' },
  '& .nome': { fontWeight: 600, fontSize: '0.95rem', lineHeight: 1.3 },
  '& .contagem': { fontSize: '0.8rem' },
  '& .detalhe': { fontSize: '0.75rem', color: 'text.secondary' },
} as const;

type Props = {
  forest: AreaNode[];
  expanded: Set<number>;
  onToggle(id: number, open: boolean): void;
};

export function OrgTree({ forest, expanded, onToggle }: Props) {
  const visible = useMemo(() => visibleNodes(forest, expanded), [forest, expanded]);
  const [focused, setFocused] = useState<number | undefined>(forest[0]?.id);
  const items = useRef(new Map<number, HTMLDivElement>());
  const moved = useRef(false);
  // the tab stop stays on a visible node (a collapse may hide the focused one)
  const tabStop = visible.some((v) => v.node.id === focused) ? focused : visible[0]?.node.id;

  useEffect(() => {
    if (!moved.current || tabStop === undefined) return;
    moved.current = false;
    items.current.get(tabStop)?.focus();
  }, [tabStop]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (tabStop === undefined) return;
    const r = treeKey(e.key, tabStop, visible, expanded);
    if (!r) return;
    e.preventDefault();
    e.stopPropagation();
    if (r.expand !== undefined) onToggle(r.expand, true);
    if (r.collapse !== undefined) onToggle(r.collapse, false);
    if (r.focus !== undefined) {
      moved.current = true;
      setFocused(r.focus);
    }
  };

  // A branch is a layout box holding the area's card (the treeitem) and, when open, its group of
  // children, which the treeitem owns (aria-owns). The card alone is the treeitem in the DOM so that
  // its name is just what it shows, not the text of every area below it.
  const branch = (node: AreaNode, level: number, index: number, siblings: number) => {
    const hasChildren = node.filhas.length > 0;
    const open = hasChildren && expanded.has(node.id);
    const labelId = `organograma-area-${node.id}`;
    const groupId = `organograma-filhas-${node.id}`;
    return (
      <div key={node.id} role="none" data-ramo="">
        <Box
          role="treeitem"
          aria-labelledby={labelId}
          aria-owns={open ? groupId : undefined}
          aria-level={level}
          aria-setsize={siblings}
          aria-posinset={index + 1}
          aria-expanded={hasChildren ? open : undefined}
          tabIndex={node.id === tabStop ? 0 : -1}
          ref={(el: HTMLDivElement | null) => {
            if (el) items.current.set(node.id, el);
            else items.current.delete(node.id);
          }}
          onFocus={() => setFocused(node.id)}
          onClick={() => {
            setFocused(node.id);
            if (hasChildren) onToggle(node.id, !open);
          }}
          data-toggle={hasChildren}
          sx={cardSx}
        >
          {/* the spaces between lines keep the words apart in the text the card is named by */}
          <div id={labelId}>
            <div className="nome">{node.nome}</div>{' '}
            <div className="contagem">{colaboradoresText(node.colaboradores)}</div>{' '}
            {hasChildren && <div className="detalhe">Total com subáreas: {node.colaboradoresSubarvore}</div>}{' '}
            {node.responsaveis ? (
              <div className="detalhe">{node.responsaveis}</div>
            ) : (
              node.email && <div className="detalhe">{node.email}</div>
            )}{' '}
            {hasChildren && !open && <div className="detalhe">{subareasText(node.filhas.length)}</div>}
          </div>
        </Box>
        {open && (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset is a form group, not a tree branch
          <div role="group" id={groupId} data-empilhado={stacksChildren(node) ? '' : undefined}>
            {node.filhas.map((f, i) => branch(f, level + 1, i, node.filhas.length))}
          </div>
        )}
      </div>
    );
  };

  return (
    <Box
      sx={{
        ...chartSx,
        '& [role="treeitem"]:focus': { outline: 'none' },
        '& [role="treeitem"]:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
      }}
    >
      <div role="tree" aria-label="Organograma" onKeyDown={onKeyDown}>
        {forest.map((n, i) => branch(n, 1, i, forest.length))}
      </div>
    </Box>
  );
}
