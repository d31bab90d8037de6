// GET /api/utilitario/estabelecimentos/:id/ambientes?data= (spec §7 "Establishment: GET {id}/ambientes
// (data)"): the environments located in the establishment (local E) whose history entry in force on the date
// (default today) is not ended, by name, with that entry's name and dates.
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { today } from '../../http/params.ts';
import { vigentes } from './historicos.ts';
import { ROLE_SST } from './sst.ts';

export default defineActions([
  {
    name: 'ambientes-do-estabelecimento',
    method: 'GET',
    path: 'utilitario/estabelecimentos/:id/ambientes',
    summary: 'Ambientes vigentes na data num estabelecimento',
    authority: ROLE_SST,
    ids: { id: 'utilitario/estabelecimentos' },
    query: 'sst/_acoes/na-data',
    async handler({ db, session, params, query }) {
      const data = (query.data as string | undefined) ?? today();
      const { rows } = await sql<{
        id: number;
        nome: string;
        data: string;
        dataEncerramento: string | null;
      }>`
        SELECT a.id, v.nome_ambiente AS nome, to_char(v.data, 'YYYY-MM-DD') AS data,
               to_char(v.data_encerramento, 'YYYY-MM-DD') AS "dataEncerramento"
          FROM ambiente a JOIN ${vigentes('ambiente_historicos', data, 'data_encerramento')} v ON v.owner_id = a.id
         WHERE a.empresa_id = ${session.empresaId} AND v.tipo_local = 'E' AND v.estabelecimento_id = ${params.id}
         ORDER BY gente_search(v.nome_ambiente), a.id`.execute(db);
      return rows;
    },
  },
]);
