// SST professionals beyond CRUD (spec §2 /sst/profissional and /sst/profissional/{profissionalId}/contrato,
// endpoints inventory "unification" and "class-council validation", paths not given):
//
//   GET    sst/profissional/:profissionalId/contrato               the professional's contracts
//   GET    sst/profissional/:profissionalId/contrato/:contratoId
//   POST   sst/profissional/:profissionalId/contrato               → 201 the contract
//   PUT    sst/profissional/:profissionalId/contrato/:contratoId
//   DELETE sst/profissional/:profissionalId/contrato/:contratoId   → 204
//   POST   sst/profissional/:id/unificar {duplicadoId}              → the kept professional
//   GET    sst/profissional/:id/validacao-conselho                  {nomeFormatado, problemas, consultaOnline}
//
// The contracts are the generic register sst/profissional-contrato: these actions only fix the professional
// from the path and write through its repository (same validation, hooks, audit). The signature image is
// sent to that register's file route (/api/sst/profissional-contrato/{id}/arquivos/assinaturaDigital).
import { sql } from 'kysely';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import { fieldError } from '../../http/errors.ts';
import { CONTRATOS, paraConselho } from './profissional.ts';
import { nomeFormatado, validarConselho } from './profissional-conselho.ts';
import { ROLE_SST } from './sst.ts';

const PROFISSIONAIS = 'sst/profissional';
const BASE = `${PROFISSIONAIS}/:profissionalId/contrato`;
const PROFISSIONAL = { profissionalId: PROFISSIONAIS };
const CONTRATO_DO_PROFISSIONAL = {
  ...PROFISSIONAL,
  contratoId: { resource: CONTRATOS, belongsTo: { profissional: 'profissionalId' } },
};

export const MSG_UNIFICAR_MESMO = 'Selecione um profissional diferente do que será mantido.';
export const MSG_UNIFICAR_NAO_ENCONTRADO = 'Profissional duplicado não encontrado nesta empresa.';

/** The contract's repository; the audit entry is the repository's own. */
function contratos(ctx: ActionContext) {
  ctx.audit = false;
  return ctx.engine.repository(CONTRATOS);
}

/** The body for this professional: whatever professional it names, the path's wins. */
const doProfissional = (ctx: ActionContext) => ({
  ...ctx.body,
  profissional: { id: ctx.params.profissionalId },
});

type Referencia = { esquema: string; tabela: string; coluna: string };

/**
 * Every column that references a professional, read from the database catalogue (foreign keys to
 * profissional_sst), so registers added later (the ASO physician, the CAT physician, many-reference
 * junction tables, hand-written tables) are covered without a list to keep.
 */
async function referencias(db: ActionContext['db']): Promise<Referencia[]> {
  const { rows } =
    await sql<Referencia>`SELECT n.nspname AS esquema, cl.relname AS tabela, a.attname AS coluna
    FROM pg_constraint c
    JOIN pg_class cl ON cl.oid = c.conrelid
    JOIN pg_namespace n ON n.oid = cl.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = 'profissional_sst'::regclass AND cardinality(c.conkey) = 1
    ORDER BY cl.relname, a.attname`.execute(db);
  return rows;
}

/** The other columns of each unique index of the table that includes `coluna` (expression indexes left out). */
async function unicosCom(db: ActionContext['db'], r: Referencia): Promise<string[][]> {
  const { rows } = await sql<{ colunas: string[] }>`SELECT array_agg(a.attname::text) AS colunas
    FROM pg_index i
    JOIN pg_class cl ON cl.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = cl.relnamespace
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
    WHERE n.nspname = ${r.esquema} AND cl.relname = ${r.tabela} AND i.indisunique AND i.indpred IS NULL
      AND NOT (0 = ANY(i.indkey::int2[]))
    GROUP BY i.indexrelid
    HAVING ${r.coluna} = ANY(array_agg(a.attname::text))`.execute(db);
  return rows.map((x) => x.colunas.filter((c) => c !== r.coluna));
}

/**
 * Re-points every reference to `duplicado` at `mantido`. Where a unique index would be broken (a junction
 * row naming both, a one-per-professional row) the duplicate's row goes: the kept one already says it.
 * Returns how many rows changed per table.column.
 */
async function reapontar(db: ActionContext['db'], mantido: number, duplicado: number) {
  const out: { tabela: string; coluna: string; linhas: number }[] = [];
  for (const r of await referencias(db)) {
    const tabela = sql.table(`${r.esquema}.${r.tabela}`);
    const coluna = sql.ref(r.coluna);
    let linhas = 0;
    for (const outras of await unicosCom(db, r)) {
      const iguais = outras.map((c) => sql`o.${sql.ref(c)} IS NOT DISTINCT FROM t.${sql.ref(c)}`);
      const res = await sql`DELETE FROM ${tabela} t WHERE t.${coluna} = ${duplicado} AND EXISTS (
          SELECT 1 FROM ${tabela} o WHERE o.${coluna} = ${mantido}
          ${iguais.length ? sql`AND ${sql.join(iguais, sql` AND `)}` : sql``})`.execute(db);
      linhas += Number(res.numAffectedRows ?? 0);
    }
    const res = await sql`UPDATE ${tabela} SET ${coluna} = ${mantido} WHERE ${coluna} = ${duplicado}`.execute(
      db,
    );
    linhas += Number(res.numAffectedRows ?? 0);
    if (linhas) out.push({ tabela: r.tabela, coluna: r.coluna, linhas });
  }
  return out;
}

