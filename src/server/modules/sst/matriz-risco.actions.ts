// GET /api/sst/matriz-risco/gravidade/:g/probabilidade/:p?data= (spec §7 "risk matrix GET
// gravidade/{g}/probabilidade/{p}"): the severity classification the matrix in force on the date (default:
// today) gives to that pair; 404 when no matrix is in force or it has no such combination. The exposure form
// uses it to suggest the classification once gravity and probability are chosen.
import { sql } from 'kysely';
import { ERROR_CODES } from '../../../shared/messages.ts';
import { defineActions } from '../../actions/action.ts';
import { HttpError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { CLASSIFICACOES, ROLE_SST } from './sst.ts';

export const SEM_COMBINACAO =
  'A matriz de severidade em vigor não tem esta combinação de gravidade e probabilidade.';

export default defineActions([
  {
    name: 'matriz-risco-classificacao',
    method: 'GET',
    path: 'sst/matriz-risco/gravidade/:g/probabilidade/:p',
    summary: 'Classificação de severidade de uma gravidade e uma probabilidade na matriz em vigor na data',
    authority: ROLE_SST,
    ids: { g: 'sst/gravidades-risco', p: 'sst/probabilidades-risco' },
    query: 'sst/_acoes/na-data',
    async handler({ db, session, params, query }) {
      const data = (query.data as string | undefined) ?? today();
      const { rows } = await sql<{ matriz_id: number; matriz_data: string; classificacao: string }>`
        SELECT m.id AS matriz_id, to_char(m.data, 'YYYY-MM-DD') AS matriz_data, c.classificacao
          FROM (SELECT id, data FROM matriz_risco WHERE empresa_id = ${session.empresaId} AND data <= ${data}::date
                 ORDER BY data DESC LIMIT 1) m
          JOIN matriz_risco_combinacoes c ON c.owner_id = m.id
         WHERE c.gravidade_id = ${params.g} AND c.probabilidade_id = ${params.p}`.execute(db);
      const r = rows[0];
      if (!r) throw new HttpError(404, ERROR_CODES.notFound, SEM_COMBINACAO);
      return {
        classificacao: r.classificacao,
        descricao: CLASSIFICACOES[r.classificacao] ?? r.classificacao,
        matriz: { id: r.matriz_id, data: r.matriz_data },
      };
    },
  },
]);
