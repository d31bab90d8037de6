// The chain of an event (GET sst/eventos-esocial/{id}/cadeia): the original, its rectifications, the events
// that replaced a rejected one and the exclusion, oldest first, each with its state, receipt, batch and the
// eSocial's occurrences (the field named).
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useApiGet } from '../../providers/useApiGet.ts';
import {
  COR_STATUS,
  dataHora,
  type Ocorrencia,
  ROTULO_STATUS,
  rotuloRetificacao,
  type Status,
  type Tipo,
  textoOcorrencia,
} from './eventos.ts';

type EventoDaCadeia = {
  id: number;
  tipo: Tipo;
  idEvento: string;
  status: Status;
  indRetif: number | null;
  eventoOriginal: { id: number; idEvento: string } | null;
  recibo: string | null;
  geradoEm: string;
  lote: { id: number; protocolo: string | null } | null;
  retorno: string | null;
  ocorrencias: Ocorrencia[];
};

export function CadeiaDialog({ eventoId, onClose }: { eventoId: number; onClose(): void }) {
  const { data, loading } = useApiGet<{ eventos: EventoDaCadeia[] }>(
    `/sst/eventos-esocial/${eventoId}/cadeia`,
  );
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="cadeia-titulo">
      <DialogTitle id="cadeia-titulo">Cadeia do evento</DialogTitle>
      <DialogContent dividers>
        {loading && <LinearProgress aria-label="Carregando a cadeia" />}
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 2 }} aria-label="Eventos da cadeia">
          {data?.eventos.map((e) => (
            <li key={e.id}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {e.tipo} — {rotuloRetificacao({ tipo: e.tipo, indRetif: e.indRetif ?? 1 })}
                </Typography>
                <Chip size="small" color={COR_STATUS[e.status]} label={ROTULO_STATUS[e.status]} />
              </Box>
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {e.idEvento}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Gerado em {dataHora(e.geradoEm)}
                {e.lote?.protocolo ? ` · lote ${e.lote.protocolo}` : ''}
                {e.recibo ? ` · recibo ${e.recibo}` : ''}
                {e.eventoOriginal
                  ? ` · ${e.tipo === 'S-3000' ? 'exclui' : 'retifica'} ${e.eventoOriginal.idEvento}`
                  : ''}
              </Typography>
              {e.ocorrencias.length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={`Ocorrências de ${e.idEvento}`}>
                  {e.ocorrencias.map((o) => (
                    <li key={`${o.codigo}-${o.campo ?? o.localizacao ?? ''}-${o.descricao}`}>
                      <Typography variant="body2" color={o.tipo === 1 ? 'error' : 'text.secondary'}>
                        {o.tipo === 1 ? 'Erro' : 'Advertência'} {textoOcorrencia(o)}
                      </Typography>
                    </li>
                  ))}
                </Box>
              )}
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
