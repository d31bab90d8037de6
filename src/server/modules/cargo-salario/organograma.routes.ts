// GET /api/cargo-salario/areas-organizacionais/organogramas?ativa=true&areaOrganizacionalId=
// → the org chart of the session's company (organograma.ts): [{id, nome, ativo, areaMaeId, email?,
// colaboradores, colaboradoresSubarvore, filhas: [...]}], the roots (or the asked area) by name.
// `ativa` defaults to true (active areas only); false takes the inactive ones too. An area of another
// company (or none) is a 404, like the register's own GET /:id. The static segment wins over the
// register's GET /:id in Fastify's router.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../../shared/messages.ts';
import type { ModuleRoutesOptions } from '../../app.ts';
import { requireAuthority } from '../../auth/session.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { areasComContagem, montarOrganograma } from './organograma.ts';
import { queryInt, today } from './query-params.ts';

const PATH = 'cargo-salario/areas-organizacionais';

function ativaDaQuery(request: FastifyRequest): boolean {
  const raw = (request.query as Record<string, unknown>).ativa;
  if (raw === undefined || raw === '' || raw === 'true') return true;
  if (raw === 'false') return false;
  throw badRequest(`${MSG.invalidFilter} (ativa)`);
}

export default async function organogramaRoutes(app: FastifyInstance, { engine }: ModuleRoutesOptions) {
  const areas = engine.registry.get(PATH);

  app.get(`/api/${PATH}/organogramas`, async (request) => {
    const session = requireAuthority(request, areas.meta.authority?.read);
    const ativa = ativaDaQuery(request);
    const raizId = queryInt(
      request.query as Record<string, unknown>,
      'areaOrganizacionalId',
      'Área Organizacional',
    );
    const linhas = await areasComContagem(engine.db, areas.table, session.empresaId, today(), ativa);
    const arvore = montarOrganograma(linhas, raizId);
    // not in the answer: an inactive area asked with ativa=true (nothing to show), or no such area here
    if (raizId !== undefined && arvore.length === 0 && !linhas.some((l) => l.id === raizId)) {
      const existe = await engine.db
        .selectFrom(areas.table)
        .select('id')
        .where('id', '=', raizId)
        .where('empresa_id', '=', session.empresaId)
        .executeTakeFirst();
      if (!existe) throw notFound();
    }
    return arvore;
  });
}
