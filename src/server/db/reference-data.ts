// Loads the IBGE states and municipalities, the CBO occupations, the eSocial harmful agents (table 24) and
// diagnostic procedures (table 27) (reference-data/*.csv) into `estado`, `cidade`, `cbo`, `agente_nocivo`
// and `procedimento_esocial`, then the reference tables the modules declare: a file
// `src/server/modules/<module>/<name>.reference.ts` exports default `defineReferenceData({...})` and is found by
// its name, so the platform imports no module (the CID-10: sst/cid.reference.ts).
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { parseCsvObjects } from './csv.ts';

/** The project's reference-data/ directory (see reference-data/SOURCES.md). */
export const referenceDataDir = new URL('../../../reference-data/', import.meta.url);

export type EstadoRow = { codigoIbge: number; sigla: string; nome: string };
export type MunicipioRow = { codigoIbge: number; nome: string; uf: string };
export type CboRow = { codigo: string; titulo: string };
export type AgenteNocivoRow = { id: number; codigo: string; descricao: string };
export type ProcedimentoEsocialRow = { id: number; codigo: string; descricao: string };

const BATCH = 1000;

/** A module's reference table, filled at start in the reference-data transaction. */
export type ReferenceLoader = {
  /** the table it fills (named in errors) */
  table: string;
  /** fills the table when it is empty; answers how many rows it inserted */
  load(trx: Kysely<any>): Promise<number>;
};

/** What a `*.reference.ts` file under src/server/modules/ exports as default. */
export const defineReferenceData = (loader: ReferenceLoader): ReferenceLoader => loader;

const MODULES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));

function referenceFiles(dir = MODULES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? referenceFiles(join(dir, e.name))
        : e.name.endsWith('.reference.ts')
          ? [join(dir, e.name)]
          : [],
    )
    .sort();
}

/** The loaders the modules declare, in file order (the same on every start). */
async function moduleLoaders(): Promise<ReferenceLoader[]> {
  return Promise.all(
    referenceFiles().map(async (file) => {
      const loader = (await import(pathToFileURL(file).href)).default as ReferenceLoader | undefined;
      if (typeof loader?.load !== 'function')
        throw new Error(`${file}: sem defineReferenceData como default`);
      return loader;
    }),
  );
}

/** Reads and parses reference-data/<file> (header row, UTF-8). */
export async function readReferenceCsv(file: string): Promise<Record<string, string>[]> {
  return parseCsvObjects(await readFile(new URL(file, referenceDataDir), 'utf8'));
}

const code = (v: string | undefined, digits: number, where: string): number => {
  if (!v || !new RegExp(`^\\d{${digits}}$`).test(v)) throw new Error(`${where}: código IBGE inválido '${v}'`);
  return Number(v);
};

/** estados.csv: `codigo_ibge,uf,nome`, 27 rows. */
export async function readEstados(): Promise<EstadoRow[]> {
  return (await readReferenceCsv('estados.csv')).map((r) => ({
    codigoIbge: code(r.codigo_ibge, 2, 'estados.csv'),
    sigla: r.uf!,
    nome: r.nome!,
  }));
}

/** municipios.csv: `codigo_ibge,nome,uf`, 5,571 rows. */
export async function readMunicipios(): Promise<MunicipioRow[]> {
  return (await readReferenceCsv('municipios.csv')).map((r) => ({
    codigoIbge: code(r.codigo_ibge, 7, 'municipios.csv'),
    nome: r.nome!,
    uf: r.uf!,
  }));
}

/** cbo2002-ocupacoes.csv: `codigo,titulo`, 2,694 rows, codes of 6 digits without punctuation. */
export async function readCbo(): Promise<CboRow[]> {
  return (await readReferenceCsv('cbo2002-ocupacoes.csv')).map((r) => {
    if (!r.codigo || !/^\d{6}$/.test(r.codigo) || !r.titulo)
      throw new Error(`cbo2002-ocupacoes.csv: linha inválida '${r.codigo}'`);
    return { codigo: r.codigo, titulo: r.titulo };
  });
}

/**
 * esocial-tabela24.csv: `codigo,descricao`, 94 rows, codes `NN.NN.NNN`. The id is the code without dots as a
 * number (01.18.001 → 118001): the same on every installation, so rules may name agents by id.
 */
export async function readAgentesNocivos(): Promise<AgenteNocivoRow[]> {
  return (await readReferenceCsv('esocial-tabela24.csv')).map((r) => {
    if (!r.codigo || !/^\d{2}\.\d{2}\.\d{3}$/.test(r.codigo) || !r.descricao)
      throw new Error(`esocial-tabela24.csv: linha inválida '${r.codigo}'`);
    return { id: Number(r.codigo.replace(/\./g, '')), codigo: r.codigo, descricao: r.descricao };
  });
}

/**
 * esocial-tabela27.csv: `codigo,descricao`, 1,436 rows, codes of 4 digits (`0281`). The id is the code as a
 * number (0281 → 281): the same on every installation.
 */
export async function readProcedimentosEsocial(): Promise<ProcedimentoEsocialRow[]> {
  return (await readReferenceCsv('esocial-tabela27.csv')).map((r) => {
    if (!r.codigo || !/^\d{4}$/.test(r.codigo) || !r.descricao)
      throw new Error(`esocial-tabela27.csv: linha inválida '${r.codigo}'`);
    return { id: Number(r.codigo), codigo: r.codigo, descricao: r.descricao };
  });
}

type ReferenceTable = 'estado' | 'cidade' | 'cbo' | 'agente_nocivo' | 'procedimento_esocial';

