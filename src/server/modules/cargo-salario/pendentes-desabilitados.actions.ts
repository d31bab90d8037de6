// Salary ranges and indices with a salary adjustment pending (spec §7 Salary range / Index
// "GET /pendentes-desabilitados"): each one that has a proposal in a planning of the company not yet
// applied, with those plannings. A screen that proposes adjustments shows them disabled (another
// proposal now would compete with the pending one); see docs/decisions.md.
//
//   GET /api/cargo-salario/faixas-salariais/pendentes-desabilitados → [{id, nome, cargo, planejamentos}]
//   GET /api/cargo-salario/indices/pendentes-desabilitados          → [{id, nome, planejamentos}]
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { TABELAS } from './reajustes/reajustes.sql.ts';

const AUTHORITY = 'ROLE_CARGO_SALARIO';

/** The plannings not yet applied in which each proposal's target appears, as a JSON list. */
const planejamentos = (proposals: string, target: string, ownerRef: string) => sql`(
  SELECT json_agg(json_build_object('id', t.id, 'nome', t.nome, 'data', to_char(t.data, 'YYYY-MM-DD'))
                  ORDER BY t.data, t.id)
    FROM ${sql.table(TABELAS.tabela)} t
   WHERE NOT coalesce(t.aprovada, false)
     AND EXISTS (SELECT 1 FROM ${sql.table(proposals)} r
                  WHERE r.tabela_reajuste_id = t.id AND ${sql.ref(`r.${target}`)} = ${sql.ref(ownerRef)}))`;

export default defineActions([
  {
    name: 'faixas-salariais-pendentes-desabilitados',
    method: 'GET',
    path: 'cargo-salario/faixas-salariais/pendentes-desabilitados',
    summary: 'Faixas salariais com reajuste pendente (em planejamento ainda não aplicado)',
    authority: AUTHORITY,
    async handler({ db, session }) {
      const { rows } = await sql`SELECT * FROM (
          SELECT f.id, f.nome, json_build_object('id', c.id, 'nome', c.nome) AS cargo,
                 ${planejamentos(TABELAS.faixa, 'faixa_salarial_id', 'f.id')} AS planejamentos,
                 c.nome AS cargo_nome
            FROM faixa_salarial f JOIN cargo c ON c.id = f.cargo_id
           WHERE f.empresa_id = ${session.empresaId}) x
        WHERE x.planejamentos IS NOT NULL
        ORDER BY gente_search(x.cargo_nome), gente_search(x.nome), x.id`.execute(db);
      return rows.map(({ cargo_nome: _, ...r }: any) => r);
    },
  },
  {
    name: 'indices-pendentes-desabilitados',
    method: 'GET',
    path: 'cargo-salario/indices/pendentes-desabilitados',
    summary: 'Índices com reajuste pendente (em planejamento ainda não aplicado)',
    authority: AUTHORITY,
    async handler({ db, session }) {
      const { rows } = await sql`SELECT * FROM (
          SELECT i.id, i.nome, ${planejamentos(TABELAS.indice, 'indice_id', 'i.id')} AS planejamentos
            FROM indice i WHERE i.empresa_id = ${session.empresaId}) x
        WHERE x.planejamentos IS NOT NULL
        ORDER BY gente_search(x.nome), x.id`.execute(db);
      return rows;
    },
  },
]);
