// The staff header (spec §2): logo linking home, page title, 'Pesquisar Menu', the current company
// with its selector, and the user menu. The password dialog is loaded only when asked for.
import { Box, type Theme, useMediaQuery } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { LinkBase, LoadingIndicator, AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { CompanySelector } from './CompanySelector.tsx';
import { MenuSearch } from './MenuSearch.tsx';
import { UserMenu } from './UserMenu.tsx';

const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })),
);

export function AppBar() {
  const [passwordOpen, setPasswordOpen] = useState(false);
  const mobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <RaAppBar
        color="primary"
        alwaysOn
        userMenu={<UserMenu onChangePassword={() => setPasswordOpen(true)} />}
        toolbar={<LoadingIndicator />}
      >
        <Box
          component={LinkBase}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            mr: 2,
            borderRadius: 1,
            '&:focus-visible': { outline: '2px solid #fff' },
          }}
        >
          <img src="/logo.svg" alt="Gente - página inicial" width={96} height={28} />
        </Box>
        {mobile ? <Box sx={{ flex: 1 }} /> : <TitlePortal variant="subtitle1" sx={{ flex: 1 }} />}
        <MenuSearch />
        <CompanySelector />
      </RaAppBar>
      {passwordOpen && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
