import path from 'node:path';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  /** PORT (default 3000; 0 = any free port). */
  port: number;
  /** HOST (default 127.0.0.1; set 0.0.0.0 to accept remote connections). */
  host: string;
  /** DATABASE_URL; undefined = start the embedded PostgreSQL. */
  databaseUrl: string | undefined;
  /** GENTE_DATA_DIR as an absolute path (default ./data). */
  dataDir: string;
  /** GENTE_ADMIN_CPF / GENTE_ADMIN_SENHA: first administrator, created when absent. */
  adminCpf: string | undefined;
  adminSenha: string | undefined;
  /** GENTE_SUPPORT_EMAIL (default suporte@gente.app.br). */
  supportEmail: string;
  /** GENTE_SESSION_IDLE_MINUTES (default 30). */
  sessionIdleMinutes: number;
  /** GENTE_LOG_LEVEL (default info). */
  logLevel: LogLevel;
  /** NODE_ENV (default development). */
  nodeEnv: string;
  isProduction: boolean;
  /** GENTE_SECURE_COOKIES (default false): mark cookies Secure (behind HTTPS). */
  secureCookies: boolean;
  /** GENTE_PG_RANDOM_PAGE_COST (default 1.1): the planner's random-read cost for the app's sessions. */
  pgRandomPageCost: number;
  /** GENTE_PG_WORKERS_PARALELOS (default 0): PostgreSQL parallel workers per query of the app's sessions. */
  pgParallelWorkers: number;
  /** GENTE_JOBS (default true): run the job workers and cron schedules in this instance. */
  jobsWorkers: boolean;
  /** GENTE_JOBS_INTERVALO_S (default 2): how often an idle worker looks for jobs, in seconds. */
  jobsPollSeconds: number;
  /** GENTE_JOBS_ESPERA_S (default 30): first retry delay of a failed job (doubles each retry). */
  jobsRetryDelaySeconds: number;
  /** GENTE_SMTP_URL: smtp(s)://user:pass@host:port; without it e-mails stay in the outbox. */
  smtpUrl: string | undefined;
  /** GENTE_EMAIL_REMETENTE (default 'Gente <nao-responda@gente.local>'). */
  emailFrom: string;
  /** GENTE_URL_PUBLICA (default http://localhost:<PORT>): base of the links sent by e-mail. */
  publicUrl: string;
  /** GENTE_AUDITORIA_OCULTAR_SALARIOS (default false): money fields are masked in the audit trail. */
  auditMaskMoney: boolean;
  /** GENTE_AUDITORIA_RETENCAO_ANOS (default 5, at least 1): audit entries older than this are purged. */
  auditRetentionYears: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function decimal(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} inválido: "${raw}" (esperado um número entre ${min} e ${max}).`);
  }
  return Number(raw);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} inválido: "${raw}" (esperado um número inteiro entre ${min} e ${max}).`);
  }
  return Number(raw);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'sim', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'nao', 'não', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} inválido: "${raw}" (use true ou false).`);
}

export function readConfig(env: Env = process.env): Config {
  const logLevel = (text(env, 'GENTE_LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`GENTE_LOG_LEVEL inválido: "${logLevel}" (use ${LOG_LEVELS.join(', ')}).`);
  }
  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL inválida: deve começar com postgres:// ou postgresql://.');
  }
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: text(env, 'HOST') ?? '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(text(env, 'GENTE_DATA_DIR') ?? './data'),
    adminCpf: text(env, 'GENTE_ADMIN_CPF'),
    adminSenha: env.GENTE_ADMIN_SENHA || undefined,
    supportEmail: text(env, 'GENTE_SUPPORT_EMAIL') ?? 'suporte@gente.app.br',
    sessionIdleMinutes: integer(env, 'GENTE_SESSION_IDLE_MINUTES', 30, 1, 7 * 24 * 60),
    logLevel: logLevel as LogLevel,
    nodeEnv,
    isProduction: nodeEnv === 'production',
    secureCookies: boolean(env, 'GENTE_SECURE_COOKIES', false),
    pgRandomPageCost: decimal(env, 'GENTE_PG_RANDOM_PAGE_COST', 1.1, 0.1, 100),
    pgParallelWorkers: integer(env, 'GENTE_PG_WORKERS_PARALELOS', 0, 0, 16),
    jobsWorkers: boolean(env, 'GENTE_JOBS', true),
    jobsPollSeconds: decimal(env, 'GENTE_JOBS_INTERVALO_S', 2, 0.5, 600),
    jobsRetryDelaySeconds: integer(env, 'GENTE_JOBS_ESPERA_S', 30, 1, 3600),
    smtpUrl: text(env, 'GENTE_SMTP_URL'),
    emailFrom: text(env, 'GENTE_EMAIL_REMETENTE') ?? 'Gente <nao-responda@gente.local>',
    publicUrl: (
      text(env, 'GENTE_URL_PUBLICA') ?? `http://localhost:${integer(env, 'PORT', 3000, 0, 65535)}`
    ).replace(/\/+$/, ''),
    auditMaskMoney: boolean(env, 'GENTE_AUDITORIA_OCULTAR_SALARIOS', false),
    auditRetentionYears: integer(env, 'GENTE_AUDITORIA_RETENCAO_ANOS', 5, 1, 100),
  };
}
