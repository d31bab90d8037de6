// gestao-talentos/colaboradores-ocorrencias: the same type may not overlap on the same employee (the message
// names the period it meets); an occurrence does not start before the admission; a manager (no access to every
// area) registers and sees occurrences only of the employees of the areas it is responsible for, with sub-areas.
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { areasDoUsuario, historicosVigentes } from '../cargo-salario/api.ts';
import { MSG_OCORRENCIA } from './messages.ts';
import { ocorrenciaSobreposta, podeRegistrarPara, travarColaborador } from './ocorrencias.ts';

async function conferir(ctx: HookContext, data: RecordData, excetoId: number | null) {
  const colaboradorId = data.colaborador.id as number;
  const dataIni = data.dataIni as string;
  if (!(await podeRegistrarPara(ctx.db, ctx.registry, ctx.session, colaboradorId, dataIni)))
    throw fieldError('colaborador', MSG_OCORRENCIA.foraDasAreas);
  const { rows } = await sql<{ admissao: string | null }>`
    SELECT to_char(data_admissao, 'YYYY-MM-DD') AS admissao FROM colaborador WHERE id = ${colaboradorId}`.execute(
    ctx.db,
  );
  const admissao = rows[0]?.admissao;
  if (admissao && dataIni < admissao) throw fieldError('dataIni', MSG_OCORRENCIA.antesDaAdmissao(admissao));
  await travarColaborador(ctx.db, colaboradorId);
  const s = await ocorrenciaSobreposta(ctx.db, ctx.session.empresaId, {
    colaboradorId,
    tipoId: data.tipoOcorrencia.id,
    dataIni,
    dataFim: data.dataFim ?? null,
    excetoId,
  });
  if (s) throw fieldError('dataIni', MSG_OCORRENCIA.sobreposta(s.tipo, s.ini, s.fim));
}

export default defineHooks('gestao-talentos/colaboradores-ocorrencias', {
  beforeCreate: (ctx, data) => conferir(ctx, data, null),
  async beforeUpdate(ctx, data, previous) {
    // a manager may not move an occurrence away from (or out of) its areas either
    if (
      !(await podeRegistrarPara(ctx.db, ctx.registry, ctx.session, previous.colaborador.id, previous.dataIni))
    )
      throw fieldError('colaborador', MSG_OCORRENCIA.foraDasAreas);
    await conferir(ctx, data, previous.id as number);
  },
  async beforeDelete(ctx, previous) {
    if (
      !(await podeRegistrarPara(ctx.db, ctx.registry, ctx.session, previous.colaborador.id, previous.dataIni))
    )
      throw fieldError('colaborador', MSG_OCORRENCIA.foraDasAreas);
  },
  async listConditions(ctx) {
    const { todas, areasIds } = await areasDoUsuario(ctx.db, ctx.registry, ctx.session);
    if (todas) return [];
    return [
      sql`EXISTS (SELECT 1 FROM ${historicosVigentes(ctx.session.empresaId, today())} h
        WHERE h.colaborador_id = t.colaborador_id AND h.area_organizacional_id = ANY(${areasIds}::int[]))`,
    ];
  },
});
