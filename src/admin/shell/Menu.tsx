// The side menu, as the server sends it in userinfo.menu (spec §2): labels, icons, children and three
// kinds of link (in-app, external, new tab). A navigation landmark with a plain list, not an ARIA menu:
// screen readers then announce groups as expandable buttons and leaves as links.
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HomeIcon from '@mui/icons-material/Home';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  Box,
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  type Theme,
  Tooltip,
  useMediaQuery,
} from '@mui/material';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { LinkBase, useLocation, useSidebarState } from 'react-admin';
import type { MenuItem } from '../providers/session.ts';
import { useSession } from '../providers/session.ts';
import { menuIcon } from './menuIcons.tsx';
import { trailOf } from './menuTree.ts';

const keyOf = (parents: string[], label: string) => [...parents, label].join('\u0000');

type NodeProps = {
  item: MenuItem;
  parents: string[];
  expanded: Set<string>;
  toggle: (key: string) => void;
  sidebarOpen: boolean;
  onLeafClick: () => void;
  pathname: string;
};

// In the collapsed (icons only) bar the label moves to a tooltip; the Tooltip names its child.
function withTooltip(show: boolean, title: string, node: ReactElement) {
  return show ? (
    <Tooltip title={title} placement="right">
      {node}
    </Tooltip>
  ) : (
    node
  );
}

function MenuNode({ item, parents, expanded, toggle, sidebarOpen, onLeafClick, pathname }: NodeProps) {
  const depth = parents.length;
  const key = keyOf(parents, item.label);
  const hasChildren = (item.children?.length ?? 0) > 0;
  const Icon = menuIcon(item.icon, item.label, hasChildren);
  const indent = sidebarOpen ? 2 + depth * 1.5 : 2;
  const icon = (
    <ListItemIcon sx={{ minWidth: 36 }}>
      <Icon fontSize="small" />
    </ListItemIcon>
  );

  if (hasChildren) {
    const open = expanded.has(key);
    const listId = `menu-${key.replace(/[^\p{L}\p{N}]+/gu, '-')}`;
    return (
      <li>
        {withTooltip(
          !sidebarOpen,
          item.label,
          <ListItemButton
            sx={{ pl: indent }}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => toggle(key)}
          >
            {depth === 0 || !sidebarOpen ? icon : null}
            {sidebarOpen && (
              <ListItemText
                primary={item.label}
                slotProps={{ primary: { fontWeight: depth === 0 ? 600 : 500 } }}
              />
            )}
            {sidebarOpen && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
          </ListItemButton>,
        )}
        <Collapse in={open && sidebarOpen} timeout="auto" unmountOnExit>
          <List id={listId} disablePadding dense aria-label={item.label}>
            {item.children?.map((child) => (
              <MenuNode
                key={child.label}
                item={child}
                parents={[...parents, item.label]}
                expanded={expanded}
                toggle={toggle}
                sidebarOpen={sidebarOpen}
                onLeafClick={onLeafClick}
                pathname={pathname}
              />
            ))}
          </List>
        </Collapse>
      </li>
    );
  }

  const url = item.url ?? '/';
  const active = item.tipo === 'interno' && (pathname === url || pathname.startsWith(`${url}/`));
  const linkProps =
    item.tipo === 'interno'
      ? { component: LinkBase, to: url }
      : {
          component: 'a' as const,
          href: url,
          ...(item.tipo === 'nova-aba' ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
        };
  return (
    <li>
      {withTooltip(
        !sidebarOpen,
        item.label,
        <ListItemButton
          {...linkProps}
          selected={active}
          aria-current={active ? 'page' : undefined}
          sx={{ pl: indent }}
          onClick={onLeafClick}
        >
          {icon}
          {sidebarOpen && <ListItemText primary={item.label} />}
          {sidebarOpen && item.tipo === 'nova-aba' && (
            <OpenInNew fontSize="inherit" titleAccess="abre em nova aba" sx={{ ml: 0.5 }} />
          )}
        </ListItemButton>,
      )}
    </li>
  );
}

export function ServerMenu() {
  const { userInfo } = useSession();
  const menu = userInfo?.menu ?? [];
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const trail = useMemo(() => trailOf(menu, pathname), [menu, pathname]);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());

  // the menus leading to the current page open by themselves (also after a search jump)
  useEffect(() => {
    if (trail.length === 0) return;
    setExpanded((prev) => {
      const next = new Set(prev);
      trail.forEach((_, i) => {
        next.add(keyOf(trail.slice(0, i), trail[i]));
      });
      return next;
    });
  }, [trail]);

  const toggle = (key: string) => {
    if (!sidebarOpen) {
      // in the collapsed (icons only) bar, a group click opens the bar on that group
      setSidebarOpen(true);
      setExpanded((prev) => new Set(prev).add(key));
      return;
    }
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  };
  const onLeafClick = () => {
    if (isMobile) setSidebarOpen(false);
  };
  const homeActive = pathname === '/';

  return (
    <Box
      component="nav"
      aria-label="Menu principal"
      sx={{ width: sidebarOpen ? 240 : 55, transition: 'width 150ms' }}
    >
      <List dense disablePadding>
        <li>
          {withTooltip(
            !sidebarOpen,
            'Página inicial',
            <ListItemButton
              component={LinkBase}
              to="/"
              selected={homeActive}
              aria-current={homeActive ? 'page' : undefined}
              onClick={onLeafClick}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <HomeIcon fontSize="small" />
              </ListItemIcon>
              {sidebarOpen && <ListItemText primary="Página inicial" />}
            </ListItemButton>,
          )}
        </li>
        {menu.map((item) => (
          <MenuNode
            key={item.label}
            item={item}
            parents={[]}
            expanded={expanded}
            toggle={toggle}
            sidebarOpen={sidebarOpen}
            onLeafClick={onLeafClick}
            pathname={pathname}
          />
        ))}
      </List>
    </Box>
  );
}
