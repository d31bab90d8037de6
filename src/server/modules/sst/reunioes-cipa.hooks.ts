// sst/reunioes-cipa: a meeting falls within its mandate, and only the mandate's members sign its attendance.
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';
import { lerMandato, MSG_CIPA } from './cipa.ts';

async function conferir(ctx: HookContext, data: RecordData) {
  const mandato = await lerMandato(ctx.db, data.mandato.id);
  const erros: FieldError[] = [];
  if (data.data < mandato.inicio || data.data > mandato.fim)
    erros.push({ field: 'data', message: MSG_CIPA.foraDoMandato(mandato.inicio, mandato.fim) });
  const presentes = (data.presentes ?? []) as number[];
  const estranhos = presentes.filter((id) => !mandato.membros.has(id));
  if (estranhos.length) {
    const { rows } = await sql<{ id: number; nome: string }>`
      SELECT id, nome FROM colaborador WHERE id = ANY(${estranhos}::int[])`.execute(ctx.db);
    const nome = new Map(rows.map((r) => [r.id, r.nome]));
    presentes.forEach((id, i) => {
      if (!mandato.membros.has(id))
        erros.push({ field: `presentes.${i}`, message: MSG_CIPA.naoMembro(nome.get(id) ?? String(id)) });
    });
  }
  if (erros.length) throw validationError(erros);
}

export default defineHooks('sst/reunioes-cipa', {
  beforeCreate: (ctx, data) => conferir(ctx, data),
  beforeUpdate: (ctx, data) => conferir(ctx, data),
});
