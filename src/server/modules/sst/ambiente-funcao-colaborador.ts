// The employee's environment and function in the career history (cargo-salario/historicos-colaboradores,
// fields `ambiente` and `funcao`): optional, unless the company sets 'Obrigar Ambiente e Função'; when given,
// each must be in force on the entry's date (an environment history entry on or before it and not ended by
// then, a function cadastral entry on or before it), since S-2240 reads them from there. Called by the
// career history's hook.
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import { requiredMessage } from '../../../shared/schema/field-errors.ts';
import type { HookContext, RecordData } from '../../crud/hooks.ts';
import { vigentes } from './historicos.ts';

export const MSG_AMBIENTE_FUNCAO = {
  ambienteObrigatorio: requiredMessage('Ambiente'),
  funcaoObrigatoria: requiredMessage('Função'),
  ambienteNaoVigente: 'O ambiente não está vigente na data do histórico.',
  funcaoNaoVigente: 'A função não está vigente na data do histórico.',
} as const;

const refId = (v: unknown): number | undefined =>
  v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number'
    ? (v as { id: number }).id
    : undefined;

export async function ambienteFuncaoErrors(ctx: HookContext, data: RecordData): Promise<FieldError[]> {
  const ambienteId = refId(data.ambiente);
  const funcaoId = refId(data.funcao);
  const dia = data.data as string;
  const { rows } = await sql<{ obrigar: boolean; ambiente: boolean; funcao: boolean }>`
    SELECT coalesce((SELECT obrigar_ambiente_funcao FROM empresa WHERE id = ${ctx.session.empresaId}), false) AS obrigar,
           EXISTS (SELECT 1 FROM ${vigentes('ambiente_historicos', dia, 'data_encerramento')} v
                    WHERE v.owner_id = ${ambienteId ?? 0}) AS ambiente,
           EXISTS (SELECT 1 FROM ${vigentes('funcao_historicos', dia)} v WHERE v.owner_id = ${funcaoId ?? 0}) AS funcao`.execute(
    ctx.db,
  );
  const r = rows[0]!;
  const errors: FieldError[] = [];
  if (ambienteId === undefined) {
    if (r.obrigar) errors.push({ field: 'ambiente', message: MSG_AMBIENTE_FUNCAO.ambienteObrigatorio });
  } else if (!r.ambiente) errors.push({ field: 'ambiente', message: MSG_AMBIENTE_FUNCAO.ambienteNaoVigente });
  if (funcaoId === undefined) {
    if (r.obrigar) errors.push({ field: 'funcao', message: MSG_AMBIENTE_FUNCAO.funcaoObrigatoria });
  } else if (!r.funcao) errors.push({ field: 'funcao', message: MSG_AMBIENTE_FUNCAO.funcaoNaoVigente });
  return errors;
}
