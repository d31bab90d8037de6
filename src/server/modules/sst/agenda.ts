// The exam schedule (docs/sst-exames-aso.md "Agenda de exames"): for each employee employed on the reference
// date and each exam the PCMSO (sst/pcmso) requires of them — by the function and environment of their career
// entry in force and the risks/agents of the environmental condition that applies to them (the latest on or
// before the date for their function, else for the whole environment, as S-2240 reads it) — the last time the
// exam was done (any ASO), when it is due next and its status; plus the return-to-work exams after a leave for
// illness or accident of 30 days or more (NR-7 7.5.9), due on the day back, the change-of-function exams (7.5.8),
// due on the change, and the dismissal exams (7.5.11), due on the last day. One set-based query: the PCMSO items
// are matched once per (environment, function) pair, not per employee, so 50,000 employees cost a few hash joins
// (bench/sst-agenda-exames.ts).
import { type RawBuilder, sql } from 'kysely';

export type StatusAgenda = 'VENCIDO' | 'A_VENCER' | 'PENDENTE' | 'EM_DIA';
export const STATUS_AGENDA: Record<StatusAgenda, string> = {
  VENCIDO: 'Vencido',
  A_VENCER: 'A vencer',
  PENDENTE: 'Pendente',
  EM_DIA: 'Em dia',
};
/** "A vencer": due within this many days of the reference date. */
export const DIAS_A_VENCER = 30;
/** NR-7 7.5.9: a leave for illness or accident of this many days or more asks a return-to-work exam. */
export const DIAS_AFASTAMENTO_RETORNO = 30;
/**
 * NR-7 7.5.8: the change-of-risk exam is done before the change: an exam from this many days before the new
 * function or environment starts counts for it.
 */
export const DIAS_ANTES_MUDANCA = 30;
/**
 * NR-7 7.5.11: the dismissal exam may be waived when an occupational exam was done within 135 days (risk
 * degrees 1 and 2) or 90 days (3 and 4) before the end of the contract; the schedule takes the stricter 90.
 */
export const DIAS_DISPENSA_DEMISSIONAL = 90;

export type FiltroAgenda = {
  referencia: string;
  status?: StatusAgenda[];
  estabelecimentos?: number[];
  area?: number;
  exames?: number[];
  nome?: string;
  /** due date from / to */
  dataIni?: string;
  dataFim?: string;
  /** with dataIni: also what is still overdue or pending from before it (the report's default) */
  incluirAtrasados?: boolean;
};

/**
 * The rows of the schedule, unordered and without names (comNomes adds them): colaborador_id, nome, matricula,
 * data_admissao, estabelecimento_id, area_id, amb, fun (0 = none), exame_id, exame (its name), meses (periodicity), admissional (the
 * PCMSO asks it at admission), tipo (the ASO type that would record it: 0 admissional, 1 periodic, 2 return to
 * work, 3 change of function, 9 dismissal), ultimo (last done), proximo (due), status.
 */
