// '/avaliacao/ninebox?avaliacao=<id>' (spec §2 nine-box screen, §3, §5, §9; calibration beyond the spec): the
// thresholds (defaults 33/66) and the axis inversion, 'Gerar' reading the evaluation's results, the 3×3 grid with
// each box's title (editable, max 24), description as tooltip (cut at 200), count and people, who is left out and
// why, the evaluators who have not answered, print and the report. Calibration: drag a person to another box, or
// use the person's 'Mover' button (keyboard); either way a dialog asks the box and a justification, kept in the
// audit trail and shown beside the computed box.
import {
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { notifySuccess } from '../../providers/errorHandler.ts';
import { hasAuthority } from '../../providers/permissions.ts';
import { useSession } from '../../providers/session.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { baixar, chamar } from '../../questionario/api.ts';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage.tsx';
import { DialogoPdi } from './DialogoPdi.tsx';
import { type Campo, errosDosLimites, LIMITES, type Limites, mensagemFaltantes } from './limites.ts';

const NB = '/avaliacao/ninebox';
type Pessoa = {
  id: number;
  nome: string;
  area: string | null;
  cargo: string | null;
  desempenho: number | null;
  potencial: number | null;
  boxCalculado: number | null;
  calibracao?: { id: number; box: number; justificativa: string };
};
type Quadrante = {
  quadrante: number;
  nomeclatura: string;
  descricao: string;
  dica: string;
  linha: number;
  coluna: number;
  quantidade: number;
  colaboradores: Pessoa[];
};
type Grafico = {
  ninebox: { id: number; inverterEixo: boolean; avaliacao: { titulo: string } };
  eixos: { horizontal: string; vertical: string };
  boxes: Quadrante[];
  semResultado: { id: number; nome: string; motivo: string }[];
};
type Config = Record<string, any>;

export function NineboxPage() {
  const { userInfo } = useSession();
  if (!hasAuthority(userInfo, 'ROLE_AVALIACAO')) return <AccessDeniedPage />;
  return <Ninebox />;
}

function Ninebox() {
  const [params, setParams] = useSearchParams();
  const avaliacaoId = Number(params.get('avaliacao')) || undefined;
  const { data: avaliacoes } = useApiGet<{ id: number; titulo: string }[]>(
    '/avaliacao/avaliacoes-desempenho/avaliacoes-respondidas',
  );
  const { data: existe, reload: reloadExiste } = useApiGet<{ existe: boolean; id?: number }>(
    avaliacaoId ? `${NB}/exists` : undefined,
    { avaliacaoId },
  );
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Nove-Box" />
      <Typography variant="h5" component="h1" gutterBottom>
        Nove-Box
      </Typography>
      <Autocomplete
        options={avaliacoes ?? []}
        getOptionLabel={(o) => o.titulo}
        value={avaliacoes?.find((a) => a.id === avaliacaoId) ?? null}
        onChange={(_e, v) => setParams(v ? { avaliacao: String(v.id) } : {})}
        renderInput={(p) => <TextField {...p} label="Avaliação de Desempenho" size="small" />}
        sx={{ maxWidth: 520, mb: 2 }}
        className="nao-imprimir"
      />
      {avaliacaoId && existe && (
        <Painel
          key={`${avaliacaoId}-${existe.id}`}
          avaliacaoId={avaliacaoId}
          nineboxId={existe.id}
          onCriado={reloadExiste}
        />
      )}
    </Box>
  );
}

const VAZIO: Limites = {
  percentualBaixoPotencial: '33',
  percentualAltoPotencial: '66',
  percentualBaixoDesempenho: '33',
  percentualAltoDesempenho: '66',
};

