// Actions on the candidates selected in the list (spec §7): check their pendências (stores each one's
// registration status and qualification) and delete them, after confirmation (none if one was hired).
import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext, useRefresh, useUnselectAll } from 'react-admin';
import { Confirm } from '../../../generic/Confirm.tsx';
import { notifyError, notifySuccess } from '../../../providers/errorHandler.ts';
import { apiFetch } from '../../../providers/http.ts';

const BASE = '/captacao/candidatos';

export function CandidatosEmLote() {
  const { selectedIds } = useListContext();
  const refresh = useRefresh();
  const unselect = useUnselectAll('captacao/candidatos');
  const [confirmar, setConfirmar] = useState(false);
  const candidatosIds = selectedIds.map(Number);

  const verificar = async () => {
    try {
      const r = await apiFetch<{ verificados: number; comPendencias: number }>(
        `${BASE}/verificar-pendencias-em-lote`,
        {
          method: 'POST',
          body: { candidatosIds },
        },
      );
      notifySuccess(`${r.verificados} candidato(s) verificado(s): ${r.comPendencias} com pendências.`);
      refresh();
    } catch (e) {
      notifyError(e);
    }
  };
  const remover = async () => {
    setConfirmar(false);
    try {
      const r = await apiFetch<{ excluidos: number }>(`${BASE}/remove-candidato-em-lote`, {
        method: 'POST',
        body: { candidatosIds },
      });
      notifySuccess(`${r.excluidos} candidato(s) excluído(s).`);
      unselect();
      refresh();
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <>
      <Button size="small" onClick={verificar}>
        Verificar pendências
      </Button>
      <Button size="small" color="error" onClick={() => setConfirmar(true)}>
        Remover
      </Button>
      <Confirm
        isOpen={confirmar}
        title="Remover candidatos"
        content={`Excluir ${candidatosIds.length} candidato(s), com os processos seletivos e os documentos deles?`}
        confirm="OK"
        cancel="Cancelar"
        onConfirm={remover}
        onClose={() => setConfirmar(false)}
      />
    </>
  );
}
