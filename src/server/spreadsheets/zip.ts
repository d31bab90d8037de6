// The entries of a ZIP held in memory (an uploaded XLSX), read from its central directory, and one entry
// inflated as a stream under a byte budget. Random access lets the XLSX reader take the shared strings
// before the sheet (no temporary file, whatever order the writer chose), and the budget counts the bytes
// actually inflated, so a ZIP that lies about its sizes (a 'zip bomb') is stopped where it passes it.
import { createInflateRaw } from 'node:zlib';

export class ZipError extends Error {}
/** More inflated bytes than the budget allows. */
export class ZipTooBig extends Error {}

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated */
  method: number;
  compressedSize: number;
  /** the size the archive declares (checked while inflating) */
  size: number;
  localOffset: number;
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;

/** The entries by name; throws ZipError for anything but a plain (unencrypted, stored or deflated) ZIP. */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  // the end record is in the last 22 bytes plus a comment of up to 65,535
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new ZipError('fim do diretório não encontrado');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, ZipEntry>();
  for (let k = 0; k < count; k++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new ZipError('diretório inválido');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    let compressedSize = zip.readUInt32LE(at + 20);
    let size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    let localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    // ZIP64: the 32-bit fields that overflowed are in the extra field 0x0001, in this order
    if (size === MAX32 || compressedSize === MAX32 || localOffset === MAX32) {
      const extra = zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
      let e = 0;
      while (e + 4 <= extra.length && extra.readUInt16LE(e) !== 1) e += 4 + extra.readUInt16LE(e + 2);
      let f = e + 4;
      const next = () => {
        if (f + 8 > extra.length) throw new ZipError('ZIP64 inválido');
        const v = Number(extra.readBigUInt64LE(f));
        f += 8;
        return v;
      };
      if (size === MAX32) size = next();
      if (compressedSize === MAX32) compressedSize = next();
      if (localOffset === MAX32) localOffset = next();
    }
    if (flags & 1) throw new ZipError('arquivo cifrado');
    if (method !== 0 && method !== 8) throw new ZipError('compressão não suportada');
    entries.set(name, { name, method, compressedSize, size, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A budget of inflated bytes shared by the entries read from one archive. */
export type Budget = { left: number };

/**
 * The entry's bytes, inflated a chunk at a time. Throws ZipTooBig when the entry declares, or inflates to,
 * more than the budget left, and ZipError when it inflates to more than it declares.
 */
export async function* readEntry(zip: Buffer, entry: ZipEntry, budget: Budget): AsyncGenerator<Buffer> {
  if (entry.size > budget.left) throw new ZipTooBig();
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new ZipError('entrada inválida');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new ZipError('entrada cortada');
  let read = 0;
  const take = (chunk: Buffer) => {
    read += chunk.length;
    if (read > entry.size) throw new ZipError('entrada maior que o declarado');
    budget.left -= chunk.length;
    if (budget.left < 0) throw new ZipTooBig();
    return chunk;
  };
  if (entry.method === 0) {
    for (let i = 0; i < data.length; i += 64 * 1024) yield take(data.subarray(i, i + 64 * 1024));
    return;
  }
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  inflate.end(data);
  try {
    for await (const chunk of inflate) yield take(chunk as Buffer);
  } catch (e) {
    if (e instanceof ZipError || e instanceof ZipTooBig) throw e;
    throw new ZipError('dados comprimidos inválidos');
  } finally {
    inflate.destroy();
  }
}