function Painel({
  avaliacaoId,
  nineboxId,
  onCriado,
}: {
  avaliacaoId: number;
  nineboxId?: number;
  onCriado(): void;
}) {
  const { data: config, reload: reloadConfig } = useApiGet<Config>(
    nineboxId ? `${NB}/${nineboxId}` : undefined,
  );
  const [grafico, setGrafico] = useState<Grafico>();
  const [limites, setLimites] = useState<Limites>(VAZIO);
  const [inverter, setInverter] = useState(false);
  const [faltantes, setFaltantes] = useState<string>();
  const [erros, setErros] = useState<Partial<Record<Campo, string>>>({});
  const [mover, setMover] = useState<{ pessoa: Pessoa; box?: number }>();
  const [editarBox, setEditarBox] = useState<Quadrante>();
  const [pdi, setPdi] = useState<Quadrante>();
  const { data: pendentes, reload: reloadPendentes } = useApiGet<
    { avaliador: { nome: string }; pendentes: number }[]
  >(nineboxId ? `${NB}/${nineboxId}/avaliadores-nao-responderam` : undefined);
  // a new nine-box starts with the installation's choice of axes (system parameters)
  const { data: inverterPadrao } = useApiGet<boolean>(
    nineboxId ? undefined : '/utilitario/parametros-sistema/inverter-eixo-resultado-nineBox',
  );
  useEffect(() => {
    if (!nineboxId && inverterPadrao !== undefined) setInverter(inverterPadrao);
  }, [nineboxId, inverterPadrao]);
  useEffect(() => {
    if (!config) return;
    setLimites(Object.fromEntries(LIMITES.map(([c]) => [c, String(config[c] ?? '')])) as Limites);
    setInverter(!!config.inverterEixo);
    if (config.geradoEm) chamar<Grafico>(`${NB}/chart/${config.id}`).then(setGrafico, () => undefined);
  }, [config]);

  async function gerar() {
    const falta = mensagemFaltantes(limites);
    if (falta) return setFaltantes(falta);
    const e = errosDosLimites(limites);
    setErros(e);
    if (Object.keys(e).length) return;
    const { id: _id, titulo: _t, geradoEm: _g, ...atual } = config ?? {};
    const corpo = {
      ...(config ? atual : { avaliacaoDesempenho: { id: avaliacaoId } }),
      ...Object.fromEntries(LIMITES.map(([c]) => [c, Number(limites[c])])),
      inverterEixo: inverter,
    };
    try {
      const salvo = await chamar<Config>(config ? `${NB}/${config.id}` : NB, {
        method: config ? 'PUT' : 'POST',
        body: corpo,
      });
      setGrafico(await chamar<Grafico>(`${NB}/${salvo.id}/gerar`, { method: 'POST' }));
      notifySuccess('Nove-box gerado.');
      if (!config) onCriado();
      else reloadConfig();
      reloadPendentes();
    } catch {
      // reported
    }
  }

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const soltar = (e: DragEndEvent) => {
    const pessoa = grafico?.boxes.flatMap((b) => b.colaboradores).find((p) => p.id === Number(e.active.id));
    if (pessoa && e.over) setMover({ pessoa, box: Number(e.over.id) });
  };
  const linhas = grafico ? [0, 1, 2] : [];
  return (
    <>
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2 }}
        className="nao-imprimir"
        component="section"
        aria-label="Limites"
      >
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} alignItems="flex-start">
          {LIMITES.map(([c, nome]) => (
            <TextField
              key={c}
              label={`${nome} (%)`}
              value={limites[c]}
              onChange={(e) => setLimites({ ...limites, [c]: e.target.value })}
              error={!!erros[c]}
              helperText={erros[c]}
              size="small"
              sx={{ width: 190 }}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
            />
          ))}
          <FormControlLabel
            control={<Checkbox checked={inverter} onChange={(e) => setInverter(e.target.checked)} />}
            label="Inverter os eixos"
          />
          <Button variant="contained" onClick={gerar}>
            Gerar
          </Button>
          {grafico && (
            <>
              <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
                Imprimir
              </Button>
              <Button
                onClick={() =>
                  baixar('/avaliacao/relatorios/ninebox?formato=pdf', {
                    method: 'POST',
                    body: { ninebox: grafico.ninebox.id },
                  })
                }
              >
                Relatório
              </Button>
            </>
          )}
        </Stack>
      </Paper>
      {grafico && (
        <DndContext sensors={sensors} onDragEnd={soltar}>
          <Stack direction="row" spacing={1}>
            <Box
              sx={{
                writingMode: 'vertical-rl',
                transform: 'rotate(180deg)',
                textAlign: 'center',
                fontWeight: 600,
              }}
            >
              {grafico.eixos.vertical} →
            </Box>
            <Box sx={{ flex: 1 }}>
              <Box
                role="group"
                aria-label={`Nove-box: ${grafico.eixos.vertical} nas linhas, ${grafico.eixos.horizontal} nas colunas`}
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
              >
                {linhas.flatMap((linha) =>
                  [0, 1, 2].map((coluna) => {
                    const b = grafico.boxes.find((x) => x.linha === linha && x.coluna === coluna)!;
                    return (
                      <Caixa
                        key={b.quadrante}
                        box={b}
                        onMover={(pessoa) => setMover({ pessoa })}
                        onEditar={() => setEditarBox(b)}
                        onPdi={() => setPdi(b)}
                      />
                    );
                  }),
                )}
              </Box>
              <Typography sx={{ textAlign: 'center', fontWeight: 600, mt: 1 }}>
                {grafico.eixos.horizontal} →
              </Typography>
            </Box>
          </Stack>
        </DndContext>
      )}
      {grafico && grafico.semResultado.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
          <Typography variant="h6" component="h2">
            Fora do nove-box
          </Typography>
          {grafico.semResultado.map((s) => (
            <Typography key={s.id} variant="body2">
              {s.nome}: {s.motivo}
            </Typography>
          ))}
        </Paper>
      )}
      {pendentes && pendentes.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2 }} className="nao-imprimir">
          <Typography variant="h6" component="h2">
            Avaliadores que não responderam
          </Typography>
          {pendentes.map((p) => (
            <Typography key={p.avaliador.nome} variant="body2">
              {p.avaliador.nome}: {p.pendentes} pendente(s)
            </Typography>
          ))}
        </Paper>
      )}
      {!grafico && config && !config.geradoEm && (
        <Alert severity="info">Informe os limites e clique em Gerar.</Alert>
      )}
      <Dialog open={!!faltantes} onClose={() => setFaltantes(undefined)} aria-labelledby="titulo-faltantes">
        <DialogTitle id="titulo-faltantes">Limites do nove-box incompletos</DialogTitle>
        <DialogContent>
          <DialogContentText>{faltantes}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFaltantes(undefined)} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
      {mover && grafico && (
        <DialogoCalibrar
          nineboxId={grafico.ninebox.id}
          pessoa={mover.pessoa}
          boxInicial={mover.box}
          boxes={grafico.boxes}
          onClose={async (mudou) => {
            setMover(undefined);
            if (mudou) setGrafico(await chamar<Grafico>(`${NB}/chart/${grafico.ninebox.id}`));
          }}
        />
      )}
      {pdi && grafico && (
        <DialogoPdi
          nineboxId={grafico.ninebox.id}
          quadrante={pdi.quadrante}
          nome={pdi.nomeclatura}
          onClose={() => setPdi(undefined)}
        />
      )}
      {editarBox && config && (
        <DialogoQuadrante
          config={config}
          box={editarBox}
          onClose={async (mudou) => {
            setEditarBox(undefined);
            if (mudou) {
              reloadConfig();
              setGrafico(await chamar<Grafico>(`${NB}/chart/${config.id}`));
            }
          }}
        />
      )}
    </>
  );
}

