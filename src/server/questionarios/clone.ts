// Clone of a questionnaire model (spec §7 "POST /{id}?empresas"): the model record, its aspects and its
// questions with their options, into the session's company or into each company listed (that the user may
// reach). The title gets ' (Clone)'. References to another company's records cannot follow the copy: they
// are left out (the register's own rules then decide whether the copy needs them).
import { sql } from 'kysely';
import type { JsonSchema, Resource } from '../../shared/schema/types.ts';
import type { ActionContext } from '../actions/action.ts';
import type { RecordData } from '../crud/hooks.ts';
import { fieldError } from '../http/errors.ts';
import { MSG_QUESTIONARIO } from './questionario.ts';

export const SUFIXO_CLONE = ' (Clone)';

/** The record as a body of the same register: no id, nothing computed, no files, no foreign references. */
export function copiaDoRegistro(
  registry: ActionContext['engine']['registry'],
  resource: Resource,
  record: RecordData,
  outraEmpresa: boolean,
): RecordData {
  const copy = (schema: JsonSchema, value: RecordData): RecordData => {
    const out: RecordData = {};
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      const v = value[name];
      if (v === undefined || v === null || name === 'id') continue;
      if (prop.readOnly || prop['x-virtual'] || prop['x-file']) continue;
      const ref = prop['x-ref'];
      if (ref && outraEmpresa && registry.get(ref).meta.tenant === 'empresa') continue;
      if (ref && !Array.isArray(v)) out[name] = { id: (v as RecordData).id };
      else if (Array.isArray(v) && prop.items?.properties)
        out[name] = v.map((item: RecordData) => copy(prop.items!, item));
      else if (typeof v === 'object' && !Array.isArray(v) && prop.properties) out[name] = copy(prop, v);
      else out[name] = v;
    }
    return out;
  };
  return copy(resource.schema, record);
}

/** The title with ' (Clone)', cut so that it still fits the field. */
export function tituloDeClone(resource: Resource, titulo: string): string {
  const max = resource.schema.properties?.[resource.recordTitle]?.maxLength ?? 250;
  return `${titulo.slice(0, Math.max(0, max - SUFIXO_CLONE.length))}${SUFIXO_CLONE}`;
}

/** Copies aspects and questions (with options) of a model into another model record. */
export async function copiarPerguntas(
  ctx: Pick<ActionContext, 'db' | 'session'>,
  cadastro: string,
  de: { empresaId: number; modeloId: number },
  para: { empresaId: number; modeloId: number; cadastro?: string },
) {
  const destino = para.cadastro ?? cadastro;
  const user = ctx.session.userId;
  const aspectos = await sql<{ antigo: number; novo: number }>`WITH origem AS (
      SELECT id, nome FROM questionario_aspecto
       WHERE empresa_id = ${de.empresaId} AND cadastro = ${cadastro} AND modelo_id = ${de.modeloId}
    ), novos AS (
      INSERT INTO questionario_aspecto (empresa_id, cadastro, modelo_id, nome, created_by, updated_by)
      SELECT ${para.empresaId}, ${destino}, ${para.modeloId}, nome, ${user}, ${user} FROM origem
      RETURNING id, nome
    ) SELECT o.id AS antigo, n.id AS novo FROM origem o JOIN novos n ON n.nome = o.nome`.execute(ctx.db);
  const mapa = JSON.stringify(Object.fromEntries(aspectos.rows.map((a) => [a.antigo, a.novo])));
  // one statement per question keeps the option rows attached to their copy
  const perguntas = await sql<{ id: number }>`SELECT id FROM questionario_pergunta
    WHERE empresa_id = ${de.empresaId} AND cadastro = ${cadastro} AND modelo_id = ${de.modeloId} ORDER BY ordem, id`.execute(
    ctx.db,
  );
  for (const { id } of perguntas.rows)
    await sql`WITH nova AS (
        INSERT INTO questionario_pergunta (empresa_id, cadastro, modelo_id, ordem, aspecto_id, texto, tipo,
          nota_minima, nota_maxima, exigir_comentario, comentario, peso, obrigatoria, obrigatoria_autoavaliacao,
          nps, created_by, updated_by)
        SELECT ${para.empresaId}, ${destino}, ${para.modeloId}, ordem, (${mapa}::jsonb ->> aspecto_id::text)::int,
          texto, tipo, nota_minima, nota_maxima, exigir_comentario, comentario, peso, obrigatoria,
          obrigatoria_autoavaliacao, nps, ${user}, ${user}
        FROM questionario_pergunta WHERE id = ${id} RETURNING id
      ) INSERT INTO questionario_pergunta_respostas (owner_id, posicao, texto, peso, created_by, updated_by)
        SELECT nova.id, o.posicao, o.texto, o.peso, ${user}, ${user}
          FROM nova, questionario_pergunta_respostas o WHERE o.owner_id = ${id}`.execute(ctx.db);
}

/** Clones the model record `id` of `resource` into each company; answers [{empresaId, id}]. */
export async function clonarModelo(
  ctx: ActionContext,
  resource: Resource,
  id: number,
  empresas: number[] | undefined,
): Promise<{ empresaId: number; id: number }[]> {
  const { engine, session, db } = ctx;
  const destinos = empresas?.length ? empresas : [session.empresaId];
  for (const e of destinos)
    if (!session.isAdmin && !session.empresasIds.includes(e))
      throw fieldError('empresas', MSG_QUESTIONARIO.empresaNaoPermitida);
  const repo = engine.repository(resource.path);
  const original = await repo.get(session, id, db);
  const titulo = String(original[resource.recordTitle] ?? '');
  const clones: { empresaId: number; id: number }[] = [];
  for (const empresaId of destinos) {
    const body = copiaDoRegistro(engine.registry, resource, original, empresaId !== session.empresaId);
    body[resource.recordTitle] = tituloDeClone(resource, titulo);
    const novo = await repo.create({ ...session, empresaId }, body, { tx: db });
    await copiarPerguntas(
      ctx,
      resource.path,
      { empresaId: session.empresaId, modeloId: id },
      {
        empresaId,
        modeloId: novo.id as number,
      },
    );
    clones.push({ empresaId, id: novo.id as number });
  }
  ctx.audit = { resource: resource.path, recordId: id, changes: [{ campo: 'clones', para: clones }] };
  return clones;
}
