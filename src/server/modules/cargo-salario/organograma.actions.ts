// GET /api/cargo-salario/areas-organizacionais/organogramas?ativa=true&areaOrganizacionalId=
// → the org chart of the session's company (organograma.ts): [{id, nome, ativo, areaMaeId, email?,
// colaboradores, colaboradoresSubarvore, filhas: [...]}], the roots (or the asked area) by name.
// `ativa` defaults to true (active areas only); false takes the inactive ones too. An area of another
// company (or none) is a 404, like the register's own GET /:id. The static segment wins over the
// register's GET /:id in Fastify's router.
import { defineActions } from '../../actions/action.ts';
import { notFound } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { areasComContagem, montarOrganograma } from './organograma.ts';

const PATH = 'cargo-salario/areas-organizacionais';

export default defineActions([
  {
    name: 'organogramas',
    method: 'GET',
    path: `${PATH}/organogramas`,
    summary: 'Organograma da empresa (ou a partir de uma área), com as contagens de talentos',
    authority: 'ROLE_CARGO_SALARIO',
    query: 'cargo-salario/_acoes/organograma-filtro',
    async handler({ db, engine, session, query }) {
      const areas = engine.registry.get(PATH);
      const ativa: boolean = query.ativa ?? true;
      const raizId: number | undefined = query.areaOrganizacionalId;
      const linhas = await areasComContagem(db, areas.table, session.empresaId, today(), ativa);
      const arvore = montarOrganograma(linhas, raizId);
      // not in the answer: an inactive area asked with ativa=true (nothing to show), or no such area here
      if (raizId !== undefined && arvore.length === 0 && !linhas.some((l) => l.id === raizId)) {
        const existe = await db
          .selectFrom(areas.table)
          .select('id')
          .where('id', '=', raizId)
          .where('empresa_id', '=', session.empresaId)
          .executeTakeFirst();
        if (!existe) throw notFound();
      }
      return arvore;
    },
  },
]);
