import { sql } from 'kysely';
import pkg from '../../../package.json' with { type: 'json' };
import type { Registry } from '../../shared/schema/registry.ts';
import type { Database } from '../db/database.ts';
import { buildMenu, type ExtraMenuItem, type MenuItem } from './menu.ts';
import type { SessionRecord } from './session-store.ts';

/**
 * The system parameters the console and the portal show (spec §3 parametrosDoSistema): the version. Support
 * chat, licensing (Colabore) and support codes belong to the vendor's hosted offer, absent here.
 */
export const parametrosDoSistema = () => ({
  versao: pkg.version,
  statusColabore: 'Inativo',
  codEmpresaSuporte: null as string | null,
  codClienteSuporte: null as string | null,
});

/** GET /api/userinfo (spec §3 "Session user info"). */
export type UserInfo = {
  authenticated: true;
  expired: false;
  empresas: { id: number; nome: string }[];
  authorities: string[];
  menu: MenuItem[];
  empresa: { id: number; nome: string };
  parametrosDoSistema: {
    versao: string;
    statusColabore: string;
    codEmpresaSuporte: string | null;
    codClienteSuporte: string | null;
  };
  linkChat: string | null;
  usuarioFortes: boolean;
  horaExpiracao: string;
  autenticadoRh: boolean;
  aceitoPoliticaSeguranca: boolean;
  usuario: { id: number; nome: string; colaboradorFotoUrl: string | null };
  possuiSst: boolean;
  suporteEmail: string;
};

export type UserInfoContext = {
  db: Database;
  registry: Registry;
  supportEmail: string;
  extraMenuItems?: ExtraMenuItem[];
};

/** The photo of the employee the user is in the session's company (colaborador.usuario), if it has one. */
async function photoUrl(db: Database, session: SessionRecord): Promise<string | null> {
  const { rows } = await sql<{ id: number }>`SELECT c.id FROM colaborador c
    WHERE c.usuario_id = ${session.userId} AND c.empresa_id = ${session.empresaId}
      AND EXISTS (SELECT 1 FROM arquivo a WHERE a.cadastro = 'cargo-salario/colaboradores'
        AND a.registro_id = c.id AND a.campo = 'foto')`.execute(db);
  return rows[0] ? `/api/cargo-salario/colaboradores/${rows[0].id}/foto` : null;
}

export async function buildUserInfo(ctx: UserInfoContext, session: SessionRecord): Promise<UserInfo> {
  const { rows: empresas } = await sql<{ id: number; nome: string }>`
    SELECT id, nome FROM empresa WHERE id = ANY(${session.empresasIds}::int[]) ORDER BY nome, id`.execute(
    ctx.db,
  );
  const empresa = empresas.find((e) => e.id === session.empresaId) ?? { id: session.empresaId, nome: '' };
  return {
    authenticated: true,
    expired: false,
    empresas,
    authorities: [...session.authorities].sort(),
    menu: buildMenu(ctx.registry, session, ctx.extraMenuItems),
    empresa,
    parametrosDoSistema: parametrosDoSistema(),
    linkChat: null,
    usuarioFortes: session.fornecedor,
    horaExpiracao: session.expiresAt.toISOString(),
    // Staff log in here directly: there is no separate HR-system authentication or policy acceptance step.
    autenticadoRh: true,
    aceitoPoliticaSeguranca: true,
    usuario: {
      id: session.userId,
      nome: session.userName,
      colaboradorFotoUrl: await photoUrl(ctx.db, session),
    },
    possuiSst: session.isAdmin || session.authorities.has('ROLE_SST'),
    suporteEmail: ctx.supportEmail,
  };
}
