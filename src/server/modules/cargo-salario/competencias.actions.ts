// Competency endpoints (spec §7 Job and salary → Competency; Criteria):
// * GET /api/cargo-salario/competencias/tipo-competencia → [{id: 'C'|'H'|'A', descricao}]
// * GET /api/cargo-salario/competencias?tipo=C,H&nome=… → [{id, nome, tipo}]: knowledge, skills and
//   attitudes in one list (the spec's /competencias). Not a register: each kind is its own table.
// * GET /api/cargo-salario/competencias/competencias-sem-percentual (also under niveis-competencia)
//   → [{id, descricao, ordem}]: the competence levels with no minimum percentage (they block adding
//   behaviours while the configuration in force considers minimum percentages, spec §4).
// * GET /api/cargo-salario/niveis-competencia-historico/vigente?data=AAAA-MM-DD → the level configuration
//   in force at that date (default today), 404 when there is none.
// * GET /api/cargo-salario/criterios-avaliacao-competencia/existe-criterio-avaliacao-competencia
//   ?tipo=C|H|A&competenciaId=N → true/false.
// Static segments win over the generic /:id routes of the same registers in Fastify's router.
import { type RawBuilder, sql } from 'kysely';
import { type ActionSpec, defineActions } from '../../actions/action.ts';
import { MAX_UNPAGED } from '../../crud/repository.ts';
import { searchColumnName } from '../../db/schema-model.ts';
import { notFound } from '../../http/errors.ts';
import {
  configuracaoVigente,
  HISTORICO_PATH,
  niveisSemPercentual,
  TIPOS_COMPETENCIA,
  type TipoCompetencia,
} from './competencias.ts';

const AUTHORITY = 'ROLE_CARGO_SALARIO';
const CRITERIOS_PATH = 'cargo-salario/criterios-avaliacao-competencia';
const TODOS = Object.keys(TIPOS_COMPETENCIA) as TipoCompetencia[];

const semPercentual = (path: string): ActionSpec => ({
  name: `${path}-competencias-sem-percentual`,
  method: 'GET',
  path: `cargo-salario/${path}/competencias-sem-percentual`,
  summary: 'Níveis de competência sem percentual mínimo',
  authority: AUTHORITY,
  handler: ({ db, engine, session }) => niveisSemPercentual(db, engine.registry, session.empresaId),
});

export default defineActions([
  {
    name: 'tipos-competencia',
    method: 'GET',
    path: 'cargo-salario/competencias/tipo-competencia',
    summary: 'Tipos de competência: Conhecimento, Habilidade, Atitude',
    authority: AUTHORITY,
    handler: () => Object.entries(TIPOS_COMPETENCIA).map(([id, t]) => ({ id, descricao: t.descricao })),
  },
  {
    name: 'competencias',
    method: 'GET',
    path: 'cargo-salario/competencias',
    summary: 'Conhecimentos, habilidades e atitudes da empresa numa só lista, por nome',
    authority: AUTHORITY,
    query: 'cargo-salario/_acoes/competencias-filtro',
    async handler({ db, engine, session, query }) {
      const tipos: TipoCompetencia[] = query.tipo?.length
        ? [...new Set((query.tipo as string[]).map((t) => t.toUpperCase() as TipoCompetencia))]
        : TODOS;
      const nome: string = query.nome ?? '';
      const folded = sql.ref(searchColumnName('nome'));
      const partes: RawBuilder<unknown>[] = tipos.map(
        (tipo) => sql`SELECT id, nome, ${tipo}::text AS tipo, ${folded} AS ordem
          FROM ${sql.table(engine.registry.get(TIPOS_COMPETENCIA[tipo].path).table)}
          WHERE empresa_id = ${session.empresaId}
            AND (${nome} = '' OR ${folded} LIKE '%' || gente_search(${nome.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%')`,
      );
      const res = await sql<{ id: number; nome: string; tipo: TipoCompetencia }>`SELECT id, nome, tipo
        FROM (${sql.join(partes, sql` UNION ALL `)}) c ORDER BY ordem, tipo, id LIMIT ${MAX_UNPAGED}`.execute(
        db,
      );
      return res.rows;
    },
  },
  semPercentual('competencias'),
  semPercentual('niveis-competencia'),
  {
    name: 'niveis-competencia-historico-vigente',
    method: 'GET',
    path: 'cargo-salario/niveis-competencia-historico/vigente',
    summary: 'Configuração de níveis de competência em vigor na data (padrão: hoje)',
    authority: AUTHORITY,
    query: 'cargo-salario/_acoes/na-data',
    async handler({ db, engine, session, query }) {
      const config = await configuracaoVigente(db, engine.registry, session.empresaId, query.data);
      if (!config) throw notFound();
      return engine.repository(HISTORICO_PATH).get(session, config.id, db);
    },
  },
  {
    name: 'existe-criterio-avaliacao-competencia',
    method: 'GET',
    path: `${CRITERIOS_PATH}/existe-criterio-avaliacao-competencia`,
    summary: 'Se a competência (tipo e id) tem critérios de avaliação',
    authority: AUTHORITY,
    query: 'cargo-salario/_acoes/existe-criterio-avaliacao-competencia',
    async handler({ db, engine, session, query }) {
      const tipo = query.tipo as TipoCompetencia;
      const criterios = engine.registry.get(CRITERIOS_PATH);
      const campo = criterios.fields.find(
        (f) => f.kind === 'ref' && f.target === TIPOS_COMPETENCIA[tipo].path,
      );
      if (campo?.kind !== 'ref') throw new Error(`${CRITERIOS_PATH}: referência a ${tipo} ausente`);
      const res = await sql<{ existe: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(criterios.table)}
        WHERE empresa_id = ${session.empresaId} AND ${sql.ref(campo.column)} = ${query.competenciaId}) AS existe`.execute(
        db,
      );
      return res.rows[0].existe;
    },
  },
]);
