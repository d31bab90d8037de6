// The file fields (x-file) of a register and what the engine does with them: fill the records it answers
// with the files' metadata, and delete the files of a record deleted.
import type { Transaction } from 'kysely';
import type { FileFieldSpec } from '../../shared/files/files.ts';
import type { Resource } from '../../shared/schema/types.ts';
import type { RecordData } from '../crud/hooks.ts';
import type { Database } from '../db/database.ts';
import { postgresFileStore } from './store.ts';

export const fileStore = postgresFileStore;

export type FileField = { name: string; spec: FileFieldSpec; title: string };

const cache = new WeakMap<Resource, FileField[]>();
export function fileFields(r: Resource): FileField[] {
  let fields = cache.get(r);
  if (!fields) {
    fields = Object.entries(r.schema.properties ?? {}).flatMap(([name, s]) =>
      s['x-file'] ? [{ name, spec: s['x-file'], title: s.title ?? name }] : [],
    );
    cache.set(r, fields);
  }
  return fields;
}

export const fileUrl = (r: Resource, id: number, campo: string, fileId: number) =>
  `/api/${r.path}/${id}/arquivos/${campo}/${fileId}`;

/** Fills each record's file fields: {id, nome, tipo, tamanho, url} (a list for multiple fields). */
export async function attachFiles(db: Database | Transaction<any>, r: Resource, records: RecordData[]) {
  const fields = fileFields(r);
  if (fields.length === 0 || records.length === 0) return;
  const files = await fileStore.list(
    db,
    r.path,
    records.map((x) => x.id as number),
  );
  for (const rec of records)
    for (const f of fields) {
      const mine = files
        .filter((x) => x.registroId === rec.id && x.campo === f.name)
        .map((x) => ({
          id: x.id,
          nome: x.nome,
          tipo: x.tipo,
          tamanho: x.tamanho,
          url: fileUrl(r, rec.id, f.name, x.id),
        }));
      if (f.spec.multiple) rec[f.name] = mine;
      else if (mine.length) rec[f.name] = mine[mine.length - 1];
    }
}

/** Deletes every file of a record (its owner is being deleted, in the same transaction). */
export async function deleteRecordFiles(db: Database | Transaction<any>, r: Resource, id: number) {
  if (fileFields(r).length === 0) return;
  await fileStore.delete(db, { empresaId: null, cadastro: r.path, registroId: id, campo: '*' });
}
