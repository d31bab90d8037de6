// sst/cat: a CAT with time off opens the employee's leave (accident class, work accident, from the day after the
// last day worked) in the same transaction — once: editing a CAT whose leave exists leaves the leave alone. The
// address's city must belong to its state.
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import { checkCidadeDoEstado } from '../geral/api.ts';
import { abrirAfastamentoDaCat, MSG_AFASTAMENTO, tipoAfastamento } from './afastamento.ts';

async function conferir(ctx: HookContext, data: RecordData) {
  await checkCidadeDoEstado(ctx, data.endereco);
  if (!data.houveAfastamento) return;
  const tipo = await tipoAfastamento(ctx.db, ctx.session.empresaId, data.tipoAfastamento.id);
  if (tipo?.classe !== 'ACIDENTE_DOENCA') throw fieldError('tipoAfastamento', MSG_AFASTAMENTO.motivoCat);
}

async function abrir(ctx: HookContext, record: RecordData) {
  if (!record.houveAfastamento || record.afastamento) return;
  const id = await abrirAfastamentoDaCat(ctx.db, ctx.session, {
    id: record.id,
    colaboradorId: record.colaborador.id,
    tipoAfastamentoId: record.tipoAfastamento.id,
    ultimoDiaTrabalhado: record.ultimoDiaTrabalhado,
  });
  await sql`UPDATE cat SET afastamento_id = ${id} WHERE id = ${record.id}`.execute(ctx.db);
  const { rows } = await sql<{
    inicio: string;
  }>`SELECT to_char(inicio, 'YYYY-MM-DD') AS inicio FROM afastamento
    WHERE id = ${id}`.execute(ctx.db);
  record.afastamento = { id, inicio: rows[0]!.inicio };
}

export default defineHooks('sst/cat', {
  beforeCreate: conferir,
  beforeUpdate: conferir,
  afterCreate: abrir,
  afterUpdate: abrir,
});
