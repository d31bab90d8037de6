// 'Atualizar Meus Dados' (user menu, ROLE_CAD_INFO_PESSOAL). The employee register that holds these
// data is not built yet; until then the page says who is logged in and where the data are kept.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useSession } from '../providers/session.ts';

export function MyDataPage() {
  const { userInfo } = useSession();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Atualizar Meus Dados" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Atualizar Meus Dados
          </Typography>
          <Typography gutterBottom>
            Usuário: <strong>{userInfo?.usuario.nome}</strong>
          </Typography>
          <Typography>
            Seus dados pessoais ficam no cadastro de colaboradores da empresa {userInfo?.empresa.nome}. Para
            corrigi-los, procure o departamento de RH.
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