export default defineActions([
  {
    name: 'contratos-do-profissional',
    method: 'GET',
    path: BASE,
    summary: 'Contratos do profissional de SST',
    authority: ROLE_SST,
    ids: PROFISSIONAL,
    handler: (ctx) =>
      ctx.engine.repository(CONTRATOS).list(ctx.session, { profissional: String(ctx.params.profissionalId) }),
  },
  {
    name: 'contrato-do-profissional',
    method: 'GET',
    path: `${BASE}/:contratoId`,
    summary: 'Um contrato do profissional de SST',
    authority: ROLE_SST,
    ids: CONTRATO_DO_PROFISSIONAL,
    handler: (ctx) => ctx.engine.repository(CONTRATOS).get(ctx.session, ctx.params.contratoId),
  },
  {
    name: 'inserir-contrato-do-profissional',
    method: 'POST',
    path: BASE,
    summary: 'Insere um contrato no profissional de SST do caminho',
    authority: ROLE_SST,
    ids: PROFISSIONAL,
    record: CONTRATOS,
    status: 201,
    handler: (ctx) => contratos(ctx).create(ctx.session, doProfissional(ctx), { tx: ctx.db }),
  },
  {
    name: 'alterar-contrato-do-profissional',
    method: 'PUT',
    path: `${BASE}/:contratoId`,
    summary: 'Altera um contrato do profissional de SST',
    authority: ROLE_SST,
    ids: CONTRATO_DO_PROFISSIONAL,
    record: CONTRATOS,
    handler: (ctx) =>
      contratos(ctx).update(ctx.session, ctx.params.contratoId, doProfissional(ctx), { tx: ctx.db }),
  },
  {
    name: 'excluir-contrato-do-profissional',
    method: 'DELETE',
    path: `${BASE}/:contratoId`,
    summary: 'Exclui um contrato do profissional de SST',
    authority: ROLE_SST,
    ids: CONTRATO_DO_PROFISSIONAL,
    status: 204,
    handler: (ctx) => contratos(ctx).remove(ctx.session, ctx.params.contratoId, { tx: ctx.db }),
  },
  {
    name: 'unificar-profissionais',
    method: 'POST',
    path: `${PROFISSIONAIS}/:id/unificar`,
    summary:
      'Unifica um profissional duplicado no do caminho (referências passam a este; o duplicado é excluído)',
    authority: ROLE_SST,
    ids: { id: PROFISSIONAIS },
    body: 'sst/_acoes/profissional-unificar',
    async handler(ctx) {
      const { session, params, body } = ctx;
      const mantido = params.id as number;
      const duplicado = body.duplicadoId as number;
      if (duplicado === mantido) throw fieldError('duplicadoId', MSG_UNIFICAR_MESMO);
      const repo = ctx.engine.repository(PROFISSIONAIS);
      // the same answer for an unknown id and another company's: nothing about other companies leaks
      const { rows } = await sql<{ id: number; nome: string }>`SELECT id, nome FROM profissional_sst
        WHERE id = ${duplicado} AND empresa_id = ${session.empresaId} FOR UPDATE`.execute(ctx.db);
      if (!rows[0]) throw fieldError('duplicadoId', MSG_UNIFICAR_NAO_ENCONTRADO);
      const movidas = await reapontar(ctx.db, mantido, duplicado);
      await repo.remove(session, duplicado, { tx: ctx.db });
      ctx.audit = {
        resource: PROFISSIONAIS,
        recordId: mantido,
        changes: [
          { campo: 'unificado', de: `${rows[0].nome} (${duplicado})`, para: mantido },
          ...movidas.map((m) => ({
            campo: `${m.tabela}.${m.coluna}`,
            de: duplicado,
            para: `${mantido} (${m.linhas})`,
          })),
        ],
      };
      return repo.get(session, mantido, ctx.db);
    },
  },
  {
    name: 'validacao-conselho-profissional',
    method: 'GET',
    path: `${PROFISSIONAIS}/:id/validacao-conselho`,
    summary: 'Validação do registro no conselho de classe, sem consulta online (número, UF, sigla, CPF, NIT)',
    authority: ROLE_SST,
    ids: { id: PROFISSIONAIS },
    async handler(ctx) {
      const p = await ctx.engine.repository(PROFISSIONAIS).get(ctx.session, ctx.params.id, ctx.db);
      const [conselho] = await paraConselho(ctx, [p]);
      return {
        id: p.id,
        nomeFormatado: nomeFormatado(conselho!),
        problemas: validarConselho(conselho!),
        // the councils' own lookup (CFM, CFO, CONFEA) is not built: no network and no common public API
        consultaOnline: false,
      };
    },
  },
]);