const isEmpty = async (db: Kysely<any>, table: ReferenceTable) =>
  (await sql<{ e: boolean }>`SELECT NOT EXISTS (SELECT 1 FROM ${sql.table(table)}) AS e`.execute(db)).rows[0]!
    .e;

const resetIdentity = (db: Kysely<any>, table: ReferenceTable) =>
  sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
    db,
  );

/**
 * Fills `cbo` (2,694 rows) with id = the code as a number (252105), so ids stay the same on every
 * installation. Left alone when it already has rows. Returns how many rows were inserted.
 */
export async function loadCbo(trx: Kysely<any>, rows: CboRow[]): Promise<number> {
  if (!(await isEmpty(trx, 'cbo'))) return 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = rows.slice(i, i + BATCH).map((c) => sql`(${Number(c.codigo)}, ${c.codigo}, ${c.titulo})`);
    await sql`INSERT INTO cbo (id, codigo, titulo) OVERRIDING SYSTEM VALUE VALUES ${sql.join(values)}`.execute(
      trx,
    );
  }
  await resetIdentity(trx, 'cbo');
  return rows.length;
}

/** Fills `agente_nocivo` (94 rows, id = code number) when empty. Returns how many rows were inserted. */
export async function loadAgentesNocivos(trx: Kysely<any>, rows: AgenteNocivoRow[]): Promise<number> {
  if (!(await isEmpty(trx, 'agente_nocivo'))) return 0;
  const values = rows.map(
    (a) => sql`(${a.id}, ${a.codigo}, ${a.descricao}, ${`${a.codigo} - ${a.descricao}`})`,
  );
  await sql`INSERT INTO agente_nocivo (id, codigo, descricao, nome) OVERRIDING SYSTEM VALUE
    VALUES ${sql.join(values)}`.execute(trx);
  await resetIdentity(trx, 'agente_nocivo');
  return rows.length;
}

/** Fills `procedimento_esocial` (1,436 rows, id = code number) when empty. Returns how many rows were inserted. */
export async function loadProcedimentosEsocial(
  trx: Kysely<any>,
  rows: ProcedimentoEsocialRow[],
): Promise<number> {
  if (!(await isEmpty(trx, 'procedimento_esocial'))) return 0;
  const values = rows.map(
    (p) => sql`(${p.id}, ${p.codigo}, ${p.descricao}, ${`${p.codigo} - ${p.descricao}`})`,
  );
  await sql`INSERT INTO procedimento_esocial (id, codigo, descricao, nome) OVERRIDING SYSTEM VALUE
    VALUES ${sql.join(values)}`.execute(trx);
  await resetIdentity(trx, 'procedimento_esocial');
  return rows.length;
}

/**
 * Fills `estado` (27 rows) and `cidade` (5,571 rows) with id = IBGE code, `cbo` (loadCbo) and
 * `agente_nocivo` (loadAgentesNocivos), `procedimento_esocial` (loadProcedimentosEsocial), then the modules'
 * reference tables (`*.reference.ts`), in one transaction. Idempotent: a table that already has rows is left
 * alone. Returns how many rows of the platform's tables were inserted.
 */
export async function loadReferenceData(db: Kysely<any>): Promise<{
  estados: number;
  cidades: number;
  cbo: number;
  agentesNocivos: number;
  procedimentosEsocial: number;
}> {
  const [estados, municipios, cbo, agentes, procedimentos, loaders] = await Promise.all([
    readEstados(),
    readMunicipios(),
    readCbo(),
    readAgentesNocivos(),
    readProcedimentosEsocial(),
    moduleLoaders(),
  ]);
  return db.transaction().execute(async (trx) => {
    // serialises concurrent loaders (two server processes starting on an empty database)
    await sql`SELECT pg_advisory_xact_lock(hashtext('gente:reference-data'))`.execute(trx);
    const out = { estados: 0, cidades: 0, cbo: 0, agentesNocivos: 0, procedimentosEsocial: 0 };

    if (await isEmpty(trx, 'estado')) {
      const values = estados.map((e) => sql`(${e.codigoIbge}, ${e.sigla}, ${e.nome}, ${e.codigoIbge})`);
      await sql`INSERT INTO estado (id, sigla, nome, codigo_ibge) OVERRIDING SYSTEM VALUE
        VALUES ${sql.join(values)}`.execute(trx);
      await resetIdentity(trx, 'estado');
      out.estados = estados.length;
    }

    if (await isEmpty(trx, 'cidade')) {
      const ufs = await sql<{ id: number; sigla: string }>`SELECT id, sigla FROM estado`.execute(trx);
      const ufId = new Map(ufs.rows.map((r) => [r.sigla, r.id]));
      for (let i = 0; i < municipios.length; i += BATCH) {
        const values = municipios.slice(i, i + BATCH).map((m) => {
          const uf = ufId.get(m.uf);
          if (uf === undefined)
            throw new Error(`municipios.csv: UF desconhecida '${m.uf}' (${m.codigoIbge})`);
          return sql`(${m.codigoIbge}, ${m.nome}, ${m.codigoIbge}, ${uf})`;
        });
        await sql`INSERT INTO cidade (id, nome, codigo_ibge, uf_id) OVERRIDING SYSTEM VALUE
          VALUES ${sql.join(values)}`.execute(trx);
      }
      await resetIdentity(trx, 'cidade');
      out.cidades = municipios.length;
    }

    out.cbo = await loadCbo(trx, cbo);
    out.agentesNocivos = await loadAgentesNocivos(trx, agentes);
    out.procedimentosEsocial = await loadProcedimentosEsocial(trx, procedimentos);
    for (const loader of loaders) await loader.load(trx);
    return out;
  });
}
