// Questionários (spec §2 /pesquisa/questionarios): every questionnaire of the company, whatever register holds
// it (surveys, evaluation models, candidate evaluation models… any register that declares
// x-resource.questionario), with its kind and number of questions, for the registers the user may read. The
// questions, their order and the print are each register's own engine routes (P/:id/perguntas, …/relatorio).
//   GET pesquisa/questionarios?titulo=
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { hasAuthority } from '../../auth/session.ts';
import { cadastrosDeQuestionario, colunaTitulo } from '../../questionarios/questionario.ts';
import { ROLE } from './pesquisa.ts';

export default defineActions([
  {
    name: 'pesquisa-questionarios',
    method: 'GET',
    path: 'pesquisa/questionarios',
    summary:
      'Todos os questionários da empresa (pesquisas, modelos de avaliação…), com o tipo e as perguntas',
    authority: ROLE,
    query: 'pesquisa/_acoes/questionarios-filtro',
    async handler(ctx) {
      const legiveis = cadastrosDeQuestionario(ctx.engine.registry).filter(
        (r) => r.meta.tenant === 'empresa' && hasAuthority(ctx.session, r.meta.authority?.read),
      );
      if (legiveis.length === 0) return [];
      const busca = ctx.query.titulo ? `%${ctx.query.titulo}%` : null;
      const partes = legiveis.map(
        (r) => sql`SELECT ${r.path}::text AS cadastro, ${r.meta.label}::text AS tipo, m.id,
            ${sql.ref(`m.${colunaTitulo(r)}`)}::text AS titulo,
            (SELECT count(*)::int FROM questionario_pergunta p WHERE p.cadastro = ${r.path} AND p.modelo_id = m.id) AS perguntas
          FROM ${sql.table(r.table)} m WHERE m.empresa_id = ${ctx.session.empresaId}`,
      );
      const { rows } = await sql`SELECT * FROM (${sql.join(partes, sql` UNION ALL `)}) q
        WHERE ${busca}::text IS NULL OR gente_search(q.titulo) LIKE gente_search(${busca})
        ORDER BY gente_search(q.tipo), gente_search(q.titulo), q.id LIMIT 1000`.execute(ctx.db);
      return rows;
    },
  },
]);
