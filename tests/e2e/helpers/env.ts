// Who the e2e server (scripts/e2e-server.mjs) creates on its fresh database.
export const ADMIN_CPF = process.env.E2E_ADMIN_CPF ?? '52998224725';
export const ADMIN_SENHA = process.env.E2E_ADMIN_SENHA ?? 'senha-e2e-123';
export const ADMIN_NOME = 'Administrador';
export const DEFAULT_COMPANY = 'Empresa Padrão';

/** A unique suffix: one database serves every spec of the run. */
export const uid = (): string =>
  `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
