// The performance evaluation's edit screen: the generated form, then what HR does with it — generate participants
// from the org structure, release or block, send invitations or reminders, see participants, results and the
// nine-box, clone. Each action answers with a message; the form reloads its record after a release.
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useRefresh } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ReferencePicker } from '../../generic/ReferencePicker.tsx';
import { SchemaEdit } from '../../generic/SchemaEdit.tsx';
import type { ScreenProps } from '../../generic/SchemaRecordRoute.tsx';
import { notify, notifySuccess } from '../../providers/errorHandler.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { chamar } from '../../questionario/api.ts';

const BASE = '/avaliacao/avaliacoes-desempenho';
type Avaliado = { colaborador: { id: number; nome: string }; avaliadores: number; respondidas: number };

function Acoes({ catalog }: Pick<ScreenProps, 'catalog'>) {
  const record = useRecordContext();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [gerar, setGerar] = useState(false);
  const id = record?.id;
  const { data: avaliados, reload } = useApiGet<Avaliado[]>(id ? `${BASE}/${id}/avaliados` : undefined);
  if (!record) return null;
  const total = avaliados?.reduce((s, a) => s + a.avaliadores, 0) ?? 0;
  const respondidas = avaliados?.reduce((s, a) => s + a.respondidas, 0) ?? 0;
  const acao = (f: () => Promise<unknown>) => async () => {
    try {
      await f();
    } catch {
      // reported by chamar
    }
    refresh();
    reload();
  };
  return (
    <Paper
      variant="outlined"
      sx={{ m: 2, p: 2 }}
      component="section"
      aria-labelledby="titulo-acoes-avaliacao"
    >
      <Typography id="titulo-acoes-avaliacao" variant="h6" component="h2">
        Participantes e liberação
      </Typography>
      <Typography sx={{ my: 1 }}>
        {avaliados?.length ?? 0} avaliado(s), {total} avaliação(ões) a responder, {respondidas} respondida(s).{' '}
        {record.liberada ? 'Liberada para respostas.' : 'Bloqueada.'}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setGerar(true)}>
          Gerar participantes
        </Button>
        <Button
          component={RouterLink}
          to={`/avaliacao/participantes-avaliacao-desempenho?filter=${encodeURIComponent(JSON.stringify({ avaliacaoDesempenho: id }))}`}
        >
          Ver participantes
        </Button>
        <Button
          variant="contained"
          onClick={acao(async () => {
            await chamar(`${BASE}/${id}/liberada/${!record.liberada}`, { method: 'PUT' });
            notifySuccess(record.liberada ? 'Avaliação bloqueada.' : 'Avaliação liberada.');
          })}
        >
          {record.liberada ? 'Bloquear' : 'Liberar'}
        </Button>
        {(['convite', 'lembrete'] as const).map((tipo) => (
          <Button
            key={tipo}
            disabled={!record.liberada}
            onClick={acao(async () => {
              const r = await chamar<{ avaliadores: number; semEmail: number }>(`${BASE}/${id}/envia-email`, {
                method: 'POST',
                body: { tipo },
              });
              notify(
                `E-mails enfileirados para ${r.avaliadores - r.semEmail} avaliador(es)${r.semEmail ? `; ${r.semEmail} sem e-mail` : ''}.`,
                { severity: 'success' },
              );
            })}
          >
            {tipo === 'convite' ? 'Enviar convites' : 'Enviar lembretes'}
          </Button>
        ))}
        <Button component={RouterLink} to={`/avaliacao/resultados/${id}`}>
          Resultados
        </Button>
        <Button component={RouterLink} to={`/avaliacao/ninebox?avaliacao=${id}`}>
          Nove-box
        </Button>
        <Button
          onClick={acao(async () => {
            const [clone] = await chamar<{ id: number }[]>(`${BASE}/${id}?clonarParticipantes=true`, {
              method: 'POST',
            });
            notifySuccess('Avaliação clonada.');
            navigate(`${BASE}/${clone!.id}`);
          })}
        >
          Clonar
        </Button>
      </Stack>
      {gerar && (
        <GerarParticipantes
          avaliacaoId={Number(id)}
          permiteAutoavaliacao={!!record.permiteAutoAvaliacao}
          catalog={catalog}
          onClose={() => {
            setGerar(false);
            reload();
          }}
        />
      )}
    </Paper>
  );
}

function GerarParticipantes(props: {
  avaliacaoId: number;
  permiteAutoavaliacao: boolean;
  catalog: ScreenProps['catalog'];
  onClose(): void;
}) {
  const [talentos, setTalentos] = useState<(number | string)[]>([]);
  const [o, setO] = useState({
    autoavaliacao: props.permiteAutoavaliacao,
    gestores: true,
    liderados: false,
    pares: true,
    maximoPares: 5,
  });
  const [erro, setErro] = useState<string>();
  async function gerar() {
    try {
      const r = await chamar<{ incluidos: number }>(`${BASE}/${props.avaliacaoId}/participantes/gerar`, {
        method: 'POST',
        body: { colaboradoresIds: talentos.map(Number), ...o },
      });
      notifySuccess(`${r.incluidos} participação(ões) incluída(s).`);
      props.onClose();
    } catch (e) {
      setErro((e as { fieldErrors?: Record<string, string> }).fieldErrors?.colaboradoresIds);
    }
  }
  const marca = (
    k: 'autoavaliacao' | 'gestores' | 'liderados' | 'pares',
    label: string,
    disabled = false,
  ) => (
    <FormControlLabel
      control={
        <Checkbox
          checked={o[k]}
          disabled={disabled}
          onChange={(e) => setO({ ...o, [k]: e.target.checked })}
        />
      }
      label={label}
    />
  );
  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="titulo-gerar">
      <DialogTitle id="titulo-gerar">Gerar participantes pela estrutura</DialogTitle>
      <DialogContent>
        <Box sx={{ mt: 1 }}>
          <ReferencePicker
            id="gerar-talentos"
            label="Talentos avaliados"
            target="cargo-salario/colaboradores"
            catalog={props.catalog}
            multiple
            value={talentos}
            onChange={setTalentos}
            required
            error={!!erro}
            helperText={erro}
          />
        </Box>
        <Stack>
          {marca('autoavaliacao', 'Autoavaliação', !props.permiteAutoavaliacao)}
          {marca('gestores', 'Gestores (responsáveis da área) avaliam')}
          {marca('liderados', 'Liderados avaliam o seu gestor')}
          {marca('pares', 'Pares (colegas da mesma área) avaliam')}
          <TextField
            type="number"
            label="Máximo de pares por avaliado"
            value={o.maximoPares}
            onChange={(e) => setO({ ...o, maximoPares: Number(e.target.value) })}
            sx={{ width: 260, mt: 1 }}
            slotProps={{ htmlInput: { min: 1, max: 50 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancelar</Button>
        <Button variant="contained" onClick={gerar}>
          Gerar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function AvaliacaoDesempenhoEdit({ resource, catalog }: ScreenProps) {
  return <SchemaEdit resource={resource} catalog={catalog} footer={<Acoes catalog={catalog} />} />;
}
