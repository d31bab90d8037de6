// GET /api/cargo-salario/relatorios/analise-tabelas-salariais/previa?data=AAAA-MM-DD&filtroPor=1&
//     areasOrganizacionais=1,2&gruposOcupacionais=…&cargos=…&estabelecimentos=…
// The salary-table analysis on screen (spec §7 "analise-tabelas-salariais (+GET previa)"): the report's own
// filter, given as query parameters (lists comma-separated), checked by the report's validator (same 400
// FIELD_VALIDATION_VIOLATION messages) and answered with the report's rows as JSON — the same query as the
// PDF/XLSX, money as JSON numbers, at most PREVIA_MAX_LINHAS rows.
import type { FastifyInstance } from 'fastify';
import { validatorLoaders } from '../../../../generated/validators/index.ts';
import { toFieldErrors } from '../../../../shared/schema/field-errors.ts';
import { normalizeInput } from '../../../../shared/schema/normalize.ts';
import type { JsonSchema } from '../../../../shared/schema/types.ts';
import type { ModuleRoutesOptions } from '../../../app.ts';
import { requireAuthority } from '../../../auth/session.ts';
import { validationError } from '../../../http/errors.ts';
import { loadReportDeclarations } from '../../../reports/loader.ts';
import { analiseTabelasSalariais } from './analise-tabelas-salariais.query.ts';

const RELATORIO = 'cargo-salario/analise-tabelas-salariais';
export const PREVIA_MAX_LINHAS = 10_000;

/** Columns that are decimals in SQL (strings from pg) and numbers in the JSON answer. */
const DECIMAIS = [
  'valorFaixa',
  'menorSalario',
  'maiorSalario',
  'salarioMedio',
  'percentualMedio',
  'folha',
] as const;

const INTEIRO = /^-?\d{1,9}$/;

/** The query string as the filter object the report's schema describes (lists and integers converted). */
export function filtroDaQuery(schema: JsonSchema, query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(query)) {
    const text = Array.isArray(raw) ? raw.join(',') : String(raw);
    const prop = schema.properties?.[name];
    if (prop?.type === 'array') {
      const items = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      out[name] = items.map((s) => (prop.items?.type === 'integer' && INTEIRO.test(s) ? Number(s) : s));
    } else if (prop?.type === 'integer') {
      out[name] = INTEIRO.test(text.trim()) ? Number(text.trim()) : text;
    } else {
      out[name] = text;
    }
  }
  return out;
}

export default async function previaRoutes(app: FastifyInstance, { engine }: ModuleRoutesOptions) {
  const decl = loadReportDeclarations().find((d) => d.$id === RELATORIO);
  if (!decl) throw new Error(`relatório ${RELATORIO} não declarado`);
  const validate = (await validatorLoaders[`relatorio:${RELATORIO}`]()).default;

  app.get('/api/cargo-salario/relatorios/analise-tabelas-salariais/previa', async (request) => {
    const session = requireAuthority(request, decl.authority);
    const filter = normalizeInput(
      decl.filter,
      filtroDaQuery(decl.filter, request.query as Record<string, unknown>),
    ) as Record<string, any>;
    if (!validate(filter)) throw validationError(toFieldErrors(validate.errors as any, decl.filter));
    const res = await analiseTabelasSalariais(filter, { db: engine.db, session }, PREVIA_MAX_LINHAS).execute(
      engine.db,
    );
    return (res.rows as Record<string, unknown>[]).map((row) => {
      const out = { ...row };
      for (const k of DECIMAIS) out[k] = row[k] === null || row[k] === undefined ? null : Number(row[k]);
      return out;
    });
  });
}
