// Evaluators from the org structure (spec §5 "Participants (360°)"; docs/avaliacao.md "Participantes"):
// * Gestor (L) evaluates the person: the responsáveis of the person's area (with consideraRespCorespHierarquia
//   also the corresponsáveis, and an area with nobody climbs to its parent); a manager of their own area is
//   evaluated by the managers of the parent area;
// * Liderado (A) evaluates their manager: everyone whose area is one the person manages;
// * Par (P): colleagues of the same area who do not manage it, at most `maximoPares` each — the next ones in
//   name order, wrapping around, so that everyone evaluates about as many peers as evaluate them;
// * Autoavaliação (U): the person.
// Pure: the structure comes in as data (carregarEstrutura), so the rules are tested without a database.
import { sql } from 'kysely';
import type { HookContext } from '../../crud/hooks.ts';
import { today } from '../../http/params.ts';
import { ativoNaData, historicosVigentes } from '../cargo-salario/api.ts';
import type { Papel } from './avaliacao.ts';

export type Estrutura = {
  /** active employees: id → area (position in force today), in name order */
  areaDe: Map<number, number>;
  /** area → parent */
  mae: Map<number, number | null>;
  responsaveis: Map<number, number[]>;
  coResponsaveis: Map<number, number[]>;
};

export type Opcoes = {
  autoavaliacao: boolean;
  gestores: boolean;
  liderados: boolean;
  pares: boolean;
  maximoPares: number;
  /** consideraRespCorespHierarquia */
  hierarquia: boolean;
};

export type Participacao = { avaliado: number; avaliador: number; papel: Papel };

export function gerarParticipacoes(est: Estrutura, avaliados: number[], o: Opcoes): Participacao[] {
  const gestoresDaArea = (area: number) => [
    ...(est.responsaveis.get(area) ?? []),
    ...(o.hierarquia ? (est.coResponsaveis.get(area) ?? []) : []),
  ];
  const membros = new Map<number, number[]>();
  for (const [id, area] of est.areaDe) {
    if (!membros.has(area)) membros.set(area, []);
    membros.get(area)!.push(id);
  }
  const gerenciadas = new Map<number, number[]>();
  for (const area of est.mae.keys())
    for (const g of gestoresDaArea(area)) {
      if (!gerenciadas.has(g)) gerenciadas.set(g, []);
      gerenciadas.get(g)!.push(area);
    }

  const out: Participacao[] = [];
  const vistos = new Set<string>();
  const add = (avaliado: number, avaliador: number, papel: Papel) => {
    const key = `${avaliado}:${avaliador}`;
    if (vistos.has(key) || !est.areaDe.has(avaliador)) return;
    if ((avaliado === avaliador) !== (papel === 'U')) return;
    vistos.add(key);
    out.push({ avaliado, avaliador, papel });
  };

  for (const e of avaliados) {
    const area = est.areaDe.get(e);
    if (o.autoavaliacao) add(e, e, 'U');
    if (area === undefined) continue;
    if (o.gestores) {
      let a: number | null | undefined = area;
      let gestores = gestoresDaArea(area).filter((g) => g !== e);
      if (gestoresDaArea(area).includes(e) || (gestores.length === 0 && o.hierarquia)) {
        gestores = [];
        a = est.mae.get(area);
        while (a !== null && a !== undefined && gestores.length === 0) {
          gestores = gestoresDaArea(a).filter((g) => g !== e);
          a = o.hierarquia ? est.mae.get(a) : null;
        }
      }
      for (const g of gestores) add(e, g, 'L');
    }
    if (o.liderados)
      for (const a of gerenciadas.get(e) ?? [])
        for (const m of membros.get(a) ?? []) if (m !== e) add(e, m, 'A');
    if (o.pares && !gestoresDaArea(area).includes(e)) {
      const colegas = (membros.get(area) ?? []).filter((m) => m === e || !gestoresDaArea(area).includes(m));
      const i = colegas.indexOf(e);
      for (let k = 1; k <= Math.min(o.maximoPares, colegas.length - 1); k++)
        add(e, colegas[(i + k) % colegas.length]!, 'P');
    }
  }
  return out;
}

/** The company's structure today: active employees' areas, the area tree and its managers. */
export async function carregarEstrutura(db: HookContext['db'], empresaId: number): Promise<Estrutura> {
  const data = today();
  const [pessoas, areas, resp, coresp] = await Promise.all([
    sql<{ id: number; area: number }>`SELECT c.id, h.area_organizacional_id AS area
      FROM ${historicosVigentes(empresaId, data)} h JOIN colaborador c ON c.id = h.colaborador_id
      WHERE c.empresa_id = ${empresaId} AND ${ativoNaData('c', data)}
      ORDER BY gente_search(c.nome), c.id`.execute(db),
    sql<{ id: number; mae: number | null }>`SELECT id, area_mae_id AS mae FROM area_organizacional
      WHERE empresa_id = ${empresaId}`.execute(db),
    sql<{
      area: number;
      id: number;
    }>`SELECT r.owner_id AS area, r.ref_id AS id FROM area_organizacional_responsaveis r
      JOIN area_organizacional a ON a.id = r.owner_id WHERE a.empresa_id = ${empresaId} ORDER BY r.ref_id`.execute(
      db,
    ),
    sql<{
      area: number;
      id: number;
    }>`SELECT r.owner_id AS area, r.ref_id AS id FROM area_organizacional_co_responsaveis r
      JOIN area_organizacional a ON a.id = r.owner_id WHERE a.empresa_id = ${empresaId} ORDER BY r.ref_id`.execute(
      db,
    ),
  ]);
  const agrupar = (rows: { area: number; id: number }[]) => {
    const m = new Map<number, number[]>();
    for (const r of rows) m.set(r.area, [...(m.get(r.area) ?? []), r.id]);
    return m;
  };
  return {
    areaDe: new Map(pessoas.rows.map((p) => [p.id, p.area])),
    mae: new Map(areas.rows.map((a) => [a.id, a.mae])),
    responsaveis: agrupar(resp.rows),
    coResponsaveis: agrupar(coresp.rows),
  };
}
