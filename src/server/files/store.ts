// Where file contents live. The interface is what the engine needs; PostgreSQL (table `arquivo`, bytea) is
// the default so a fresh install needs no other server. An S3-compatible store would implement the same
// interface (the metadata staying in PostgreSQL, the bytes under the key `arquivo/<id>`): not built.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type FileOwner = { empresaId: number | null; cadastro: string; registroId: number; campo: string };
export type StoredFile = { id: number; nome: string; tipo: string; tamanho: number; sha256: string };

export interface FileStore {
  put(
    db: Db,
    owner: FileOwner,
    file: { nome: string; tipo: string; bytes: Buffer },
    userId: number,
  ): Promise<StoredFile>;
  /** metadata and bytes of a file of this owner (undefined when absent) */
  get(db: Db, owner: FileOwner, id: number): Promise<(StoredFile & { bytes: Buffer }) | undefined>;
  /** metadata of the files of many records of a register, by record id and field */
  list(
    db: Db,
    cadastro: string,
    registroIds: number[],
  ): Promise<(StoredFile & { registroId: number; campo: string })[]>;
  /** deletes one file (id given) or all files of the owner's field, or of the whole record (campo '*') */
  delete(db: Db, owner: FileOwner, id?: number): Promise<number>;
}

const META = sql`id::int AS id, nome, tipo, tamanho, sha256`;

export const postgresFileStore: FileStore = {
  async put(db, owner, file, userId) {
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const { rows } = await sql<StoredFile>`INSERT INTO arquivo
        (empresa_id, cadastro, registro_id, campo, nome, tipo, tamanho, sha256, conteudo, created_by)
      VALUES (${owner.empresaId}, ${owner.cadastro}, ${owner.registroId}, ${owner.campo}, ${file.nome},
        ${file.tipo}, ${file.bytes.length}, ${sha256}, ${file.bytes}, ${userId})
      RETURNING ${META}`.execute(db);
    return rows[0];
  },
  async get(db, owner, id) {
    const { rows } = await sql<StoredFile & { bytes: Buffer }>`SELECT ${META}, conteudo AS bytes FROM arquivo
      WHERE id = ${id} AND cadastro = ${owner.cadastro} AND registro_id = ${owner.registroId}
        AND campo = ${owner.campo}`.execute(db);
    return rows[0];
  },
  async list(db, cadastro, registroIds) {
    if (registroIds.length === 0) return [];
    const { rows } = await sql<StoredFile & { registroId: number; campo: string }>`SELECT ${META},
        registro_id AS "registroId", campo
      FROM arquivo WHERE cadastro = ${cadastro} AND registro_id = ANY(${registroIds}::int[]) ORDER BY id`.execute(
      db,
    );
    return rows;
  },
  async delete(db, owner, id) {
    const which =
      id !== undefined
        ? sql`AND campo = ${owner.campo} AND id = ${id}`
        : owner.campo === '*'
          ? sql``
          : sql`AND campo = ${owner.campo}`;
    const res = await sql`DELETE FROM arquivo WHERE cadastro = ${owner.cadastro}
      AND registro_id = ${owner.registroId} ${which}`.execute(db);
    return Number(res.numAffectedRows ?? 0);
  },
};
