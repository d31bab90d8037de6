// The dialogs the board opens for one candidate: the move to a stage (date, result, note), the
// situation, the hire (admission date and matrícula; then the offer to open the new employee) and the
// history. Each form is the action's own schema (ActionFormDialog); the board is updated from the
// server's answer, without reading it again.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useNavigate } from 'react-admin';
import { apiFetch } from '../../providers/http.ts';
import { toServerDate } from '../../providers/serverTime.ts';
import { ActionFormDialog } from './ActionFormDialog.tsx';
import { AvaliarCandidatoDialog } from './AvaliarCandidatoDialog.tsx';
import { HistoricoDialog } from './HistoricoDialog.tsx';
import type { Cartao, Etapa, Resultado, SituacaoCandidato } from './quadro.ts';

const ACOES = 'captacao/_acoes';
const LUGARES = '/captacao/candidatos-solicitacao';

export type Dialogo =
  | { tipo: 'mover'; cartao: Cartao; etapa: Etapa }
  | { tipo: 'historico'; cartao: Cartao }
  | { tipo: 'avaliar'; cartao: Cartao }
  | { tipo: 'situacao'; cartao: Cartao }
  | { tipo: 'contratar'; cartao: Cartao }
  | { tipo: 'contratado'; colaborador: { id: number; nome: string } };

export type Movido = {
  etapaSeletiva: { id: number };
  situacao?: SituacaoCandidato;
  historico: { id: number; data: string; resultado: Resultado };
};

type Props = {
  dialogo: Dialogo;
  solicitacaoId: number;
  onFechar(): void;
  onMovido(cartao: Cartao, resposta: Movido): void;
  onSituacao(cartao: Cartao, situacao: SituacaoCandidato): void;
  onContratado(cartao: Cartao, colaborador: { id: number; nome: string }): void;
};

export function DialogosCandidato({
  dialogo,
  solicitacaoId,
  onFechar,
  onMovido,
  onSituacao,
  onContratado,
}: Props) {
  const hoje = toServerDate(new Date());
  switch (dialogo.tipo) {
    case 'mover': {
      const { cartao, etapa } = dialogo;
      return (
        <ActionFormDialog<Movido>
          open
          schemaId={`${ACOES}/movimentacao`}
          title={`Mover ${cartao.candidato.nome} para ${etapa.nome}`}
          noun="Movimentação"
          gender="f"
          hidden={['etapaSeletiva']}
          initial={{ etapaSeletiva: { id: etapa.id }, data: hoje, resultado: 'PENDENTE' }}
          submit={(body) => apiFetch<Movido>(`${LUGARES}/${cartao.id}/movimentar`, { method: 'POST', body })}
          onClose={(r) => (r ? onMovido(cartao, r.value) : onFechar())}
        />
      );
    }
    case 'situacao': {
      const { cartao } = dialogo;
      return (
        <ActionFormDialog<{ situacao: SituacaoCandidato }>
          open
          schemaId={`${ACOES}/candidato-situacao`}
          title={`Situação de ${cartao.candidato.nome}`}
          noun="Situação"
          gender="f"
          initial={{ situacao: cartao.situacao }}
          submit={(body) => apiFetch(`${LUGARES}/${cartao.id}/situacao`, { method: 'PUT', body })}
          onClose={(r) => (r ? onSituacao(cartao, r.value.situacao) : onFechar())}
        />
      );
    }
    case 'contratar': {
      const { cartao } = dialogo;
      return (
        <ActionFormDialog<{ colaborador: { id: number; nome: string } }>
          open
          schemaId={`${ACOES}/contratacao`}
          title={`Contratar ${cartao.candidato.nome}`}
          description="Cria o talento a partir do candidato, com a admissão no estabelecimento, na área e no cargo/faixa desta vaga."
          noun="Contratação"
          gender="f"
          hidden={['solicitacaoId']}
          initial={{ dataAdmissao: hoje, solicitacaoId }}
          submit={(body) =>
            apiFetch(`/captacao/candidatos/${cartao.candidato.id}/contratar`, { method: 'POST', body })
          }
          onClose={(r) => (r ? onContratado(cartao, r.value.colaborador) : onFechar())}
        />
      );
    }
    case 'historico':
      return <HistoricoDialog cartao={dialogo.cartao} onClose={onFechar} />;
    case 'avaliar':
      return (
        <AvaliarCandidatoDialog cartao={dialogo.cartao} solicitacaoId={solicitacaoId} onFechar={onFechar} />
      );
    case 'contratado':
      return <ContratadoDialog colaborador={dialogo.colaborador} onClose={onFechar} />;
  }
}

/** After a hire: the employee exists; recruitment does not know all of it, so offer to complete it. */
function ContratadoDialog({
  colaborador,
  onClose,
}: {
  colaborador: { id: number; nome: string };
  onClose(): void;
}) {
  const titleId = useId();
  const navigate = useNavigate();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Candidato contratado</DialogTitle>
      <DialogContent>
        <DialogContentText>
          O talento {colaborador.nome} foi criado com os dados do candidato. Abrir o cadastro dele para
          completar os dados do contrato?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Continuar no processo seletivo</Button>
        <Button
          variant="contained"
          onClick={() => navigate(`/cargo-salario/colaboradores/${colaborador.id}`)}
        >
          Abrir talento
        </Button>
      </DialogActions>
    </Dialog>
  );
}
