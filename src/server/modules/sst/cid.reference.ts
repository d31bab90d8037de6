// CID-10 (DATASUS) into `cid` (sst/cid): the 2,045 categories and 12,451 subcategories of
// reference-data/cid10-*.csv, loaded at start with the other reference tables: this file declares it, the
// platform finds it by its name (*.reference.ts) and runs it (src/server/db/reference-data.ts).
// The id is stable across installations: the code read as base-36 (A000 → same number everywhere), so tests
// and seeds may name a CID by id.
import { readFile } from 'node:fs/promises';
import { type Kysely, sql } from 'kysely';
import { parseCsvObjects } from '../../db/csv.ts';
import { defineReferenceData } from '../../db/reference-data.ts';

export type CidRow = { id: number; codigo: string; descricao: string; categoria: boolean };

const DIR = new URL('../../../../reference-data/', import.meta.url);
const CODIGO = /^[A-Z][0-9]{2}[0-9X]?$/;
const BATCH = 2000;

/** A CID code's id: base 36 of the code padded to 4 characters ('A00' → 'A00_' sorts before 'A000'). */
export const cidId = (codigo: string) =>
  codigo.length === 3 ? Number.parseInt(`${codigo}0`, 36) * 10 : Number.parseInt(codigo, 36) * 10 + 1;

async function ler(arquivo: string): Promise<CidRow[]> {
  const rows = parseCsvObjects(await readFile(new URL(arquivo, DIR), 'utf8'));
  return rows.map((r) => {
    if (!r.codigo || !CODIGO.test(r.codigo) || !r.descricao)
      throw new Error(`${arquivo}: linha inválida '${r.codigo}'`);
    return {
      id: cidId(r.codigo),
      codigo: r.codigo,
      descricao: r.descricao,
      categoria: r.codigo.length === 3,
    };
  });
}

/**
 * cid10-categorias.csv (2,045) and cid10-subcategorias.csv (12,451, of which 263 are categories without
 * subdivisions, listed in both files): 14,233 distinct codes.
 */
export async function readCid(): Promise<CidRow[]> {
  const [categorias, subcategorias] = await Promise.all([
    ler('cid10-categorias.csv'),
    ler('cid10-subcategorias.csv'),
  ]);
  const porCodigo = new Map<string, CidRow>();
  for (const c of [...categorias, ...subcategorias]) if (!porCodigo.has(c.codigo)) porCodigo.set(c.codigo, c);
  return [...porCodigo.values()];
}

/** Fills `cid` when empty (inside the reference-data transaction). Returns how many rows were inserted. */
export async function loadCid(trx: Kysely<any>, rows?: CidRow[]): Promise<number> {
  const vazia = (await sql<{ e: boolean }>`SELECT NOT EXISTS (SELECT 1 FROM cid) AS e`.execute(trx)).rows[0]!
    .e;
  if (!vazia) return 0;
  const todas = rows ?? (await readCid());
  for (let i = 0; i < todas.length; i += BATCH) {
    const values = todas
      .slice(i, i + BATCH)
      .map(
        (c) => sql`(${c.id}, ${c.codigo}, ${c.descricao}, ${`${c.codigo} - ${c.descricao}`}, ${c.categoria})`,
      );
    await sql`INSERT INTO cid (id, codigo, descricao, nome, categoria) OVERRIDING SYSTEM VALUE
      VALUES ${sql.join(values)}`.execute(trx);
  }
  await sql`SELECT setval(pg_get_serial_sequence('cid', 'id'), (SELECT max(id) FROM cid))`.execute(trx);
  return todas.length;
}

export default defineReferenceData({ table: 'cid', load: (trx) => loadCid(trx) });
