// Shown when the session lacks the authority a page needs (spec §6; react-admin's canAccess).
import Block from '@mui/icons-material/Block';
import { Button, Typography } from '@mui/material';
import { LinkBase, Title } from 'react-admin';
import { ErrorPageFrame } from './ErrorPageFrame.tsx';

export const ACCESS_DENIED_TEXT =
  'Você não tem autorização para acessar esta página. Entre em contato com o responsável pelo cadastro de perfis do sistema na sua empresa.';

export function AccessDeniedPage() {
  return (
    <>
      <Title title="Acesso negado" />
      <ErrorPageFrame title="Acesso negado" icon={<Block />}>
        <Typography sx={{ mb: 3 }}>{ACCESS_DENIED_TEXT}</Typography>
        <Button variant="contained" component={LinkBase} to="/">
          Voltar à página inicial
        </Button>
      </ErrorPageFrame>
    </>
  );
}
