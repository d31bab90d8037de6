// SQL pieces shared by the recruitment reports (src/server/modules/captacao/relatorios/*.query.ts) and the
// vacancy-fill statistics. Every piece binds its values and is scoped to the company it is given.
//
// * A personnel request's situation (spec §4 filter options): C cancelled, else E closed, else S suspended,
//   else A open; the report filter statusSolicitacao T takes them all.
// * Organisational filter (filtroPor 1 areas with their sub-areas, 2 occupational groups; jobs) and
//   establishments: the job and salary reports' own pieces (cargo-salario/relatorios/comum.ts), applied to
//   the request's area and to the job of its salary range.
// * Candidate reports read the companies of `empresasIds`, each of which must be one the user may access.
import { type RawBuilder, sql } from 'kysely';
import candidatoSchema from '../../../../../schemas/captacao/candidatos.json' with { type: 'json' };
import candidatoSolicitacaoSchema from '../../../../../schemas/captacao/candidatos-solicitacao.json' with {
  type: 'json',
};
import historicoSchema from '../../../../../schemas/captacao/historicos-candidato.json' with { type: 'json' };
import solicitacaoSchema from '../../../../../schemas/captacao/solicitacoes-pessoal.json' with {
  type: 'json',
};
import type { StaffSession } from '../../../auth/session.ts';
import { fieldError } from '../../../http/errors.ts';
import { idsDe, rotuloSql } from '../../../reports/sql.ts';
import { type Filtro, filtroEstabelecimentos, filtroOrganizacional } from '../../cargo-salario/api.ts';

type Sql = RawBuilder<unknown>;

/** Portuguese labels of the stored codes, read from the register schemas (one source of truth). */
export const ROTULOS_CAPTACAO = {
  situacaoSolicitacao: solicitacaoSchema.properties.situacao['x-enum-labels'] as Record<string, string>,
  situacaoCandidato: candidatoSolicitacaoSchema.properties.situacao['x-enum-labels'] as Record<
    string,
    string
  >,
  resultado: historicoSchema.properties.resultado['x-enum-labels'] as Record<string, string>,
  qualificacao: candidatoSchema.properties.qualificacaoCadastral['x-enum-labels'] as Record<string, string>,
  statusCadastral: candidatoSchema.properties.statusCadastral['x-enum-labels'] as Record<string, string>,
  origem: candidatoSchema.properties.origem['x-enum-labels'] as Record<string, string>,
};

export const MSG_RELATORIO_CAPTACAO = {
  empresaNaoPermitida: 'Você não tem acesso a uma das empresas selecionadas.',
} as const;

/** A, S, E or C: the situation of request alias `s` (spec §4 filter options). */
export const situacaoSolicitacaoSql = (s: string): RawBuilder<string> =>
  sql<string>`(CASE WHEN ${sql.ref(`${s}.cancelada`)} IS TRUE THEN 'C' WHEN ${sql.ref(`${s}.encerrada`)} IS TRUE THEN 'E'
    WHEN ${sql.ref(`${s}.suspensa`)} IS TRUE THEN 'S' ELSE 'A' END)`;

/** The Portuguese situation of request alias `s` ('Aberta', 'Suspensa', 'Encerrada', 'Cancelada'). */
export const rotuloSituacaoSolicitacao = (s: string) =>
  rotuloSql(ROTULOS_CAPTACAO.situacaoSolicitacao, situacaoSolicitacaoSql(s));

/** 'Nº 12 – Vendedores para a loja': how a request is named in group headers. */
export const nomeSolicitacaoSql = (s: string): Sql =>
  sql`'Nº ' || ${sql.ref(`${s}.id`)} || ' – ' || ${sql.ref(`${s}.descricao`)}`;

/** 'Cargo – Faixa' of salary range alias `fx` and its job `cg`. */
export const cargoFaixaSql = (fx: string, cg: string): Sql =>
  sql`${sql.ref(`${cg}.nome`)} || ' – ' || ${sql.ref(`${fx}.nome`)}`;

/** 'Nº 12 – Vendedores para a loja (Vendedor – Júnior)': the group header of a request. */
export const solicitacaoComCargoSql = (s: string, fx: string, cg: string): Sql =>
  sql`${nomeSolicitacaoSql(s)} || ' (' || ${cargoFaixaSql(fx, cg)} || ')'`;

/**
 * Conditions of the reports on personnel requests, on alias `s` joined to its salary range `fx`:
 * period on `dataCol` (the request date, or a history date), situation, establishments, organisational
 * unit, jobs, reasons and the requests picked. TRUE for what the filter leaves open.
 */
export function filtroSolicitacoes(f: Filtro, empresaId: number): Sql {
  const conds: Sql[] = [
    filtroOrganizacional(f, empresaId, {
      cargo: sql`fx.cargo_id`,
      area: (sub) => sql`s.area_organizacional_id IN ${sub}`,
    }),
    filtroEstabelecimentos(f, sql`s.estabelecimento_id`),
  ];
  if (f.statusSolicitacao && f.statusSolicitacao !== 'T')
    conds.push(sql`${situacaoSolicitacaoSql('s')} = ${f.statusSolicitacao}`);
  const motivos = idsDe(f.motivos);
  if (motivos.length) conds.push(sql`s.motivo_solicitacao_id = ANY(${motivos}::int[])`);
  const solicitacoes = idsDe(f.solicitacoes);
  if (solicitacoes.length) conds.push(sql`s.id = ANY(${solicitacoes}::int[])`);
  return sql.join(conds, sql` AND `);
}

