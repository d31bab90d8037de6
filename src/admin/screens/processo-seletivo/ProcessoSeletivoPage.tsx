// '/captacao/solicitacoes-pessoal/:id/processo-seletivo': the selection process of a personnel request,
// as a board (a column per stage, cards moved with the mouse or the keyboard) or as a list (the same
// moves through a select per candidate, for screen readers), chosen in the URL (?visao=lista). One read
// of GET …/:id/quadro (started ahead by the route: leituraAntecipada.ts); moves, situations and hires
// update the board from the server's answers. A request that is not approved and open shows everything
// read-only, with the reason.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import ViewListIcon from '@mui/icons-material/ViewList';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Title, useNavigate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { TEXT } from '../../generic/messages.ts';
import { notifyError } from '../../providers/errorHandler.ts';
import { apiFetch } from '../../providers/http.ts';
import { hasAuthority } from '../../providers/permissions.ts';
import { useSession } from '../../providers/session.ts';
import { EstadoChips } from '../../resources/captacao/solicitacoes-pessoal/SolicitacaoAcoes.tsx';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage.tsx';
import type { AbrirAcao } from './acoesCartao.tsx';
import { type Dialogo, DialogosCandidato } from './DialogosCandidato.tsx';
import { estilosDoQuadro } from './estilos.ts';
import { IncluirCandidatosDialog } from './IncluirCandidatosDialog.tsx';
import { ListaCandidatos } from './ListaCandidatos.tsx';
import { caminhoDoQuadro, tomarQuadroAntecipado } from './leituraAntecipada.ts';
import { QuadroKanban } from './QuadroKanban.tsx';
import {
  aplicaMovimento,
  aplicaSituacao,
  type Cartao,
  colunas as colunasDe,
  type Etapa,
  estadoDoQuadro,
  type Quadro,
  somenteLeitura,
} from './quadro.ts';

const AUTHORITY = 'ROLE_CAPTACAO';
const TITULO = 'Processo seletivo';

export function ProcessoSeletivoPage() {
  const { userInfo } = useSession();
  const { id } = useParams();
  if (!hasAuthority(userInfo, AUTHORITY)) return <AccessDeniedPage />;
  return <ProcessoSeletivo key={id} id={Number(id)} />;
}

/**
 * The board, read once (taking the read the route started ahead, leituraAntecipada.ts, if any) and again
 * on `reload()`; moves update it through `setQuadro`. A stale answer is dropped.
 */
function useQuadro(id: number) {
  const valido = Number.isInteger(id) && id > 0;
  // taken in an initializer: once per mount (StrictMode's second call is discarded)
  const [antecipada] = useState(() => (valido ? tomarQuadroAntecipado(id) : undefined));
  const [quadro, setQuadro] = useState<Quadro | undefined>(antecipada?.pronto);
  const [round, setRound] = useState(0);
  const [estado, setEstado] = useState<{ loading: boolean; error?: unknown }>({
    loading: valido && !antecipada?.pronto,
  });
  useEffect(() => {
    if (!valido || (round === 0 && antecipada?.pronto)) return;
    const controller = new AbortController();
    setEstado({ loading: true });
    const primeira = round === 0 && antecipada ? antecipada.promessa : Promise.resolve(undefined);
    primeira
      .then((q) => q ?? apiFetch<Quadro>(caminhoDoQuadro(id), { signal: controller.signal }))
      .then(
        (q) => {
          if (controller.signal.aborted) return;
          setQuadro(q);
          setEstado({ loading: false });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          notifyError(error);
          setEstado({ error, loading: false });
        },
      );
    return () => controller.abort();
  }, [id, valido, round, antecipada]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { quadro, setQuadro, loading: estado.loading, error: estado.error, reload, round };
}

/**
 * Possible kinship of the request's candidates with employees (a warning on their cards), read after the board
 * so the board does not wait for it; again when candidates enter.
 */
function useParentescos(id: number, round: number): ReadonlyMap<number, string> {
  const [mapa, setMapa] = useState<ReadonlyMap<number, string>>(new Map());
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when candidates enter (round)
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<{ candidatoId: number; resumo: string }[]>(`/captacao/solicitacoes-pessoal/${id}/parentescos`, {
      signal: controller.signal,
    }).then(
      (lista) => setMapa(new Map(lista.map((p) => [p.candidatoId, p.resumo]))),
      // a warning only: its failure leaves the board as it is
      () => undefined,
    );
    return () => controller.abort();
  }, [id, round]);
  return mapa;
}

