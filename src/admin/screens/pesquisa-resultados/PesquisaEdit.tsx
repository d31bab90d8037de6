// The survey's edit screen: the generated form, then what HR does with it — include participants (company,
// areas or picked employees), release or block, send invitations or reminders, see participants and results —
// and the questionnaire editor (aspects and questions, the engine's).
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
import { EditorQuestionario } from '../../questionario/EditorQuestionario.tsx';

const BASE = '/pesquisa/pesquisas';
type Taxa = { texto: string; participantes: number };

function Acoes({ catalog }: Pick<ScreenProps, 'catalog'>) {
  const record = useRecordContext();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [gerar, setGerar] = useState(false);
  const id = record?.id;
  const { data: taxa, reload } = useApiGet<Taxa>(id ? `${BASE}/${id}/taxa-resposta` : undefined);
  if (!record) return null;
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
    <Paper variant="outlined" sx={{ m: 2, p: 2 }} component="section" aria-labelledby="titulo-acoes-pesquisa">
      <Typography id="titulo-acoes-pesquisa" variant="h6" component="h2">
        Participantes e liberação
      </Typography>
      <Typography sx={{ my: 1 }}>
        {taxa?.texto ?? ''} {record.liberada ? 'Liberada para respostas.' : 'Bloqueada.'}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setGerar(true)}>
          Incluir participantes
        </Button>
        <Button
          component={RouterLink}
          to={`/pesquisa/participantes-pesquisa?filter=${encodeURIComponent(JSON.stringify({ pesquisa: id }))}`}
        >
          Ver participantes
        </Button>
        <Button
          variant="contained"
          onClick={acao(async () => {
            await chamar(`${BASE}/${id}/liberada/${!record.liberada}`, { method: 'PUT' });
            notifySuccess(record.liberada ? 'Pesquisa bloqueada.' : 'Pesquisa liberada.');
          })}
        >
          {record.liberada ? 'Bloquear' : 'Liberar'}
        </Button>
        {(['convite', 'lembrete'] as const).map((tipo) => (
          <Button
            key={tipo}
            disabled={!record.liberada}
            onClick={acao(async () => {
              const r = await chamar<{ destinatarios: number; semEmail: number }>(
                `${BASE}/${id}/envia-email`,
                {
                  method: 'POST',
                  body: { tipo },
                },
              );
              notify(
                `E-mails enfileirados para ${r.destinatarios} participante(s)${r.semEmail ? `; ${r.semEmail} sem e-mail` : ''}.`,
                { severity: 'success' },
              );
            })}
          >
            {tipo === 'convite' ? 'Enviar convites' : 'Enviar lembretes'}
          </Button>
        ))}
        <Button component={RouterLink} to={`${BASE}/${id}/resultados`}>
          Resultados
        </Button>
        {record.repetirCada && (
          <Button
            onClick={acao(async () => {
              const r = await chamar<{ id: number }>(`${BASE}/${id}/nova-edicao`, {
                method: 'POST',
                body: {},
              });
              notifySuccess('Nova edição criada.');
              navigate(`${BASE}/${r.id}`);
            })}
          >
            Nova edição
          </Button>
        )}
      </Stack>
      {gerar && (
        <IncluirParticipantes
          pesquisaId={Number(id)}
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

function IncluirParticipantes(props: {
  pesquisaId: number;
  catalog: ScreenProps['catalog'];
  onClose(): void;
}) {
  const [empresa, setEmpresa] = useState(false);
  const [areas, setAreas] = useState<(number | string)[]>([]);
  const [colaboradores, setColaboradores] = useState<(number | string)[]>([]);
  const [erro, setErro] = useState<string>();
  async function incluir() {
    try {
      const r = await chamar<{ incluidos: number }>(`${BASE}/${props.pesquisaId}/participantes/gerar`, {
        method: 'POST',
        body: { empresa, areas: areas.map(Number), colaboradores: colaboradores.map(Number) },
      });
      notifySuccess(`${r.incluidos} participante(s) incluído(s).`);
      props.onClose();
    } catch (e) {
      const f = (e as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      setErro(Object.values(f)[0]);
    }
  }
  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="titulo-incluir">
      <DialogTitle id="titulo-incluir">Incluir participantes</DialogTitle>
      <DialogContent>
        <FormControlLabel
          control={<Checkbox checked={empresa} onChange={(e) => setEmpresa(e.target.checked)} />}
          label="Todos os colaboradores ativos da empresa"
        />
        <Box sx={{ mt: 1 }}>
          <ReferencePicker
            id="incluir-areas"
            label="Áreas organizacionais (com as subáreas)"
            target="cargo-salario/areas-organizacionais"
            catalog={props.catalog}
            multiple
            value={areas}
            onChange={setAreas}
          />
        </Box>
        <Box sx={{ mt: 2 }}>
          <ReferencePicker
            id="incluir-colaboradores"
            label="Colaboradores"
            target="cargo-salario/colaboradores"
            catalog={props.catalog}
            multiple
            value={colaboradores}
            onChange={setColaboradores}
            error={!!erro}
            helperText={erro}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancelar</Button>
        <Button variant="contained" onClick={incluir}>
          Incluir
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Rodape({ catalog, cadastro }: Pick<ScreenProps, 'catalog'> & { cadastro: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      <Acoes catalog={catalog} />
      <EditorQuestionario cadastro={cadastro} modeloId={Number(record.id)} />
    </>
  );
}

export function PesquisaEdit({ resource, catalog }: ScreenProps) {
  return (
    <SchemaEdit
      resource={resource}
      catalog={catalog}
      footer={<Rodape catalog={catalog} cadastro={resource.path} />}
    />
  );
}