export function agendaSql(empresaId: number, f: FiltroAgenda): RawBuilder<unknown> {
  const ref = f.referencia;
  const filtrosColaborador = [
    f.estabelecimentos?.length ? sql`AND hc.estabelecimento_id = ANY(${f.estabelecimentos}::int[])` : sql``,
    f.area ? sql`AND hc.area_organizacional_id IN (SELECT id FROM areas)` : sql``,
    f.nome?.trim() ? sql`AND gente_search(c.nome) LIKE '%' || gente_search(${f.nome.trim()}) || '%'` : sql``,
  ];
  const atrasados = f.incluirAtrasados
    ? sql`OR (l.proximo < ${f.dataIni ?? null}::date AND l.proximo < ${ref}::date) OR l.status = 'PENDENTE'`
    : sql``;
  const periodo =
    f.dataIni || f.dataFim
      ? sql`AND ((l.proximo >= coalesce(${f.dataIni ?? null}::date, '-infinity') AND l.proximo <= coalesce(${f.dataFim ?? null}::date, 'infinity')) ${atrasados})`
      : sql``;
  return sql`
    WITH RECURSIVE areas(id) AS (
      SELECT id FROM area_organizacional WHERE id = ${f.area ?? null}::int AND empresa_id = ${empresaId}
      UNION SELECT a.id FROM area_organizacional a JOIN areas s ON a.area_mae_id = s.id),
    -- each employee's career entry in force, and since when its (environment, function) holds: the latest
    -- entry whose previous one had another pair (the admission, the first entry, is no change). One pass over
    -- the history in one order: the windows share its sort, the last entry is the one with no next.
    hist AS (
      SELECT h.colaborador_id, h.data, h.id, h.estabelecimento_id, h.area_organizacional_id, h.ambiente_id,
             h.funcao_id, lead(h.id) OVER w AS seguinte,
             lag(coalesce(h.ambiente_id, 0)) OVER w AS amb_antes, lag(coalesce(h.funcao_id, 0)) OVER w AS fun_antes
        FROM historico_colaborador h
       WHERE h.empresa_id = ${empresaId} AND h.data <= ${ref}::date AND h.status IS DISTINCT FROM 'X'
      WINDOW w AS (PARTITION BY h.colaborador_id ORDER BY h.data, h.id)),
    hc AS (
      SELECT * FROM (
        SELECT x.*, max(CASE WHEN x.amb_antes IS NOT NULL
                                  AND (coalesce(x.ambiente_id, 0), coalesce(x.funcao_id, 0))
                                      IS DISTINCT FROM (x.amb_antes, x.fun_antes)
                             THEN x.data END)
                      OVER (PARTITION BY x.colaborador_id ORDER BY x.data, x.id) AS mudou_em
          FROM hist x) y
       WHERE y.seguinte IS NULL),
    col AS MATERIALIZED (
      SELECT c.id, c.nome, c.matricula, c.data_admissao, c.data_desligamento, hc.mudou_em, hc.estabelecimento_id,
             hc.area_organizacional_id,
             coalesce(hc.ambiente_id, 0) AS amb, coalesce(hc.funcao_id, 0) AS fun
        FROM colaborador c LEFT JOIN hc ON hc.colaborador_id = c.id
       WHERE c.empresa_id = ${empresaId} AND c.data_admissao <= ${ref}::date
         AND (c.data_desligamento IS NULL OR c.data_desligamento >= ${ref}::date)
         AND c.status IS DISTINCT FROM 'C' AND c.status IS DISTINCT FROM 'D'
         ${sql.join(filtrosColaborador, sql` `)}),
    cond AS (
      SELECT DISTINCT ON (ca.ambiente_id, ca.funcao_id) ca.id, ca.ambiente_id, ca.funcao_id
        FROM condicao_ambiental ca
       WHERE ca.empresa_id = ${empresaId} AND ca.data <= ${ref}::date
       ORDER BY ca.ambiente_id, ca.funcao_id, ca.data DESC, ca.id DESC),
    pares AS (
      SELECT p.amb, p.fun, coalesce(c1.id, c0.id) AS cond_id
        FROM (SELECT DISTINCT amb, fun FROM col) p
        LEFT JOIN cond c1 ON c1.ambiente_id = p.amb AND c1.funcao_id = p.fun
        LEFT JOIN cond c0 ON c0.ambiente_id = p.amb AND c0.funcao_id IS NULL),
    itens AS (
      SELECT i.id, i.exame_id, i.tipos @> '[0]'::jsonb AS admissional,
             coalesce(i.periodicidade, CASE WHEN e.periodico THEN e.periodicidade END) AS meses,
             i.tipos @> '[1]'::jsonb AS periodico, i.tipos @> '[2]'::jsonb AS retorno,
             i.tipos @> '[3]'::jsonb AS mudanca, i.tipos @> '[9]'::jsonb AS demissional,
             (SELECT array_agg(ref_id) FROM pcmso_exame_funcoes WHERE owner_id = i.id) AS funcoes,
             (SELECT array_agg(ref_id) FROM pcmso_exame_ambientes WHERE owner_id = i.id) AS ambientes,
             (SELECT array_agg(ref_id) FROM pcmso_exame_riscos WHERE owner_id = i.id) AS riscos,
             (SELECT array_agg(ref_id) FROM pcmso_exame_agentes_nocivos WHERE owner_id = i.id) AS agentes
        FROM pcmso_exame i JOIN exame e ON e.id = i.exame_id
       WHERE i.empresa_id = ${empresaId} AND i.ativo IS NOT FALSE AND e.ativo IS NOT FALSE
         ${f.exames?.length ? sql`AND i.exame_id = ANY(${f.exames}::int[])` : sql``}),
    exigidos AS (
      -- one requirement per pair and exam: the strictest periodicity of the items that apply
      SELECT p.amb, p.fun, i.exame_id, bool_or(i.admissional) AS admissional,
             min(i.meses) FILTER (WHERE i.periodico) AS meses, bool_or(i.retorno) AS retorno,
             bool_or(i.mudanca) AS mudanca, bool_or(i.demissional) AS demissional
        FROM pares p JOIN itens i
          ON (i.funcoes IS NULL OR p.fun = ANY(i.funcoes))
         AND (i.ambientes IS NULL OR p.amb = ANY(i.ambientes))
         AND ((i.riscos IS NULL AND i.agentes IS NULL)
              OR EXISTS (SELECT 1 FROM condicao_ambiental_agentes ag
                          WHERE ag.owner_id = p.cond_id
                            AND (ag.risco_id = ANY(i.riscos) OR ag.atividade_perigosa_insalubre_id = ANY(i.agentes))))
       WHERE i.admissional OR (i.periodico AND i.meses IS NOT NULL) OR i.retorno OR i.mudanca OR i.demissional
       GROUP BY p.amb, p.fun, i.exame_id),
    feitos AS (
      SELECT a.colaborador_id, x.exame_id, max(x.data) AS ultimo
        FROM aso a JOIN aso_exames x ON x.owner_id = a.id
       WHERE a.empresa_id = ${empresaId} AND x.data <= ${ref}::date
       GROUP BY a.colaborador_id, x.exame_id),
    retorno AS (
      -- the latest leave for illness or accident of 30 days or more that ends by the horizon (NR-7 7.5.9)
      SELECT DISTINCT ON (af.colaborador_id) af.colaborador_id, af.inicio, af.fim + 1 AS volta
        FROM afastamento af JOIN col c ON c.id = af.colaborador_id
       WHERE af.empresa_id = ${empresaId} AND af.classe IN ('ACIDENTE_DOENCA', 'RECAIDA') AND af.fim IS NOT NULL
         AND af.fim - af.inicio + 1 >= ${DIAS_AFASTAMENTO_RETORNO}::int
         AND af.fim + 1 <= ${ref}::date + ${DIAS_A_VENCER}::int
       ORDER BY af.colaborador_id, af.fim DESC, af.id DESC),
    -- the few with a dismissal date, set apart first: joined inside the union, the filter came after the joins
    saindo AS MATERIALIZED (SELECT * FROM col WHERE data_desligamento IS NOT NULL),
    base AS (
      SELECT c.id AS colaborador_id, c.nome, c.matricula, c.data_admissao, c.estabelecimento_id,
             c.area_organizacional_id AS area_id, c.amb, c.fun, x.exame_id, x.meses, x.admissional, f.ultimo,
             CASE WHEN f.ultimo IS NULL AND x.admissional THEN 0 ELSE 1 END AS tipo,
             CASE WHEN f.ultimo IS NOT NULL THEN (f.ultimo + make_interval(months => x.meses))::date
                  WHEN x.admissional THEN c.data_admissao
                  ELSE (c.data_admissao + make_interval(months => x.meses))::date END AS proximo
        FROM col c JOIN exigidos x ON x.amb = c.amb AND x.fun = c.fun
        LEFT JOIN feitos f ON f.colaborador_id = c.id AND f.exame_id = x.exame_id
       -- an exam asked only at admission, once done, is never due again
       WHERE x.meses IS NOT NULL OR (x.admissional AND f.ultimo IS NULL)
      UNION ALL
      -- return to work: due on the day back, done by an exam on or after the leave's start
      SELECT c.id, c.nome, c.matricula, c.data_admissao, c.estabelecimento_id, c.area_organizacional_id, c.amb,
             c.fun, x.exame_id, x.meses, false, f.ultimo, 2, r.volta
        FROM col c JOIN retorno r ON r.colaborador_id = c.id
        JOIN exigidos x ON x.amb = c.amb AND x.fun = c.fun AND x.retorno
        LEFT JOIN feitos f ON f.colaborador_id = c.id AND f.exame_id = x.exame_id
       WHERE f.ultimo IS NULL OR f.ultimo < r.inicio
      UNION ALL
      -- change of function or environment: due on the change, done by the exam from a few days before it
      SELECT c.id, c.nome, c.matricula, c.data_admissao, c.estabelecimento_id, c.area_organizacional_id, c.amb,
             c.fun, x.exame_id, x.meses, false, f.ultimo, 3, c.mudou_em
        FROM col c
        JOIN exigidos x ON x.amb = c.amb AND x.fun = c.fun AND x.mudanca
        LEFT JOIN feitos f ON f.colaborador_id = c.id AND f.exame_id = x.exame_id
       WHERE c.mudou_em IS NOT NULL AND (f.ultimo IS NULL OR f.ultimo < c.mudou_em - ${DIAS_ANTES_MUDANCA}::int)
      UNION ALL
      -- dismissal set for the reference date or later: due on the last day, waived by a recent exam
      SELECT c.id, c.nome, c.matricula, c.data_admissao, c.estabelecimento_id, c.area_organizacional_id, c.amb,
             c.fun, x.exame_id, x.meses, false, f.ultimo, 9, c.data_desligamento
        FROM saindo c
        JOIN exigidos x ON x.amb = c.amb AND x.fun = c.fun AND x.demissional
        LEFT JOIN feitos f ON f.colaborador_id = c.id AND f.exame_id = x.exame_id
       WHERE (f.ultimo IS NULL OR f.ultimo < c.data_desligamento - ${DIAS_DISPENSA_DEMISSIONAL}::int)),
    l AS (
      SELECT b.*,
             CASE WHEN b.tipo = 0 THEN 'PENDENTE'
                  WHEN b.proximo IS NULL THEN 'EM_DIA'
                  WHEN b.proximo < ${ref}::date THEN 'VENCIDO'
                  WHEN b.proximo <= ${ref}::date + ${DIAS_A_VENCER}::int THEN 'A_VENCER'
                  ELSE 'EM_DIA' END AS status
        FROM base b)
    SELECT l.colaborador_id, l.nome, l.matricula, l.data_admissao, l.estabelecimento_id, l.area_id, l.amb, l.fun,
           l.exame_id, ex.nome AS exame, l.meses, l.admissional, l.tipo, l.ultimo, l.proximo, l.status
      FROM l JOIN exame ex ON ex.id = l.exame_id
     WHERE true ${periodo}`;
}

