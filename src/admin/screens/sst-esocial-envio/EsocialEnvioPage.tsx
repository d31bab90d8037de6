// '/sst/esocial-envio': the company's eSocial events with their state, receipt and the eSocial's occurrences
// (GET sst/eventos-esocial), filtered by state and type, newest first. 'Enviar lote' sends the chosen signed or
// rejected events (POST …/enviar: batches of up to 50, the protocol of each); the query job stores receipts
// and occurrences and the page asks again every few seconds while something is in processing ('Consultar'
// does it at once). Per event: the chain, 'Retificar' and 'Excluir (S-3000)' of an accepted one, and for a
// rejected one the registers to correct (coming back here after saving) and 'Gerar de novo', whose new event
// is chosen for the next batch.
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  LinearProgress,
  Link,
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
import { useEffect, useMemo, useState } from 'react';
import { Title, useNavigate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Confirm } from '../../generic/Confirm.tsx';
import { messageToShow } from '../../providers/errorHandler.ts';
import { apiFetch } from '../../providers/http.ts';
import { hasAuthority } from '../../providers/permissions.ts';
import { useSession } from '../../providers/session.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage.tsx';
import { CadeiaDialog } from './CadeiaDialog.tsx';
import {
  type Acao,
  acoesDo,
  COR_STATUS,
  dataHora,
  type Evento,
  FILTROS,
  type Filtro,
  type LoteEnviado,
  lotesEmProcessamento,
  ondeCorrigir,
  type Pagina,
  podeEnviar,
  ROTULO_ACAO,
  ROTULO_STATUS,
  resumoDoEnvio,
  rotuloRetificacao,
} from './eventos.ts';

const BASE = '/sst/esocial-envio';
const EVENTOS = '/sst/eventos-esocial';
const TIPOS = ['S-2210', 'S-2220', 'S-2240', 'S-3000'] as const;
/** while an event is in processing, the list is asked again this often (the query job stores the result) */
const RELEITURA_MS = 5000;

type Aviso = { severity: 'success' | 'info' | 'warning' | 'error'; texto: string };
type Consulta = {
  lote: { protocolo: string | null };
  emProcessamento: boolean;
  aceitos: number;
  rejeitados: number;
};

export function EsocialEnvioPage() {
  const { userInfo } = useSession();
  if (!hasAuthority(userInfo, 'ROLE_SST')) return <AccessDeniedPage />;
  return <EsocialEnvio />;
}

const textoDaConsulta = (c: Consulta) =>
  c.emProcessamento
    ? `O lote ${c.lote.protocolo} ainda está em processamento no eSocial.`
    : `Lote ${c.lote.protocolo} processado: ${c.aceitos} aceito(s), ${c.rejeitados} rejeitado(s).`;

