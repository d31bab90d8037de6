// Surveys (spec §7 Surveys):
// * 'liberada' changes only through the release actions (the generic PUT keeps it); a new survey is blocked;
// * once answered, the anonymity stays (answers were given under it), and a closed anonymous survey is never
//   reopened: its results may have been seen, and one more answer compared with them would tell its author's;
// * deleting takes the participants along, and is refused once answered (the engine refuses it too).
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { parametrosSistema } from '../utilitario/api.ts';
import { MSG_PESQUISA, PERGUNTAS_POR_PARTE_MAXIMO, PESQUISAS, pesquisaTemFolhas } from './pesquisa.ts';

async function conferir(ctx: HookContext, data: RecordData, previous?: RecordData) {
  data.liberada = previous?.liberada ?? false;
  // a pulse repeats every N weeks or months: both or neither
  if ((data.repetirCada === undefined) !== (data.repetirUnidade === undefined))
    throw fieldError(
      data.repetirCada === undefined ? 'repetirCada' : 'repetirUnidade',
      MSG_PESQUISA.repeticaoIncompleta,
    );
  if (!previous || !(await pesquisaTemFolhas(ctx.db, previous.id))) return;
  if (!!data.anonima !== !!previous.anonima) throw conflict(MSG_PESQUISA.anonimatoComRespostas);
  if (previous.anonima && previous.dataFim < today() && data.dataFim !== previous.dataFim)
    throw conflict(MSG_PESQUISA.encerradaAnonima);
}

/** Questions per part left blank: the installation's choice (system parameters), as the survey's own value. */
async function partesPadrao(ctx: HookContext, data: RecordData) {
  if (data.perguntasPorPagina !== undefined && data.perguntasPorPagina !== null) return;
  const { paginarPesquisas, perguntasPorPagina } = await parametrosSistema(ctx.db);
  data.perguntasPorPagina = paginarPesquisas ? perguntasPorPagina : PERGUNTAS_POR_PARTE_MAXIMO;
}

export default defineHooks(PESQUISAS, {
  async beforeCreate(ctx, data) {
    await partesPadrao(ctx, data);
    await conferir(ctx, data);
  },
  beforeUpdate: (ctx, data, previous) => conferir(ctx, data, previous),
  async beforeDelete(ctx, previous) {
    if (await pesquisaTemFolhas(ctx.db, previous.id)) throw conflict(MSG_PESQUISA.excluirComRespostas);
    await sql`DELETE FROM pesquisa_participante WHERE pesquisa_id = ${previous.id}`.execute(ctx.db);
  },
});
