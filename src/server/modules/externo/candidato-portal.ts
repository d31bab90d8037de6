// The candidate record as the portal reads and writes it: the candidate register (captacao/candidatos) with
// its own validator and hooks, minus what HR keeps (observations, availability, qualification), plus the
// portal's rules that depend on the company (src/shared/portal/campos-candidato.ts).
import type { Transaction } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import {
  CAMPOS_DO_RH,
  type ConfiguracaoCampos,
  campoVisivel,
  chaveDoCampo,
  errosDoPortal,
  SEMPRE_OBRIGATORIOS,
} from '../../../shared/portal/campos-candidato.ts';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import type { Engine } from '../../crud/engine.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { fileStore } from '../../files/file-fields.ts';
import { HttpError, validationError } from '../../http/errors.ts';
import { MSG_ACEITE_PENDENTE } from './acesso.ts';

export const CANDIDATOS = 'captacao/candidatos';

export const MSG_CADASTRO = {
  soRh: 'Este dado só é alterado pelo RH.',
  cpfNaoMuda: 'O CPF não pode ser alterado pelo portal. Procure o RH da empresa.',
  senhaPeloAlterarSenha: 'A senha é alterada em Alterar Senha.',
  /**
   * The answer to every accepted registration, stored or not (a CPF already registered): it tells nobody
   * whether a CPF is a candidate of the company. The owner of an existing CPF is told by e-mail.
   */
  recebido:
    'Recebemos o seu cadastro. Se este CPF ainda não estava cadastrado nesta empresa, entre com ele e a senha que você escolheu. Se já estava, enviamos um aviso ao e-mail desse cadastro: entre com a sua senha ou use "Esqueci minha senha".',
  aceiteObrigatorio: MSG_ACEITE_PENDENTE,
} as const;

/** The portal's URL of one of the candidate's files (foto, curriculo). */
export const arquivoUrl = (candidatoId: number, campo: string, arquivoId: number) =>
  `/api/externo/candidatos/${candidatoId}/arquivos/${campo}/${arquivoId}`;

/** The record as the candidate sees it: no HR field, no password, files at the portal's URLs. */
export function vistaDoCandidato(rec: RecordData): RecordData {
  const out: RecordData = { ...rec };
  for (const k of [...CAMPOS_DO_RH, 'senha', 'colaborador', 'qualificado', 'jaFoiColaborador', 'contratado'])
    delete out[k];
  for (const campo of ['foto', 'curriculo']) {
    const f = rec[campo] as { id: number } | null | undefined;
    out[campo] = f ? { ...f, url: arquivoUrl(rec.id, campo, f.id) } : null;
  }
  return out;
}

/** HR's fields are refused (never silently dropped: the candidate would think they were saved). */
export function recusaCamposDoRh(body: RecordData): FieldError[] {
  return CAMPOS_DO_RH.filter((k) => body[k] !== undefined).map((field) => ({
    field,
    message: MSG_CADASTRO.soRh,
  }));
}

/**
 * Every problem of a candidate body at once: the register's validator (the same the console and the API
 * use) and the portal's rules for the company. `antes`: errors found by the caller (password, acceptance).
 */
export function confereCandidato(
  engine: Engine,
  body: RecordData,
  cfg: ConfiguracaoCampos,
  arquivos: { foto?: boolean; curriculo?: boolean },
  antes: FieldError[] = [],
): RecordData {
  const erros = [...antes];
  let data = body;
  try {
    data = engine.validate(engine.registry.get(CANDIDATOS), body);
  } catch (e) {
    if (!(e instanceof HttpError) || !e.errors) throw e;
    erros.push(...e.errors);
  }
  erros.push(...errosDoPortal(data, cfg, arquivos));
  // one message per field: the first one found
  const vistos = new Set<string>();
  const unicos = erros.filter((e) => !vistos.has(e.field) && vistos.add(e.field));
  if (unicos.length > 0) throw validationError(unicos);
  return data;
}

/** Which of the candidate's file fields hold a file. */
export async function arquivosDoCandidato(
  db: Engine['db'] | Transaction<any>,
  candidatoId: number,
): Promise<{ foto: boolean; curriculo: boolean }> {
  const files = await fileStore.list(db, CANDIDATOS, [candidatoId]);
  return {
    foto: files.some((f) => f.campo === 'foto'),
    curriculo: files.some((f) => f.campo === 'curriculo'),
  };
}

const configuravel = (path: string) =>
  (SEMPRE_OBRIGATORIOS as readonly string[]).includes(path) || chaveDoCampo(path) !== undefined;

/**
 * What the candidate sent, over what is stored: the fields the company shows in the portal come from the
 * body (absent = cleared), every other one keeps its stored value (data HR typed in a field the portal does
 * not show is never wiped by a portal save). HR's fields, the password and server-kept fields are left to
 * the caller. Unknown properties are kept, so the register's validator refuses them.
 */
export function mesclaVisiveis(
  schema: JsonSchema,
  cfg: ConfiguracaoCampos,
  guardado: RecordData,
  enviado: RecordData,
): RecordData {
  const visita = (
    props: Record<string, JsonSchema>,
    antes: RecordData,
    novo: RecordData,
    prefixo: string,
  ) => {
    const out: RecordData = { ...antes };
    for (const [k, prop] of Object.entries(props)) {
      const path = `${prefixo}${k}`;
      if (prop.readOnly || k === 'id' || k === 'senha' || (CAMPOS_DO_RH as readonly string[]).includes(path))
        continue;
      if (configuravel(path)) {
        if (!campoVisivel(cfg, path)) continue;
        if (novo[k] === undefined) delete out[k];
        else out[k] = novo[k];
      } else if (prop.properties && !prop['x-ref']) {
        const sub = visita(
          prop.properties,
          (antes[k] as RecordData) ?? {},
          (novo[k] as RecordData) ?? {},
          `${path}.`,
        );
        if (Object.keys(sub).length > 0) out[k] = sub;
        else delete out[k];
      }
    }
    for (const k of Object.keys(novo)) if (!(k in props)) out[k] = novo[k];
    return out;
  };
  return visita(schema.properties ?? {}, guardado, enviado, '');
}