function EsocialEnvio() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filtro: Filtro =
    (params.get('filtro') as Filtro) in FILTROS ? (params.get('filtro') as Filtro) : 'pendentes';
  const tipo = params.get('tipo') ?? '';
  const page = Number(params.get('page') ?? 0);
  const size = Number(params.get('size') ?? 25);
  const status = FILTROS[filtro].status.join(',');
  const { data, loading, reload } = useApiGet<Pagina>(EVENTOS, {
    ...(status ? { status } : {}),
    ...(tipo ? { tipo } : {}),
    sort: 'id,desc',
    page,
    size,
  });
  const eventos = data?.content ?? [];
  const [escolhidos, setEscolhidos] = useState<Set<number>>(new Set());
  const [aviso, setAviso] = useState<Aviso>();
  const [ocupado, setOcupado] = useState(false);
  const [cadeia, setCadeia] = useState<number>();
  const [excluir, setExcluir] = useState<Evento>();

  const emProcessamento = eventos.some((e) => e.status === 'enviado');
  useEffect(() => {
    if (!emProcessamento) return;
    const t = setInterval(reload, RELEITURA_MS);
    return () => clearInterval(t);
  }, [emProcessamento, reload]);

  const mudar = (novos: Record<string, string | number>) =>
    setParams((p) => {
      const q = new URLSearchParams(p);
      for (const [k, v] of Object.entries(novos)) q.set(k, String(v));
      return q;
    });

  const rodar = async (trabalho: () => Promise<Aviso | undefined>) => {
    setOcupado(true);
    try {
      const a = await trabalho();
      if (a) setAviso(a);
    } catch (e) {
      setAviso({ severity: 'warning', texto: messageToShow(e) });
    } finally {
      setOcupado(false);
      reload();
    }
  };

  const enviaveis = eventos.filter(podeEnviar);
  const escolhidosNaPagina = enviaveis.filter((e) => escolhidos.has(e.id));
  const alternar = (id: number) =>
    setEscolhidos((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const todos = escolhidosNaPagina.length > 0 && escolhidosNaPagina.length === enviaveis.length;

  const enviar = () =>
    rodar(async () => {
      const ids = [...escolhidos];
      const r = await apiFetch<{ enviados: number; lotes: LoteEnviado[] }>(`${EVENTOS}/enviar`, {
        method: 'POST',
        body: { ids },
      });
      setEscolhidos(new Set());
      return { severity: r.enviados === ids.length ? 'success' : 'warning', texto: resumoDoEnvio(r) };
    });

  const consultarLotes = () =>
    rodar(async () => {
      const textos: string[] = [];
      for (const id of lotesEmProcessamento(eventos))
        textos.push(
          textoDaConsulta(await apiFetch<Consulta>(`/sst/lotes-esocial/${id}/consultar`, { method: 'POST' })),
        );
      return { severity: 'info', texto: textos.join(' ') || 'Nenhum lote em processamento nesta página.' };
    });

  /** A new event (rectification, exclusion, generated again): chosen for the next batch, shown with the others to send. */
  const novoEvento = async (caminho: string, oque: string): Promise<Aviso> => {
    const novo = await apiFetch<Evento>(caminho, { method: 'POST' });
    setEscolhidos(new Set([novo.id]));
    mudar({ filtro: 'pendentes', page: 0 });
    return {
      severity: 'success',
      texto: `${oque} gerado: ${novo.idEvento} (${ROTULO_STATUS[novo.status].toLowerCase()}). Já está escolhido: use 'Enviar lote'.`,
    };
  };

  const acao = (e: Evento, a: Acao) => {
    if (a === 'excluir') return setExcluir(e);
    rodar(async () => {
      if (a === 'consultar')
        return {
          severity: 'info',
          texto: textoDaConsulta(
            await apiFetch<Consulta>(`${EVENTOS}/${e.id}/consultar`, { method: 'POST' }),
          ),
        };
      if (a === 'retificar') return novoEvento(`${EVENTOS}/${e.id}/retificar`, `Retificação do ${e.tipo}`);
      return novoEvento(`${EVENTOS}/${e.id}/gerar-novamente`, `Novo ${e.tipo}`);
    });
  };

  const corrigir = (caminho: string) =>
    navigate(caminho, { state: { returnTo: `${BASE}?filtro=rejeitados` } });

  const filtros = useMemo(
    () =>
      Object.entries(FILTROS).map(([k, f]) => (
        <MenuItem key={k} value={k}>
          {f.rotulo}
        </MenuItem>
      )),
    [],
  );

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title="Envio ao eSocial" />
      <Typography variant="h5" component="h1">
        Envio ao eSocial
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          label="Situação"
          value={filtro}
          onChange={(ev) => mudar({ filtro: ev.target.value, page: 0 })}
          sx={{ minWidth: 260 }}
        >
          {filtros}
        </TextField>
        <TextField
          select
          size="small"
          label="Evento"
          value={tipo}
          onChange={(ev) => mudar({ tipo: ev.target.value, page: 0 })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {TIPOS.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" disabled={ocupado || escolhidos.size === 0} onClick={enviar}>
          Enviar lote ({escolhidos.size})
        </Button>
        <Button variant="outlined" disabled={ocupado || !emProcessamento} onClick={consultarLotes}>
          Consultar lotes em processamento
        </Button>
      </Stack>
      {aviso && (
        <Alert severity={aviso.severity} role="status" onClose={() => setAviso(undefined)}>
          {aviso.texto}
        </Alert>
      )}
      {(loading || ocupado) && <LinearProgress aria-label="Carregando" />}
      <Table size="small" aria-label="Eventos do eSocial">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={todos}
                indeterminate={escolhidosNaPagina.length > 0 && !todos}
                disabled={enviaveis.length === 0}
                onChange={() =>
                  setEscolhidos((s) => {
                    const n = new Set(s);
                    for (const e of enviaveis) {
                      if (todos) n.delete(e.id);
                      else n.add(e.id);
                    }
                    return n;
                  })
                }
                slotProps={{ input: { 'aria-label': 'Escolher todos os eventos a enviar da página' } }}
              />
            </TableCell>
            <TableCell>Gerado em</TableCell>
            <TableCell>Evento</TableCell>
            <TableCell>Talento</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell>Recibo / lote</TableCell>
            <TableCell>Retorno do eSocial</TableCell>
            <TableCell>Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {eventos.map((e) => (
            <TableRow key={e.id} data-evento={e.idEvento}>
              <TableCell padding="checkbox">
                {podeEnviar(e) && (
                  <Checkbox
                    checked={escolhidos.has(e.id)}
                    onChange={() => alternar(e.id)}
                    slotProps={{ input: { 'aria-label': `Escolher ${e.tipo} de ${e.colaborador.nome}` } }}
                  />
                )}
              </TableCell>
              <TableCell>{dataHora(e.geradoEm)}</TableCell>
              <TableCell>
                {e.tipo} · {rotuloRetificacao(e)}
                <Typography variant="caption" component="div" sx={{ fontFamily: 'monospace' }}>
                  {e.idEvento}
                </Typography>
              </TableCell>
              <TableCell>{e.colaborador.nome}</TableCell>
              <TableCell>
                <Chip size="small" color={COR_STATUS[e.status]} label={ROTULO_STATUS[e.status]} />
              </TableCell>
              <TableCell>
                {e.recibo && <div>Recibo {e.recibo}</div>}
                {e.lote?.nome && (
                  <Typography variant="caption" color="text.secondary">
                    Lote {e.lote.nome}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ maxWidth: 360, whiteSpace: 'pre-line' }}>
                {e.retorno}
                {e.status === 'rejeitado' && (
                  <Box sx={{ mt: 0.5 }}>
                    Corrigir em:{' '}
                    {ondeCorrigir(e).map((c, i) => (
                      <span key={c.caminho}>
                        {i > 0 && ' · '}
                        <Link component="button" type="button" onClick={() => corrigir(c.caminho)}>
                          {c.rotulo}
                        </Link>
                      </span>
                    ))}
                  </Box>
                )}
              </TableCell>
              <TableCell>
                <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                  {acoesDo(e).map((a) => (
                    <Button
                      key={a}
                      size="small"
                      color={a === 'excluir' ? 'error' : 'primary'}
                      disabled={ocupado}
                      onClick={() => acao(e, a)}
                      aria-label={`${ROTULO_ACAO[a]} ${e.idEvento}`}
                    >
                      {ROTULO_ACAO[a]}
                    </Button>
                  ))}
                  <Button size="small" onClick={() => setCadeia(e.id)} aria-label={`Cadeia de ${e.idEvento}`}>
                    Cadeia
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
          {!loading && eventos.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>Nenhum evento nesta situação.</TableCell>
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
        onPageChange={(_, p) => mudar({ page: p })}
        onRowsPerPageChange={(ev) => mudar({ size: ev.target.value, page: 0 })}
        labelRowsPerPage="Por página"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
      />
      {cadeia !== undefined && <CadeiaDialog eventoId={cadeia} onClose={() => setCadeia(undefined)} />}
      <Confirm
        isOpen={!!excluir}
        title="Excluir do eSocial"
        content={
          excluir
            ? `Gerar o S-3000 que exclui do eSocial o ${excluir.tipo} de ${excluir.colaborador.nome} (${excluir.idEvento})? Use-o para um evento enviado por engano; para corrigir dados, use 'Retificar'.`
            : ''
        }
        confirm="Gerar S-3000"
        onConfirm={() => {
          const e = excluir!;
          setExcluir(undefined);
          rodar(() => novoEvento(`${EVENTOS}/${e.id}/excluir`, 'S-3000'));
        }}
        onClose={() => setExcluir(undefined)}
      />
    </Box>
  );
}
