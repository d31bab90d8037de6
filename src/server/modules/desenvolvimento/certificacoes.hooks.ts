// desenvolvimento/certificacoes: the prerequisite chain never comes back to the certification (the refusal names
// both), and the certificate text uses only the placeholders the certificate fills.
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import { MARCADORES } from './certificado-texto.ts';
import { MSG_DES } from './messages.ts';

async function conferir(ctx: HookContext, data: RecordData, id?: number) {
  const desconhecido = [...String(data.certificadoConteudo ?? '').matchAll(/\{[^{}\s]*\}/g)]
    .map((m) => m[0])
    .find((m) => !MARCADORES.includes(m));
  if (desconhecido) throw fieldError('certificadoConteudo', MSG_DES.marcadorDesconhecido(desconhecido));
  const pre = (data.certificacaoPreRequisito as { id: number } | undefined)?.id;
  if (pre === undefined || id === undefined) return;
  if (pre === id) throw fieldError('certificacaoPreRequisito', MSG_DES.preRequisitoSiMesma);
  // the chain above the chosen prerequisite (at most as long as there are certifications)
  const { rows } = await sql<{ ciclo: boolean; nome: string }>`
    WITH RECURSIVE cadeia(id, caminho) AS (
      SELECT id, ARRAY[id] FROM certificacao WHERE id = ${pre}
      UNION ALL
      SELECT c.certificacao_pre_requisito_id, cadeia.caminho || c.certificacao_pre_requisito_id
        FROM cadeia JOIN certificacao c ON c.id = cadeia.id
       WHERE c.certificacao_pre_requisito_id IS NOT NULL AND NOT c.certificacao_pre_requisito_id = ANY(cadeia.caminho)
    )
    SELECT EXISTS (SELECT 1 FROM cadeia WHERE id = ${id}) AS ciclo,
           (SELECT nome FROM certificacao WHERE id = ${pre}) AS nome`.execute(ctx.db);
  if (rows[0]!.ciclo)
    throw fieldError('certificacaoPreRequisito', MSG_DES.preRequisitoCiclo(rows[0]!.nome, String(data.nome)));
}

export default defineHooks('desenvolvimento/certificacoes', {
  beforeCreate: (ctx, data) => conferir(ctx, data),
  beforeUpdate: (ctx, data, previous) => conferir(ctx, data, previous.id as number),
});
