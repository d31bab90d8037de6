// '/sst/cartoes-vacinacao/colaborador/:colaboradorId' (spec §2): one employee's vaccination card — each vaccine
// (course) with its status, each dose with its forecast date, lote, date and status (computed by the server,
// sst/vacinas.actions.ts). The doses are edited in the list: lote and date go together (the server refuses one
// without the other); clearing both removes the dose. '/sst/cartoes-vacinacao' only asks for the employee.
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
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
import { useEffect, useState } from 'react';
import { type RaRecord, Title } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '../../../shared/br/format.ts';
import type { FieldError } from '../../../shared/messages.ts';
import { ReferencePicker } from '../../generic/ReferencePicker.tsx';
import { notifyError, notifySuccess } from '../../providers/errorHandler.ts';
import { apiFetch, isApiError } from '../../providers/http.ts';
import { hasAuthority } from '../../providers/permissions.ts';
import { useSession } from '../../providers/session.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { baixar } from '../../questionario/api.ts';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage.tsx';
import { registersCatalog } from '../relatorios/reportCatalog.ts';
import { CampoData } from './CampoData.tsx';
import { validarAcao } from './validarAcao.ts';

type Dose = {
  id: number | null;
  numeroDose: number;
  dataPrevista: string | null;
  lote: string | null;
  dataRealizacao: string | null;
  status: 'Recebida' | 'Atrasada' | 'A receber';
};
type Curso = {
  vacina: { id: number; nome: string };
  status: 'Em andamento' | 'Completo' | 'Interrompido';
  vacinacoes: Dose[];
};
type Cartao = { colaborador: { id: number; nome: string }; cursos: Curso[] };
type Edicao = Record<string, { lote: string; dataRealizacao: string }>;

const API = '/sst/cartoes-vacinacao/colaborador';
const COR_DOSE = { Recebida: 'success', Atrasada: 'error', 'A receber': 'default' } as const;
const COR_CURSO = { Completo: 'success', Interrompido: 'error', 'Em andamento': 'info' } as const;
const chave = (vacinaId: number, dose: number) => `${vacinaId}-${dose}`;

export function CartaoVacinacaoPage() {
  const { userInfo } = useSession();
  if (!hasAuthority(userInfo, 'ROLE_SST')) return <AccessDeniedPage />;
  return <CartaoVacinacao />;
}

