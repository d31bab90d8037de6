// The vaccination card (spec §3 Vaccination course, §4 vaccination statuses): which dose is due when, and the
// status of each dose and of each vaccine's course, computed from the stored doses, the vaccine's schedule and
// a reference date ("today" by default; the tests and the reports pass one). Pure, so it is tested without a
// database, and the same rules serve the card endpoint, its report and the batch.
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export type StatusDose = 'Recebida' | 'Atrasada' | 'A receber';
export type StatusCurso = 'Em andamento' | 'Completo' | 'Interrompido';

/** One line of the vaccine's schedule (sst/vacinas doses). */
export type DoseVacina = { numeroDose: number; diasProximaDose: number | null };
/** A stored dose (sst/vacinacoes). */
export type DoseRecebida = { id: number; numeroDose: number; lote: string; dataRealizacao: string };

export type VacinacaoCartao = {
  id: number | null;
  numeroDose: number;
  doseVacina: DoseVacina;
  dataPrevista: string | null;
  lote: string | null;
  dataRealizacao: string | null;
  status: StatusDose;
};

/** 'AAAA-MM-DD' + n days, in calendar days (no time zone involved). */
export function somaDias(data: string, dias: number): string {
  const d = new Date(`${data}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/**
 * The schedule of a vaccine as one line per dose 1..quantidadeDoses: a dose missing from the stored schedule
 * (older records, a single-dose vaccine with no lines) has no interval to the next.
 */
export function esquema(quantidadeDoses: number, doses: DoseVacina[]): DoseVacina[] {
  return Array.from({ length: quantidadeDoses }, (_, i) => {
    const d = doses.find((x) => x.numeroDose === i + 1);
    return { numeroDose: i + 1, diasProximaDose: d?.diasProximaDose ?? null };
  });
}

/**
 * Received when it has a date; otherwise late once today is past its forecast date (the forecast day itself
 * is still on time), else to be received. A dose without forecast (the first, or one after a schedule line
 * without interval) is never late.
 */
export function statusDose(
  dataPrevista: string | null,
  dataRealizacao: string | null,
  hoje: string,
): StatusDose {
  if (dataRealizacao) return 'Recebida';
  if (dataPrevista && dataPrevista < hoje) return 'Atrasada';
  return 'A receber';
}

/**
 * Each dose of the schedule with its forecast date and status on `hoje`. The forecast is the previous dose's
 * date + that dose's days to the next; when the previous dose was not received, its own forecast stands in for
 * it, so a third dose is late once the second one's forecast plus the interval has passed (it used to have no
 * forecast, and showed 'A receber' however late it was).
 */
export function vacinacoesDoCurso(
  doses: DoseVacina[],
  recebidas: DoseRecebida[],
  hoje: string,
): VacinacaoCartao[] {
  const porDose = new Map(recebidas.map((r) => [r.numeroDose, r]));
  let base: string | null = null;
  return doses.map((dose, i) => {
    const intervalo = i > 0 ? doses[i - 1]!.diasProximaDose : null;
    const dataPrevista = base && intervalo ? somaDias(base, intervalo) : null;
    const r = porDose.get(dose.numeroDose);
    base = r?.dataRealizacao ?? dataPrevista;
    return {
      id: r?.id ?? null,
      numeroDose: dose.numeroDose,
      doseVacina: dose,
      dataPrevista,
      lote: r?.lote ?? null,
      dataRealizacao: r?.dataRealizacao ?? null,
      status: statusDose(dataPrevista, r?.dataRealizacao ?? null, hoje),
    };
  });
}

/**
 * Complete when every dose was received; interrupted while a dose is late (the next dose's forecast date
 * passed without it: the course stalled, and receiving the dose resumes it); otherwise in progress.
 */
export function statusCurso(vacinacoes: { status: StatusDose }[]): StatusCurso {
  if (vacinacoes.every((v) => v.status === 'Recebida')) return 'Completo';
  if (vacinacoes.some((v) => v.status === 'Atrasada')) return 'Interrompido';
  return 'Em andamento';
}

export type CursoVacinacao = {
  vacina: { id: number; nome: string };
  vacinaId: number;
  status: StatusCurso;
  vacinacoes: VacinacaoCartao[];
};

type LinhaCartao = {
  vacina_id: number;
  vacina_nome: string;
  quantidade_doses: number;
  doses: DoseVacina[] | null;
  recebidas: DoseRecebida[] | null;
};

/**
 * The card of one employee: one course per vaccine with at least one dose received (or in `vacinaIds`, the
 * vaccines the screen is about to start), by vaccine name.
 */
export async function cartaoVacinacao(
  db: Database | import('kysely').Transaction<any>,
  empresaId: number,
  colaboradorId: number,
  hoje: string,
  vacinaIds: number[] = [],
): Promise<CursoVacinacao[]> {
  const { rows } = await sql<LinhaCartao>`
    SELECT v.id AS vacina_id, v.nome AS vacina_nome, v.quantidade_doses,
           (SELECT json_agg(json_build_object('numeroDose', d.numero_dose, 'diasProximaDose', d.dias_proxima_dose)
                            ORDER BY d.numero_dose)
              FROM vacina_doses d WHERE d.owner_id = v.id) AS doses,
           (SELECT json_agg(json_build_object('id', x.id, 'numeroDose', x.numero_dose, 'lote', x.lote,
                                              'dataRealizacao', to_char(x.data_realizacao, 'YYYY-MM-DD'))
                            ORDER BY x.numero_dose)
              FROM vacinacao x WHERE x.vacina_id = v.id AND x.colaborador_id = ${colaboradorId}) AS recebidas
      FROM vacina v
     WHERE v.empresa_id = ${empresaId}
       AND (v.id = ANY(${vacinaIds}::int[])
            OR EXISTS (SELECT 1 FROM vacinacao x WHERE x.vacina_id = v.id AND x.colaborador_id = ${colaboradorId}))
     ORDER BY gente_search(v.nome), v.id`.execute(db);
  return rows.map((r) => {
    const vacinacoes = vacinacoesDoCurso(esquema(r.quantidade_doses, r.doses ?? []), r.recebidas ?? [], hoje);
    return {
      vacina: { id: r.vacina_id, nome: r.vacina_nome },
      vacinaId: r.vacina_id,
      status: statusCurso(vacinacoes),
      vacinacoes,
    };
  });
}
