// GET /api/geral/cep?cep= — the address of a CEP from what this installation already knows, since the public
// lookup service is outside our network (issue: "fill city/state from the reference data when the CEP's city
// is known, and never block on it"):
//   1. the most recent address with this very CEP among the company's candidates, employees and establishments
//      (street, neighbourhood, city, state);
//   2. else the city, when every known address of the CEP's first five digits is in one city;
//   3. else the state, from the Correios ranges (src/shared/br/cep.ts).
// `fonte` says which: 'cadastros', 'regiao', 'faixa' or null (nothing known). Never an error for a valid CEP.
import { sql } from 'kysely';
import { ufDoCep } from '../../../shared/br/cep.ts';
import { defineActions } from '../../actions/action.ts';

type Endereco = {
  logradouro: string | null;
  bairro: string | null;
  uf: { id: number; nome: string; sigla: string } | null;
  cidade: { id: number; nome: string } | null;
};

export default defineActions([
  {
    name: 'cep-endereco',
    method: 'GET',
    path: 'geral/cep',
    summary: 'Endereço de um CEP pelo que o sistema já conhece (cadastros, região do CEP, estado)',
    query: 'captacao/_acoes/cep',
    async handler({ db, session, query }) {
      const cep: string = query.cep;
      const conhecidos = sql`
        SELECT endereco_cep AS cep, endereco_logradouro AS logradouro, endereco_bairro AS bairro,
               endereco_uf_id AS uf_id, endereco_cidade_id AS cidade_id, updated_at
          FROM candidato WHERE empresa_id = ${session.empresaId} AND endereco_cep LIKE ${`${cep.slice(0, 5)}%`}
        UNION ALL
        SELECT endereco_cep, endereco_logradouro, endereco_bairro, endereco_uf_id, endereco_cidade_id, updated_at
          FROM colaborador WHERE empresa_id = ${session.empresaId} AND endereco_cep LIKE ${`${cep.slice(0, 5)}%`}
        UNION ALL
        SELECT endereco_cep, endereco_logradouro, endereco_bairro, endereco_uf_id, endereco_cidade_id, updated_at
          FROM estabelecimento WHERE empresa_id = ${session.empresaId} AND endereco_cep LIKE ${`${cep.slice(0, 5)}%`}`;
      const { rows } = await sql<{
        exato: boolean;
        logradouro: string | null;
        bairro: string | null;
        cidades: number;
        cidade_id: number | null;
      }>`WITH k AS (${conhecidos})
        SELECT (k.cep = ${cep}) AS exato, k.logradouro, k.bairro, k.cidade_id,
               (SELECT count(DISTINCT cidade_id)::int FROM k WHERE cidade_id IS NOT NULL) AS cidades
          FROM k WHERE k.cidade_id IS NOT NULL ORDER BY (k.cep = ${cep}) DESC, k.updated_at DESC LIMIT 1`.execute(
        db,
      );
      const achado = rows[0];
      const cidadeId = achado && (achado.exato || achado.cidades === 1) ? achado.cidade_id : null;
      const local = await sql<{
        uf_id: number;
        uf: string;
        sigla: string;
        cidade_id: number | null;
        cidade: string | null;
      }>`
        SELECT e.id AS uf_id, e.nome AS uf, e.sigla, c.id AS cidade_id, c.nome AS cidade
          FROM estado e LEFT JOIN cidade c ON c.id = ${cidadeId}::int
         WHERE (${cidadeId}::int IS NOT NULL AND e.id = c.uf_id) OR (${cidadeId}::int IS NULL AND e.sigla = ${ufDoCep(cep) ?? ''})`.execute(
        db,
      );
      const l = local.rows[0];
      const endereco: Endereco = {
        logradouro: achado?.exato ? achado.logradouro : null,
        bairro: achado?.exato ? achado.bairro : null,
        uf: l ? { id: l.uf_id, nome: l.uf, sigla: l.sigla } : null,
        cidade: l?.cidade_id ? { id: l.cidade_id, nome: l.cidade! } : null,
      };
      const fonte = achado?.exato ? 'cadastros' : cidadeId ? 'regiao' : l ? 'faixa' : null;
      return { cep, ...endereco, fonte };
    },
  },
]);