function ProcessoSeletivo({ id }: { id: number }) {
  const { quadro, setQuadro, loading, error, reload, round } = useQuadro(id);
  const parentescos = useParentescos(id, round);
  const [params, setParams] = useSearchParams();
  const visao = params.get('visao') === 'lista' ? 'lista' : 'quadro';
  const [filtro, setFiltro] = useState('');
  const [dialogo, setDialogo] = useState<Dialogo>();
  const [incluindo, setIncluindo] = useState(false);
  const navigate = useNavigate();

  const colunas = useMemo(() => (quadro ? colunasDe(quadro, filtro) : []), [quadro, filtro]);
  const abrir: AbrirAcao = useCallback((tipo, cartao) => setDialogo({ tipo, cartao }), []);
  const mover = useCallback(
    (cartao: Cartao, etapa: Etapa) => setDialogo({ tipo: 'mover', cartao, etapa }),
    [],
  );

  if (!quadro)
    return (
      <Box sx={{ p: 2 }}>
        <Title title={TITULO} />
        {loading && <LinearProgress aria-label={TEXT.loading} />}
        {error !== undefined && !loading && (
          <Alert severity="warning">Não foi possível abrir o processo seletivo.</Alert>
        )}
      </Box>
    );

  const { solicitacao } = quadro;
  const motivo = somenteLeitura(quadro);
  const podeAlterar = motivo === undefined;
  const mudarVisao = (v: string | null) =>
    v &&
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (v === 'lista') next.set('visao', 'lista');
        else next.delete('visao');
        return next;
      },
      { replace: true },
    );

  return (
    // minWidth 0: the page is as wide as the console's content area, never as wide as what it holds
    <Box sx={[{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: '100%' }, estilosDoQuadro]}>
      <Title title={TITULO} />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, justifyContent: 'space-between', mb: 1 }}>
        <Box>
          <Typography variant="h5" component="h1">
            {TITULO}
          </Typography>
          <Typography variant="body1">
            Solicitação nº {solicitacao.id}: {solicitacao.descricao}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {solicitacao.quantidade} vaga(s) · {solicitacao.qtdVagasPreenchidas} preenchida(s) ·{' '}
            {quadro.cartoes.length} candidato(s)
          </Typography>
        </Box>
        <Stack sx={{ gap: 1, alignItems: { md: 'flex-end' } }}>
          <EstadoChips estado={estadoDoQuadro(quadro)} />
          <Button
            size="small"
            startIcon={<ArrowBackIcon />}
            onClick={() => navigate(`/captacao/solicitacoes-pessoal/${solicitacao.id}`)}
          >
            Voltar para a solicitação
          </Button>
        </Stack>
      </Stack>
      {motivo && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {motivo}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, mb: 1.5 }}>
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          disabled={!podeAlterar}
          onClick={() => setIncluindo(true)}
        >
          Incluir candidatos
        </Button>
        <TextField
          size="small"
          label="Filtrar por nome"
          value={filtro}
          onChange={(e) => setFiltro(e.target.value)}
          sx={{ minWidth: 240 }}
        />
        <Box sx={{ flex: 1 }} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={visao}
          onChange={(_, v) => mudarVisao(v)}
          aria-label="Visualização"
        >
          <ToggleButton value="quadro">
            <ViewKanbanIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
            Quadro
          </ToggleButton>
          <ToggleButton value="lista">
            <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
            Lista
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {quadro.etapas.length === 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          A empresa não tem etapas seletivas: cadastre-as em Captação › Cadastros › Etapas Seletivas.
        </Alert>
      )}
      {visao === 'quadro' ? (
        <QuadroKanban
          colunas={colunas}
          podeAlterar={podeAlterar}
          abrir={abrir}
          onSoltar={mover}
          parentescos={parentescos}
        />
      ) : (
        <ListaCandidatos
          colunas={colunas}
          etapas={quadro.etapas}
          podeAlterar={podeAlterar}
          abrir={abrir}
          onMover={mover}
          parentescos={parentescos}
        />
      )}
      {incluindo && (
        <IncluirCandidatosDialog
          solicitacaoId={solicitacao.id}
          onClose={(incluidos) => {
            setIncluindo(false);
            if (incluidos) reload();
          }}
        />
      )}
      {dialogo && (
        <DialogosCandidato
          dialogo={dialogo}
          solicitacaoId={solicitacao.id}
          onFechar={() => setDialogo(undefined)}
          onMovido={(cartao, r) => {
            setQuadro(
              (q) =>
                q &&
                aplicaMovimento(q, cartao.id, {
                  etapaSeletiva: r.etapaSeletiva,
                  id: r.historico.id,
                  data: r.historico.data,
                  resultado: r.historico.resultado,
                  situacao: r.situacao,
                }),
            );
            setDialogo(undefined);
          }}
          onSituacao={(cartao, situacao) => {
            setQuadro((q) => q && aplicaSituacao(q, cartao.id, situacao));
            setDialogo(undefined);
          }}
          onContratado={(cartao, colaborador) => {
            setQuadro((q) => q && aplicaSituacao(q, cartao.id, 'CONTRATADO'));
            setDialogo({ tipo: 'contratado', colaborador });
          }}
        />
      )}
    </Box>
  );
}
