// '/avaliacao/resultados/:id' and '/avaliacao/resultados/:id/:colaboradorId': an evaluation's results — one row
// per evaluated person (others' result, questionnaire, competences, self-evaluation; hidden when anonymity asks) —
// and one person's detail: by role, the competence radar and table, the questions with option counts and comments,
// the sheets with evaluators (identified evaluations only) and the comparison with other evaluations (periods).
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  Pagination,
  Paper,
  Stack,
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
import { Link as RouterLink, useParams } from 'react-router-dom';
import { hasAuthority } from '../../providers/permissions.ts';
import { useSession } from '../../providers/session.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage.tsx';
import { PAPEIS } from '../avaliacao-responder/papeis.ts';
import { type Radar, RadarCompetencias } from './RadarCompetencias.tsx';

const BASE = '/avaliacao/avaliacoes-desempenho';
type Notas = { geral: number | null; questionario: number | null; competencias: number | null };
type Linha = {
  colaborador: { id: number; nome: string };
  area: string | null;
  cargo: string | null;
  avaliadores: number;
  respondidas: number;
  resultado: Notas | null;
  oculto?: true;
  autoavaliacao: Notas | null;
  porPapel: ({ papel: string; avaliadores: number; folhas: number; oculto?: true } & Partial<Notas>)[];
};
const num = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : v.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
const OCULTO = 'Oculto (anonimato)';

export function ResultadosPage() {
  const { userInfo } = useSession();
  const { id, colaboradorId } = useParams();
  if (!hasAuthority(userInfo, 'ROLE_AVALIACAO')) return <AccessDeniedPage />;
  return colaboradorId ? (
    <Detalhe id={Number(id)} colaboradorId={Number(colaboradorId)} />
  ) : (
    <Lista id={Number(id)} />
  );
}

