// Above the personnel request form: its approval and situation, and the state actions the current state
// allows (acoesSolicitacao.ts). Each one asks first (a confirmation, or the action's form in a dialog),
// calls the action, shows the server's refusal (409 with its message) and reloads the record.
import BlockIcon from '@mui/icons-material/Block';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LockIcon from '@mui/icons-material/Lock';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { Box, Button, Chip, Stack } from '@mui/material';
import { type ReactElement, useEffect, useState } from 'react';
import { type RaRecord, useNavigate, useRecordContext } from 'react-admin';
import { Confirm } from '../../../generic/Confirm.tsx';
import { TEXT } from '../../../generic/messages.ts';
import { notifyError, notifySuccess } from '../../../providers/errorHandler.ts';
import { apiFetch } from '../../../providers/http.ts';
import { toServerDate } from '../../../providers/serverTime.ts';
import { ActionFormDialog } from '../../../screens/processo-seletivo/ActionFormDialog.tsx';
import { quadroPath } from '../../../screens/processo-seletivo/paths.ts';
import {
  type AcaoTela,
  acoesPermitidas,
  type EstadoTela,
  ROTULO_SITUACAO,
  ROTULO_STATUS,
  type Situacao,
  type StatusAprovacao,
} from './acoesSolicitacao.ts';

export const SOLICITACOES = 'captacao/solicitacoes-pessoal';
const ACOES = 'captacao/_acoes';

type Formulario = {
  caminho: string;
  schemaId: string;
  titulo: string;
  noun: string;
  gender: 'm' | 'f';
  hidden?: string[];
  initial?: () => Record<string, unknown>;
  /** what the action does, under the request's description */
  aviso?: string;
};
/** `titulo`: the dialog's title, what it does */
type Confirmacao = { caminho: string; titulo: string; pergunta: string; sucesso: string };
type Botao = { rotulo: string; icone: ReactElement; cor?: 'error' | 'warning' | 'success' };

const BOTOES: Record<AcaoTela, Botao> = {
  liberar: { rotulo: 'Liberar', icone: <TaskAltIcon />, cor: 'success' },
  aprovar: { rotulo: 'Aprovar', icone: <ThumbUpIcon />, cor: 'success' },
  reprovar: { rotulo: 'Reprovar', icone: <ThumbDownIcon />, cor: 'error' },
  suspender: { rotulo: 'Suspender', icone: <PauseCircleIcon />, cor: 'warning' },
  reabrir: { rotulo: 'Reabrir', icone: <PlayCircleIcon /> },
  encerrar: { rotulo: 'Encerrar', icone: <LockIcon /> },
  cancelar: { rotulo: 'Cancelar solicitação', icone: <BlockIcon />, cor: 'error' },
};

const FORMULARIOS: Partial<Record<AcaoTela, Formulario>> = {
  liberar: {
    caminho: 'libera',
    schemaId: `${ACOES}/solicitacao-libera`,
    titulo: 'Liberar a solicitação',
    noun: 'Liberação',
    gender: 'f',
  },
  aprovar: {
    caminho: 'status',
    schemaId: `${ACOES}/solicitacao-status`,
    titulo: 'Aprovar a solicitação',
    noun: 'Aprovação',
    gender: 'f',
    hidden: ['status'],
    initial: () => ({ status: 'A' }),
  },
  reprovar: {
    caminho: 'status',
    schemaId: `${ACOES}/solicitacao-status`,
    titulo: 'Reprovar a solicitação',
    noun: 'Reprovação',
    gender: 'f',
    hidden: ['status'],
    initial: () => ({ status: 'R' }),
  },
  suspender: {
    caminho: 'suspende',
    schemaId: `${ACOES}/solicitacao-suspende`,
    titulo: 'Suspender a solicitação',
    noun: 'Suspensão',
    gender: 'f',
    aviso:
      'Enquanto suspensa, candidatos não entram nem mudam de etapa. O motivo fica na solicitação até ela ser reaberta.',
  },
  cancelar: {
    caminho: 'cancela',
    schemaId: `${ACOES}/solicitacao-cancela`,
    titulo: 'Cancelar a solicitação',
    noun: 'Cancelamento',
    gender: 'm',
  },
  encerrar: {
    caminho: 'encerra',
    schemaId: `${ACOES}/solicitacao-encerra`,
    titulo: 'Encerrar a solicitação',
    noun: 'Encerramento',
    gender: 'm',
    initial: () => ({ dataEncerramento: toServerDate(new Date()) }),
  },
};

/** The properties the action forms above show, which the request form has too (read-only there). */
export const CAMPOS_DAS_ACOES = [
  'status',
  'observacaoLiberador',
  'obsCancelamento',
  'obsSuspensao',
  'dataEncerramento',
  'obsEncerra',
] as const;

const CONFIRMACOES: Partial<Record<AcaoTela, Confirmacao>> = {
  reabrir: {
    caminho: 'reabre',
    titulo: 'Reabrir solicitação',
    pergunta: 'Reabrir a solicitação?',
    sucesso: 'Solicitação reaberta.',
  },
};

