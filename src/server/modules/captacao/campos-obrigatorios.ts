// The company's mandatory candidate fields (captacao/configuracao-campos-candidato) on the staff side: the
// console's form, the API and imports ask the same fields the portal asks (src/shared/portal/campos-candidato.ts,
// errosDoPortal), so a candidate typed in by HR is as complete as one who registered. Only a company that has
// saved its configuration asks them here: without one, the portal's default (the e-mail, for the password
// link) is the portal's own. File fields (photo, CV file) are left out: the staff form attaches files after
// the record is saved. The jobs limit is the portal's too (HR may note more).
import { sql } from 'kysely';
import { type ConfiguracaoCampos, errosDoPortal } from '../../../shared/portal/campos-candidato.ts';
import type { HookContext, RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';

const CONFIG_CAMPOS = 'captacao/configuracao-campos-candidato';

/** The company's saved configuration as the staff side applies it, or undefined when it has none. */
export async function camposObrigatoriosDaEmpresa(
  ctx: Pick<HookContext, 'repo' | 'db' | 'session'>,
): Promise<ConfiguracaoCampos | undefined> {
  const lista = (await ctx.repo(CONFIG_CAMPOS).list()) as RecordData[];
  const cfg = lista.sort((a, b) => (a.id as number) - (b.id as number))[0];
  if (!cfg || !Array.isArray(cfg.camposObrigatorios) || cfg.camposObrigatorios.length === 0) return undefined;
  const { rows } = await sql<{ extras: boolean | null }>`SELECT campo_extra_candidato AS extras
    FROM empresa WHERE id = ${ctx.session.empresaId}`.execute(ctx.db);
  return {
    camposVisiveis: (cfg.camposVisiveis as string[] | undefined) ?? [],
    camposObrigatorios: cfg.camposObrigatorios as string[],
    camposExtras:
      rows[0]?.extras === true
        ? ((cfg.camposExtras ?? []) as { campo: string; titulo: string }[]).map(({ campo, titulo }) => ({
            campo,
            titulo,
          }))
        : [],
    maxCandidataCargo: Number.POSITIVE_INFINITY,
  };
}

/** 400 with every mandatory field the candidate lacks (the portal's messages), when the company asks any. */
export async function exigeCamposDaEmpresa(
  ctx: Pick<HookContext, 'repo' | 'db' | 'session'>,
  data: RecordData,
): Promise<void> {
  const cfg = await camposObrigatoriosDaEmpresa(ctx);
  if (!cfg) return;
  const erros = errosDoPortal(data, cfg, { foto: true, curriculo: true });
  if (erros.length > 0) throw validationError(erros);
}
