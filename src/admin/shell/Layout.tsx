// The authenticated shell: react-admin's layout with our header, the server-driven side menu and the
// session dialogs. Top-level menus collapse to icons below 1200 px; at 768 px or less the menu
// becomes a drawer (react-admin's mobile mode, see theme.ts).
import { useMediaQuery } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';
import { Layout as RaLayout, useSidebarState } from 'react-admin';
import { MENU_COLLAPSE_BREAKPOINT_PX } from '../../shared/constants.ts';
import { AppBar } from './AppBar.tsx';
import { CompanyChangedGuard } from './CompanyChangedGuard.tsx';
import { ErrorNotifications } from './ErrorNotifications.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { ServerMenu } from './Menu.tsx';
import { OtherOriginDialog } from './OtherOriginDialog.tsx';
import { SessionExpiredDialog } from './SessionExpiredDialog.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

function useCollapseBelowBreakpoint() {
  const narrow = useMediaQuery(`(max-width:${MENU_COLLAPSE_BREAKPOINT_PX - 0.02}px)`, { noSsr: true });
  const [, setOpen] = useSidebarState();
  const previous = useRef<boolean | null>(null);
  useEffect(() => {
    // only on crossing the breakpoint: the user's own toggle is kept while the width stays put
    if (previous.current !== narrow) setOpen(!narrow);
    previous.current = narrow;
  }, [narrow, setOpen]);
}

export function Layout({ children }: { children: ReactNode }) {
  useCollapseBelowBreakpoint();
  useDocumentTitle();
  return (
    <>
      <RaLayout appBar={AppBar} menu={ServerMenu} error={ErrorPage} appBarAlwaysOn>
        {children}
      </RaLayout>
      <SessionExpiredDialog />
      <OtherOriginDialog />
      <CompanyChangedGuard />
      <ErrorNotifications />
    </>
  );
}