const COR_STATUS: Record<StatusAprovacao, 'default' | 'success' | 'error' | 'warning'> = {
  I: 'warning',
  A: 'success',
  R: 'error',
};
const COR_SITUACAO: Record<Situacao, 'default' | 'success' | 'error' | 'warning' | 'primary'> = {
  A: 'primary',
  S: 'warning',
  E: 'default',
  C: 'error',
};

export const estadoDe = (record: RaRecord): EstadoTela => ({
  status: (record.status ?? 'I') as StatusAprovacao,
  situacao: (record.situacao ?? 'A') as Situacao,
});

/** The approval and situation chips (also on the selection board). */
export function EstadoChips({ estado }: { estado: EstadoTela }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip
        size="small"
        color={COR_STATUS[estado.status]}
        label={`Aprovação: ${ROTULO_STATUS[estado.status]}`}
      />
      <Chip
        size="small"
        color={COR_SITUACAO[estado.situacao]}
        variant={estado.situacao === 'A' ? 'outlined' : 'filled'}
        label={`Situação: ${ROTULO_SITUACAO[estado.situacao]}`}
      />
    </Stack>
  );
}

/**
 * `onChanged` reloads the record (and the form under it) after a state action; `onDialogo` says when an
 * action's form opens and closes (SolicitacaoEdit).
 */
export function SolicitacaoAcoes({
  onChanged,
  onDialogo,
}: {
  onChanged(): void;
  onDialogo?(aberto: boolean): void;
}) {
  const record = useRecordContext();
  const navigate = useNavigate();
  const [aberta, setAberta] = useState<AcaoTela | 'clonar'>();
  const [enviando, setEnviando] = useState(false);
  const comFormulario = !!aberta && aberta !== 'clonar' && !!FORMULARIOS[aberta];
  useEffect(() => onDialogo?.(comFormulario), [comFormulario, onDialogo]);
  if (!record) return null;
  const estado = estadoDe(record);
  const base = `/${SOLICITACOES}/${record.id}`;
  const formulario = aberta && aberta !== 'clonar' ? FORMULARIOS[aberta] : undefined;
  const confirmacao = aberta && aberta !== 'clonar' ? CONFIRMACOES[aberta] : undefined;

  const executar = async (chamada: () => Promise<void>) => {
    setEnviando(true);
    try {
      await chamada();
    } catch (e) {
      notifyError(e);
    } finally {
      setEnviando(false);
      setAberta(undefined);
    }
  };
  const confirmar = () =>
    executar(async () => {
      if (aberta === 'clonar') {
        const copia = await apiFetch<RaRecord>(`${base}/clonar`, { method: 'POST' });
        notifySuccess('Solicitação clonada: esta é a cópia, em análise.');
        navigate(`/${SOLICITACOES}/${copia.id}`);
        return;
      }
      if (!confirmacao) return;
      await apiFetch(`${base}/${confirmacao.caminho}`, { method: 'PUT' });
      notifySuccess(confirmacao.sucesso);
      onChanged();
    });

  return (
    <Box
      component="section"
      aria-label="Situação da solicitação"
      sx={{ m: 2, mb: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <EstadoChips estado={estado} />
      <Stack
        role="toolbar"
        aria-label="Ações da solicitação"
        direction="row"
        sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}
      >
        {acoesPermitidas(estado).map((acao) => (
          <Button
            key={acao}
            variant="outlined"
            size="small"
            color={BOTOES[acao].cor ?? 'primary'}
            startIcon={BOTOES[acao].icone}
            onClick={() => setAberta(acao)}
          >
            {BOTOES[acao].rotulo}
          </Button>
        ))}
        <Button
          variant="outlined"
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={() => setAberta('clonar')}
        >
          Clonar
        </Button>
        <Button
          variant="contained"
          size="small"
          startIcon={<ViewKanbanIcon />}
          onClick={() => navigate(quadroPath(record.id))}
        >
          Processo seletivo
        </Button>
      </Stack>
      <Confirm
        isOpen={aberta === 'clonar' || !!confirmacao}
        loading={enviando}
        title={aberta === 'clonar' ? 'Clonar solicitação' : (confirmacao?.titulo ?? '')}
        content={
          aberta === 'clonar'
            ? 'Criar uma cópia desta solicitação, em análise e datada de hoje?'
            : (confirmacao?.pergunta ?? '')
        }
        confirm={TEXT.ok}
        cancel={TEXT.cancel}
        onConfirm={confirmar}
        onClose={() => setAberta(undefined)}
      />
      {formulario && (
        <ActionFormDialog
          open
          schemaId={formulario.schemaId}
          title={formulario.titulo}
          noun={formulario.noun}
          gender={formulario.gender}
          hidden={formulario.hidden}
          initial={formulario.initial?.()}
          description={
            formulario.aviso ? (
              <>
                {record.descricao}
                <br />
                {formulario.aviso}
              </>
            ) : (
              record.descricao
            )
          }
          submit={(body) => apiFetch(`${base}/${formulario.caminho}`, { method: 'PUT', body })}
          onClose={(result) => {
            setAberta(undefined);
            if (result) onChanged();
          }}
        />
      )}
    </Box>
  );
}
