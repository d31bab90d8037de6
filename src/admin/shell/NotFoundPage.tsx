// 404 inside the shell (spec §2): any unknown path of the console lands here.
import SearchOff from '@mui/icons-material/SearchOff';
import { Button, Link, Typography } from '@mui/material';
import { LinkBase, Title } from 'react-admin';
import { FALLBACK_SUPPORT_EMAIL } from '../../shared/constants.ts';
import { useSession } from '../providers/session.ts';
import { ErrorPageFrame } from './ErrorPageFrame.tsx';

export function NotFoundPage() {
  const email = useSession().userInfo?.suporteEmail || FALLBACK_SUPPORT_EMAIL;
  return (
    <>
      <Title title="Página não encontrada" />
      <ErrorPageFrame title="ERRO 404 - PÁGINA NÃO ENCONTRADA" icon={<SearchOff />}>
        <Typography sx={{ mb: 1 }}>O endereço digitado está errado ou a página não existe mais.</Typography>
        <Typography sx={{ mb: 3 }}>
          Se precisar de ajuda, fale com o suporte: <Link href={`mailto:${email}`}>{email}</Link>
        </Typography>
        <Button variant="contained" component={LinkBase} to="/">
          Voltar à página inicial
        </Button>
      </ErrorPageFrame>
    </>
  );
}
