// Home page placeholder: greets the user and points to the menu. The message boxes, notices and news
// of the spec's home are a screen of their own (src/admin/screens/home), not part of the shell.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useSession } from '../providers/session.ts';

export function Home() {
  const { userInfo } = useSession();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Página inicial" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Olá, {userInfo?.usuario.nome}
          </Typography>
          <Typography>
            Você está na empresa <strong>{userInfo?.empresa.nome}</strong>. Use o menu ao lado ou a pesquisa
            do menu no topo da página para encontrar o que precisa.
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
