// Experience-period follow-up (spec §2 acompanhamentos-periodos-experiencia; docs/avaliacao.md "Acompanhamento
// do período de experiência"): for every active employee and active experience period, the date the follow-up is
// due (admission + the period's days), the model configured for the period (a tipo E model linked to it) and the
// follow-up sheet when answered — origem 'avaliacao-experiencia', context the period, about the employee, answered
// by the staff user. One follow-up per employee and period. Shared by the endpoints and the reports.
import { type RawBuilder, sql } from 'kysely';
import { today } from '../../http/params.ts';
import { ativoNaData } from '../cargo-salario/api.ts';

export const ORIGEM_EXPERIENCIA = 'avaliacao-experiencia';
export const PERIODOS = 'avaliacao/periodos-experiencia';

export const MSG_EXPERIENCIA = {
  jaAvaliado: 'Este período de experiência já foi avaliado para o talento.',
  semModelo: 'Nenhum modelo de acompanhamento está configurado para este período de experiência.',
  modeloDeExperiencia: 'O modelo deve ser de acompanhamento do período de experiência.',
  periodoInativo: 'Período de Experiência: registro não encontrado.',
  semAreas:
    'Você não é responsável nem co-responsável por nenhuma área organizacional, e o acompanhamento do período de ' +
    'experiência mostra os talentos das áreas sob a sua responsabilidade. Peça ao RH para incluí-lo como ' +
    'responsável de uma área (Cargos e Salários › Áreas Organizacionais).',
} as const;

export type FiltroPrevistos = {
  dataIni?: string;
  dataFim?: string;
  nome?: string;
  situacao?: 'TODAS' | 'RESPONDIDAS' | 'NAO_RESPONDIDAS';
  colaboradorId?: number;
  periodosIds?: number[];
  areasIds?: number[];
  /** only these areas (a manager's, areasDoUsuario); undefined: every area */
  areasVisiveis?: number[];
};

/**
 * One row per (active employee, active period): colaborador_id, nome, data_admissao, periodo_id, periodo, dias,
 * data_prevista, modelo_id, modelo, percentual_minimo, folha_id, respondida_em, nota, aprovado, area, cargo.
 * Without dates, the follow-ups due from 30 days ago on.
 */
export function previstosSql(empresaId: number, f: FiltroPrevistos): RawBuilder<any> {
  const hoje = today();
  const conds: RawBuilder<unknown>[] = [];
  if (f.dataIni) conds.push(sql`x.data_prevista >= ${f.dataIni}::date`);
  if (f.dataFim) conds.push(sql`x.data_prevista <= ${f.dataFim}::date`);
  if (!f.dataIni && !f.dataFim && f.colaboradorId === undefined)
    conds.push(sql`x.data_prevista >= ${hoje}::date - 30`);
  if (f.nome) conds.push(sql`gente_search(x.nome) LIKE '%' || gente_search(${f.nome}) || '%'`);
  if (f.situacao === 'RESPONDIDAS') conds.push(sql`x.folha_id IS NOT NULL`);
  if (f.situacao === 'NAO_RESPONDIDAS') conds.push(sql`x.folha_id IS NULL`);
  if (f.colaboradorId !== undefined) conds.push(sql`x.colaborador_id = ${f.colaboradorId}`);
  if (f.periodosIds?.length) conds.push(sql`x.periodo_id = ANY(${f.periodosIds}::int[])`);
  if (f.areasIds?.length) conds.push(sql`x.area_id = ANY(${f.areasIds}::int[])`);
  if (f.areasVisiveis) conds.push(sql`x.area_id = ANY(${f.areasVisiveis}::int[])`);
  return sql`SELECT * FROM (
      SELECT c.id AS colaborador_id, c.nome, c.data_admissao, pe.id AS periodo_id,
             pe.nome AS periodo, pe.dias, (c.data_admissao + pe.dias) AS data_prevista,
             m.id AS modelo_id, m.titulo AS modelo, m.percentual_minimo_aprovacao::float8 AS percentual_minimo,
             fo.id AS folha_id, fo.respondida_em, fo.nota::float8 AS nota, fo.concluida,
             CASE WHEN fo.nota IS NOT NULL AND m.percentual_minimo_aprovacao IS NOT NULL
                  THEN fo.nota >= m.percentual_minimo_aprovacao END AS aprovado,
             h.area_organizacional_id AS area_id, ar.nome AS area, cg.nome AS cargo
        FROM colaborador c
        CROSS JOIN periodo_experiencia pe
        LEFT JOIN LATERAL (SELECT id, titulo, percentual_minimo_aprovacao FROM modelo_avaliacao
           WHERE empresa_id = ${empresaId} AND tipo = 'E' AND coalesce(ativo, true)
             AND periodo_acompanhamento_experiencia_id = pe.id ORDER BY id LIMIT 1) m ON TRUE
        LEFT JOIN LATERAL (SELECT id, respondida_em, nota, concluida FROM questionario_folha
           WHERE origem = ${ORIGEM_EXPERIENCIA} AND contexto = ${PERIODOS} AND contexto_id = pe.id
             AND avaliado_id = c.id LIMIT 1) fo ON TRUE
        LEFT JOIN LATERAL (SELECT h.area_organizacional_id, h.faixa_salarial_id FROM historico_colaborador h
           WHERE h.colaborador_id = c.id AND h.status IS DISTINCT FROM 'X' AND h.data <= ${hoje}::date
             AND coalesce(h.data_fim, 'infinity'::date) >= ${hoje}::date ORDER BY h.data DESC LIMIT 1) h ON TRUE
        LEFT JOIN area_organizacional ar ON ar.id = h.area_organizacional_id
        LEFT JOIN faixa_salarial fx ON fx.id = h.faixa_salarial_id LEFT JOIN cargo cg ON cg.id = fx.cargo_id
       WHERE c.empresa_id = ${empresaId} AND pe.empresa_id = ${empresaId} AND coalesce(pe.ativo, true)
         AND c.data_admissao IS NOT NULL AND ${ativoNaData('c', hoje)}
    ) x ${conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``}`;
}
