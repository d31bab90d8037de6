// Job endpoints of spec §7 "Job position" beyond the generic register:
//
//   GET  /api/cargo-salario/cargos/:id/responsabilidade            the job's mission and responsibilities
//   GET  /api/cargo-salario/cargos/responsabilidade/:colaboradorId the same for the job the employee holds
//        today (America/Sao_Paulo); {cargo: null, …} when no history entry is in force today
//   POST /api/cargo-salario/cargos/mais-sem-areas {areasOrganizacionaisIds, ativa?}
//        the jobs of any of those areas plus the jobs linked to no area, by name (a read: not audited)
//
// The salary-range history under the job is in faixas-historicos.actions.ts.
import { sql } from 'kysely';
import { MSG } from '../../../shared/messages.ts';
import { defineActions } from '../../actions/action.ts';
import { fieldError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import type { Db } from './posicao-atual.ts';
import { situacoesNaData } from './posicao-atual.ts';

const CARGOS = 'cargo-salario/cargos';
const AUTHORITY = 'ROLE_CARGO_SALARIO';

export type Responsabilidade = {
  cargo: { id: number; nome: string } | null;
  missao: string | null;
  responsabilidades: string | null;
};

async function responsabilidadeDoCargo(
  db: Db,
  empresaId: number,
  cargoId: number,
): Promise<Responsabilidade> {
  const { rows } = await sql<{
    id: number;
    nome: string;
    missao: string | null;
    responsabilidades: string | null;
  }>`
    SELECT id, nome, missao, responsabilidades FROM cargo WHERE id = ${cargoId} AND empresa_id = ${empresaId}`.execute(
    db,
  );
  const c = rows[0];
  return c
    ? { cargo: { id: c.id, nome: c.nome }, missao: c.missao, responsabilidades: c.responsabilidades }
    : { cargo: null, missao: null, responsabilidades: null };
}

export default defineActions([
  {
    name: 'responsabilidade-cargo',
    method: 'GET',
    path: `${CARGOS}/:id/responsabilidade`,
    summary: 'Missão e responsabilidades do cargo',
    authority: AUTHORITY,
    ids: { id: CARGOS },
    handler: ({ db, session, params }) => responsabilidadeDoCargo(db as Db, session.empresaId, params.id),
  },
  {
    name: 'responsabilidade-cargo-colaborador',
    method: 'GET',
    path: `${CARGOS}/responsabilidade/:colaboradorId`,
    summary: 'Missão e responsabilidades do cargo que o talento ocupa hoje',
    authority: AUTHORITY,
    ids: { colaboradorId: 'cargo-salario/colaboradores' },
    async handler({ db, session, params }) {
      const situacoes = await situacoesNaData(db as Db, session.empresaId, today(), [params.colaboradorId]);
      const cargoId = situacoes.get(params.colaboradorId)?.posicao?.cargo.id;
      if (cargoId === undefined) return { cargo: null, missao: null, responsabilidades: null };
      return responsabilidadeDoCargo(db as Db, session.empresaId, cargoId);
    },
  },
  {
    name: 'cargos-mais-sem-areas',
    method: 'POST',
    path: `${CARGOS}/mais-sem-areas`,
    summary: 'Cargos das áreas organizacionais informadas, mais os cargos sem área',
    authority: AUTHORITY,
    body: 'cargo-salario/_acoes/cargos-mais-sem-areas',
    transaction: false,
    async handler({ db, session, body }) {
      const areas = [...new Set(body.areasOrganizacionaisIds as number[])];
      const { rows: found } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM area_organizacional
        WHERE id = ANY(${areas}::int[]) AND empresa_id = ${session.empresaId}`.execute(db);
      if (found[0].n !== areas.length)
        throw fieldError('areasOrganizacionaisIds', MSG.refNotFound('Áreas Organizacionais'));
      const ativa = body.ativa === undefined ? sql`` : sql`AND c.ativa = ${body.ativa}`;
      const { rows } = await sql<{ id: number; nome: string; nomeMercado: string; ativa: boolean }>`
        SELECT c.id, c.nome, c.nome_mercado AS "nomeMercado", coalesce(c.ativa, true) AS ativa
          FROM cargo c
         WHERE c.empresa_id = ${session.empresaId} ${ativa}
           AND (EXISTS (SELECT 1 FROM cargo_areas_organizacionais j
                         WHERE j.owner_id = c.id AND j.ref_id = ANY(${areas}::int[]))
                OR NOT EXISTS (SELECT 1 FROM cargo_areas_organizacionais j WHERE j.owner_id = c.id))
         ORDER BY gente_search(c.nome), c.id`.execute(db);
      return rows;
    },
  },
]);
