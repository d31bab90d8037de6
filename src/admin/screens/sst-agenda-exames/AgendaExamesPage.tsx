// '/sst/agenda-exames': the screen SST staff open every morning — who has a PCMSO exam overdue, due in the next
// 30 days, pending since admission or (on demand) up to date (GET sst/agenda-exames, one query on the server),
// with filters and paging. 'Registrar ASO' on a row opens the ASO form filled with the talent, the ASO type the
// row asks and every exam of that talent on the page that is not up to date; saving it comes back here.
import {
  Box,
  Button,
  Chip,
  LinearProgress,
  MenuItem,
  Stack,
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
import { Title, useNavigate } from 'react-admin';
import { formatDate } from '../../../shared/br/format.ts';
import { DateInput } from '../../generic/form/widgets/DateInput.tsx';
import { createPathWith } from '../../generic/prefill.ts';
import { toServerDate } from '../../providers/serverTime.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import {
  type Agenda,
  ASO_PATH,
  type ItemAgenda,
  type Opcoes,
  prefillAso,
  ROTULO_STATUS,
  ROTULO_TIPO,
  STATUS,
  type Status,
} from './agenda.ts';

const BASE = '/sst/agenda-exames';
const COR: Record<Status, 'error' | 'warning' | 'info' | 'success'> = {
  VENCIDO: 'error',
  A_VENCER: 'warning',
  PENDENTE: 'info',
  EM_DIA: 'success',
};

type Filtro = {
  status: Status[];
  estabelecimento: string;
  area: string;
  exame: string;
  nome: string;
  dataIni: string;
  dataFim: string;
};

