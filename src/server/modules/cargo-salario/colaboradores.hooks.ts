// Employee (talento) rules a schema cannot say, its list filters by position and its virtual fields.
//
// * Dismissed (D) and awaiting dismissal confirmation (U) need the dismissal date; the other statuses
//   cannot have one (an employee with a dismissal date is not active, awaiting admission or cancelled).
// * The history stays between admission and dismissal: the first entry IS the admission (its date is
//   dataAdmissao), so changing dataAdmissao moves that entry along — refused when another entry would
//   fall on or before the new date; a dismissal date before an existing entry is refused.
// * Deleting an employee deletes its history (part of the record, like its photo, which cascades);
//   anything else still referencing the employee refuses the delete with the engine's 409.
// * Position (establishment, area, job, salary range) and salary come from the history entry in force
//   today, computed for the whole page in one query (posicao-atual.ts); list filters areasIds (with
//   sub-areas), cargosIds, faixasSalariaisIds, estabelecimentosIds apply at ?data= (default today).
import { sql } from 'kysely';
import { formatDate } from '../../../shared/br/format.ts';
import { requiredMessage } from '../../../shared/schema/field-errors.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { checkCidadeDoEstado } from '../geral/api.ts';
import { HISTORICO_TABLE } from './historico-colaborador.sql.ts';
import { condicaoPosicao, expandirAreas, filtroPosicaoDaQuery, situacoesNaData } from './posicao-atual.ts';

export const MSG_COLABORADOR = {
  desligamentoObrigatorio: requiredMessage('Data de Desligamento'),
  desligamentoSemDesligar:
    'A data de desligamento só pode ser informada para talento desligado ou aguardando confirmação do desligamento.',
  historicoAntesDaAdmissao: (data: string) =>
    `Existe histórico do talento em ${formatDate(data)}: a data de admissão deve ser anterior a ele.`,
  historicoAposDesligamento: (data: string) =>
    `Existe histórico do talento em ${formatDate(data)}, posterior à data de desligamento.`,
} as const;

const COM_DESLIGAMENTO = new Set(['D', 'U']);

function checkSituacao(data: RecordData) {
  const comData = typeof data.dataDesligamento === 'string';
  if (COM_DESLIGAMENTO.has(data.status) && !comData)
    throw fieldError('dataDesligamento', MSG_COLABORADOR.desligamentoObrigatorio);
  if (!COM_DESLIGAMENTO.has(data.status) && comData)
    throw fieldError('dataDesligamento', MSG_COLABORADOR.desligamentoSemDesligar);
}

/** Keeps the history inside [admission, dismissal]; the engine already holds the employee row lock. */
async function ajustaHistorico(ctx: HookContext, data: RecordData, previous: RecordData) {
  const id = previous.id as number;
  const admissao = data.dataAdmissao as string;
  const admissaoAnterior = previous.dataAdmissao as string;
  const res = await sql<{ data: string }>`SELECT data FROM ${sql.table(HISTORICO_TABLE)}
    WHERE colaborador_id = ${id} ORDER BY data`.execute(ctx.db);
  if (res.rows.length === 0) return;
  const outras = res.rows.map((r) => r.data).filter((d) => d !== admissaoAnterior);
  if (admissao !== admissaoAnterior) {
    const primeira = outras[0];
    if (primeira !== undefined && primeira <= admissao)
      throw fieldError('dataAdmissao', MSG_COLABORADOR.historicoAntesDaAdmissao(primeira));
    await sql`UPDATE ${sql.table(HISTORICO_TABLE)} SET data = ${admissao}, updated_at = now(),
      updated_by = ${ctx.session.userId}
      WHERE colaborador_id = ${id} AND data = ${admissaoAnterior}`.execute(ctx.db);
  }
  const desligamento = data.dataDesligamento as string | undefined;
  const ultima = outras[outras.length - 1];
  if (desligamento !== undefined && ultima !== undefined && ultima > desligamento)
    throw fieldError('dataDesligamento', MSG_COLABORADOR.historicoAposDesligamento(ultima));
}

export default defineHooks('cargo-salario/colaboradores', {
  async beforeCreate(ctx, data) {
    checkSituacao(data);
    await checkCidadeDoEstado(ctx, data.endereco);
  },

  async beforeUpdate(ctx, data, previous) {
    checkSituacao(data);
    await checkCidadeDoEstado(ctx, data.endereco);
    await ajustaHistorico(ctx, data, previous);
  },

  async beforeDelete(ctx, previous) {
    await sql`DELETE FROM ${sql.table(HISTORICO_TABLE)} WHERE colaborador_id = ${previous.id}`.execute(
      ctx.db,
    );
  },

  async listConditions(ctx, query) {
    const filtro = filtroPosicaoDaQuery(query);
    if (filtro.areasIds)
      filtro.areasExpandidas = await expandirAreas(ctx.db, ctx.session.empresaId, filtro.areasIds);
    const cond = condicaoPosicao(ctx.session.empresaId, filtro, sql.ref('t.id'));
    return cond ? [cond] : [];
  },

  async afterRead(ctx, records) {
    const ids = records.map((r) => r.id as number);
    // a list read at a reference date (?data=) shows the position at that date, like its filter
    const data = ctx.query ? filtroPosicaoDaQuery(ctx.query).data : today();
    const situacoes = await situacoesNaData(ctx.db, ctx.session.empresaId, data, ids);
    for (const rec of records) {
      const s = situacoes.get(rec.id as number);
      rec.possuiFoto = s?.possuiFoto ?? false;
      const p = s?.posicao;
      if (!p) continue;
      if (p.estabelecimento) rec.estabelecimentoAtual = p.estabelecimento;
      rec.areaAtual = p.areaOrganizacional;
      rec.cargoAtual = p.cargo;
      rec.faixaSalarialAtual = p.faixaSalarial;
      if (p.salario !== undefined) rec.salarioAtual = p.salario;
    }
  },
});
