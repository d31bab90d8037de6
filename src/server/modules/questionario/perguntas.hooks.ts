// Questions of a questionnaire (spec §3 Question, §5): what depends on the model and on the answers given.
// * the model is a questionnaire record of this company (modelo.ts); the aspect, one of the same model;
// * the type is one the model register allows; options only for Objetiva and Múltipla Escolha; the note range
//   only for Nota, defaulting to the register's (1 to 10; 0 to 10 in course evaluations), minimum below maximum;
// * ordem defaults to the next one;
// * answers already given stay valid (docs/avaliacao.md): a question with answers keeps its type, weight, note
//   range and options (ids and weights; texts may change) and cannot be deleted; once the model has answers,
//   no question becomes obligatory (finished sheets would lack its answer).
import { sql } from 'kysely';
import { TIPO } from '../../../shared/questionario/tipos.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import {
  MSG_QUESTIONARIO,
  PERGUNTAS,
  possuiRespostas,
  proximaOrdem,
} from '../../questionarios/questionario.ts';
import { conferirModelo } from './modelo.ts';

const COM_OPCOES: number[] = [TIPO.objetiva, TIPO.multiplaEscolha];

async function respostasDaPergunta(ctx: HookContext, perguntaId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM questionario_resposta
    WHERE pergunta_id = ${perguntaId}`.execute(ctx.db);
  return rows[0].n;
}

const obrigatoriaAgora = (d: RecordData) => d.obrigatoria === true || d.obrigatoriaAutoavaliacao === true;

/** The option list keeps its ids and weights (texts may change). */
function mesmasOpcoes(antes: RecordData[] = [], depois: RecordData[] = []) {
  if (antes.length !== depois.length) return false;
  const pesos = new Map(antes.map((o) => [o.id, Number(o.peso ?? 1)]));
  return depois.every((o) => pesos.has(o.id) && pesos.get(o.id) === Number(o.peso ?? 1));
}

async function conferir(ctx: HookContext, data: RecordData, previous?: RecordData) {
  const decl = await conferirModelo(ctx, data, previous);
  const { db, session } = ctx;
  if (!decl.tipos.includes(data.tipo)) throw fieldError('tipo', MSG_QUESTIONARIO.tipoNaoPermitido);
  if (data.aspecto) {
    const { rows } = await sql`SELECT 1 FROM questionario_aspecto WHERE id = ${data.aspecto.id}
      AND empresa_id = ${session.empresaId} AND cadastro = ${data.cadastro} AND modelo_id = ${data.modeloId}`.execute(
      db,
    );
    if (rows.length === 0) throw fieldError('aspecto', MSG_QUESTIONARIO.aspectoDeOutro);
  }
  if (!COM_OPCOES.includes(data.tipo)) data.respostas = [];
  if (data.tipo === TIPO.nota) {
    data.notaMinima ??= decl.notaMinima;
    data.notaMaxima ??= decl.notaMaxima;
    if (data.notaMinima >= data.notaMaxima) throw fieldError('notaMinima', MSG_QUESTIONARIO.notaMinimaMaior);
  } else {
    delete data.notaMinima;
    delete data.notaMaxima;
  }
  // NPS (a 0–10 'would you recommend' question, e.g. eNPS in surveys) needs exactly that scale
  if (data.nps === true && !(data.tipo === TIPO.nota && data.notaMinima === 0 && data.notaMaxima === 10))
    throw fieldError('nps', MSG_QUESTIONARIO.npsSoNota);
  data.ordem ??= previous?.ordem ?? (await proximaOrdem(db, session.empresaId, data.cadastro, data.modeloId));

  const modeloRespondido = await possuiRespostas(db, data.cadastro, data.modeloId);
  if (modeloRespondido && obrigatoriaAgora(data) && !(previous && obrigatoriaAgora(previous)))
    throw conflict(MSG_QUESTIONARIO.comRespostas);
  if (previous && modeloRespondido && (await respostasDaPergunta(ctx, previous.id)) > 0) {
    const mudou =
      data.tipo !== previous.tipo ||
      Number(data.peso ?? 1) !== Number(previous.peso ?? 1) ||
      (data.notaMinima ?? null) !== (previous.notaMinima ?? null) ||
      (data.notaMaxima ?? null) !== (previous.notaMaxima ?? null) ||
      !mesmasOpcoes(previous.respostas, data.respostas);
    if (mudou) throw conflict(MSG_QUESTIONARIO.comRespostas);
  }
}

export default defineHooks(PERGUNTAS, {
  beforeCreate: (ctx, data) => conferir(ctx, data),
  beforeUpdate: (ctx, data, previous) => conferir(ctx, data, previous),
  async beforeDelete(ctx, previous) {
    if ((await respostasDaPergunta(ctx, previous.id)) > 0) throw conflict(MSG_QUESTIONARIO.comRespostas);
  },
  /** perguntasRespondidas (spec §3 Question): how many sheets answered the question. */
  async afterRead(ctx, records) {
    const ids = records.map((r) => r.id as number);
    const { rows } = await sql<{ id: number; n: number }>`SELECT pergunta_id AS id, count(*)::int AS n
      FROM questionario_resposta WHERE pergunta_id = ANY(${ids}::int[]) GROUP BY pergunta_id`.execute(ctx.db);
    const porId = new Map(rows.map((r) => [r.id, r.n]));
    for (const r of records) r.perguntasRespondidas = porId.get(r.id as number) ?? 0;
  },
});
