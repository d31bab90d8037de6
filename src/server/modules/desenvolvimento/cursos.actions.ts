// Course actions (spec §7 Course): POST /{id}/clone-curso — a copy of the course (workload, evaluations,
// category, certificate settings), named '<nome> (Clone)' unless a name is given, without its classes.
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { CURSOS, ROLE_DESENVOLVIMENTO } from './desenvolvimento.ts';

export default defineActions([
  {
    name: 'clone-curso',
    method: 'POST',
    path: 'desenvolvimento/cursos/:id/clone-curso',
    summary: 'Clona o curso (sem as turmas), com o nome informado ou "<nome> (Clone)"',
    authority: ROLE_DESENVOLVIMENTO,
    ids: { id: CURSOS },
    body: 'desenvolvimento/_acoes/clone-curso',
    bodyOptional: true,
    status: 201,
    async handler(ctx) {
      const repo = ctx.repo(CURSOS);
      const { id: _id, ...original } = await repo.get(ctx.params.id);
      let nome = ctx.body?.nome as string | undefined;
      if (!nome) {
        // the first free '(Clone)', '(Clone 2)'… so cloning twice does not hit the unique name
        const base = `${original.nome} (Clone`.slice(0, 90);
        const { rows } = await sql<{ nome: string }>`
          SELECT nome FROM curso WHERE empresa_id = ${ctx.session.empresaId} AND nome LIKE ${`${base}%`}`.execute(
          ctx.db,
        );
        const usados = new Set(rows.map((r) => r.nome.toLowerCase()));
        nome = `${base})`;
        for (let n = 2; usados.has(nome.toLowerCase()); n++) nome = `${base} ${n})`;
      }
      const copia = await repo.create({ ...original, nome } as typeof original);
      ctx.audit = { resource: CURSOS, recordId: copia.id };
      return copia;
    },
  },
]);
