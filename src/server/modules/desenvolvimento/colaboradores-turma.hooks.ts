// desenvolvimento/colaboradores-turma: grades only in the evaluations of the class's course, one each (0 to 10
// in a 'Nota' evaluation); attendance, approval and the reason of a failure are computed on every read.
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, validationError } from '../../http/errors.ts';
import { MSG_DES } from './messages.ts';
import { situacoes } from './situacao.ts';

type Nota = { avaliacaoCurso: { id: number }; nota: number };

async function conferirNotas(ctx: HookContext, data: RecordData) {
  const notas = (data.notas ?? []) as Nota[];
  if (notas.length === 0) return;
  const { rows } = await sql<{ id: number; tipo: string }>`
    SELECT a.id, a.tipo FROM turma t
      JOIN curso_avaliacoes_curso j ON j.owner_id = t.curso_id
      JOIN avaliacao_curso a ON a.id = j.ref_id
     WHERE t.id = ${(data.turma as { id: number }).id}`.execute(ctx.db);
  const doCurso = new Map(rows.map((r) => [r.id, r.tipo]));
  const erros: FieldError[] = [];
  const vistas = new Set<number>();
  notas.forEach((n, i) => {
    const id = n.avaliacaoCurso.id;
    const tipo = doCurso.get(id);
    if (tipo === undefined)
      erros.push({ field: `notas.${i}.avaliacaoCurso`, message: MSG_DES.avaliacaoDeOutroCurso });
    else if (vistas.has(id))
      erros.push({ field: `notas.${i}.avaliacaoCurso`, message: MSG_DES.avaliacaoRepetida });
    else if (tipo === 'n' && Number(n.nota) > 10)
      erros.push({ field: `notas.${i}.nota`, message: MSG_DES.notaAte10 });
    vistas.add(id);
  });
  if (erros.length) throw validationError(erros);
}

const VIRTUAIS = ['frequencia', 'aprovado', 'motivoReprovacao'];

export default defineHooks('desenvolvimento/colaboradores-turma', {
  beforeCreate: (ctx, data) => conferirNotas(ctx, data),
  async beforeUpdate(ctx, data, previous) {
    // the attendance rows are of the class's days: moving the enrolment would carry them to another class
    const mesmo = (campo: string) =>
      (data[campo] as { id: number }).id === (previous[campo] as { id: number }).id;
    if (!mesmo('turma') || !mesmo('colaborador')) throw conflict(MSG_DES.inscricaoFixa);
    await conferirNotas(ctx, data);
  },
  async afterRead(ctx, records) {
    if (ctx.fields && !VIRTUAIS.some((f) => ctx.fields!.has(f))) return;
    const porId = await situacoes(
      ctx.db,
      records.map((r) => r.id as number),
    );
    for (const r of records) {
      const s = porId.get(r.id as number);
      if (!s) continue;
      r.frequencia = s.frequencia;
      r.aprovado = s.aprovado;
      r.motivoReprovacao = s.motivoReprovacao;
    }
  },
});
