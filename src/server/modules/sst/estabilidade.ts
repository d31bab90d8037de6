// Job stability (GET cargo-salario/colaboradores/:id/data-estabilidade). Lei 8.213/1991 art. 118: after a work
// accident (or occupational disease) leave paid by the INSS (auxílio-doença acidentário, which starts on the 16th
// day, so leaves longer than 15 days), the employee keeps the job for 12 months after the return. The return is
// the day after the leave's last day, so the last protected day is the same day of the month, 12 months after the
// leave's end. A relapse (class RECAIDA) of an accident leave counts as that accident. CIPA (ADCT art. 10, II, a;
// CLT art. 165): the employees' representatives, full and alternate members (Súmula 339 TST), until 1 year after
// the mandate ends (sst/cipa), and "desde o registro de sua candidatura": a candidate of an election
// (sst/eleicoes-cipa) from the start of its registration stage, until 1 year after the elected mandate when elected,
// else until the end of the voting or counting (the result). Pregnancy: no data in the spec
// (docs/sst-afastamentos.md).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Days the employer pays before the INSS benefit (Lei 8.213 art. 60 §3): longer leaves are INSS leaves. */
export const DIAS_EMPREGADOR = 15;

/** yyyy-MM-dd plus `meses` months; a day the target month lacks becomes its last day (29/02 → 28/02). */
export function somarMeses(iso: string, meses: number): string {
  const [a, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = a * 12 + (m - 1) + meses;
  const ano = Math.floor(total / 12);
  const mes = (total % 12) + 1;
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(Math.min(d, ultimo)).padStart(2, '0')}`;
}

/** Last day of the accident stability of a leave that ended on `fim` (returned the next day). */
export const fimEstabilidadeAcidente = (fim: string) => somarMeses(fim, 12);

/** Last day of a CIPA representative's stability: 1 year after the mandate's end. */
export const fimEstabilidadeCipa = (fimMandato: string) => somarMeses(fimMandato, 12);

export type Estabilidade = { ate: string; motivo: 'ACIDENTE' | 'CIPA' };

/**
 * The employee's stability end on `data`: the latest end among the finished work-accident INSS leaves and the
 * CIPA mandates as employees' representative, when not before `data`; null when none applies.
 */
export async function dataEstabilidade(db: Db, empresaId: number, colaboradorId: number, data: string) {
  return (await estabilidade(db, empresaId, colaboradorId, data))?.ate ?? null;
}

/** As dataEstabilidade, with the rule that gives the latest end (CIPA wins a tie: it is what §8 warns about). */
export async function estabilidade(
  db: Db,
  empresaId: number,
  colaboradorId: number,
  data: string,
): Promise<Estabilidade | null> {
  const [acidentes, cipa, candidaturas] = await Promise.all([
    sql<{ fim: string }>`
      SELECT to_char(a.fim, 'YYYY-MM-DD') AS fim
        FROM afastamento a JOIN tipo_afastamento t ON t.id = a.afastamento_id
        LEFT JOIN afastamento o ON o.id = a.afastamento_origem_id
       WHERE a.empresa_id = ${empresaId} AND a.colaborador_id = ${colaboradorId} AND a.fim IS NOT NULL
         AND t.inss AND a.fim - a.inicio + 1 > ${DIAS_EMPREGADOR}
         AND ((a.classe = 'ACIDENTE_DOENCA' AND a.acidente_trabalho)
              OR (a.classe = 'RECAIDA' AND o.acidente_trabalho))`.execute(db),
    sql<{ fim: string }>`
      SELECT to_char(m.fim, 'YYYY-MM-DD') AS fim
        FROM cipa_mandato m JOIN cipa_mandato_membros x ON x.owner_id = m.id
       WHERE m.empresa_id = ${empresaId} AND x.colaborador_id = ${colaboradorId}
         AND x.representacao = 'EMPREGADOS' AND m.inicio <= ${data}::date`.execute(db),
    sql<{ fim_mandato: string | null; fim_eleicao: string | null }>`
      SELECT to_char(m.fim, 'YYYY-MM-DD') AS fim_mandato,
             (SELECT to_char(max(g.fim), 'YYYY-MM-DD') FROM cipa_eleicao_etapa g
               WHERE g.eleicao_id = e.id AND g.etapa IN ('VOTACAO', 'APURACAO')) AS fim_eleicao
        FROM cipa_eleicao e JOIN cipa_eleicao_candidatos k ON k.owner_id = e.id
        JOIN cipa_eleicao_etapa i ON i.eleicao_id = e.id AND i.etapa = 'INSCRICAO' AND i.inicio <= ${data}::date
        LEFT JOIN cipa_mandato m ON m.id = e.mandato_id AND EXISTS (
               SELECT 1 FROM cipa_mandato_membros x WHERE x.owner_id = m.id
                  AND x.colaborador_id = k.colaborador_id AND x.representacao = 'EMPREGADOS')
       WHERE e.empresa_id = ${empresaId} AND k.colaborador_id = ${colaboradorId}`.execute(db),
  ]);
  const fins: Estabilidade[] = [
    ...acidentes.rows.map((r) => ({ ate: fimEstabilidadeAcidente(r.fim), motivo: 'ACIDENTE' as const })),
    ...cipa.rows.map((r) => ({ ate: fimEstabilidadeCipa(r.fim), motivo: 'CIPA' as const })),
    ...candidaturas.rows.flatMap((r) => {
      const ate = r.fim_mandato ? fimEstabilidadeCipa(r.fim_mandato) : r.fim_eleicao;
      return ate ? [{ ate, motivo: 'CIPA' as const }] : [];
    }),
  ].sort((a, b) => a.ate.localeCompare(b.ate) || (a.motivo === 'CIPA' ? 1 : -1));
  const ultimo = fins.at(-1);
  return ultimo && ultimo.ate >= data ? ultimo : null;
}
