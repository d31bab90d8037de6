// utilitario/usuarios: 'Enviar link de redefinição de senha' on each row. Below the installation level an
// administrator never chooses another person's password (docs/decisions.md, "Administração"): the user gets
// the same one-use link as 'Esqueci minha senha' and sets it alone.
import LockResetIcon from '@mui/icons-material/LockReset';
import type { ExtraRowActions } from '../../generic/SchemaList.tsx';
import { notifyError, notifySuccess } from '../../providers/errorHandler.ts';
import { apiFetch } from '../../providers/http.ts';

export const usuariosRowActions: ExtraRowActions = (record) => [
  {
    label: 'Enviar link de redefinição de senha',
    icon: <LockResetIcon fontSize="small" />,
    confirm: {
      title: 'Enviar link de redefinição de senha',
      content: `Enviar a ${record.nome} um e-mail com um link de uso único para definir uma nova senha?`,
    },
    onClick: async () => {
      try {
        const res = await apiFetch<{ message: string }>(
          `/utilitario/usuarios/${encodeURIComponent(String(record.id))}/enviar-redefinicao-senha`,
          { method: 'POST', body: {} },
        );
        notifySuccess(res.message);
      } catch (e) {
        notifyError(e);
      }
    },
  },
];
