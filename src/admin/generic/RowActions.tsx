// Row actions of the data tables (spec §2): inline icon buttons up to 5, a popup menu beyond.
// Every action is an icon whose accessible name is the action ('Editar', 'Remover', …).
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Stack, Tooltip } from '@mui/material';
import { type ReactElement, useId, useState } from 'react';
import { ROW_ACTIONS_INLINE_MAX } from '../../shared/constants.ts';
import { TEXT } from './messages.ts';

export type RowAction = {
  /** the action's name, also the button's accessible name */
  label: string;
  icon: ReactElement;
  onClick(): void;
  disabled?: boolean;
};

export function RowActions({ actions, recordLabel }: { actions: RowAction[]; recordLabel?: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (actions.length === 0) return null;
  if (actions.length <= ROW_ACTIONS_INLINE_MAX) {
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
