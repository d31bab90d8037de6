// The org chart (spec §2 "org chart with print button"; §7 Area GET /organogramas): the company's area
// tree with, per area, the employees on the roll whose position in force today is in it.
//
// * ONE set-based query reads every area of the company with its own head count (the history entries in
//   force at the date, through the "vigência" indexes, grouped by area); the tree and the subtree
//   totals are then assembled in memory, in O(areas).
// * `ativa` (default true) keeps the active areas only. An active area never sits under an inactive one
//   (areas-organizacionais.hooks.ts), so the active areas always form whole trees.
// * An area with "Exibir no Organograma" = Não is left out and its children take its place under its
//   parent; its employees still count in the totals of the areas above it (they are part of them).
//   The area asked for as root is shown whatever the flag: the user picked it.
// * Responsáveis and co-responsáveis are not in the data model yet: each node carries the area's e-mail.
import { type Kysely, sql } from 'kysely';
import { COLABORADOR_TABLE } from './historico-colaborador.sql.ts';
import { ativoNaData, historicosVigentes } from './relatorios/comum.ts';

export type NoOrganograma = {
  id: number;
  nome: string;
  ativo: boolean;
  areaMaeId: number | null;
  email?: string;
  /** the area's responsáveis, by name ('Ana, Bruno') */
  responsaveis?: string;
  /** employees on the roll whose current position is in this very area */
  colaboradores: number;
  /** the same, in this area and every area below it */
  colaboradoresSubarvore: number;
  filhas: NoOrganograma[];
};

export type LinhaArea = {
  id: number;
  nome: string;
  ativo: boolean;
  area_mae_id: number | null;
  email: string | null;
  responsaveis: string | null;
  exibir: boolean;
  colaboradores: number;
};

/** Every area of the company (active only with `ativa`), by name, with its head count at `data`. */
export async function areasComContagem(
  db: Kysely<any>,
  areaTable: string,
  empresaId: number,
  data: string,
  ativa: boolean,
): Promise<LinhaArea[]> {
  const res = await sql<LinhaArea>`SELECT a.id, a.nome, a.ativo IS NOT FALSE AS ativo, a.area_mae_id, a.email,
        (SELECT string_agg(c.nome, ', ' ORDER BY c.nome) FROM ${sql.table(`${areaTable}_responsaveis`)} r
           JOIN ${sql.table(COLABORADOR_TABLE)} c ON c.id = r.ref_id WHERE r.owner_id = a.id) AS responsaveis,
        a.exibir_organograma IS NOT FALSE AS exibir, coalesce(v.n, 0)::int AS colaboradores
      FROM ${sql.table(areaTable)} a
      LEFT JOIN (
        SELECT h.area_organizacional_id AS area_id, count(*) AS n
          FROM ${historicosVigentes(empresaId, data)} h
          JOIN ${sql.table(COLABORADOR_TABLE)} c ON c.id = h.colaborador_id
         WHERE ${ativoNaData('c', data)}
         GROUP BY h.area_organizacional_id
      ) v ON v.area_id = a.id
     WHERE a.empresa_id = ${empresaId} AND (${!ativa}::boolean OR a.ativo IS NOT FALSE)
     ORDER BY gente_search(a.nome), a.nome, a.id`.execute(db);
  return res.rows;
}

/**
 * The nested tree of the rows (children in the rows' order). With `raizId`, only that area and what is
 * below it ([] when it is not among the rows). Rows caught in a parent cycle (never written by the
 * hooks) are unreachable from any root and left out rather than looping.
 */
export function montarOrganograma(linhas: LinhaArea[], raizId?: number): NoOrganograma[] {
  const porId = new Map(linhas.map((l) => [l.id, l]));
  const filhas = new Map<number | null, LinhaArea[]>();
  for (const l of linhas) {
    const mae = l.area_mae_id !== null && porId.has(l.area_mae_id) ? l.area_mae_id : null;
    const irmas = filhas.get(mae);
    if (irmas) irmas.push(l);
    else filhas.set(mae, [l]);
  }

  // subtree totals, children before parents (an explicit stack: no recursion limit on deep trees)
  const totais = new Map<number, number>();
  const pilha: { linha: LinhaArea; visitada: boolean }[] = (filhas.get(null) ?? []).map((linha) => ({
    linha,
    visitada: false,
  }));
  while (pilha.length) {
    const topo = pilha.pop()!;
    const abaixo = filhas.get(topo.linha.id) ?? [];
    if (topo.visitada) {
      totais.set(
        topo.linha.id,
        abaixo.reduce((soma, f) => soma + (totais.get(f.id) ?? 0), topo.linha.colaboradores),
      );
    } else {
      pilha.push({ linha: topo.linha, visitada: true });
      for (const f of abaixo) pilha.push({ linha: f, visitada: false });
    }
  }

  const no = (l: LinhaArea): NoOrganograma => ({
    id: l.id,
    nome: l.nome,
    ativo: l.ativo,
    areaMaeId: l.area_mae_id,
    ...(l.email ? { email: l.email } : {}),
    ...(l.responsaveis ? { responsaveis: l.responsaveis } : {}),
    colaboradores: l.colaboradores,
    colaboradoresSubarvore: totais.get(l.id) ?? l.colaboradores,
    filhas: visiveis(filhas.get(l.id) ?? []),
  });
  // a hidden area gives its place to its own (visible) children
  const visiveis = (linhas: LinhaArea[]): NoOrganograma[] =>
    linhas.flatMap((l) => (l.exibir ? [no(l)] : visiveis(filhas.get(l.id) ?? [])));

  if (raizId === undefined) return visiveis(filhas.get(null) ?? []);
  const raiz = porId.get(raizId);
  return raiz && totais.has(raiz.id) ? [no(raiz)] : [];
}
