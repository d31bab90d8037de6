// '/avaliacao/avaliacoes-desempenhos-questionarios': what the logged-in person (as an employee) has to answer —
// self-evaluation first, then the people they evaluate —, by evaluation; any user linked to an employee.
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/br/format.ts';
import { MSG } from '../../../shared/messages.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { PAPEIS } from './papeis.ts';

type Item = {
  id: number;
  papel: string;
  respondida: boolean;
  respondidaParcialmente: boolean;
  avaliacao: { id: number; titulo: string; dataIni: string; dataFim: string; anonima: boolean };
  avaliado: { id: number; nome: string };
};

export function MinhasAvaliacoesPage() {
  const [situacao, setSituacao] = useState('NAO_RESPONDIDAS');
  const { data, loading, error } = useApiGet<Item[]>('/avaliacao/avaliacoes-desempenhos-questionarios', {
    situacao,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Responder Avaliações" />
      <Typography variant="h5" component="h1" gutterBottom>
        Responder Avaliações
      </Typography>
      <TextField
        select
        size="small"
        label="Situação"
        value={situacao}
        onChange={(e) => setSituacao(e.target.value)}
        sx={{ minWidth: 240, mb: 2 }}
      >
        <MenuItem value="TODAS">Todas</MenuItem>
        <MenuItem value="NAO_RESPONDIDAS">Não respondidas</MenuItem>
        <MenuItem value="PARCIAIS">Respondidas parcialmente</MenuItem>
        <MenuItem value="RESPONDIDAS">Respondidas</MenuItem>
      </TextField>
      {loading && <LinearProgress aria-label="Carregando" />}
      {error !== undefined && !loading && <Alert severity="info">{MSG.userWithoutEmployee}</Alert>}
      {data && data.length === 0 && <Typography>Nenhum registro encontrado.</Typography>}
      {data && data.length > 0 && (
        <Table size="small" aria-label="Avaliações a responder">
          <TableHead>
            <TableRow>
              <TableCell>Avaliação</TableCell>
              <TableCell>Prazo</TableCell>
              <TableCell>Avaliado</TableCell>
              <TableCell>Papel</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((i) => (
              <TableRow key={i.id}>
                <TableCell>
                  {i.avaliacao.titulo}{' '}
                  {i.avaliacao.anonima && <Chip size="small" label="Anônima" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{formatDate(i.avaliacao.dataFim)}</TableCell>
                <TableCell>{i.papel === 'U' ? 'Você mesmo' : i.avaliado.nome}</TableCell>
                <TableCell>{PAPEIS[i.papel]}</TableCell>
                <TableCell>
                  {i.respondida ? 'Respondida' : i.respondidaParcialmente ? 'Parcial' : 'Pendente'}
                </TableCell>
                <TableCell>
                  <Button
                    component={RouterLink}
                    to={`/avaliacao/avaliacoes-desempenhos-questionarios/${i.id}`}
                    aria-label={`${i.respondida ? 'Ver' : 'Responder'}: ${i.papel === 'U' ? 'autoavaliação' : i.avaliado.nome}`}
                  >
                    {i.respondida ? 'Ver' : 'Responder'}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