function Caixa({
  box,
  onMover,
  onEditar,
  onPdi,
}: {
  box: Quadrante;
  onMover(p: Pessoa): void;
  onEditar(): void;
  onPdi(): void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: box.quadrante });
  return (
    <Paper
      ref={setNodeRef}
      role="group"
      aria-label={`${box.nomeclatura}: ${box.quantidade} talento(s)`}
      variant="outlined"
      sx={{ p: 1, minHeight: 140, bgcolor: isOver ? 'action.selected' : undefined }}
      data-quadrante={box.nomeclatura}
    >
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Tooltip title={box.dica}>
          <Button
            size="small"
            onClick={onEditar}
            sx={{ fontWeight: 700, p: 0, minWidth: 0 }}
            aria-label={`${box.nomeclatura} (alterar título e descrição)`}
          >
            {box.nomeclatura}
          </Button>
        </Tooltip>
        <Typography variant="h6" component="span" aria-hidden>
          {box.quantidade}
        </Typography>
      </Stack>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {box.colaboradores.map((p) => (
          <PessoaNaCaixa key={p.id} pessoa={p} onMover={() => onMover(p)} />
        ))}
      </Stack>
      {box.quantidade > 0 && (
        <Button size="small" onClick={onPdi} className="nao-imprimir" sx={{ mt: 0.5 }}>
          Planos de ação ({box.nomeclatura})
        </Button>
      )}
    </Paper>
  );
}

function PessoaNaCaixa({ pessoa: p, onMover }: { pessoa: Pessoa; onMover(): void }) {
  const { attributes, listeners, setNodeRef, transform } = useDraggable({ id: p.id });
  const dica = `Desempenho ${p.desempenho ?? '—'} · Potencial ${p.potencial ?? '—'}${p.calibracao ? ` · Calibrado (calculado: quadrante ${p.boxCalculado}): ${p.calibracao.justificativa}` : ''}`;
  return (
    <Stack direction="row" alignItems="center" spacing={0.5}>
      {/* describeChild: the tip describes the person; their visible name stays the accessible name */}
      <Tooltip title={dica} describeChild>
        <Box
          ref={setNodeRef}
          {...listeners}
          {...attributes}
          tabIndex={-1}
          sx={{
            flex: 1,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: p.calibracao ? 'warning.light' : 'grey.100',
            cursor: 'grab',
            fontSize: 14,
            transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined,
          }}
        >
          {p.nome}
          {p.calibracao ? ' (calibrado)' : ''}
        </Box>
      </Tooltip>
      <Button size="small" onClick={onMover} aria-label={`Mover ${p.nome}`} className="nao-imprimir">
        Mover
      </Button>
    </Stack>
  );
}

