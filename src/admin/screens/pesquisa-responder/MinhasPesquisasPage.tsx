// '/pesquisa/colaborador-questionario': the released surveys the logged-in person (as an employee) takes part in.
import {
  Box,
  Button,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/br/format.ts';
import { useApiGet } from '../../providers/useApiGet.ts';

type Item = {
  id: number;
  respondida: boolean;
  respondidaParcialmente: boolean;
  pesquisa: { id: number; titulo: string; dataIni: string; dataFim: string; anonima: boolean };
};

export function MinhasPesquisasPage() {
  const { data, loading } = useApiGet<Item[]>('/pesquisa/colaborador-questionario');
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Responder Pesquisas" />
      <Typography variant="h5" component="h1" gutterBottom>
        Responder Pesquisas
      </Typography>
      {loading && <LinearProgress aria-label="Carregando" />}
      {data && data.length === 0 && <Typography>Nenhum registro encontrado.</Typography>}
      {data && data.length > 0 && (
        <Table size="small" aria-label="Pesquisas a responder">
          <TableHead>
            <TableRow>
              <TableCell>Pesquisa</TableCell>
              <TableCell>Prazo</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((i) => (
              <TableRow key={i.id}>
                <TableCell>
                  {i.pesquisa.titulo}
                  {i.pesquisa.anonima && <Chip size="small" label="Anônima" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{formatDate(i.pesquisa.dataFim)}</TableCell>
                <TableCell>
                  {i.respondida ? 'Respondida' : i.respondidaParcialmente ? 'Parcial' : 'Pendente'}
                </TableCell>
                <TableCell>
                  {!i.respondida && (
                    <Button
                      component={RouterLink}
                      to={`/pesquisa/colaborador-questionario/${i.id}`}
                      aria-label={`Responder: ${i.pesquisa.titulo}`}
                    >
                      Responder
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
