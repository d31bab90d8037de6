// Spec §4: a page opened from another site while logged in (not a refresh, not from our login) asks
// who is at the keyboard: 'Continuar' keeps the session, 'Sair' logs out.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useLogout } from 'react-admin';
import { MSG } from '../../shared/messages.ts';
import { dismissOtherOrigin, useSession } from '../providers/session.ts';

export function OtherOriginDialog() {
  const { otherOriginPrompt, userInfo } = useSession();
  const logout = useLogout();
  if (!userInfo) return null;
  return (
    <Dialog
      open={otherOriginPrompt}
      aria-labelledby="outra-origem-titulo"
      aria-describedby="outra-origem-texto"
      disableEscapeKeyDown
    >
      <DialogTitle id="outra-origem-titulo">Sessão de outro usuário</DialogTitle>
      <DialogContent>
        <DialogContentText id="outra-origem-texto">{MSG.loggedInAs(userInfo.usuario.nome)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            dismissOtherOrigin();
            logout();
          }}
        >
          Sair
        </Button>
        <Button variant="contained" onClick={dismissOtherOrigin} autoFocus>
          Continuar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