function DialogoCalibrar(props: {
  nineboxId: number;
  pessoa: Pessoa;
  boxInicial?: number;
  boxes: Quadrante[];
  onClose(mudou: boolean): void;
}) {
  const { pessoa, boxes } = props;
  const [box, setBox] = useState<number>(
    props.boxInicial ?? pessoa.calibracao?.box ?? pessoa.boxCalculado ?? 5,
  );
  const [justificativa, setJustificativa] = useState(pessoa.calibracao?.justificativa ?? '');
  const [erro, setErro] = useState<string>();
  async function gravar() {
    if (!justificativa.trim()) return setErro('A justificativa da calibração é obrigatória.');
    const corpo = { ninebox: { id: props.nineboxId }, colaborador: { id: pessoa.id }, box, justificativa };
    try {
      await chamar(pessoa.calibracao ? `${NB}-calibracoes/${pessoa.calibracao.id}` : `${NB}-calibracoes`, {
        method: pessoa.calibracao ? 'PUT' : 'POST',
        body: corpo,
      });
      notifySuccess('Calibração gravada.');
      props.onClose(true);
    } catch {
      // reported
    }
  }
  const nome = (n: number | null) => boxes.find((b) => b.quadrante === n)?.nomeclatura ?? '—';
  return (
    <Dialog
      open
      onClose={() => props.onClose(false)}
      maxWidth="sm"
      fullWidth
      aria-labelledby="titulo-calibrar"
    >
      <DialogTitle id="titulo-calibrar">Calibrar {pessoa.nome}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Quadrante calculado: {nome(pessoa.boxCalculado)}.
        </DialogContentText>
        <TextField
          select
          fullWidth
          label="Quadrante"
          value={box}
          onChange={(e) => setBox(Number(e.target.value))}
          sx={{ mb: 2 }}
        >
          {[...boxes]
            .sort((a, b) => a.quadrante - b.quadrante)
            .map((b) => (
              <MenuItem key={b.quadrante} value={b.quadrante}>
                {b.nomeclatura}
              </MenuItem>
            ))}
        </TextField>
        <TextField
          label="Justificativa"
          required
          multiline
          minRows={3}
          fullWidth
          value={justificativa}
          onChange={(e) => setJustificativa(e.target.value)}
          error={!!erro}
          helperText={erro}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(false)}>Cancelar</Button>
        <Button variant="contained" onClick={gravar}>
          Gravar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DialogoQuadrante({
  config,
  box,
  onClose,
}: {
  config: Config;
  box: Quadrante;
  onClose(mudou: boolean): void;
}) {
  const [nomeclatura, setNomeclatura] = useState(box.nomeclatura);
  const [descricao, setDescricao] = useState(box.descricao);
  const [erros, setErros] = useState<Record<string, string>>({});
  async function gravar() {
    const e: Record<string, string> = {};
    if (!nomeclatura.trim()) e.nomeclatura = 'Título do quadrante é obrigatório';
    else if (nomeclatura.trim().length > 24)
      e.nomeclatura = 'Título do quadrante deve ter no máximo 24 caracteres.';
    if (!descricao.trim()) e.descricao = 'Descrição do quadrante é obrigatória';
    setErros(e);
    if (Object.keys(e).length) return;
    const { id, titulo: _t, geradoEm: _g, ...corpo } = config;
    corpo.boxes = (config.boxes as Quadrante[]).map((b) =>
      b.quadrante === box.quadrante ? { ...b, nomeclatura, descricao } : b,
    );
    try {
      await chamar(`${NB}/${id}`, { method: 'PUT', body: corpo });
      onClose(true);
    } catch {
      // reported
    }
  }
  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="sm" fullWidth aria-labelledby="titulo-quadrante">
      <DialogTitle id="titulo-quadrante">Quadrante {box.nomeclatura}</DialogTitle>
      <DialogContent>
        <TextField
          label="Título"
          required
          fullWidth
          value={nomeclatura}
          onChange={(e) => setNomeclatura(e.target.value)}
          error={!!erros.nomeclatura}
          helperText={erros.nomeclatura}
          sx={{ my: 1 }}
          slotProps={{ htmlInput: { maxLength: 24 } }}
        />
        <TextField
          label="Descrição"
          required
          fullWidth
          multiline
          minRows={3}
          value={descricao}
          onChange={(e) => setDescricao(e.target.value)}
          error={!!erros.descricao}
          helperText={erros.descricao}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancelar</Button>
        <Button variant="contained" onClick={gravar}>
          Gravar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
