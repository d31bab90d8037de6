// sst/profissional: the generated edit screen with the class-council check and the unification of a
// duplicate below the form; '/sst/profissional/{id}/contrato' (spec §2) is the professional's contracts.
// A 'Contratos' row action opens them from the list.
import AssignmentIcon from '@mui/icons-material/Assignment';
import MergeIcon from '@mui/icons-material/CallMerge';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNavigate, useParams, useRecordContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { TEXT } from '../../../generic/messages.ts';
import { SchemaEdit } from '../../../generic/SchemaEdit.tsx';
import type { ExtraRowActions } from '../../../generic/SchemaList.tsx';
import type { ScreenProps } from '../../../generic/SchemaRecordRoute.tsx';
import { fieldErrorsOf, notifyError, notifySuccess } from '../../../providers/errorHandler.ts';
import { apiFetch } from '../../../providers/http.ts';
import { useApiGet } from '../../../providers/useApiGet.ts';
import { ContratosDoProfissional } from './ContratosDoProfissional.tsx';

type Validacao = { problemas: { campo: string; mensagem: string }[]; consultaOnline: boolean };
type Opcao = { id: number; nome: string };

function ValidacaoConselho({ id }: { id: string }) {
  const { data } = useApiGet<Validacao>(`/sst/profissional/${encodeURIComponent(id)}/validacao-conselho`);
  if (!data) return null;
  return data.problemas.length ? (
    <Alert severity="warning" role="status">
      <Typography variant="subtitle2" component="h2">
        Registro no conselho: verifique
      </Typography>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {data.problemas.map((p) => (
          <li key={`${p.campo}-${p.mensagem}`}>{p.mensagem}</li>
        ))}
      </ul>
    </Alert>
  ) : (
    <Alert severity="success" role="status">
      Registro no conselho sem problemas de formato. A consulta online ao conselho não está disponível.
    </Alert>
  );
}

function UnificarDuplicado({ id }: { id: string }) {
  const record = useRecordContext();
  const navigate = useNavigate();
  const [aberto, setAberto] = useState(false);
  const [duplicado, setDuplicado] = useState<Opcao | null>(null);
  const [erro, setErro] = useState<string | undefined>();
  const [enviando, setEnviando] = useState(false);
  const opcoes = useApiGet<Opcao[]>(aberto ? '/sst/profissional' : undefined, { resumido: true });
  const fechar = () => {
    setAberto(false);
    setDuplicado(null);
    setErro(undefined);
  };
  const unificar = async () => {
    if (!duplicado) {
      setErro('Profissional Duplicado é obrigatório');
      return;
    }
    setEnviando(true);
    try {
      await apiFetch(`/sst/profissional/${encodeURIComponent(id)}/unificar`, {
        method: 'POST',
        body: { duplicadoId: duplicado.id },
      });
      notifySuccess(`${duplicado.nome} unificado em ${record?.nome ?? ''}.`);
      fechar();
      navigate('/sst/profissional');
    } catch (e) {
      const campo = fieldErrorsOf(e).duplicadoId;
      if (campo) setErro(campo);
      else notifyError(e);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <>
      <Button startIcon={<MergeIcon />} onClick={() => setAberto(true)}>
        Unificar duplicado
      </Button>
      <Dialog open={aberto} onClose={fechar} aria-labelledby="unificar-titulo" fullWidth maxWidth="sm">
        <DialogTitle id="unificar-titulo">Unificar profissional duplicado</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Tudo o que cita o duplicado (contratos, ASOs, condições ambientais, PGRs…) passa a citar{' '}
            {record?.nome}; o duplicado é excluído.
          </Typography>
          <Autocomplete
            options={(opcoes.data ?? []).filter((o) => String(o.id) !== id)}
            getOptionLabel={(o) => o.nome}
            loading={opcoes.loading}
            value={duplicado}
            onChange={(_e, v) => {
              setDuplicado(v);
              setErro(undefined);
            }}
            noOptionsText={TEXT.noOptions}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Profissional Duplicado"
                required
                error={!!erro}
                helperText={erro}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={fechar}>{TEXT.cancel}</Button>
          <Button variant="contained" onClick={unificar} disabled={enviando}>
            Unificar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function ProfissionalRodape() {
  const { id } = useParams();
  const record = useRecordContext();
  // asked again after a save that changed what the check reads
  const conferido = record
    ? [
        record.orgaoDeClasse,
        record.siglaOrgaoDeClasse,
        record.numeroInscricao,
        record.uf?.id,
        record.cpf,
        record.nit,
      ].join('|')
    : '';
  const navigate = useNavigate();
  const { canAccess: canWrite } = useCanAccess({ resource: 'sst/profissional', action: 'edit' });
  if (!id) return null;
  return (
    <Box component="section" aria-label="Conselho e contratos" sx={{ p: 2 }}>
      <Stack sx={{ gap: 2 }}>
        <ValidacaoConselho key={conferido} id={id} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<AssignmentIcon />}
            onClick={() => navigate(`/sst/profissional/${encodeURIComponent(id)}/contrato`)}
          >
            Contratos
          </Button>
          {canWrite && <UnificarDuplicado id={id} />}
        </Stack>
      </Stack>
    </Box>
  );
}

export function ProfissionalEdit({ resource, catalog }: ScreenProps) {
  const { pathname } = useLocation();
  const { id } = useParams();
  if (id && /\/contrato\/?$/.test(pathname))
    return <ContratosDoProfissional profissionalId={id} catalog={catalog} />;
  return <SchemaEdit resource={resource} catalog={catalog} footer={<ProfissionalRodape />} />;
}

export const profissionalRowActions: ExtraRowActions = (record, resource, { navigate }) => [
  {
    label: 'Contratos',
    icon: <AssignmentIcon fontSize="small" />,
    onClick: () => navigate(`/${resource.path}/${record.id}/contrato`),
  },
];
