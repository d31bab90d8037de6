// Row actions of the data tables (spec §2): inline icon buttons up to 5, a popup menu beyond.
// Every action is an icon whose accessible name is the action ('Editar', 'Remover', …).
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Stack, Tooltip } from '@mui/material';
import { type ReactElement, useId, useState } from 'react';
import { ROW_ACTIONS_INLINE_MAX } from '../../shared/constants.ts';
import { Confirm } from './Confirm.tsx';
import { TEXT } from './messages.ts';

export type RowAction = {
  /** the action's name, also the button's accessible name */
  label: string;
  icon: ReactElement;
  onClick(): void;
  disabled?: boolean;
  /** a question asked in a dialog before onClick runs ('Enviar … ?') */
  confirm?: { title: string; content: string };
};

/**
 * `menu`: always the popup menu (the phone's card list has no room for a row of icons). Clicks on the
 * actions never reach the row (a row click opens the record).
 */
export function RowActions({
  actions,
  recordLabel,
  menu = false,
}: {
  actions: RowAction[];
  recordLabel?: string;
  menu?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<RowAction | null>(null);
  const menuId = useId();
  if (actions.length === 0) return null;
  // an action with a question opens the dialog; its answer runs it
  const run = actions.map((a) => (a.confirm ? { ...a, onClick: () => setAsking(a) } : a));
  return (
    // React events bubble through portals too (the popup menu): stop them here, before the row
    <Box
      component="span"
      onClick={(e) => {
        e.stopPropagation();
        e.preventDefault();
      }}
      sx={{ display: 'inline-flex' }}
    >
      {actions.length <= ROW_ACTIONS_INLINE_MAX && !menu ? (
        <InlineActions actions={run} />
      ) : (
        <MenuActions
          actions={run}
          recordLabel={recordLabel}
          anchor={anchor}
          setAnchor={setAnchor}
          menuId={menuId}
        />
      )}
      {asking?.confirm && (
        <Confirm
          isOpen
          title={asking.confirm.title}
          content={asking.confirm.content}
          confirm={asking.label}
          onConfirm={() => {
            setAsking(null);
            asking.onClick();
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </Box>
  );
}

function InlineActions({ actions }: { actions: RowAction[] }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {actions.map((a) => (
        <Tooltip key={a.label} title={a.label}>
          {/* span: a disabled button gives the tooltip no events */}
          <span>
            <IconButton size="small" aria-label={a.label} onClick={a.onClick} disabled={a.disabled}>
              {a.icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}

function MenuActions({
  actions,
  recordLabel,
  anchor,
  setAnchor,
  menuId,
}: {
  actions: RowAction[];
  recordLabel?: string;
  anchor: HTMLElement | null;
  setAnchor(a: HTMLElement | null): void;
  menuId: string;
}) {
  return (
    <>
      <Tooltip title={TEXT.moreActions}>
        <IconButton
          size="small"
          aria-label={recordLabel ? `${TEXT.moreActions}: ${recordLabel}` : TEXT.moreActions}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((a) => (
          <MenuItem
            key={a.label}
            disabled={a.disabled}
            onClick={() => {
              setAnchor(null);
              a.onClick();
            }}
          >
            <ListItemIcon>{a.icon}</ListItemIcon>
            <ListItemText>{a.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
