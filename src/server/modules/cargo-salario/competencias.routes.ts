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
import type { FastifyInstance } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import { MSG } from '../../../shared/messages.ts';
import { formats } from '../../../shared/schema/formats.ts';
import type { ModuleRoutesOptions } from '../../app.ts';
import { requireAuthority } from '../../auth/session.ts';
import { MAX_UNPAGED } from '../../crud/repository.ts';
import { searchColumnName } from '../../db/schema-model.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import {
  configuracaoVigente,
  HISTORICO_PATH,
  isTipoCompetencia,
  NIVEIS_PATH,
  niveisSemPercentual,
  TIPOS_COMPETENCIA,
  type TipoCompetencia,
} from './competencias.ts';

const CRITERIOS_PATH = 'cargo-salario/criterios-avaliacao-competencia';

const invalid = (param: string) => badRequest(`${MSG.invalidFilter} (${param})`);

/** `tipo=C,H` → the kinds asked for (all when absent). */
function tiposPedidos(raw: unknown): TipoCompetencia[] {
  if (raw === undefined || raw === '') return Object.keys(TIPOS_COMPETENCIA) as TipoCompetencia[];
  const tipos = String(raw)
    .split(',')
    .map((s) => s.trim().toUpperCase());
  if (!tipos.every(isTipoCompetencia)) throw invalid('tipo');
  return [...new Set(tipos)];
}

export default async function competenciasRoutes(app: FastifyInstance, { engine }: ModuleRoutesOptions) {
  const { registry, db } = engine;
  const authority = registry.get(NIVEIS_PATH).meta.authority?.read;
  const base = '/api/cargo-salario';

  app.get(`${base}/competencias/tipo-competencia`, async (request) => {
    requireAuthority(request, authority);
    return Object.entries(TIPOS_COMPETENCIA).map(([id, t]) => ({ id, descricao: t.descricao }));
  });

  app.get(`${base}/competencias`, async (request) => {
    const session = requireAuthority(request, authority);
    const query = request.query as Record<string, unknown>;
    const nome = query.nome === undefined ? '' : String(query.nome);
    if (nome.length > 200) throw invalid('nome');
    const folded = sql.ref(searchColumnName('nome'));
    const partes: RawBuilder<unknown>[] = tiposPedidos(query.tipo).map(
      (tipo) => sql`SELECT id, nome, ${tipo}::text AS tipo, ${folded} AS ordem
        FROM ${sql.table(registry.get(TIPOS_COMPETENCIA[tipo].path).table)}
        WHERE empresa_id = ${session.empresaId}
          AND (${nome} = '' OR ${folded} LIKE '%' || gente_search(${nome.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%')`,
    );
    const res = await sql<{ id: number; nome: string; tipo: TipoCompetencia }>`SELECT id, nome, tipo
      FROM (${sql.join(partes, sql` UNION ALL `)}) c ORDER BY ordem, tipo, id LIMIT ${MAX_UNPAGED}`.execute(
      db,
    );
    return res.rows;
  });

  for (const path of ['competencias', 'niveis-competencia'])
    app.get(`${base}/${path}/competencias-sem-percentual`, async (request) => {
      const session = requireAuthority(request, authority);
      return niveisSemPercentual(db, registry, session.empresaId);
    });

  app.get(`${base}/niveis-competencia-historico/vigente`, async (request) => {
    const session = requireAuthority(request, authority);
    const { data } = request.query as { data?: unknown };
    if (data !== undefined && (typeof data !== 'string' || !formats.date.validate(data)))
      throw invalid('data');
    const config = await configuracaoVigente(db, registry, session.empresaId, data);
    if (!config) throw notFound();
    return engine.repository(HISTORICO_PATH).get(session, config.id);
  });

  app.get(
    `${base}/criterios-avaliacao-competencia/existe-criterio-avaliacao-competencia`,
    async (request) => {
      const session = requireAuthority(request, authority);
      const { tipo, competenciaId } = request.query as { tipo?: unknown; competenciaId?: unknown };
      if (!isTipoCompetencia(tipo)) throw invalid('tipo');
      if (typeof competenciaId !== 'string' || !/^\d{1,9}$/.test(competenciaId))
        throw invalid('competenciaId');
      const criterios = registry.get(CRITERIOS_PATH);
      const campo = criterios.fields.find(
        (f) => f.kind === 'ref' && f.target === TIPOS_COMPETENCIA[tipo].path,
      );
      if (campo?.kind !== 'ref') throw new Error(`${CRITERIOS_PATH}: referência a ${tipo} ausente`);
      const res = await sql<{ existe: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(criterios.table)}
      WHERE empresa_id = ${session.empresaId} AND ${sql.ref(campo.column)} = ${Number(competenciaId)}) AS existe`.execute(
        db,
      );
      return res.rows[0].existe;
    },
  );
}
