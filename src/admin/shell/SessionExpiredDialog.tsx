// Spec §4: when the session expires (a call answered 401) a dialog offers to log out or to stay.
// Staying keeps the page (to copy what was typed; it is not saved) and the next operation asks for
// login. Closing by Escape or backdrop is not offered: the user must choose.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { MSG } from '../../shared/messages.ts';
import { setLoginRequiredHandler, stayAfterExpiry, useSession } from '../providers/session.ts';

export function SessionExpiredDialog() {
  const { expiry } = useSession();
  const logout = useLogout();

  // "login on the next operation" goes through react-admin, which remembers the page to come back to
  useEffect(() => {
    setLoginRequiredHandler(() => logout({}, '/login', true));
  }, [logout]);

  return (
    <Dialog
      open={expiry === 'expired'}
      aria-labelledby="sessao-expirada-titulo"
      aria-describedby="sessao-expirada-texto"
      disableEscapeKeyDown
    >
      <DialogTitle id="sessao-expirada-titulo">{MSG.sessionExpired}</DialogTitle>
      <DialogContent>
        <DialogContentText id="sessao-expirada-texto">
          Sua sessão expirou. Saia e faça login novamente para continuar. Se permanecer nesta página, os dados
          não salvos não serão gravados e o login será solicitado na próxima operação.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={stayAfterExpiry}>Permanecer na página</Button>
        <Button variant="contained" onClick={() => logout({}, '/login', true)} autoFocus>
          Sair
        </Button>
      </DialogActions>
    </Dialog>
  );
}
