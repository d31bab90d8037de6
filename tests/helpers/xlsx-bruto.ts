// XLSX files built by hand, for the import's limits: a minimal workbook (one sheet, shared strings) written
// straight from XML with zlib — a million rows in a few seconds and little memory, which exceljs' writers
// cannot do — and ZIPs that lie about their sizes (a 'zip bomb'). Used by the tests and bench/import-limite.ts.
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

export type ZipPart = {
  name: string;
  data: Buffer | string;
  /** the uncompressed size written in the headers (the real one when absent) */
  declaredSize?: number;
  /** already deflated (with `size` and `crc` of the uncompressed data) */
  deflated?: { bytes: Buffer; size: number; crc: number };
};

/** A ZIP of deflated parts (no data descriptors, no ZIP64). */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const raw = typeof p.data === 'string' ? Buffer.from(p.data) : p.data;
    const d = p.deflated ?? { bytes: deflateRawSync(raw), size: raw.length, crc: crc32(raw) };
    const name = Buffer.from(p.name);
    const size = p.declaredSize ?? d.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(d.crc >>> 0, 14);
    local.writeUInt32LE(d.bytes.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(d.crc >>> 0, 16);
    central.writeUInt32LE(d.bytes.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, d.bytes);
    centrals.push(central, name);
    offset += 30 + name.length + d.bytes.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const col = (i: number) => String.fromCharCode(65 + i);
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts before the sheet (content types, relationships, workbook), as Excel orders them. */
function frame(): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Dados" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
  ];
}

/** The shared strings, after the sheet (where Excel writes them). */
const sharedStringsPart = (strings: string[]): ZipPart => ({
  name: 'xl/sharedStrings.xml',
  data: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${esc(s)}</t></si>`).join('')}</sst>`,
});

const rowXml = (r: number, cells: string[]) =>
  `<row r="${r}">${cells.map((c, i) => `<c r="${col(i)}${r}" t="inlineStr"><is><t>${esc(c)}</t></is></c>`).join('')}</row>`;
const sheetOpen = (dimension?: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}">${dimension ? `<dimension ref="${dimension}"/>` : ''}<sheetData>`;
const SHEET_CLOSE = '</sheetData></worksheet>';

/** A small workbook of text rows (the first is the header); `sheet` replaces the sheet's XML. */
export function smallXlsx(
  rows: string[][],
  opts: { sheet?: string; declaredSheetSize?: number; sharedStrings?: string[] } = {},
): Buffer {
  const sheet = opts.sheet ?? `${sheetOpen()}${rows.map((r, i) => rowXml(i + 1, r)).join('')}${SHEET_CLOSE}`;
  return zip([
    ...frame(),
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize: opts.declaredSheetSize },
    sharedStringsPart(opts.sharedStrings ?? []),
  ]);
}

/**
 * A workbook with `header` and `rows` data rows as Excel writes them: values from a small table of shared
 * strings (row i takes value i mod 1,000 of each column), with or without the `<dimension>` that declares
 * the range. Deflated as it is written: a million rows take a few seconds and a few MB of memory.
 */
export async function bigXlsx(
  header: string[],
  rows: number,
  opts: { dimension?: boolean; distinct?: number } = {},
) {
  const distinct = opts.distinct ?? 1000;
  const strings = [...header];
  for (let c = 0; c < header.length; c++)
    for (let k = 0; k < distinct; k++) strings.push(`${header[c]!.replace(/\W+$/, '').trim()} ${k}`);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let size = 0;
  let crc = 0;
  const write = async (s: string) => {
    const b = Buffer.from(s);
    size += b.length;
    crc = crc32(b, crc);
    if (!deflate.write(b)) await new Promise((r) => deflate.once('drain', r));
  };
  const last = `${col(header.length - 1)}${rows + 1}`;
  await write(sheetOpen(opts.dimension ? `A1:${last}` : undefined));
  await write(
    `<row r="1">${header.map((_h, i) => `<c r="${col(i)}1" t="s"><v>${i}</v></c>`).join('')}</row>`,
  );
  let batch = '';
  for (let r = 2; r <= rows + 1; r++) {
    let row = `<row r="${r}">`;
    for (let c = 0; c < header.length; c++)
      row += `<c r="${col(c)}${r}" t="s"><v>${header.length + c * distinct + (r % distinct)}</v></c>`;
    batch += `${row}</row>`;
    if (batch.length > 1 << 20) {
      await write(batch);
      batch = '';
    }
  }
  await write(`${batch}${SHEET_CLOSE}`);
  deflate.end();
  await done;
  return zip([
    ...frame(),
    { name: 'xl/worksheets/sheet1.xml', data: '', deflated: { bytes: Buffer.concat(out), size, crc } },
    sharedStringsPart(strings),
  ]);
}
