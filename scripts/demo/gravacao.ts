// Writes a plan (plano.ts) with set-based SQL: per table, ids reserved in one statement, then
// `INSERT … SELECT FROM unnest($1::int4[], $2::text[], …)` of the column arrays — one statement per
// table (per batch of rows for the big ones), never one per row. Columns the plan leaves out get the
// register schema's default (utilitario/empresas' flags, ativo, status…), as a record made in the console.
import type pg from 'pg';
import type { Registry } from '../../src/shared/schema/registry.ts';
import { COM_ID, ORDEM, type Plano } from './plano.ts';
import type { Tabela } from './tabela.ts';

/** Rows per INSERT: keeps each statement's parameters to a few tens of MB. */
const LOTE = 50_000;

export type Gravado = { tabela: string; linhas: number; ms: number };

/** Writes every table of `plano` (inside the caller's transaction); returns the ids given to each table. */
export async function gravarPlano(
  client: pg.ClientBase,
  plano: Plano,
  registry: Registry,
  aoGravar: (g: Gravado) => void = () => {},
): Promise<Map<string, number[]>> {
  const ids = new Map<string, number[]>();
  for (const nome of ORDEM) {
    const t = plano[nome];
    if (t.linhas === 0) continue;
    const inicio = performance.now();
    const tipos = await tiposDasColunas(client, t.nome);
    if (COM_ID.has(nome)) ids.set(t.nome, await reservarIds(client, t.nome, t.linhas));
    const colunas = new Map<string, unknown[]>();
    if (ids.has(t.nome)) colunas.set('id', ids.get(t.nome)!);
    for (const [coluna, valores] of t.colunas) {
      if (!tipos.has(coluna)) throw new Error(`A tabela ${t.nome} não tem a coluna ${coluna}.`);
      const alvo = t.chaves[coluna];
      colunas.set(coluna, alvo ? traduzirChaves(valores, ids.get(alvo), `${t.nome}.${coluna}`) : valores);
    }
    const constantes = padroes(registry, t.nome, colunas);
    // the history is split between employees, never inside one: each statement sees whole careers
    const grupo = t.nome === 'historico_colaborador' ? t.colunas.get('colaborador_id') : undefined;
    for (const [de, ate] of lotes(t, grupo))
      await inserir(client, t.nome, tipos, colunas, constantes, de, ate);
    aoGravar({ tabela: t.nome, linhas: t.linhas, ms: performance.now() - inicio });
  }
  return ids;
}

async function tiposDasColunas(client: pg.ClientBase, tabela: string): Promise<Map<string, string>> {
  const res = await client.query<{ column_name: string; udt_name: string }>(
    `SELECT column_name, udt_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1`,
    [tabela],
  );
  if (res.rows.length === 0) throw new Error(`Tabela ${tabela} não encontrada: o app criou as tabelas?`);
  return new Map(res.rows.map((r) => [r.column_name, r.udt_name]));
}

/** `n` ids from the table's identity sequence, in one statement (ascending). */
async function reservarIds(client: pg.ClientBase, tabela: string, n: number): Promise<number[]> {
  const res = await client.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id FROM generate_series(1, $2::int)`,
    [tabela, n],
  );
  return res.rows.map((r) => r.id).sort((a, b) => a - b);
}

function traduzirChaves(valores: unknown[], ids: number[] | undefined, onde: string): unknown[] {
  return valores.map((v) => {
    if (v === null) return null;
    const id = ids?.[v as number];
    if (id === undefined) throw new Error(`Chave sem destino em ${onde}: posição ${String(v)}.`);
    return id;
  });
}

/** Top-level schema defaults of the register stored in `tabela`, for the columns the plan leaves out. */
function padroes(registry: Registry, tabela: string, colunas: Map<string, unknown[]>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const resource = registry.resources.find((r) => r.table === tabela);
  for (const f of resource?.fields ?? []) {
    if (f.kind !== 'column' || f.path.length !== 1 || f.schema.default === undefined) continue;
    if (colunas.has(f.column)) continue;
    out.set(f.column, f.sqlType === 'jsonb' ? JSON.stringify(f.schema.default) : f.schema.default);
  }
  return out;
}

/** [start, end) row ranges of at most LOTE rows, cut only where `grupo` changes value. */
function* lotes(t: Tabela, grupo?: unknown[]): Generator<[number, number]> {
  for (let de = 0; de < t.linhas; ) {
    let ate = Math.min(t.linhas, de + LOTE);
    while (grupo && ate < t.linhas && grupo[ate] === grupo[ate - 1]) ate++;
    yield [de, ate];
    de = ate;
  }
}

async function inserir(
  client: pg.ClientBase,
  tabela: string,
  tipos: Map<string, string>,
  colunas: Map<string, unknown[]>,
  constantes: Map<string, unknown>,
  de: number,
  ate: number,
): Promise<void> {
  const params: unknown[] = [];
  const arrays = [...colunas].map(([c, valores]) => {
    params.push(valores.slice(de, ate));
    return `$${params.length}::${tipos.get(c)}[]`;
  });
  const fixos = [...constantes].map(([c, v]) => {
    params.push(v);
    return `$${params.length}::${tipos.get(c)}`;
  });
  const nomes = [...colunas.keys(), ...constantes.keys()].map((c) => `"${c}"`).join(', ');
  await client.query(
    `INSERT INTO "${tabela}" (${nomes}) OVERRIDING SYSTEM VALUE
     SELECT u.*${fixos.map((f) => `, ${f}`).join('')} FROM unnest(${arrays.join(', ')}) AS u`,
    params,
  );
}
