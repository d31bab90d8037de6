// The planning table (tabela de reajuste) as the proposals, the collective form and the application see
// it, and the messages of the adjustment rules. Every writer reads the table row with a lock: proposals
// and the collective form FOR SHARE, applying and cancelling FOR UPDATE, so that no proposal changes while
// its table is being applied and no table is applied twice at once.
import { sql } from 'kysely';
import { MSG } from '../../../../shared/messages.ts';
import { defineHooks, type HookContext, type RecordData, type ResourceHooks } from '../../../crud/hooks.ts';
import type { Db } from '../../../db/database.ts';
import { conflict, fieldError } from '../../../http/errors.ts';
import { TABELAS, TIPO_REAJUSTE, type TipoReajuste } from './reajustes.sql.ts';

export type Tabela = {
  id: number;
  nome: string;
  data: string;
  tipoReajuste: TipoReajuste;
  dissidio: boolean;
  aprovada: boolean;
};

export const TIPO_LABEL: Record<TipoReajuste, string> = {
  [TIPO_REAJUSTE.colaborador]: 'Talento',
  [TIPO_REAJUSTE.faixa]: 'Faixa Salarial',
  [TIPO_REAJUSTE.indice]: 'Índice',
};

export const MSG_REAJUSTE = {
  jaAplicado: 'Este reajuste já foi aplicado.',
  naoAplicado: 'Este reajuste não está aplicado.',
  naoEhUltimo: 'Somente o último reajuste aplicado da empresa pode ser cancelado.',
  aplicadoNaoAltera: 'O reajuste já foi aplicado: cancele-o antes de alterá-lo.',
  aplicadoNaoExclui: 'O reajuste já foi aplicado: cancele-o antes de excluí-lo.',
  aplicadoNaoAlteraPropostas: 'O reajuste já foi aplicado: cancele-o antes de alterar as suas propostas.',
  tipoDiferente: (tipo: TipoReajuste) => `O planejamento de reajuste não é do tipo ${TIPO_LABEL[tipo]}.`,
  tipoComPropostas: 'O tipo de reajuste não pode ser alterado: o planejamento já tem propostas.',
  semPropostas: 'O planejamento de reajuste não tem propostas para aplicar.',
  naoAplicavel: 'Não foi possível aplicar o reajuste: corrija as propostas indicadas.',
  naoCancelavel: 'Não foi possível cancelar o reajuste.',
  semHistoricoNaData: 'O talento não tem histórico vigente na data do planejamento de reajuste.',
  faixaSemValor: 'A faixa salarial não tem valor na data do planejamento de reajuste.',
  talentoRepetido: 'O talento está mais de uma vez neste planejamento de reajuste.',
  primeiroHistorico:
    'O histórico gravado pelo reajuste é hoje o primeiro do cadastro e não pode ser removido.',
} as const;

/** The company's table `id`, optionally locked; undefined when absent or of another company. */
export async function lerTabela(
  db: Db,
  empresaId: number,
  id: number,
  lock: 'share' | 'update' | 'none' = 'none',
): Promise<Tabela | undefined> {
  const forLock = lock === 'share' ? sql`FOR SHARE` : lock === 'update' ? sql`FOR UPDATE` : sql``;
  const res = await sql<Tabela>`SELECT id, nome, data, tipo_reajuste AS "tipoReajuste", dissidio,
      coalesce(aprovada, false) AS aprovada
    FROM ${sql.table(TABELAS.tabela)} WHERE id = ${id} AND empresa_id = ${empresaId} ${forLock}`.execute(db);
  return res.rows[0];
}

/**
 * The table a proposal is written to (create, update, delete): of the proposal's type and not applied.
 * The engine has already checked that it belongs to the company.
 */
export async function tabelaDaProposta(
  db: Db,
  empresaId: number,
  tabelaId: number,
  tipo: TipoReajuste,
): Promise<Tabela> {
  const tabela = await lerTabela(db, empresaId, tabelaId, 'share');
  if (!tabela) throw fieldError('tabelaReajuste', MSG.refNotFound('Planejamento de Reajuste'));
  if (tabela.tipoReajuste !== tipo) throw fieldError('tabelaReajuste', MSG_REAJUSTE.tipoDiferente(tipo));
  if (tabela.aprovada) throw conflict(MSG_REAJUSTE.aplicadoNaoAlteraPropostas);
  return tabela;
}

/**
 * The hooks of a proposal register (employee, range, index): every write checks its table (and, when a
 * proposal moves to another table, the one it leaves) before `prepare` fills the proposal.
 */
export function defineProposalHooks(
  path: string,
  tipo: TipoReajuste,
  parts: {
    prepare(ctx: HookContext, data: RecordData, tabela: Tabela): Promise<void>;
    afterRead: ResourceHooks['afterRead'];
  },
) {
  const write = async (ctx: HookContext, data: RecordData, previous?: RecordData) => {
    const { empresaId } = ctx.session;
    const anterior = previous ? refId(previous.tabelaReajuste) : undefined;
    if (anterior !== undefined && anterior !== refId(data.tabelaReajuste))
      await tabelaDaProposta(ctx.db, empresaId, anterior, tipo);
    await parts.prepare(
      ctx,
      data,
      await tabelaDaProposta(ctx.db, empresaId, refId(data.tabelaReajuste)!, tipo),
    );
  };
  return defineHooks(path, {
    beforeCreate: (ctx, data) => write(ctx, data),
    beforeUpdate: (ctx, data, previous) => write(ctx, data, previous),
    async beforeDelete(ctx, previous) {
      await tabelaDaProposta(ctx.db, ctx.session.empresaId, refId(previous.tabelaReajuste)!, tipo);
    },
    afterRead: parts.afterRead,
  });
}

/** `{id}` of a reference in a wire record. */
export const refId = (v: unknown): number | undefined =>
  v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number'
    ? (v as { id: number }).id
    : undefined;

/** A wire reference from a nullable id. */
export const ref = (id: number | null | undefined): { id: number } | undefined =>
  id === null || id === undefined ? undefined : { id };

/** A decimal text from SQL as the wire number (undefined when null). */
export const numero = (v: string | null | undefined): number | undefined =>
  v === null || v === undefined ? undefined : Number(v);