function CartaoVacinacao() {
  const catalog = registersCatalog();
  const navigate = useNavigate();
  const { colaboradorId } = useParams();
  const [novas, setNovas] = useState<number[]>([]);
  const { data, loading, reload } = useApiGet<Cartao>(
    colaboradorId ? `${API}/${colaboradorId}` : undefined,
    novas.length ? { vacinas: novas } : undefined,
  );
  const [edicao, setEdicao] = useState<Edicao>({});
  const [erros, setErros] = useState<Record<string, string>>({});
  const [gravando, setGravando] = useState(false);
  useEffect(() => {
    const e: Edicao = {};
    for (const c of data?.cursos ?? [])
      for (const v of c.vacinacoes)
        e[chave(c.vacina.id, v.numeroDose)] = { lote: v.lote ?? '', dataRealizacao: v.dataRealizacao ?? '' };
    setEdicao(e);
    setErros({});
  }, [data]);

  const muda = (k: string, campo: 'lote' | 'dataRealizacao', valor: string) =>
    setEdicao((e) => ({ ...e, [k]: { ...(e[k] ?? { lote: '', dataRealizacao: '' }), [campo]: valor } }));

  const gravar = async () => {
    if (!data) return;
    const cursos = data.cursos.map((c) => ({
      vacina: { id: c.vacina.id },
      vacinacoes: c.vacinacoes.map((v) => {
        const e = edicao[chave(c.vacina.id, v.numeroDose)];
        return {
          numeroDose: v.numeroDose,
          ...(e?.lote.trim() ? { lote: e.lote.trim() } : {}),
          ...(e?.dataRealizacao ? { dataRealizacao: e.dataRealizacao } : {}),
        };
      }),
    }));
    // cursos.<i>.vacinacoes.<j>.<campo> → the input of that dose
    const mostrar = (errors: FieldError[]) => {
      const m: Record<string, string> = {};
      for (const { field, message } of errors) {
        const p = /^cursos\.(\d+)\.vacinacoes\.(\d+)\.(\w+)$/.exec(field);
        if (!p) continue;
        const c = data.cursos[Number(p[1])];
        const v = c?.vacinacoes[Number(p[2])];
        if (c && v) m[`${chave(c.vacina.id, v.numeroDose)}.${p[3]}`] ??= message;
      }
      setErros(m);
    };
    // the server's own precompiled validator first: lote and date go together
    const locais = await validarAcao('sst/_acoes/cartao-vacinacao', { cursos });
    if (locais.length) {
      mostrar(locais);
      return;
    }
    setGravando(true);
    try {
      await apiFetch(`${API}/${data.colaborador.id}`, { method: 'PUT', body: { cursos } });
      notifySuccess('Cartão de vacinação gravado.');
      setNovas([]);
      reload();
    } catch (e) {
      if (isApiError(e) && e.errors.length) mostrar(e.errors);
      notifyError(e);
    } finally {
      setGravando(false);
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Title title="Cartão de Vacinação" />
      <Typography variant="h5" component="h1" gutterBottom>
        Cartão de Vacinação{data ? ` — ${data.colaborador.nome}` : ''}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ minWidth: 320 }}>
          <ReferencePicker
            id="cartao-colaborador"
            label="Talento"
            target="cargo-salario/colaboradores"
            catalog={catalog}
            value={data ? data.colaborador : undefined}
            onChange={(r?: RaRecord) => {
              setNovas([]);
              if (r) navigate(`/sst/cartoes-vacinacao/colaborador/${r.id}`);
            }}
          />
        </Box>
        {data && (
          <Box sx={{ minWidth: 280 }}>
            <ReferencePicker
              id="cartao-nova-vacina"
              label="Iniciar vacina"
              target="sst/vacinas"
              catalog={catalog}
              value={undefined}
              onChange={(r?: RaRecord) => {
                if (r) setNovas((n) => (n.includes(Number(r.id)) ? n : [...n, Number(r.id)]));
              }}
            />
          </Box>
        )}
        {data && (
          <Button
            onClick={() =>
              baixar('/sst/relatorios/cartao-vacinacao?formato=pdf', {
                method: 'POST',
                body: { colaborador: data.colaborador.id },
              })
            }
          >
            Imprimir
          </Button>
        )}
        <Button component={Link} to="/sst/vacinacao-em-lote">
          Vacinação em lote
        </Button>
      </Stack>
      {loading && <LinearProgress aria-label="Carregando" />}
      {!colaboradorId && <Alert severity="info">Escolha o talento para ver o cartão de vacinação.</Alert>}
      {data && data.cursos.length === 0 && (
        <Alert severity="info">Nenhuma vacina registrada. Escolha uma vacina em 'Iniciar vacina'.</Alert>
      )}
      {data?.cursos.map((c) => (
        <Paper
          key={c.vacina.id}
          variant="outlined"
          sx={{ p: 2, mb: 2 }}
          component="section"
          aria-label={c.vacina.nome}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2">
              {c.vacina.nome}
            </Typography>
            <Chip size="small" label={c.status} color={COR_CURSO[c.status]} />
          </Stack>
          <Table size="small" aria-label={`Doses de ${c.vacina.nome}`}>
            <TableHead>
              <TableRow>
                <TableCell>Dose</TableCell>
                <TableCell>Data prevista</TableCell>
                <TableCell>Lote</TableCell>
                <TableCell>Data da realização</TableCell>
                <TableCell>Situação</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {c.vacinacoes.map((v) => {
                const k = chave(c.vacina.id, v.numeroDose);
                const e = edicao[k] ?? { lote: '', dataRealizacao: '' };
                return (
                  <TableRow key={k} data-testid={`dose-${c.vacina.nome}-${v.numeroDose}`}>
                    <TableCell>{v.numeroDose}ª</TableCell>
                    <TableCell>{v.dataPrevista ? formatDate(v.dataPrevista) : '—'}</TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        label={`Lote da ${v.numeroDose}ª dose`}
                        value={e.lote}
                        onChange={(ev) => muda(k, 'lote', ev.target.value)}
                        error={!!erros[`${k}.lote`]}
                        helperText={erros[`${k}.lote`]}
                        slotProps={{ htmlInput: { maxLength: 30 } }}
                      />
                    </TableCell>
                    <TableCell>
                      <CampoData
                        size="small"
                        label={`Data da ${v.numeroDose}ª dose`}
                        value={e.dataRealizacao}
                        onChange={(iso) => muda(k, 'dataRealizacao', iso)}
                        error={!!erros[`${k}.dataRealizacao`]}
                        helperText={erros[`${k}.dataRealizacao`]}
                      />
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={v.status} color={COR_DOSE[v.status]} variant="outlined" />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      ))}
      {data && data.cursos.length > 0 && (
        <Button variant="contained" disabled={gravando} onClick={gravar}>
          Gravar
        </Button>
      )}
    </Box>
  );
}
