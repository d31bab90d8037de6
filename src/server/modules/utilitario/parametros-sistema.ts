// The installation's system parameters (schemas/utilitario/parametros-sistema.json: one record, id 1, that the
// installation's administrator changes through the register, audited like any write). Modules read them
// here at each use, by primary key: a change made through one instance holds at once in every other, with
// no cache to expire and no restart.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type ParametrosSistema = {
  compartilharColaboradores: boolean;
  compartilharCandidatos: boolean;
  compartilharCursos: boolean;
  aderiuAoEsocial: boolean;
  inverterEixoNineBox: boolean;
  paginarPesquisas: boolean;
  perguntasPorPagina: number;
};

/** The schema's defaults: what holds for a value never set (and the record's values at creation). */
export const PARAMETROS_PADRAO: Readonly<ParametrosSistema> = {
  compartilharColaboradores: true,
  compartilharCandidatos: false,
  compartilharCursos: false,
  aderiuAoEsocial: true,
  inverterEixoNineBox: false,
  paginarPesquisas: true,
  perguntasPorPagina: 10,
};

export async function parametrosSistema(db: Db): Promise<ParametrosSistema> {
  const { rows } = await sql<{ [K in keyof ParametrosSistema]: ParametrosSistema[K] | null }>`SELECT
      compartilhar_colaboradores AS "compartilharColaboradores",
      compartilhar_candidatos AS "compartilharCandidatos",
      compartilhar_cursos AS "compartilharCursos",
      aderiu_ao_esocial AS "aderiuAoEsocial",
      inverter_eixo_nine_box AS "inverterEixoNineBox",
      paginar_pesquisas AS "paginarPesquisas",
      perguntas_por_pagina AS "perguntasPorPagina"
    FROM parametros_sistema WHERE id = 1`.execute(db);
  const row = rows[0] ?? {};
  const out = { ...PARAMETROS_PADRAO };
  for (const key of Object.keys(out) as (keyof ParametrosSistema)[]) {
    const value = row[key as keyof typeof row];
    if (value !== null && value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}
