// Spec §5 (General): a form is not sent when another tab switched the company. 'Descartar' reloads
// the page in the new company (what was typed is lost); 'Manter' puts the session back on this tab's
// company so the form can be sent again as it is.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { MSG } from '../../shared/messages.ts';
import { notifyError } from '../providers/errorHandler.ts';
import { dismissCompanyChanged, keepThisTabCompany, useSession } from '../providers/session.ts';

export function CompanyChangedGuard() {
  const { companyChanged, userInfo } = useSession();
  const [busy, setBusy] = useState(false);

  const keep = async () => {
    setBusy(true);
    try {
      await keepThisTabCompany();
    } catch (error) {
      dismissCompanyChanged();
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={companyChanged}
      aria-labelledby="empresa-alterada-titulo"
      aria-describedby="empresa-alterada-texto"
      disableEscapeKeyDown
    >
      <DialogTitle id="empresa-alterada-titulo">{MSG.companyChangedInOtherTab}</DialogTitle>
      <DialogContent>
        <DialogContentText id="empresa-alterada-texto">
          Esta aba trabalha na empresa {userInfo?.empresa.nome}. Descarte para recarregar a página na empresa
          selecionada na outra aba, ou mantenha esta empresa para gravar os dados desta aba.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => window.location.reload()} disabled={busy}>
          Descartar
        </Button>
        <Button variant="contained" onClick={keep} disabled={busy} autoFocus>
          Manter
        </Button>
      </DialogActions>
    </Dialog>
  );
}
