// POST /api/sst/grupos-homogeneos/:id/clonar: a new group with the same histories (date, place, environments,
// functions, agents, description), named as asked or '<nome> (cópia)'; written through the register, so its
// rules and audit apply. Answers the new group (201).
import { defineActions } from '../../actions/action.ts';
import { nomeCopiaGhe } from './messages.ts';
import { ROLE_SST } from './sst.ts';

const GHE = 'sst/grupos-homogeneos';

export default defineActions([
  {
    name: 'grupo-homogeneo-clonar',
    method: 'POST',
    path: `${GHE}/:id/clonar`,
    summary: 'Cria uma cópia do grupo homogêneo de exposição, com os seus históricos',
    authority: ROLE_SST,
    ids: { id: GHE },
    body: 'sst/_acoes/grupo-homogeneo-clonar',
    bodyOptional: true,
    status: 201,
    async handler(ctx) {
      const repo = ctx.repo(GHE);
      const origem = await repo.get(ctx.params.id);
      const [primeiro, ...outros] = origem.historicos.map(({ id: _id, ...h }) => h);
      const copia = await repo.create({
        nome: ctx.body?.nome ?? nomeCopiaGhe(origem.nome),
        historicos: [primeiro!, ...outros],
      });
      ctx.audit = { resource: GHE, recordId: copia.id, changes: [{ campo: 'clonadoDe', para: origem.id }] };
      return copia;
    },
  },
]);
