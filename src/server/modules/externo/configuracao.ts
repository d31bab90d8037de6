// What the portal needs to know about a company before anyone logs in: its look (colours, logo), its
// privacy policy, and which candidate fields it shows and requires (captacao/configuracao-campos-candidato).
import { sql } from 'kysely';
import { CONFIGURACAO_PADRAO, type ConfiguracaoCampos } from '../../../shared/portal/campos-candidato.ts';
import type { Engine } from '../../crud/engine.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { politicaDaEmpresa } from './privacidade.ts';
import { candidateActor } from './sessao-candidato.ts';

export const CONFIG_CAMPOS = 'captacao/configuracao-campos-candidato';
export const MAX_CARGOS_PADRAO = 3;

/** A public actor of a company (no candidate, no user): reads through the engine scoped to that company. */
export const empresaActor = (empresaId: number) =>
  candidateActor({ id: `empresa:${empresaId}`, empresaId, nome: 'Portal do candidato' });

/** The company's field configuration for candidates, or the defaults when it has none. */
export async function configuracaoCampos(engine: Engine, empresaId: number, db: Db = engine.db) {
  const { rows } = await sql<{ id: number; extras: boolean | null; max: number | null }>`
    SELECT e.campo_extra_candidato AS extras, e.max_candidata_cargo AS max,
           (SELECT c.id FROM ${sql.table(engine.registry.get(CONFIG_CAMPOS).table)} c
             WHERE c.empresa_id = e.id ORDER BY c.id LIMIT 1) AS id
      FROM empresa e WHERE e.id = ${empresaId}`.execute(db);
  const row = rows[0];
  if (!row) throw notFound();
  const stored = row.id
    ? await engine.repository(CONFIG_CAMPOS).get(empresaActor(empresaId), row.id, db)
    : null;
  const out: ConfiguracaoCampos = {
    camposVisiveis: stored ? (stored.camposVisiveis ?? []) : CONFIGURACAO_PADRAO.camposVisiveis,
    camposObrigatorios: stored ? (stored.camposObrigatorios ?? []) : CONFIGURACAO_PADRAO.camposObrigatorios,
    camposExtras:
      row.extras === true
        ? ((stored?.camposExtras ?? []) as { campo: string; titulo: string }[]).map(({ campo, titulo }) => ({
            campo,
            titulo,
          }))
        : [],
    maxCandidataCargo: row.max ?? MAX_CARGOS_PADRAO,
  };
  return out;
}

/** Everything the portal shows of a company before a login (GET /api/externo/empresas/{id}/configuracao). */
export async function configuracaoPublica(engine: Engine, empresaId: number) {
  const { rows } = await sql<{
    nome: string;
    cor_principal: string | null;
    cor_secundaria: string | null;
    logo: number | null;
    verificacao: boolean | null;
  }>`SELECT e.nome, e.cor_principal, e.cor_secundaria, e.portal_verificacao_sempre AS verificacao,
            (SELECT max(a.id)::int FROM arquivo a WHERE a.cadastro = 'utilitario/empresas'
              AND a.registro_id = e.id AND a.campo = 'logoEmpresa') AS logo
       FROM empresa e WHERE e.id = ${empresaId}`.execute(engine.db);
  const empresa = rows[0];
  if (!empresa) throw notFound();
  const politica = await politicaDaEmpresa(engine.db, empresaId);
  return {
    id: empresaId,
    nome: empresa.nome,
    corPrincipal: empresa.cor_principal,
    corSecundaria: empresa.cor_secundaria,
    // the file id changes with a new logo, so the browser may keep each version for long
    logoUrl: empresa.logo ? `/api/externo/empresas/${empresaId}/logo?v=${empresa.logo}` : null,
    exigirAceitePsi: politica.exigirAceite,
    politicaSeguranca: politica.texto,
    versaoPolitica: politica.versao,
    // the login shows the robot check from the start (verificacao.ts)
    exigirVerificacaoLogin: empresa.verificacao === true,
    campos: await configuracaoCampos(engine, empresaId),
  };
}