/** Vacancies of request alias `s` filled: places of its process that ended in a hire. */
export const preenchidasSql = (s: string): Sql =>
  sql`(SELECT count(*) FROM candidato_solicitacao k
        WHERE k.solicitacao_id = ${sql.ref(`${s}.id`)} AND k.situacao = 'CONTRATADO')::int`;

/**
 * Derived table `(candidato_solicitacao_id, solicitacao_id, etapa_seletiva_id, resultado)`: each candidate's
 * latest result in each stage of a request's process (date, then id), over the history rows `condicao`
 * keeps (alias `h`).
 */
export const ultimoResultadoPorEtapa = (empresaId: number, condicao: Sql): Sql =>
  sql`(SELECT DISTINCT ON (h.candidato_solicitacao_id, h.etapa_seletiva_id)
             h.candidato_solicitacao_id, cs.solicitacao_id, h.etapa_seletiva_id, h.resultado
        FROM historico_candidato h
        JOIN candidato_solicitacao cs ON cs.id = h.candidato_solicitacao_id
       WHERE h.empresa_id = ${empresaId} AND ${condicao}
       ORDER BY h.candidato_solicitacao_id, h.etapa_seletiva_id, h.data DESC, h.id DESC)`;

/** Counts of a stage over `ultimoResultadoPorEtapa` alias `u`: candidatos, aprovados, reprovados, aguardando. */
export const contagensEtapaSql = (u: string): Sql => {
  const r = sql.ref(`${u}.resultado`);
  return sql`count(*)::int AS candidatos, count(*) FILTER (WHERE ${r} = 'APROVADO')::int AS aprovados,
    count(*) FILTER (WHERE ${r} = 'REPROVADO')::int AS reprovados,
    count(*) FILTER (WHERE ${r} = 'PENDENTE')::int AS aguardando`;
};

/**
 * FROM and WHERE of the reports on the candidates' moves: the history entries (`h`) in the chosen stages
 * (`e`) and period, of candidates (`c`, place `cs`) in the requests (`s`, range `fx`, job `cg`) the filter
 * keeps, with who recorded each (`u`); `extra` adds a condition.
 */
export function movimentacoesDoFiltro(f: Filtro, empresaId: number, extra: Sql = sql`TRUE`): Sql {
  return sql`historico_candidato h
      JOIN candidato_solicitacao cs ON cs.id = h.candidato_solicitacao_id
      JOIN solicitacao_pessoal s ON s.id = cs.solicitacao_id AND s.empresa_id = ${empresaId}
      JOIN faixa_salarial fx ON fx.id = s.faixa_salarial_id
      JOIN cargo cg ON cg.id = fx.cargo_id
      JOIN candidato c ON c.id = cs.candidato_id
      JOIN etapa_seletiva e ON e.id = h.etapa_seletiva_id
      LEFT JOIN usuario u ON u.id = h.responsavel_id
     WHERE h.empresa_id = ${empresaId}
       AND h.etapa_seletiva_id = ANY(${idsDe(f.etapasSeletivas)}::int[])
       AND ${noPeriodo(f, sql`h.data`)}
       AND ${filtroSolicitacoes(f, empresaId)}
       AND ${extra}`;
}

/** `col BETWEEN dataIni AND dataFim` (both required by the report filters). */
export const noPeriodo = (f: Filtro, col: Sql): Sql =>
  sql`${col} BETWEEN ${f.dataIni}::date AND ${f.dataFim}::date`;

/**
 * The companies a candidate report reads: `empresasIds`, each one the user may access (user id 1: any
 * existing company). Anything else is refused on the field, before a row is read.
 */
export function empresasDoFiltro(f: Filtro, session: StaffSession): number[] {
  const ids = idsDe(f.empresasIds);
  if (!session.isAdmin && ids.some((id) => !session.empresasIds.includes(id)))
    throw fieldError('empresasIds', MSG_RELATORIO_CAPTACAO.empresaNaoPermitida);
  return ids;
}

/** The jobs a candidate wants ('Vendedor, Caixa'), for candidate alias `c`. */
export const cargosPretendidosSql = (c: string): Sql =>
  sql`(SELECT string_agg(cg.nome, ', ' ORDER BY gente_search(cg.nome)) FROM candidato_cargos cc
        JOIN cargo cg ON cg.id = cc.ref_id WHERE cc.owner_id = ${sql.ref(`${c}.id`)})`;

/** A phone number as people write it: 98765-4321, 3456-7890 (stored as digits). */
const foneSql = (digitos: Sql): Sql =>
  sql`regexp_replace(${digitos}, ${'^(\\d{4,5})(\\d{4})$'}, ${'\\1-\\2'})`;

/** How to reach candidate alias `c`: mobile (or landline) and e-mail, as one text. */
export const contatoSql = (c: string): Sql => {
  const col = (n: string) => sql.ref(`${c}.${n}`);
  return sql`nullif(concat_ws(' · ',
      CASE WHEN ${col('contato_fone_celular')} IS NOT NULL
           THEN '(' || coalesce(${col('contato_ddd_celular')}, ${col('contato_ddd')}, '') || ') ' || ${foneSql(col('contato_fone_celular'))}
           WHEN ${col('contato_fone_fixo')} IS NOT NULL
           THEN '(' || coalesce(${col('contato_ddd')}, '') || ') ' || ${foneSql(col('contato_fone_fixo'))} END,
      ${col('contato_email')}), '')`;
};
