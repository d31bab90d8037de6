// Establishment (spec §3 SST entities → Establishment; §5 Job and salary → Establishment).
//
// Decision: the full registration number is STORED in `inscricao` (readOnly on the wire), computed
// here on every create/update from
//   CNPJ : the 8-character root of the company's CNPJ + `complementoCnpj` (4 characters, 0001…)
//          + 2 check digits (alphanumeric CNPJ rule: character value = ASCII code − 48);
//   CAEPF: the 9-digit root of `cpfTitular` + `complementoCnpj` (3-digit sequence) + 2 check digits.
// Storing it (rather than a virtual field) lets the list filter, sort and keep it unique per company.
// If a company's CNPJ root ever changes, its establishments must be recomputed (re-saved).
// A value sent by the client for `inscricao` is ignored (overwritten).
import { sql } from 'kysely';
import { isCaepf, isCnpj } from '../../../shared/br/documents.ts';
import { requiredMessage } from '../../../shared/schema/field-errors.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import { checkCidadeDoEstado } from '../geral/api.ts';

export const MSG_COMPLEMENTO_INVALIDO = 'Inválido';
export const MSG_EMPRESA_SEM_CNPJ = 'A empresa não possui CNPJ cadastrado: informe-o no cadastro da empresa.';
export const MSG_INSCRICAO_DUPLICADA = 'Já existe um estabelecimento com este CNPJ/CAEPF nesta empresa.';

const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CAEPF_W1 = [6, 7, 8, 9, 2, 3, 4, 5, 6, 7, 8, 9];
const CAEPF_W2 = [5, 6, 7, 8, 9, 2, 3, 4, 5, 6, 7, 8, 9];

const weighted = (base: string, weights: number[]) =>
  weights.reduce((sum, w, i) => sum + (base.charCodeAt(i) - 48) * w, 0);

/** The 2 check digits of a CNPJ from its first 12 characters (digits or upper-case letters). */
export function cnpjCheckDigits(base12: string): string {
  const dv = (base: string, weights: number[]) => {
    const r = weighted(base, weights) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base12, CNPJ_W1);
  const d2 = dv(`${base12}${d1}`, CNPJ_W2);
  return `${d1}${d2}`;
}

/** The 2 check digits of a CAEPF from its first 12 digits (Receita Federal rule: (d1·10 + d2 + 12) mod 100). */
export function caepfCheckDigits(base12: string): string {
  const d1 = (weighted(base12, CAEPF_W1) % 11) % 10;
  const d2 = (weighted(`${base12}${d1}`, CAEPF_W2) % 11) % 10;
  return String((d1 * 10 + d2 + 12) % 100).padStart(2, '0');
}

async function computeInscricao(ctx: HookContext, data: RecordData): Promise<string> {
  const complemento = String(data.complementoCnpj ?? '');
  if (data.tipoInscricao === 'CAEPF') {
    if (!/^\d{3}$/.test(complemento) || complemento === '000')
      throw fieldError('complementoCnpj', MSG_COMPLEMENTO_INVALIDO);
    if (typeof data.cpfTitular !== 'string')
      throw fieldError('cpfTitular', requiredMessage('CPF do Titular do CAEPF'));
    const base = `${data.cpfTitular.slice(0, 9)}${complemento}`;
    const inscricao = `${base}${caepfCheckDigits(base)}`;
    if (!isCaepf(inscricao)) throw fieldError('complementoCnpj', MSG_COMPLEMENTO_INVALIDO);
    return inscricao;
  }
  if (!/^[0-9A-Z]{4}$/.test(complemento) || complemento === '0000')
    throw fieldError('complementoCnpj', MSG_COMPLEMENTO_INVALIDO);
  data.cpfTitular = undefined; // only meaningful for CAEPF
  const empresas = ctx.registry.get('utilitario/empresas').table;
  const res = await sql<{
    cnpj: string | null;
  }>`SELECT cnpj FROM ${sql.table(empresas)} WHERE id = ${ctx.session.empresaId}`.execute(ctx.db);
  const cnpjEmpresa = res.rows[0]?.cnpj;
  if (!cnpjEmpresa) throw fieldError('complementoCnpj', MSG_EMPRESA_SEM_CNPJ);
  const base = `${cnpjEmpresa.slice(0, 8)}${complemento}`;
  const inscricao = `${base}${cnpjCheckDigits(base)}`;
  if (!isCnpj(inscricao)) throw fieldError('complementoCnpj', MSG_COMPLEMENTO_INVALIDO);
  return inscricao;
}

async function prepare(ctx: HookContext, data: RecordData, id?: number) {
  data.inscricao = await computeInscricao(ctx, data);
  // the unique index is the backstop; checking first points the message at the field the user typed
  const dup = await sql<{ id: number }>`SELECT id FROM ${sql.table(ctx.resource.table)}
    WHERE empresa_id = ${ctx.session.empresaId} AND inscricao = ${data.inscricao} AND id <> ${id ?? 0} LIMIT 1`.execute(
    ctx.db,
  );
  if (dup.rows.length) throw fieldError('complementoCnpj', MSG_INSCRICAO_DUPLICADA);
  await checkCidadeDoEstado(ctx, data.endereco);
}

export default defineHooks('utilitario/estabelecimentos', {
  beforeCreate: (ctx, data) => prepare(ctx, data),
  beforeUpdate: (ctx, data, previous) => prepare(ctx, data, previous.id as number),
});
