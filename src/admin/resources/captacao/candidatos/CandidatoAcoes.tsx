// The candidate's actions above the form: put in personnel requests, hire, check what is missing, and
// export everything held about the person (LGPD art. 18). Each calls its endpoint and refreshes the record.
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate, useRecordContext, useRefresh } from 'react-admin';
import { DateInput } from '../../../generic/form/widgets/DateInput.tsx';
import { notifyError, notifySuccess } from '../../../providers/errorHandler.ts';
import { apiFetch, apiResponse } from '../../../providers/http.ts';

type Solicitacao = { id: number; descricao: string; data: string; cargo: { nome: string } };
type Pendencias = { pendencias: { campo: string; mensagem: string }[]; statusCadastral: string };

const BASE = '/captacao/candidatos';
const hoje = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

function IncluirEmSolicitacoes({ id, onClose }: { id: number; onClose(): void }) {
  const [opcoes, setOpcoes] = useState<Solicitacao[]>();
  const [marcadas, setMarcadas] = useState<number[]>([]);
  if (!opcoes)
    apiFetch<Solicitacao[]>('/captacao/solicitacoes-pessoal/candidato', { query: { candidatoId: id } })
      .then(setOpcoes)
      .catch((e) => {
        notifyError(e);
        onClose();
      });
  const incluir = async () => {
    try {
      const empresaId = (await apiFetch<{ empresa: { id: number } }>('/userinfo')).empresa.id;
      await apiFetch(`/captacao/solicitacoes-pessoal/candidato/${id}`, {
        method: 'POST',
        body: { empresaId, candidatoId: id, solicitacoesIds: marcadas },
      });
      notifySuccess('Candidato incluído nas solicitações.');
      onClose();
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Incluir em solicitações de pessoal</DialogTitle>
      <DialogContent>
        {opcoes?.length === 0 &&
          'Não há solicitações aprovadas e abertas em que o candidato ainda não esteja.'}
        <List dense>
          {opcoes?.map((s) => (
            <ListItem key={s.id}>
              <label>
                <input
                  type="checkbox"
                  checked={marcadas.includes(s.id)}
                  onChange={(e) =>
                    setMarcadas((m) => (e.target.checked ? [...m, s.id] : m.filter((x) => x !== s.id)))
                  }
                />{' '}
                {`nº ${s.id} — ${s.descricao} (${s.cargo.nome})`}
              </label>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={marcadas.length === 0} onClick={incluir}>
          Incluir
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Contratar({ id, onClose }: { id: number; onClose(): void }) {
  const [dataAdmissao, setData] = useState(hoje());
  const [matricula, setMatricula] = useState('');
  const navigate = useNavigate();
  const contratar = async () => {
    try {
      const r = await apiFetch<{ colaborador: { id: number } }>(`${BASE}/${id}/contratar`, {
        method: 'POST',
        body: { dataAdmissao, ...(matricula ? { matricula } : {}) },
      });
      notifySuccess('Talento criado a partir do candidato.');
      navigate(`/cargo-salario/colaboradores/${r.colaborador.id}`);
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Contratar o candidato</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <DateInput
          label="Data de Admissão"
          value={dataAdmissao}
          onChange={(v) => setData(v ?? '')}
          required
        />
        <TextField label="Matrícula" value={matricula} onChange={(e) => setMatricula(e.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={contratar} disabled={!dataAdmissao}>
          Contratar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function CandidatoAcoes() {
  const record = useRecordContext();
  const refresh = useRefresh();
  const [aberto, setAberto] = useState<'incluir' | 'contratar' | 'pendencias'>();
  const [pendencias, setPendencias] = useState<Pendencias>();
  if (!record) return null;
  const id = Number(record.id);
  const fechar = () => {
    setAberto(undefined);
    refresh();
  };
  const verificar = async () => {
    try {
      const empresaId = (await apiFetch<{ empresa: { id: number } }>('/userinfo')).empresa.id;
      setPendencias(await apiFetch<Pendencias>(`${BASE}/${id}/empresa/${empresaId}/verificar-pendencias`));
      setAberto('pendencias');
    } catch (e) {
      notifyError(e);
    }
  };
  const exportar = async () => {
    try {
      const blob = await (await apiResponse(`${BASE}/${id}/dados`)).blob();
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `dados-candidato-${id}.json`;
      a.click();
      URL.revokeObjectURL(a.href);
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 2, mb: 0 }}>
      <Button variant="outlined" onClick={() => setAberto('incluir')} disabled={record.contratado}>
        Incluir em solicitações
      </Button>
      <Button variant="outlined" onClick={() => setAberto('contratar')} disabled={record.contratado}>
        Contratar
      </Button>
      <Button variant="outlined" onClick={verificar}>
        Verificar pendências
      </Button>
      <Button variant="outlined" onClick={exportar}>
        Exportar dados (LGPD)
      </Button>
      {aberto === 'incluir' && <IncluirEmSolicitacoes id={id} onClose={fechar} />}
      {aberto === 'contratar' && <Contratar id={id} onClose={fechar} />}
      <Dialog open={aberto === 'pendencias'} onClose={() => setAberto(undefined)}>
        <DialogTitle>Pendências do cadastro</DialogTitle>
        <DialogContent>
          {pendencias?.pendencias.length === 0 ? (
            'Nenhuma pendência: o cadastro está completo.'
          ) : (
            <List dense>
              {pendencias?.pendencias.map((p) => (
                <ListItem key={p.campo}>{p.mensagem}</ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAberto(undefined)}>OK</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
