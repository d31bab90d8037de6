// '/pesquisa/pesquisas/:id/resultados': the response rate, then per question the options with counts and
// percentages, the notes (mean, NPS) and the comments; an area filter (identified surveys); print as PDF/XLSX
// (report pesquisa/resultado-pesquisa). What the server hides (anonymous: before the end, fewer than 3
// answers) comes as its message.
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useApiGet } from '../../providers/useApiGet.ts';
import { baixar } from '../../questionario/api.ts';

type Resultado = {
  taxa: { texto: string };
  respostas: number;
  oculto?: string;
  perguntas: {
    id: number;
    ordem: number;
    texto: string;
    aspecto?: { nome: string };
    respostas: number;
    opcoes?: { id: number; texto: string; quantidade: number; percentual: string }[];
    media?: number | null;
    nps?: { indice: number | null; promotores: number; neutros: number; detratores: number };
    comentarios: string[];
  }[];
  aspectos: { id: number; nome: string; mediaPercentual: number | null }[];
};

type Edicao = {
  id: number;
  dataIni: string;
  dataFim: string;
  taxa: string;
  mediaPercentual?: number | null;
  nps?: number | null;
  oculto?: string;
};

export function ResultadosPesquisaPage() {
  const { id } = useParams();
  const { data, loading, error } = useApiGet<Resultado>(`/pesquisa/pesquisas/${id}/resultados`);
  const { data: taxa } = useApiGet<{ texto: string }>(`/pesquisa/pesquisas/${id}/taxa-resposta`);
  const { data: tendencia } = useApiGet<Edicao[]>(`/pesquisa/pesquisas/${id}/tendencia`);
  const imprimir = (formato: 'pdf' | 'xlsx') =>
    baixar(`/pesquisa/relatorios/resultado-pesquisa?formato=${formato}`, {
      method: 'POST',
      body: { pesquisa: Number(id) },
    });
  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Title title="Resultados da Pesquisa" />
      <Typography variant="h5" component="h1" gutterBottom>
        Resultados da Pesquisa
      </Typography>
      <Typography sx={{ mb: 2 }} role="status">
        {taxa?.texto}
      </Typography>
      {tendencia && tendencia.length > 1 && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Tendência das edições">
          <Typography variant="subtitle1" component="h2">
            Tendência das edições
          </Typography>
          <Table size="small">
            <TableBody>
              {tendencia.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>
                    {e.dataIni.split('-').reverse().join('/')} a {e.dataFim.split('-').reverse().join('/')}
                  </TableCell>
                  <TableCell>{e.taxa}</TableCell>
                  <TableCell>
                    {e.oculto ??
                      `Média ${e.mediaPercentual ?? '—'} % · NPS ${e.nps ?? '—'}`.replaceAll('.', ',')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {loading && <LinearProgress aria-label="Carregando" />}
      {error !== undefined && !loading && (
        <Alert severity="info">
          {(error as { message?: string })?.message ?? 'Resultados indisponíveis.'}
        </Alert>
      )}
      {data?.oculto && <Alert severity="info">{data.oculto}</Alert>}
      {data && !data.oculto && (
        <>
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            <Button variant="outlined" onClick={() => imprimir('pdf')}>
              Imprimir (PDF)
            </Button>
            <Button variant="outlined" onClick={() => imprimir('xlsx')}>
              Exportar (XLSX)
            </Button>
          </Stack>
          <Typography sx={{ mb: 1 }}>{data.respostas} resposta(s).</Typography>
          {data.aspectos.length > 0 && (
            <Typography sx={{ mb: 2 }}>
              {data.aspectos
                .map((a) => `${a.nome}: ${a.mediaPercentual === null ? '—' : `${a.mediaPercentual} %`}`)
                .join(' · ')}
            </Typography>
          )}
          {data.perguntas.map((p) => (
            <Paper
              key={p.id}
              variant="outlined"
              sx={{ p: 2, mb: 2 }}
              component="section"
              aria-label={p.texto}
            >
              <Typography variant="subtitle1" component="h2">
                {p.ordem}. {p.texto}
                {p.aspecto ? ` (${p.aspecto.nome})` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {p.respostas} resposta(s)
                {p.media !== undefined && p.media !== null
                  ? ` · média ${String(p.media).replace('.', ',')}`
                  : ''}
                {p.nps && p.nps.indice !== null
                  ? ` · NPS ${String(p.nps.indice).replace('.', ',')} (promotores ${p.nps.promotores}, neutros ${p.nps.neutros}, detratores ${p.nps.detratores})`
                  : ''}
              </Typography>
              {p.opcoes && (
                <Table size="small">
                  <TableBody>
                    {p.opcoes.map((o) => (
                      <TableRow key={o.id}>
                        <TableCell>{o.texto}</TableCell>
                        <TableCell align="right">{o.quantidade}</TableCell>
                        <TableCell align="right">{o.percentual} %</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
              {p.comentarios.length > 0 && (
                <ul>
                  {p.comentarios.map((c, i) => (
                    // comments have no id of their own (an anonymous one must not): the position is the key
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <li key={i}>{c}</li>
                  ))}
                </ul>
              )}
            </Paper>
          ))}
        </>
      )}
    </Box>
  );
}
