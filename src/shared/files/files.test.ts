import { describe, expect, it } from 'vitest';
import { checkFile, detectType, FILE_MSG, formatBytes, sanitizeName } from './files.ts';

const bytes = (...xs: number[]) => new Uint8Array(xs);
const text = (s: string) => new TextEncoder().encode(s);

function zip(firstName: string, firstContent: string, rest = ''): Uint8Array {
  const head = new Uint8Array(30);
  head.set([0x50, 0x4b, 0x03, 0x04]);
  head[26] = firstName.length;
  return new Uint8Array([...head, ...text(firstName), ...text(firstContent), ...text(rest)]);
}

describe('file type by content', () => {
  it('tells images, PDF, Word, ODT and text apart by their first bytes', () => {
    expect(detectType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(detectType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectType(text('%PDF-1.7\n'))).toBe('pdf');
    expect(detectType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('doc');
    expect(detectType(zip('[Content_Types].xml', '<Types/>', 'word/document.xml'))).toBe('docx');
    expect(detectType(zip('mimetype', 'application/vnd.oasis.opendocument.text'))).toBe('odt');
    expect(detectType(text('Currículo de João\n'))).toBe('txt');
  });

  it('knows nothing else: a zip of something else, binary, empty', () => {
    expect(detectType(zip('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'))).toBeUndefined();
    expect(detectType(zip('xl/workbook.xml', ''))).toBeUndefined();
    expect(detectType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeUndefined();
    expect(detectType(bytes())).toBeUndefined();
    // a Word-like name inside a zip that is no OOXML package
    expect(detectType(zip('word/readme.txt', 'x'))).toBeUndefined();
  });

  it('takes text only as valid UTF-8 without NUL; the first bytes of a file may cut a character', () => {
    expect(detectType(text('a\u0000b'))).toBeUndefined();
    expect(detectType(bytes(0x61, 0xc3, 0x28))).toBeUndefined(); // invalid sequence
    expect(detectType(bytes(0xe9, 0x74, 0xe9))).toBeUndefined(); // Latin-1, not UTF-8
    const cut = text('Descrição').subarray(0, 7); // ends inside 'ç'
    expect(detectType(cut)).toBeUndefined();
    expect(detectType(cut, { partial: true })).toBe('txt');
  });

  it('finds the OOXML parts in the central directory at the end of a large package', () => {
    const filler = 'x'.repeat(70_000);
    expect(detectType(zip('[Content_Types].xml', filler, `${filler}word/document.xml`))).toBe('docx');
  });
});

describe('limits and messages', () => {
  it('formats limits 1024-based', () => {
    expect(formatBytes(500)).toBe('500 Bytes');
    expect(formatBytes(300 * 1024)).toBe('300 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1,5 GB');
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3072 GB');
  });

  it('refuses by size, then by type, with the spec messages', () => {
    expect(checkFile({ kind: 'image' }, { size: 6 * 1024 * 1024, type: 'jpg' })).toBe(
      'O arquivo deve ser menor que 5 MB',
    );
    expect(checkFile({ kind: 'image' }, { size: 10, type: 'pdf' })).toBe(FILE_MSG.notImage);
    expect(checkFile({ kind: 'document', types: ['txt'] }, { size: 10, type: 'pdf' })).toBe(
      'Selecione um arquivo com a extensão: txt',
    );
    expect(checkFile({ kind: 'document' }, { size: 10, type: 'odt' })).toBeUndefined();
    expect(checkFile({ kind: 'document' }, { size: 10, type: undefined })).toBe(
      'Selecione um arquivo com a extensão: pdf, doc, docx, odt, txt, jpg, png',
    );
    expect(checkFile({ kind: 'document', maxBytes: 1024 }, { size: 1025, type: 'txt' })).toBe(
      'O arquivo deve ser menor que 1 KB',
    );
  });

  it('sanitises names: no spaces, parentheses or paths; the extension kept', () => {
    expect(sanitizeName('Meu Currículo (final).pdf', 'pdf')).toBe('MeuCurrículofinal.pdf');
    expect(sanitizeName('../../etc/passwd', 'txt')).toBe('passwd.txt');
    expect(sanitizeName('foto.JPEG', 'jpg')).toBe('foto.JPEG');
    expect(sanitizeName('( )', 'png')).toBe('arquivo.png');
    expect(sanitizeName('C:\\Users\\ana\\cv final.docx', 'docx')).toBe('cvfinal.docx');
    expect(sanitizeName('a\u0000b\u001fc\u007f.txt', 'txt')).toBe('abc.txt');
    expect(sanitizeName('relatório.exe', 'pdf')).toBe('relatório.exe.pdf');
  });

  it('drops the Unicode direction marks and overrides that disguise an extension', () => {
    // shown as 'cvexe.pdf' with the override; stored as what it is
    expect(sanitizeName('cv\u202Efdp.exe', 'pdf')).toBe('cvfdp.exe.pdf');
    expect(sanitizeName('\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee.txt', 'txt')).toBe('abcde.txt');
    expect(sanitizeName('\u2066a\u2067b\u2068c\u2069d\u200Ee\u200Ff\u061Cg.txt', 'txt')).toBe('abcdefg.txt');
    expect(sanitizeName('\u202E\u2066', 'png')).toBe('arquivo.png');
    // letters of right-to-left scripts stay: only the invisible marks go
    expect(sanitizeName('קורות חיים.pdf', 'pdf')).toBe('קורותחיים.pdf');
  });
});