function Lista({ id }: { id: number }) {
  const [page, setPage] = useState(0);
  const [nome, setNome] = useState('');
  const { data, loading, error } = useApiGet<{
    avaliacao: { titulo: string; anonima: boolean };
    content: Linha[];
    totalPages: number;
    totalElements: number;
  }>(`${BASE}/${id}/resultados`, { page, size: 50, nome });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Resultados" />
      <Typography variant="h5" component="h1" gutterBottom>
        Resultados {data ? `— ${data.avaliacao.titulo}` : ''}{' '}
        {data?.avaliacao.anonima && <Chip size="small" label="Anônima" />}
      </Typography>
      <TextField
        size="small"
        label="Nome"
        value={nome}
        onChange={(e) => {
          setNome(e.target.value);
          setPage(0);
        }}
        sx={{ mb: 2 }}
      />
      {loading && <LinearProgress aria-label="Carregando" />}
      {error !== undefined && <Alert severity="info">Os resultados não estão disponíveis.</Alert>}
      {data && (
        <>
          <Typography variant="body2">{data.totalElements} registro(s) encontrado(s).</Typography>
          <Table size="small" aria-label="Resultados por avaliado">
            <TableHead>
              <TableRow>
                <TableCell>Talento</TableCell>
                <TableCell>Área</TableCell>
                <TableCell>Cargo</TableCell>
                <TableCell align="right">Respondidas</TableCell>
                <TableCell align="right">Resultado</TableCell>
                <TableCell align="right">Questionário</TableCell>
                <TableCell align="right">Competências</TableCell>
                <TableCell align="right">Autoavaliação</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.content.map((l) => (
                <TableRow key={l.colaborador.id} hover>
                  <TableCell>
                    <RouterLink to={`/avaliacao/resultados/${id}/${l.colaborador.id}`}>
                      {l.colaborador.nome}
                    </RouterLink>
                  </TableCell>
                  <TableCell>{l.area}</TableCell>
                  <TableCell>{l.cargo}</TableCell>
                  <TableCell align="right">
                    {l.respondidas}/{l.avaliadores}
                  </TableCell>
                  <TableCell align="right">{l.oculto ? OCULTO : num(l.resultado?.geral)}</TableCell>
                  <TableCell align="right">{num(l.resultado?.questionario)}</TableCell>
                  <TableCell align="right">{num(l.resultado?.competencias)}</TableCell>
                  <TableCell align="right">{num(l.autoavaliacao?.geral)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {data.totalPages > 1 && (
            <Pagination
              count={data.totalPages}
              page={page + 1}
              onChange={(_e, p) => setPage(p - 1)}
              sx={{ mt: 2 }}
            />
          )}
        </>
      )}
    </Box>
  );
}

type Detalhe = Linha & {
  avaliacao: { id: number; titulo: string; anonima: boolean };
  competencias: {
    tipo: string;
    competencia: { id: number; nome: string };
    exigida: number | null;
    colaborador: number | null;
    autoavaliacao: number | null;
    porPapel: { papel: string; media: number | null }[];
  }[];
  radar: Radar;
  perguntas: {
    id: number;
    ordem: number;
    texto: string;
    respostas: number;
    media: number | null;
    autoavaliacao: number | null;
    opcoes: { texto: string; escolhas: number }[];
    notaMedia: number | null;
    comentarios: string[];
  }[];
  folhas: { avaliador: string; papel: string; geral: number | null; participacao: number | null }[];
};

function Detalhe({ id, colaboradorId }: { id: number; colaboradorId: number }) {
  const { data: d, loading } = useApiGet<Detalhe>(`${BASE}/${id}/resultados/${colaboradorId}`);
  if (!d) return loading ? <LinearProgress aria-label="Carregando" sx={{ m: 2 }} /> : null;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={`Resultado de ${d.colaborador.nome}`} />
      <Button component={RouterLink} to={`/avaliacao/resultados/${id}`}>
        Voltar aos resultados
      </Button>
      <Typography variant="h5" component="h1">
        {d.colaborador.nome}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {d.avaliacao.titulo} · {d.cargo} · {d.area}
      </Typography>
      {d.oculto && (
        <Alert severity="info">
          Avaliação anônima com menos de 2 avaliadores além da autoavaliação: o resultado fica oculto.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="h6" component="h2">
            Por papel
          </Typography>
          <Table size="small" aria-label="Resultado por papel">
            <TableHead>
              <TableRow>
                <TableCell>Papel</TableCell>
                <TableCell align="right">Respondidas</TableCell>
                <TableCell align="right">Resultado</TableCell>
                <TableCell align="right">Questionário</TableCell>
                <TableCell align="right">Competências</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell>
                  <strong>Todos os avaliadores</strong>
                </TableCell>
                <TableCell align="right">{d.respondidas}</TableCell>
                <TableCell align="right">{d.oculto ? OCULTO : num(d.resultado?.geral)}</TableCell>
                <TableCell align="right">{num(d.resultado?.questionario)}</TableCell>
                <TableCell align="right">{num(d.resultado?.competencias)}</TableCell>
              </TableRow>
              {d.porPapel.map((p) => (
                <TableRow key={p.papel}>
                  <TableCell>{PAPEIS[p.papel]}</TableCell>
                  <TableCell align="right">
                    {p.folhas}/{p.avaliadores}
                  </TableCell>
                  <TableCell align="right">{p.oculto ? OCULTO : num(p.geral)}</TableCell>
                  <TableCell align="right">{p.oculto ? '' : num(p.questionario)}</TableCell>
                  <TableCell align="right">{p.oculto ? '' : num(p.competencias)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="h6" component="h2">
            Radar de competências
          </Typography>
          <RadarCompetencias radar={d.radar} nome={d.colaborador.nome} />
        </Paper>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Typography variant="h6" component="h2">
          Competências
        </Typography>
        <Table size="small" aria-label="Competências: nível dado e exigido">
          <TableHead>
            <TableRow>
              <TableCell>Competência</TableCell>
              <TableCell align="right">Exigido</TableCell>
              <TableCell align="right">Avaliadores</TableCell>
              <TableCell align="right">Autoavaliação</TableCell>
              <TableCell>Por papel</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {d.competencias.map((c) => (
              <TableRow key={`${c.tipo}-${c.competencia.id}`}>
                <TableCell>{c.competencia.nome}</TableCell>
                <TableCell align="right">{num(c.exigida)}</TableCell>
                <TableCell align="right">{num(c.colaborador)}</TableCell>
                <TableCell align="right">{num(c.autoavaliacao)}</TableCell>
                <TableCell>
                  {c.porPapel.map((p) => `${PAPEIS[p.papel]}: ${num(p.media)}`).join(' · ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Typography variant="h6" component="h2">
          Perguntas
        </Typography>
        {d.perguntas.map((p) => (
          <Box key={p.id} sx={{ my: 1.5 }}>
            <Typography sx={{ fontWeight: 500 }}>
              {p.ordem}. {p.texto} — média {num(p.media)} ({p.respostas} resposta(s))
              {p.autoavaliacao !== null ? ` · autoavaliação ${num(p.autoavaliacao)}` : ''}
            </Typography>
            {p.opcoes.length > 0 && (
              <Typography variant="body2">
                {p.opcoes.map((o) => `${o.texto}: ${o.escolhas}`).join(' · ')}
              </Typography>
            )}
            {p.notaMedia !== null && <Typography variant="body2">Nota média: {num(p.notaMedia)}</Typography>}
            {p.comentarios.map((c) => (
              <Typography key={c} variant="body2" sx={{ fontStyle: 'italic', ml: 2 }}>
                “{c}”
              </Typography>
            ))}
          </Box>
        ))}
      </Paper>
      {d.folhas.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
          <Typography variant="h6" component="h2">
            Folhas
          </Typography>
          {d.folhas.map((f) => (
            <Typography key={`${f.avaliador}-${f.papel}`}>
              {f.avaliador} ({PAPEIS[f.papel]}): {num(f.geral)}
              {f.participacao && (
                <>
                  {' '}
                  <Link
                    href={`/api/avaliacao/avaliacoes-desempenhos-questionarios/${f.participacao}/respondida/pdf`}
                    download
                    aria-label={`Respostas de ${f.avaliador} em PDF`}
                  >
                    PDF
                  </Link>{' '}
                  <Link
                    href={`/api/avaliacao/avaliacoes-desempenhos-questionarios/${f.participacao}/respondida/xls`}
                    download
                    aria-label={`Respostas de ${f.avaliador} em planilha`}
                  >
                    Planilha
                  </Link>
                </>
              )}
            </Typography>
          ))}
        </Paper>
      )}
      <Comparativo colaboradorId={colaboradorId} atual={id} />
    </Box>
  );
}

function Comparativo({ colaboradorId, atual }: { colaboradorId: number; atual: number }) {
  const { data: opcoes } = useApiGet<{ id: number; titulo: string }[]>(`${BASE}/avaliacoes-respondidas`);
  const [outras, setOutras] = useState<{ id: number; titulo: string }[]>([]);
  const ids = [atual, ...outras.map((o) => o.id)];
  const { data } = useApiGet<{
    periodos: { avaliacao: { id: number; titulo: string }; resultado: Notas | null; oculto?: boolean }[];
  }>(outras.length ? `${BASE}/resultados/comparativo` : undefined, { colaboradorId, avaliacoes: ids });
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Typography variant="h6" component="h2">
        Comparação entre períodos
      </Typography>
      <Autocomplete
        multiple
        options={(opcoes ?? []).filter((o) => o.id !== atual)}
        getOptionLabel={(o) => o.titulo}
        value={outras}
        onChange={(_e, v) => setOutras(v)}
        renderInput={(p) => <TextField {...p} label="Comparar com" size="small" />}
        sx={{ maxWidth: 600, my: 1 }}
      />
      {data?.periodos.map((p) => (
        <Typography key={p.avaliacao.id}>
          {p.avaliacao.titulo}: {p.oculto ? OCULTO : num(p.resultado?.geral)}
        </Typography>
      ))}
    </Paper>
  );
}
