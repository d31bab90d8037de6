// Applying and cancelling a plan: the POST, the outcome told to the user.
import { notifyError, notifySuccess } from '../../../providers/errorHandler.ts';
import { apiFetch } from '../../../providers/http.ts';

export async function executar(url: string, sucesso: string, depois: () => void) {
  try {
    await apiFetch(url, { method: 'POST', body: {} });
    notifySuccess(sucesso);
    depois();
  } catch (e) {
    notifyError(e);
  }
}

export const CONFIRMAR_APLICAR = {
  title: 'Aplicar o reajuste',
  content:
    'Aplicar este planejamento? Cada proposta vira um histórico na data do planejamento, e o planejamento não poderá mais ser alterado nem excluído até ser cancelado.',
};

export const CONFIRMAR_CANCELAR = {
  title: 'Cancelar o reajuste aplicado',
  content: 'Cancelar este reajuste? Os históricos que ele gravou serão removidos.',
};
