// The questionnaire printed (GET <model register>/:id/relatorio): its questions by aspect, with type, options
// and weights. The declaration has no authority of its own (any register may be a questionnaire): the rows
// exist only for a session that may read the model's register, and only for a model of its company.
import { sql } from 'kysely';
import { hasAuthority } from '../../../auth/session.ts';
import { declaracao } from '../../../questionarios/questionario.ts';
import { defineReportQuery } from '../../../reports/context.ts';
import { loadRegistry } from '../../../schema-loader.ts';

const registry = loadRegistry();
const TIPOS = JSON.stringify({ 1: 'Objetiva', 3: 'Subjetiva', 4: 'Nota', 5: 'Múltipla Escolha' });

export default defineReportQuery((f, { session }) => {
  const resource = registry.find(f.cadastro as string);
  const permitido = !!declaracao(resource) && hasAuthority(session, resource!.meta.authority?.read);
  return sql`SELECT coalesce(a.nome, 'Sem aspecto') AS aspecto, coalesce(a.id, 0) AS aspecto_id, p.ordem,
      p.texto AS pergunta, ${TIPOS}::jsonb ->> p.tipo::text AS tipo,
      CASE WHEN p.tipo = 4 THEN 'Nota de ' || p.nota_minima || ' a ' || p.nota_maxima
        ELSE (SELECT string_agg(o.texto || ' (' || trim_scale(coalesce(o.peso, 1)) || ')', ' / ' ORDER BY o.posicao, o.id)
                FROM questionario_pergunta_respostas o WHERE o.owner_id = p.id) END AS opcoes,
      coalesce(p.peso, 1) AS peso, coalesce(p.obrigatoria, false) AS obrigatoria
    FROM questionario_pergunta p LEFT JOIN questionario_aspecto a ON a.id = p.aspecto_id
    WHERE ${permitido} AND p.empresa_id = ${session.empresaId} AND p.cadastro = ${f.cadastro} AND p.modelo_id = ${f.modeloId}
    ORDER BY a.nome NULLS LAST, a.id, p.ordem, p.id`;
});
