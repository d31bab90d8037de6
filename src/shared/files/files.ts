// File fields (x-file): kinds and limits, the type of a file told by its first bytes (never by its name),
// names as stored (spec §5: spaces and parentheses stripped) and the spec's messages. Isomorphic: the
// console checks a file before sending it with the same rules the server applies.

export type FileType = 'jpg' | 'png' | 'pdf' | 'doc' | 'docx' | 'odt' | 'txt';

export const MEDIA_TYPES: Record<FileType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  txt: 'text/plain; charset=utf-8',
};

export type FileKind = 'image' | 'document';

/** Kinds of file field: what they accept and up to what size (spec: image ≤ 5 MB; document ≤ 10 MB). */
export const KINDS: Record<FileKind, { types: FileType[]; maxBytes: number }> = {
  image: { types: ['jpg', 'png'], maxBytes: 5 * 1024 * 1024 },
  document: { types: ['pdf', 'doc', 'docx', 'odt', 'txt', 'jpg', 'png'], maxBytes: 10 * 1024 * 1024 },
};

/**
 * The `x-file` keyword of a property: a kind, optionally narrowed (types) or resized (maxBytes); `multiple`
 * keeps a list (at most `maxFiles`, with `maxFilesMessage` when the register words it its own way).
 */
export type FileFieldSpec = {
  kind: FileKind;
  multiple?: boolean;
  maxBytes?: number;
  types?: FileType[];
  maxFiles?: number;
  maxFilesMessage?: string;
};

export const fieldRules = (spec: FileFieldSpec) => ({
  types: spec.types ?? KINDS[spec.kind].types,
  maxBytes: spec.maxBytes ?? KINDS[spec.kind].maxBytes,
  multiple: spec.multiple === true,
  maxFiles: spec.multiple === true ? spec.maxFiles : 1,
  kind: spec.kind,
});

/** The `accept` attribute of a file input for a field (a hint for the browser's picker only). */
export const acceptAttribute = (spec: FileFieldSpec) =>
  fieldRules(spec)
    .types.map((t) => (t === 'jpg' ? '.jpg,.jpeg' : `.${t}`))
    .join(',');

/** 1024-based, as the spec shows limits: '500 Bytes', '300 KB', '5 MB', '1,5 GB'. */
export function formatBytes(n: number): string {
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  let v = n;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  const text = Number.isInteger(v) ? String(v) : v.toFixed(1).replace(/\.0$/, '').replace('.', ',');
  return `${text} ${units[u]}`;
}

export const FILE_MSG = {
  tooLarge: (maxBytes: number) => `O arquivo deve ser menor que ${formatBytes(maxBytes)}`,
  notImage: 'O arquivo adicionado não é uma imagem',
  wrongType: (types: FileType[]) => `Selecione um arquivo com a extensão: ${types.join(', ')}`,
  loaded: (name: string) => `Arquivo ${name} carregado com sucesso.`,
  tooMany: (n: number) => `Não foi possível inserir. O número limite de ${n} arquivos já foi atingido.`,
  required: 'Selecione um arquivo.',
  onlyOne: 'Envie um arquivo por vez.',
} as const;

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((x, i) => b[at + i] === x);
// one character per byte (ASCII names compare as they are; no spread of 64 KB of arguments)
const latin1 = new TextDecoder('latin1');
const ascii = (b: Uint8Array, from: number, to: number) =>
  latin1.decode(b.subarray(from, Math.min(to, b.length)));

function isUtf8Text(b: Uint8Array, partial: boolean): boolean {
  if (b.includes(0)) return false;
  try {
    // partial: the first bytes of a larger file, whose last character may be cut in the middle
    new TextDecoder('utf-8', { fatal: true }).decode(b, { stream: partial });
    return true;
  } catch {
    return false;
  }
}

/** Names of a zip's entries appear in its local headers (start) and central directory (end). */
const zipMentions = (b: Uint8Array, name: string) =>
  ascii(b, 0, 65536).includes(name) || ascii(b, Math.max(0, b.length - 65536), b.length).includes(name);

/**
 * The type of a file from its content; undefined when it is none of the known ones. `partial`: only the
 * first bytes of the file are given (the console checks a file before sending it).
 */
export function detectType(bytes: Uint8Array, opts: { partial?: boolean } = {}): FileType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // ODF: the first entry is an uncompressed 'mimetype' file naming the document type
    const nameLength = bytes[26]! | (bytes[27]! << 8);
    const extraLength = bytes[28]! | (bytes[29]! << 8);
    if (ascii(bytes, 30, 30 + nameLength) === 'mimetype') {
      const at = 30 + nameLength + extraLength;
      return ascii(bytes, at, at + 39) === 'application/vnd.oasis.opendocument.text' ? 'odt' : undefined;
    }
    // OOXML: a package ([Content_Types].xml) whose parts are under word/ (not xl/ or ppt/)
    return zipMentions(bytes, '[Content_Types].xml') && zipMentions(bytes, 'word/') ? 'docx' : undefined;
  }
  return bytes.length > 0 && isUtf8Text(bytes, opts.partial === true) ? 'txt' : undefined;
}

/**
 * Unicode direction marks and overrides (U+061C, U+200E/U+200F, U+202A–U+202E, U+2066–U+2069): in a name
 * they reorder what is shown, so 'cv\u202Efdp.exe' reads as 'cvexe.pdf' in a list or a download dialog.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * The stored name: no spaces, parentheses, path separators, control characters or direction marks; the
 * extension kept.
 */
export function sanitizeName(name: string, type: FileType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\s()]/g, '')
    .replace(/[<>:"|?*]/g, '')
    .replace(BIDI_CONTROLS, '')
    // control characters (below space, and DEL)
    .split('')
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
    .join('')
    .replace(/^\.+/, '')
    .slice(0, 150);
  const ext = type === 'jpg' ? /\.(jpe?g)$/i : new RegExp(`\\.${type}$`, 'i');
  if (!base) return `arquivo.${type}`;
  return ext.test(base) ? base : `${base}.${type}`;
}

/** The first problem of a file for a field, or undefined when it is accepted. */
export function checkFile(
  spec: FileFieldSpec,
  file: { size: number; type: FileType | undefined },
): string | undefined {
  const rules = fieldRules(spec);
  if (file.size > rules.maxBytes) return FILE_MSG.tooLarge(rules.maxBytes);
  if (!file.type || !rules.types.includes(file.type))
    return rules.kind === 'image' ? FILE_MSG.notImage : FILE_MSG.wrongType(rules.types);
  return undefined;
}
