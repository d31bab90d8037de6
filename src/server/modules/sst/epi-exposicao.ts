// The EPIs of an exposure (_defs/exposicao-agente, in sst/condicoes-ambientais: the risks of an environment and of
// a function in it), docs/sst-epi.md:
// * refused: two EPIs with the same CA in one agent (the S-2240 lists the CA of each: the same CA twice says
//   nothing more and hides a registration mistake), and an EPI marked not effective that the agent does not list;
// * warned (avisoEficacia, never a refusal): the per-EPI efficacies diverge — among the agent's EPIs, from the
//   agent's single 'EPI Eficaz' (the only one the eSocial receives), or from the same agent and EPI in the other
//   conditions of the environment in force on the same date (the whole environment's, another function's).
import { sql } from 'kysely';
import { formatDate } from '../../../shared/br/format.ts';
import type { FieldError } from '../../../shared/messages.ts';
import type { HookContext, RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';
import { AVISO_EFICACIA, MSG_EPI } from './epi.ts';

type Agente = {
  atividadePerigosaInsalubre?: { id: number };
  utilizaEpi?: string;
  epiEficaz?: 'S' | 'N';
  epis?: number[];
  episNaoEficazes?: number[];
  avisoEficacia?: string;
};

async function nomesECas(ctx: HookContext, ids: number[]) {
  const { rows } = await sql<{ id: number; nome: string; numero_ca: string | null }>`
    SELECT id, nome, numero_ca FROM epi WHERE id = ANY(${ids}::int[])`.execute(ctx.db);
  return new Map(rows.map((r) => [r.id, r]));
}

const usaEpi = (a: Agente) => a.utilizaEpi === '2';

/** Refuses a CA repeated in an agent and a "not effective" EPI the agent does not list. */
export async function conferirEpisDasExposicoes(ctx: HookContext, data: RecordData) {
  const agentes = (data.agentes ?? []) as Agente[];
  const ids = [...new Set(agentes.flatMap((a) => (usaEpi(a) ? (a.epis ?? []) : [])))];
  const epis = ids.length ? await nomesECas(ctx, ids) : new Map();
  const erros: FieldError[] = [];
  agentes.forEach((a, i) => {
    if (!usaEpi(a)) {
      // hidden in the form when no EPI is used: nothing to keep
      a.episNaoEficazes = [];
      return;
    }
    const porCa = new Map<string, string>();
    for (const id of a.epis ?? []) {
      const e = epis.get(id);
      if (!e?.numero_ca) continue;
      const ca = e.numero_ca.trim();
      const outro = porCa.get(ca);
      if (outro) {
        erros.push({ field: `agentes.${i}.epis`, message: MSG_EPI.caRepetido(outro, e.nome, ca) });
        break;
      }
      porCa.set(ca, e.nome);
    }
    if ((a.episNaoEficazes ?? []).some((id) => !(a.epis ?? []).includes(id)))
      erros.push({ field: `agentes.${i}.episNaoEficazes`, message: MSG_EPI.naoEficazForaDaLista });
  });
  if (erros.length) throw validationError(erros);
}

type Outra = {
  cond_id: number;
  agente: number;
  epi_id: number;
  eficaz: boolean;
  funcao: string | null;
  data: string;
};

/** Per agent and EPI, the efficacy in the other conditions of the same environment in force on the same date. */
async function outrasCondicoes(ctx: HookContext, ids: number[]): Promise<Outra[]> {
  const { rows } = await sql<Outra>`
    WITH c AS (SELECT id, ambiente_id, funcao_id, data FROM condicao_ambiental
                WHERE id = ANY(${ids}::int[]) AND empresa_id = ${ctx.session.empresaId}),
    outras AS (
      SELECT DISTINCT ON (c.id, o.funcao_id) c.id AS cond_id, o.id AS outra_id, o.funcao_id, o.data
        FROM c JOIN condicao_ambiental o
          ON o.ambiente_id = c.ambiente_id AND o.funcao_id IS DISTINCT FROM c.funcao_id AND o.data <= c.data
       ORDER BY c.id, o.funcao_id, o.data DESC, o.id DESC)
    SELECT ot.cond_id, ag.atividade_perigosa_insalubre_id AS agente, j.ref_id AS epi_id,
           NOT EXISTS (SELECT 1 FROM condicao_ambiental_agentes_epis_nao_eficazes n
                        WHERE n.owner_id = ag.id AND n.ref_id = j.ref_id) AS eficaz,
           f.nome AS funcao, to_char(ot.data, 'YYYY-MM-DD') AS data
      FROM outras ot
      JOIN condicao_ambiental_agentes ag ON ag.owner_id = ot.outra_id AND ag.utiliza_epi = '2'
      JOIN condicao_ambiental_agentes_epis j ON j.owner_id = ag.id
      LEFT JOIN funcao f ON f.id = ot.funcao_id`.execute(ctx.db);
  return rows;
}

const onde = (o: Outra) =>
  o.funcao ? `da função ${o.funcao} de ${formatDate(o.data)}` : `do ambiente todo de ${formatDate(o.data)}`;

/** The warnings of one agent: its own EPIs' efficacies, then the other conditions' (`outras` of this agent). */
export function avisosDoAgente(a: Agente, nome: (id: number) => string, outras: Outra[]): string[] {
  if (!usaEpi(a) || !a.epis?.length) return [];
  const nao = a.epis.filter((id) => a.episNaoEficazes?.includes(id));
  const sim = a.epis.filter((id) => !a.episNaoEficazes?.includes(id));
  const avisos: string[] = [];
  if (sim.length && nao.length)
    avisos.push(AVISO_EFICACIA.divergentes(sim.map(nome), nao.map(nome), a.epiEficaz));
  else if (a.epiEficaz === 'S' && nao.length)
    avisos.push(AVISO_EFICACIA.agenteEficazComNaoEficaz(nao.map(nome)));
  else if (a.epiEficaz === 'N' && !nao.length) avisos.push(AVISO_EFICACIA.agenteNaoEficazTodosEficazes);
  for (const o of outras) {
    if (!a.epis.includes(o.epi_id)) continue;
    if (o.eficaz !== sim.includes(o.epi_id))
      avisos.push(AVISO_EFICACIA.outraCondicao(nome(o.epi_id), o.eficaz, onde(o)));
  }
  return avisos;
}

/** afterRead of sst/condicoes-ambientais: avisoEficacia on each agent of the records read with their agents. */
export async function avisosEficacia(ctx: HookContext, records: RecordData[]) {
  const comAgentes = records.filter((r) => Array.isArray(r.agentes) && typeof r.id === 'number');
  if (!comAgentes.length) return;
  const agentes = comAgentes.flatMap((r) => r.agentes as Agente[]);
  const ids = [...new Set(agentes.flatMap((a) => (usaEpi(a) ? (a.epis ?? []) : [])))];
  if (!ids.length) return;
  const [epis, outras] = await Promise.all([
    nomesECas(ctx, ids),
    outrasCondicoes(
      ctx,
      comAgentes.map((r) => r.id as number),
    ),
  ]);
  const nome = (id: number) => epis.get(id)?.nome ?? String(id);
  for (const r of comAgentes)
    for (const a of r.agentes as Agente[]) {
      const agenteId = a.atividadePerigosaInsalubre?.id;
      const avisos = avisosDoAgente(
        a,
        nome,
        outras.filter((o) => o.cond_id === r.id && o.agente === agenteId),
      );
      if (avisos.length) a.avisoEficacia = avisos.join(' ');
      else delete a.avisoEficacia;
    }
}
