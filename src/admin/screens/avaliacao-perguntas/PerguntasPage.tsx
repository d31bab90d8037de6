// '/avaliacao/perguntas': the company's evaluation questions across models (GET avaliacao/perguntas), filtered by
// model, model type, aspect, question type and text; each opens its model's questionnaire editor — the questions
// live in the questionnaire engine, edited there, never here.
import {
  Box,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { hasAuthority } from '../../providers/permissions.ts';
import { useSession } from '../../providers/session.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage.tsx';

type Pergunta = {
  id: number;
  ordem: number;
  texto: string;
  tipoDescricao: string;
  peso: number;
  obrigatoria: boolean;
  aspecto: { id: number; nome: string } | null;
  modelo: { id: number; titulo: string; tipo: string };
};
type Pagina = { content: Pergunta[]; totalElements: number };

export function PerguntasPage() {
  const { userInfo } = useSession();
  if (!hasAuthority(userInfo, 'ROLE_AVALIACAO')) return <AccessDeniedPage />;
  return <Perguntas />;
}

function Perguntas() {
  const [filtro, setFiltro] = useState({ modeloId: '', tipoModelo: '', aspecto: '', tipo: '', texto: '' });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(50);
  const { data: modelos } = useApiGet<{ id: number; titulo: string }[]>('/avaliacao/modelos-avaliacao');
  const { data, loading } = useApiGet<Pagina>('/avaliacao/perguntas', {
    modeloId: filtro.modeloId || undefined,
    tipoModelo: filtro.tipoModelo || undefined,
    aspecto: filtro.aspecto.trim() || undefined,
    tipo: filtro.tipo || undefined,
    texto: filtro.texto.trim() || undefined,
    page,
    size,
  });
  const campo = (nome: keyof typeof filtro) => ({
    value: filtro[nome],
    onChange: (e: { target: { value: string } }) => {
      setFiltro((f) => ({ ...f, [nome]: e.target.value }));
      setPage(0);
    },
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Perguntas de Avaliação" />
      <Typography variant="h5" component="h1" gutterBottom>
        Perguntas de Avaliação
      </Typography>
      <Box component="form" aria-label="Filtro" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          fullWidth={false}
          size="small"
          select
          label="Modelo de Avaliação"
          {...campo('modeloId')}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {(modelos ?? []).map((m) => (
            <MenuItem key={m.id} value={String(m.id)}>
              {m.titulo}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth={false}
          size="small"
          select
          label="Tipo do modelo"
          {...campo('tipoModelo')}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Todos</MenuItem>
          <MenuItem value="D">Desempenho</MenuItem>
          <MenuItem value="E">Período de experiência</MenuItem>
        </TextField>
        <TextField fullWidth={false} size="small" label="Aspecto" {...campo('aspecto')} />
        <TextField
          fullWidth={false}
          size="small"
          select
          label="Tipo da pergunta"
          {...campo('tipo')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Todos</MenuItem>
          <MenuItem value="1">Objetiva</MenuItem>
          <MenuItem value="3">Subjetiva</MenuItem>
          <MenuItem value="4">Nota</MenuItem>
          <MenuItem value="5">Múltipla Escolha</MenuItem>
        </TextField>
        <TextField fullWidth={false} size="small" label="Texto" {...campo('texto')} />
      </Box>
      {loading && <LinearProgress aria-label="Carregando" />}
      <Table size="small" aria-label="Perguntas">
        <TableHead>
          <TableRow>
            <TableCell>Modelo</TableCell>
            <TableCell>Aspecto</TableCell>
            <TableCell>Nº</TableCell>
            <TableCell>Pergunta</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell align="right">Peso</TableCell>
            <TableCell>Obrigatória</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.content.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{p.modelo.titulo}</TableCell>
              <TableCell>{p.aspecto?.nome ?? '—'}</TableCell>
              <TableCell>{p.ordem}</TableCell>
              <TableCell>
                <Link to={`/avaliacao/modelos-avaliacao/${p.modelo.id}`}>{p.texto}</Link>
              </TableCell>
              <TableCell>{p.tipoDescricao}</TableCell>
              <TableCell align="right">{p.peso.toLocaleString('pt-BR')}</TableCell>
              <TableCell>{p.obrigatoria ? 'Sim' : 'Não'}</TableCell>
            </TableRow>
          ))}
          {data && data.content.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>Nenhuma pergunta encontrada.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={data?.totalElements ?? 0}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_e, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage="Por página"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
      />
    </Box>
  );
}
