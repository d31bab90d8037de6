// Who administers what (docs/decisions.md, "Administração: instalação e empresas"): the installation level
// (user id 1, or ROLE_ADMIN_INSTALACAO) manages every company, the installation's profiles and every user; a
// company administrator (ROLE_UTILITARIO) manages only the users and profiles of the companies it belongs to,
// and grants only those companies and the authorities it holds itself.
import { type RawBuilder, sql } from 'kysely';
import { ERROR_CODES } from '../../../shared/messages.ts';
import { isInstallationAdmin, ROLE_ADMIN_INSTALACAO, type StaffSession } from '../../auth/session.ts';
import { ADMIN_USER_ID } from '../../auth/session-store.ts';
import type { HookContext, RecordData } from '../../crud/hooks.ts';
import { HttpError } from '../../http/errors.ts';

export const MSG_ADMINISTRACAO = {
  usuarioFora:
    'Este usuário pertence também a empresas que você não administra, ou tem permissões que você não tem: só o administrador da instalação pode alterá-lo.',
  usuarioInstalacao:
    'Só o administrador da instalação pode alterar um usuário da administração da instalação.',
  empresasFora: 'Você só pode vincular o usuário a empresas que você administra.',
  perfisFora: (perfis: string) =>
    `Você só pode conceder ou retirar perfis cujas permissões você também tem (${perfis}).`,
  senhaDeOutro:
    'Você não pode definir a senha de outro usuário: use "Enviar link de redefinição de senha" para que ele mesmo a defina.',
  senhaPropria: 'Para trocar a sua senha, use "Alterar minha senha" no menu do usuário.',
  perfilInstalacao:
    'Este é um perfil da instalação (vale para todas as empresas): só o administrador da instalação pode alterá-lo ou excluí-lo.',
  perfilUsadoFora:
    'Este perfil é usado por usuários de empresas que você não administra: só o administrador da instalação pode alterá-lo ou excluí-lo.',
  perfilSemEmpresa:
    'Escolha uma das empresas que você administra: só o administrador da instalação cria perfis da instalação.',
  permissoesFora: 'Você só pode dar a um perfil permissões que você também tem.',
  instalacaoSoEmPerfilGeral:
    'A administração da instalação só pode estar num perfil da instalação (sem empresa).',
  empresaInstalacao: 'Só o administrador da instalação inclui ou exclui empresas.',
  camposInstalacao:
    'Só o administrador da instalação altera o CNPJ e a integração com o sistema de pessoal de uma empresa.',
  semEmail: 'Este usuário não tem e-mail cadastrado: informe um e-mail antes de enviar o link.',
  linkEnviado: 'Enviamos ao usuário um e-mail com o link para ele definir uma nova senha.',
} as const;

export const forbiddenBecause = (message: string) => new HttpError(403, ERROR_CODES.forbidden, message);

/** The companies the session administers; null: every company (the installation level). */
export const administeredCompanies = (session: StaffSession): readonly number[] | null =>
  isInstallationAdmin(session) ? null : session.empresasIds;

/** A condition on `column` (an SQL reference) being one of the administered companies, or undefined: all. */
export function withinAdministered(session: StaffSession, column: RawBuilder<unknown>) {
  const companies = administeredCompanies(session);
  return companies === null ? undefined : sql`${column} = ANY(${companies}::int[])`;
}

/** The authorities of profiles, by profile id. */
export async function profilePermissions(
  db: HookContext['db'],
  ids: readonly number[],
): Promise<Map<number, { nome: string; permissoes: string[] }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: number; nome: string; permissoes: string[] | null }>`
    SELECT id, nome, permissoes FROM perfil WHERE id = ANY(${ids}::int[])`.execute(db);
  return new Map(rows.map((r) => [r.id, { nome: r.nome, permissoes: r.permissoes ?? [] }]));
}

/** Whether the session holds every one of these authorities itself. */
export const holdsAll = (session: StaffSession, authorities: readonly string[]) =>
  isInstallationAdmin(session) || authorities.every((a) => session.authorities.has(a));

export const isInstallationRole = (authority: string) => authority === ROLE_ADMIN_INSTALACAO;

export const idsOf = (value: unknown): number[] => (Array.isArray(value) ? (value as number[]) : []);

/**
 * A company administrator manages a user only when every company of the user is one it administers, the user
 * is not of the installation level and holds no authority the administrator lacks.
 */
export async function requireUserManageable(ctx: Pick<HookContext, 'db' | 'session'>, user: RecordData) {
  const companies = administeredCompanies(ctx.session);
  if (companies === null) return;
  const perfis = await profilePermissions(ctx.db, idsOf(user.perfis));
  const authorities = [...perfis.values()].flatMap((p) => p.permissoes);
  if (user.id === ADMIN_USER_ID || authorities.includes(ROLE_ADMIN_INSTALACAO))
    throw forbiddenBecause(MSG_ADMINISTRACAO.usuarioInstalacao);
  if (!idsOf(user.empresas).every((e) => companies.includes(e)) || !holdsAll(ctx.session, authorities))
    throw forbiddenBecause(MSG_ADMINISTRACAO.usuarioFora);
}
