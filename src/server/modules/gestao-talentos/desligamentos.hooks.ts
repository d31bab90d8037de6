// gestao-talentos/desligamentos: writing a dismissal dismisses the employee (spec §2 talentos, 'Desligar').
// Before: the employee is not already dismissed, the date is not before the admission, the reason is active,
// and a job stability on that date (CIPA, work accident: computed by SST) needs `confirmarEstabilidade`
// (spec §8: the alert asks for confirmation). After: the employee record gets status 'D' and the date (through
// its own repository, so job-and-salary's rules and audit apply), the linked user loses this company, the
// unanswered participations of evaluations still open are removed (through evaluation's repository), and the
// company's checklist is copied when none was sent. A dismissal is not deleted, and its employee not changed.
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { estabilidade } from '../sst/api.ts';
import { modeloChecklist, participacoesAbertas, retirarAcesso } from './desligamento.ts';
import { MSG_DESLIGAMENTO } from './messages.ts';

type Colaborador = { nome: string; admissao: string; status: string | null; usuario_id: number | null };

async function colaborador(ctx: HookContext, id: number): Promise<Colaborador> {
  const { rows } = await sql<Colaborador>`
    SELECT nome, to_char(data_admissao, 'YYYY-MM-DD') AS admissao, status, usuario_id FROM colaborador
     WHERE id = ${id} AND empresa_id = ${ctx.session.empresaId} FOR UPDATE`.execute(ctx.db);
  return rows[0]!;
}

async function conferirData(ctx: HookContext, data: RecordData, c: Colaborador) {
  if (data.data < c.admissao) throw fieldError('data', MSG_DESLIGAMENTO.antesDaAdmissao(c.admissao));
  const { rows } = await sql<{ ativo: boolean | null }>`
    SELECT ativo FROM motivo_desligamento WHERE id = ${data.motivo.id}`.execute(ctx.db);
  if (rows[0]?.ativo === false) throw fieldError('motivo', MSG_DESLIGAMENTO.motivoInativo);
}

export default defineHooks('gestao-talentos/desligamentos', {
  async beforeCreate(ctx, data) {
    const c = await colaborador(ctx, data.colaborador.id);
    if (c.status === 'D') throw fieldError('colaborador', MSG_DESLIGAMENTO.jaDesligado);
    await conferirData(ctx, data, c);
    const confirmado = (data.confirmarEstabilidade ?? ctx.input?.confirmarEstabilidade) === true;
    const e = await estabilidade(ctx.db, ctx.session.empresaId, data.colaborador.id, data.data);
    if (e && !confirmado) throw conflict(MSG_DESLIGAMENTO.estabilidade(c.nome, e.ate, e.motivo));
    if (!Array.isArray(data.checklist) || data.checklist.length === 0)
      data.checklist = (await modeloChecklist(ctx.db, ctx.session)).map((it) =>
        // the access item is done by the dismissal itself (afterCreate), or there was nothing to remove
        it.tipo === 'ACESSO'
          ? {
              ...it,
              concluido: true,
              concluidoEm: data.data,
              observacao: c.usuario_id
                ? 'Acesso retirado no desligamento.'
                : 'Talento sem usuário no sistema.',
            }
          : { ...it, concluido: false },
      );
  },

  async afterCreate(ctx, record) {
    const id = record.colaborador.id as number;
    const c = await colaborador(ctx, id);
    const repo = ctx.repo('cargo-salario/colaboradores');
    const { id: _, ...atual } = await repo.get(id);
    await repo.update(id, { ...atual, status: 'D', dataDesligamento: record.data });
    await retirarAcesso(ctx.db, ctx.session.empresaId, c.usuario_id);
    const participantes = ctx.repo('avaliacao/participantes-avaliacao-desempenho');
    for (const p of await participacoesAbertas(ctx.db, ctx.session.empresaId, id, record.data))
      await participantes.remove(p);
  },

  async beforeUpdate(ctx, data, previous) {
    if (data.colaborador.id !== previous.colaborador.id)
      throw fieldError('colaborador', MSG_DESLIGAMENTO.trocaTalento);
    if (data.data !== previous.data || data.motivo.id !== previous.motivo.id)
      await conferirData(ctx, data, await colaborador(ctx, data.colaborador.id));
  },

  async afterUpdate(ctx, record, previous) {
    if (record.data === previous.data) return;
    const repo = ctx.repo('cargo-salario/colaboradores');
    const { id: _, ...atual } = await repo.get(record.colaborador.id);
    await repo.update(record.colaborador.id, { ...atual, dataDesligamento: record.data });
  },

  beforeDelete() {
    throw conflict(MSG_DESLIGAMENTO.naoExclui);
  },

  async afterRead(ctx, records) {
    if (records.length === 0) return;
    const { rows } = await sql<{ id: number; n: number }>`
      SELECT owner_id AS id, count(*)::int AS n FROM desligamento_checklist
       WHERE owner_id = ANY(${records.map((r) => r.id)}::int[]) AND concluido IS NOT TRUE GROUP BY owner_id`.execute(
      ctx.db,
    );
    const n = new Map(rows.map((r) => [r.id, r.n]));
    for (const r of records) r.checklistPendente = n.get(r.id) ?? 0;
  },
});
