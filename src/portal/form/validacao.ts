// The candidate form's check before sending: the register's own precompiled validator (the same the server
// runs: strict CSP, no eval) and the portal's rules for the company, so the candidate reads every message
// under its field without a round trip. The server checks again before storing.
import type { FieldError } from '../../shared/messages.ts';
import {
  type ConfiguracaoCampos,
  errosDaSenha,
  errosDoPortal,
} from '../../shared/portal/campos-candidato.ts';
import { toFieldErrors } from '../../shared/schema/field-errors.ts';
import type { GeneratedValidator } from '../../shared/schema/generated-validator.ts';
import { normalizeInput } from '../../shared/schema/normalize.ts';
import { CANDIDATO } from './schema.ts';
import type { Valores } from './valores.ts';

export const porCampo = (erros: FieldError[]): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const e of erros) out[e.field] ??= e.message;
  return out;
};

export async function validaCandidato(
  registro: Valores,
  cfg: ConfiguracaoCampos,
  arquivos: { foto?: boolean; curriculo?: boolean },
  acesso?: { senha: string; confirmaSenha: string },
): Promise<Record<string, string>> {
  // the register's own generated module, not the index of every validator
  const validate: GeneratedValidator = (await import('../../generated/registers/captacao/candidatos.ts'))
    .default;
  const data = normalizeInput(CANDIDATO, acesso ? { ...registro, senha: acesso.senha } : registro) as Valores;
  const erros: FieldError[] = acesso ? errosDaSenha(acesso.senha, acesso.confirmaSenha) : [];
  if (!validate(data)) erros.push(...toFieldErrors(validate.errors as never, CANDIDATO));
  erros.push(...errosDoPortal(data, cfg, arquivos));
  return porCampo(erros);
}