export function AgendaExamesPage() {
  const navigate = useNavigate();
  const [filtro, setFiltro] = useState<Filtro>({
    status: ['VENCIDO', 'A_VENCER', 'PENDENTE'],
    estabelecimento: '',
    area: '',
    exame: '',
    nome: '',
    dataIni: '',
    dataFim: '',
  });
  const [pagina, setPagina] = useState({ page: 0, size: 25 });
  const opcoes = useApiGet<Opcoes>(`${BASE}/opcoes`).data;
  const { data, loading } = useApiGet<Agenda>(BASE, {
    status: filtro.status.length ? filtro.status : undefined,
    estabelecimento: filtro.estabelecimento || undefined,
    area: filtro.area || undefined,
    exame: filtro.exame || undefined,
    nome: filtro.nome.trim() || undefined,
    dataIni: filtro.dataIni || undefined,
    dataFim: filtro.dataFim || undefined,
    page: pagina.page,
    size: pagina.size,
  });
  const mudar = (nome: keyof Filtro) => ({
    value: filtro[nome],
    onChange: (e: { target: { value: string } }) => {
      setFiltro((f) => ({ ...f, [nome]: e.target.value }));
      setPagina((p) => ({ ...p, page: 0 }));
    },
  });
  const alternar = (s: Status) => {
    setFiltro((f) => ({
      ...f,
      status: f.status.includes(s) ? f.status.filter((x) => x !== s) : [...f.status, s],
    }));
    setPagina((p) => ({ ...p, page: 0 }));
  };
  const registrar = (item: ItemAgenda) =>
    navigate(createPathWith(ASO_PATH, prefillAso(item, data?.itens ?? [], toServerDate(new Date()))), {
      state: { returnTo: BASE },
    });
  const select = (
    nome: 'estabelecimento' | 'area' | 'exame',
    label: string,
    lista?: { id: number; nome: string }[],
  ) => (
    <TextField size="small" select label={label} {...mudar(nome)} sx={{ minWidth: 200 }}>
      <MenuItem value="">Todos</MenuItem>
      {(lista ?? []).map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.nome}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ p: 2 }}>
      <Title title="Agenda de Exames" />
      <Typography variant="h5" component="h1" gutterBottom>
        Agenda de Exames
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} role="group" aria-label="Situação">
        {STATUS.map((s) => (
          <Chip
            key={s}
            clickable
            color={filtro.status.includes(s) ? COR[s] : 'default'}
            variant={filtro.status.includes(s) ? 'filled' : 'outlined'}
            aria-pressed={filtro.status.includes(s)}
            onClick={() => alternar(s)}
            label={`${ROTULO_STATUS[s]}${data?.contagem ? ` (${data.contagem[s]})` : ''}`}
          />
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}
        component="form"
        aria-label="Filtro"
      >
        {select('estabelecimento', 'Estabelecimento', opcoes?.estabelecimentos)}
        {select('area', 'Área', opcoes?.areas)}
        {select('exame', 'Exame', opcoes?.exames)}
        <TextField size="small" label="Nome do talento" {...mudar('nome')} />
        <DateInput
          size="small"
          label="Vencimento a partir de"
          completeOnly
          value={filtro.dataIni}
          onChange={(v) => mudar('dataIni').onChange({ target: { value: v ?? '' } })}
        />
        <DateInput
          size="small"
          label="Vencimento até"
          completeOnly
          value={filtro.dataFim}
          onChange={(v) => mudar('dataFim').onChange({ target: { value: v ?? '' } })}
        />
      </Stack>
      {loading && <LinearProgress aria-label="Carregando" />}
      {data && data.itens.length === 0 && (
        <Typography role="status">Nenhum exame na agenda para o filtro informado.</Typography>
      )}
      {data && data.itens.length > 0 && (
        <>
          <Table size="small" aria-label="Agenda de exames">
            <TableHead>
              <TableRow>
                <TableCell>Vencimento</TableCell>
                <TableCell>Situação</TableCell>
                <TableCell>Talento</TableCell>
                <TableCell>Exame</TableCell>
                <TableCell>Exame ocupacional</TableCell>
                <TableCell>Último</TableCell>
                <TableCell>Estabelecimento</TableCell>
                <TableCell>Área</TableCell>
                <TableCell>Função</TableCell>
                <TableCell>Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.itens.map((i) => (
                <TableRow key={`${i.colaborador.id}-${i.exame.id}-${i.tipo}`}>
                  <TableCell>{formatDate(i.proximo) || '—'}</TableCell>
                  <TableCell>
                    <Chip size="small" color={COR[i.status]} label={ROTULO_STATUS[i.status]} />
                  </TableCell>
                  <TableCell>
                    {i.colaborador.nome}
                    {i.colaborador.matricula ? ` (${i.colaborador.matricula})` : ''}
                  </TableCell>
                  <TableCell>
                    {i.exame.nome}
                    {i.periodicidade
                      ? ` · a cada ${i.periodicidade} ${i.periodicidade === 1 ? 'mês' : 'meses'}`
                      : ''}
                  </TableCell>
                  <TableCell>{ROTULO_TIPO[i.tipo] ?? '—'}</TableCell>
                  <TableCell>{formatDate(i.ultimo) || 'Nunca'}</TableCell>
                  <TableCell>{i.estabelecimento?.nome ?? '—'}</TableCell>
                  <TableCell>{i.area?.nome ?? '—'}</TableCell>
                  <TableCell>{i.funcao ?? '—'}</TableCell>
                  <TableCell>
                    {i.status !== 'EM_DIA' && (
                      <Button
                        size="small"
                        onClick={() => registrar(i)}
                        aria-label={`Registrar ASO de ${i.colaborador.nome} (${i.exame.nome})`}
                      >
                        Registrar ASO
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={data.total}
            page={pagina.page}
            rowsPerPage={pagina.size}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_e, page) => setPagina((p) => ({ ...p, page }))}
            onRowsPerPageChange={(e) => setPagina({ page: 0, size: Number(e.target.value) })}
            labelRowsPerPage="Linhas por página"
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          />
        </>
      )}
    </Box>
  );
}