/** The schedule's order: what is most urgent first (by due date), then by name and exam. */
export const ORDEM_AGENDA = sql`proximo NULLS LAST, nome, colaborador_id, exame, exame_id`;

/**
 * Rows of agendaSql (`linhas`, a FROM item aliased l) with their names: estabelecimento, area, ambiente, funcao,
 * and dates as ISO text. Applied after paging on the screen: 25 rows get names, not 80,000.
 */
export const comNomes = (linhas: RawBuilder<unknown>) => sql`
    SELECT l.colaborador_id, l.nome, l.matricula, to_char(l.data_admissao, 'YYYY-MM-DD') AS data_admissao,
           l.estabelecimento_id, est.nome AS estabelecimento, l.area_id, ar.nome AS area,
           amb.nome AS ambiente, fn.nome AS funcao, l.exame_id, l.exame, l.meses, l.admissional, l.tipo,
           to_char(l.ultimo, 'YYYY-MM-DD') AS ultimo, to_char(l.proximo, 'YYYY-MM-DD') AS proximo, l.status,
           l.proximo AS proximo_data
      FROM ${linhas} l
      LEFT JOIN estabelecimento est ON est.id = l.estabelecimento_id
      LEFT JOIN area_organizacional ar ON ar.id = l.area_id
      LEFT JOIN ambiente amb ON amb.id = nullif(l.amb, 0)
      LEFT JOIN funcao fn ON fn.id = nullif(l.fun, 0)`;
