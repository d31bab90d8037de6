// A tiny RFC 4180 CSV parser: comma (or another) separator, CRLF or LF line ends, fields optionally in
// double quotes, "" for a quote inside a quoted field, newlines and commas allowed in quotes.
// A UTF-8 BOM and a final line end are ignored. Also the writer of one field (csvField), which every CSV the
// product writes goes through, so that no cell of it can be read as a formula.

export class CsvError extends Error {}

/** Parses CSV text into rows of fields (`separator`: ',' by default; Brazilian spreadsheets write ';'). */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  const n = text.length;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  while (i < n) {
    const c = text[i]!;
    if (c === '"' && field === '') {
      // quoted field
      const start = line;
      i++;
      for (;;) {
        if (i >= n) throw new CsvError(`CSV: aspas não fechadas (linha ${start})`);
        const q = text[i]!;
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n') line++;
        field += q;
        i++;
      }
      const next = text[i];
      if (next !== undefined && next !== separator && next !== '\n' && next !== '\r') {
        throw new CsvError(`CSV: caractere inesperado após aspas (linha ${line})`);
      }
      if (next === undefined) break;
      continue;
    }
    if (c === separator) {
      row.push(field);
      field = '';
      i++;
    } else if (c === '\r' && text[i + 1] === '\n') {
      endRow();
      line++;
      i += 2;
    } else if (c === '\n') {
      endRow();
      line++;
      i++;
    } else if (c === '"') {
      throw new CsvError(`CSV: aspas no meio de um campo sem aspas (linha ${line})`);
    } else {
      field += c;
      i++;
    }
  }
  // last record, unless the text ended with a line end (or was empty)
  if (field !== '' || row.length > 0 || (n > 0 && text[n - 1] === '"')) endRow();
  return rows;
}

/** Parses CSV text whose first row is a header into one object per record, keyed by column name. */
export function parseCsvObjects(text: string): Record<string, string>[] {
  const [header, ...records] = parseCsv(text);
  if (!header) return [];
  // blank lines (a record of one empty field) are skipped
  const rows = header.length > 1 ? records.filter((r) => r.length > 1 || r[0] !== '') : records;
  return rows.map((r, k) => {
    if (r.length !== header.length) {
      throw new CsvError(`CSV: registro ${k + 2} tem ${r.length} campos, o cabeçalho tem ${header.length}`);
    }
    const o: Record<string, string> = {};
    header.forEach((h, j) => {
      o[h] = r[j]!;
    });
    return o;
  });
}

// What a spreadsheet program may read as a formula (OWASP 'CSV injection'): =, +, -, @, tab, carriage return.
const FORMULA_START = /^[=+\-@\t\r]/;
// A plain number as the product writes it (sign, digits, pt-BR separators, 'R$'): no function call fits in
// it, and it must stay a number the spreadsheet can sum.
const PLAIN_NUMBER = /^[-+]?(?:R\$[\s\u00a0])?\d[\d.,]*$/;

/**
 * One CSV field as every CSV the product writes must hold it: a cell that starts like a formula gets a
 * leading `'` (the spreadsheet shows it as text and evaluates nothing) unless it is a plain number; the
 * field is quoted when it holds the separator, a quote, a line end, or was neutralised.
 */
export function csvField(value: unknown, separator = ';'): string {
  let s = String(value ?? '');
  let quote = s.includes(separator) || /["\r\n]/.test(s);
  if (FORMULA_START.test(s) && !PLAIN_NUMBER.test(s)) {
    s = `'${s}`;
    quote = true;
  }
  return quote ? `"${s.replace(/"/g, '""')}"` : s;
}
