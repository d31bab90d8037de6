// Company endpoints of spec §7 "Company", for the screens of every module (recruitment, personnel
// requests, the candidate portal's settings, multi-company filters):
//
//   GET /api/utilitario/empresas/configuracao        settings of the session's company (spec §3 Company
//                                                    settings and portal configuration); any staff session
//   GET /api/utilitario/empresas/maximo-cargos       {maxCandidataCargo}: jobs a candidate may choose
//   GET /api/utilitario/empresas/permitidas-por-compartilhar-colaboradores?permissoes=ROLE_A,ROLE_B
//        the companies whose employees the user may see: the user's companies when the system parameters
//        share employees, else the session's company only — when the user holds every authority listed
//        (none listed: just the session), else none; [{id, nome}] by name
//   GET /api/utilitario/empresas/empresa/:id/verificar-existencia   {existe}: public (the candidate portal
//        and the login check a company id from a link before any session)
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { hasAuthority } from '../../auth/session.ts';
import { pathId } from '../../http/params.ts';
import { parametrosSistema } from './parametros-sistema.ts';

const EMPRESAS = 'utilitario/empresas';

/** Spec §3 "Company settings" and "Company configuration for the portal", by their spec names. */
export const CONFIGURACAO = [
  'solPessoalExibirSalario',
  'solPessoalExibirColabSubstituido',
  'solPessoalObrigarDadosComplementares',
  'solPessoalReabrirSolicitacao',
  'exibirSalario',
  'obrigarAmbienteFuncao',
  'certificado',
  'campoExtraCandidato',
  'campoExtraColaborador',
  'maxCandidataCargo',
  'exigirAceitePsi',
  'politicaSeguranca',
  'tempoExclusaoCandidato',
  'corPrincipal',
  'corSecundaria',
  'logoEmpresa',
] as const;

export default defineActions([
  {
    name: 'configuracao-empresa',
    method: 'GET',
    path: `${EMPRESAS}/configuracao`,
    summary: 'Configurações da empresa da sessão (solicitação de pessoal, candidatos, portal, treinamentos)',
    async handler({ engine, session, db }) {
      const empresa = await engine.repository(EMPRESAS).get(session, session.empresaId, db);
      const out: Record<string, unknown> = {
        id: empresa.id,
        nome: empresa.nome,
        acIntegra: empresa.acIntegra,
      };
      for (const key of CONFIGURACAO) out[key] = empresa[key] ?? null;
      return out;
    },
  },
  {
    name: 'maximo-cargos-empresa',
    method: 'GET',
    path: `${EMPRESAS}/maximo-cargos`,
    summary: 'Quantos cargos um candidato pode escolher na empresa da sessão',
    async handler({ engine, session, db }) {
      const empresa = await engine.repository(EMPRESAS).get(session, session.empresaId, db);
      return { maxCandidataCargo: empresa.maxCandidataCargo ?? null };
    },
  },
  {
    name: 'empresas-permitidas-compartilhar-colaboradores',
    method: 'GET',
    path: `${EMPRESAS}/permitidas-por-compartilhar-colaboradores`,
    summary: 'Empresas cujos talentos o usuário pode ver, dadas as permissões exigidas',
    query: 'utilitario/_acoes/empresas-permitidas',
    async handler({ db, session, query }) {
      const permissoes = (query.permissoes as string[] | undefined) ?? [];
      if (!permissoes.every((p) => hasAuthority(session, p))) return [];
      // without sharing (system parameters), only the company the session is in
      const compartilha = (await parametrosSistema(db)).compartilharColaboradores;
      // user id 1 sees every company, also one created after the session was read
      const visible = !compartilha
        ? sql`id = ${session.empresaId}`
        : session.isAdmin
          ? sql`TRUE`
          : sql`id = ANY(${session.empresasIds}::int[])`;
      const { rows } = await sql<{ id: number; nome: string }>`SELECT id, nome FROM empresa WHERE ${visible}
        ORDER BY gente_search(nome), id`.execute(db);
      return rows;
    },
  },
  {
    name: 'verificar-existencia-empresa',
    method: 'GET',
    path: `${EMPRESAS}/empresa/:id/verificar-existencia`,
    summary: 'Se existe a empresa do identificador (portal do candidato, login)',
    public: true,
    async handler({ db, params }) {
      const id = pathId(String(params.id));
      const { rows } = await sql`SELECT 1 FROM empresa WHERE id = ${id}`.execute(db);
      return { existe: rows.length > 0 };
    },
  },
]);
