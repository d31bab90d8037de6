// A candidate's moves in this request, newest first (GET /captacao/candidatos-solicitacao/:id/historico).
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { formatDate } from '../../../shared/br/format.ts';
import { TEXT } from '../../generic/messages.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { type Cartao, type Resultado, ROTULO_RESULTADO } from './quadro.ts';

type Movimentacao = {
  id: number;
  data: string;
  resultado: Resultado;
  observacao: string | null;
  etapaSeletiva: { id: number; nome: string };
  responsavel: { id: number; nome: string } | null;
};

export function HistoricoDialog({ cartao, onClose }: { cartao: Cartao; onClose(): void }) {
  const titleId = useId();
  const { data, loading } = useApiGet<Movimentacao[]>(
    `/captacao/candidatos-solicitacao/${cartao.id}/historico`,
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Histórico de {cartao.candidato.nome}</DialogTitle>
      <DialogContent>
        {loading && <LinearProgress aria-label={TEXT.loading} />}
        {data && data.length === 0 && (
          <Typography role="status">Nenhuma movimentação: o candidato está na triagem.</Typography>
        )}
        {data && data.length > 0 && (
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>Data</TableCell>
                <TableCell>Etapa</TableCell>
                <TableCell>Resultado</TableCell>
                <TableCell>Observação</TableCell>
                <TableCell>Responsável</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((m) => (
                <TableRow key={m.id}>
                  <TableCell>{formatDate(m.data)}</TableCell>
                  <TableCell>{m.etapaSeletiva.nome}</TableCell>
                  <TableCell>{ROTULO_RESULTADO[m.resultado] ?? m.resultado}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{m.observacao ?? ''}</TableCell>
                  <TableCell>{m.responsavel?.nome ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
