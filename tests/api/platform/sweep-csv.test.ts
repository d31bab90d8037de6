// The sweep of CSV cells (formula injection, OWASP 'CSV injection'): for every register the API writes, records
// are created through the API with every free text starting with =, +, -, @, tab or carriage return (the
// schema walked for a valid body; references to records of the company), and a candidate registers in the
// portal anonymously with such a name; then every register is exported: no CSV cell may start with one of
// those characters unless neutralised with a leading ' (a plain number aside), and no XLSX cell may be a
// formula.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/server/db/csv.ts';
import { Bodies, cpfFrom, freeTextPaths, giveCnpj, quickAltcha, Sweep } from '../../helpers/sweep.ts';
import { Client, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';

/** What a spreadsheet program may read as a formula, and a formula starting with each. */
const STARTS = ['=', '+', '-', '@', '\t', '\r'] as const;
const formula = (start: string, n: number) =>
  ({
    '=': `=HYPERLINK("http://exemplo.invalid/?n=${n}";"clique")`,
    '+': `+${n}+SOMA(1;2)`,
    '-': `-${n}+3+cmd|' /C calc'!A0`,
    '@': `@SUM(${n}+1)*cmd|' /C calc'!A0`,
    '\t': `\t=${n}+1`,
    '\r': `\r=${n}+1`,
  })[start]!;
const DANGEROUS = /^[=+\-@\t\r]/;
// a plain number as the product writes it (sign, digits, separators, 'R$'): nothing a formula can hide in
const PLAIN_NUMBER = /^[-+]?(?:R\$[\s\u00a0])?\d[\d.,]*$/;

let t: TestApp;
let sw: Sweep;
let admin: Client;
let bodies: Bodies;

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  sw = new Sweep(t);
  admin = new Client(t.app);
  await admin.login();
  bodies = new Bodies(sw, admin, 1);
  await giveCnpj(sw, admin, 1);
}, 120_000);
afterAll(() => t?.close());

describe('CSV cells', () => {
  let registers = 0;
  let withFormulas = 0;

  it('writes records with formulas in every free text, through the staff API and the portal', async () => {
    const writable = sw.resources.filter((r) => !r.meta.readOnly);
    for (const r of writable) {
      if (freeTextPaths(r.schema).length === 0) continue;
      registers++;
      let made = 0;
      for (const start of STARTS) {
        const rec = await bodies.create(r, () => formula(start, bodies.next()));
        if (rec) made++;
      }
      if (made > 0) withFormulas++;
    }
    // the anonymous registration of the portal (the attack): one candidate per starting character
    const area = await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Área do Portal' });
    const cargo = await created(admin, '/api/cargo-salario/cargos', {
      nome: 'Cargo do Portal',
      nomeMercado: 'Cargo do Portal',
      areasOrganizacionais: [area.id],
      exibirModuloExterno: true,
    });
    let k = 0;
    for (const start of STARTS) {
      k++;
      const res = await sw.send(
        null,
        'POST',
        '/api/externo/candidatos',
        {
          altcha: await quickAltcha(t),
          empresaId: 1,
          candidato: {
            nome: formula(start, k),
            cpf: cpfFrom(500_000_000 + k * 7717),
            cargos: [cargo.id],
            senha: 'senha-do-portal',
            contato: { email: `portal${k}@exemplo.com.br` },
            primeiroEmprego: true,
          },
          confirmaSenha: 'senha-do-portal',
        },
        {},
        `10.25.0.${k}`,
      );
      // 202 where the portal does not tell whether the CPF was new
      sw.check(
        'POST /api/externo/candidatos',
        `nome começando com ${JSON.stringify(start)}`,
        res,
        (s) => s === 201 || s === 202,
      );
    }
    console.log(
      `Cadastros com textos livres: ${registers}; com registros de fórmulas criados: ${withFormulas}; recusados pelo corpo gerado: ${[...bodies.refused.keys()].length}.`,
    );
    if (bodies.refused.size) console.log([...bodies.refused].map(([p, why]) => `  ${p}: ${why}`).join('\n'));
    expect(withFormulas).toBeGreaterThan(40);
  }, 120_000);

  it('exports every register with no CSV cell that starts like a formula, and no XLSX formula', async () => {
    let cells = 0;
    let neutralised = 0;
    for (const r of sw.resources) {
      const url = `/api/${r.path}/exportar`;
      const csv = await sw.send(admin, 'GET', `${url}?formato=csv`);
      if (!sw.check(`GET ${url}`, 'CSV', csv, 200)) continue;
      let rows: string[][];
      try {
        rows = parseCsv(csv.text, ';');
      } catch (e) {
        sw.problem(`GET ${url}?formato=csv`, `CSV ilegível: ${(e as Error).message}`);
        continue;
      }
      for (const row of rows)
        for (const cell of row) {
          cells++;
          if (cell.startsWith("'") && DANGEROUS.test(cell.slice(1))) neutralised++;
          if (DANGEROUS.test(cell) && !PLAIN_NUMBER.test(cell))
            sw.problem(
              `GET ${url}?formato=csv`,
              `célula que começa como fórmula: ${JSON.stringify(cell.slice(0, 60))}`,
            );
        }
      const xlsx = await sw.send(admin, 'GET', `${url}?formato=xlsx`);
      if (!sw.check(`GET ${url}`, 'XLSX', xlsx, 200)) continue;
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.raw as unknown as ArrayBuffer);
      book.eachSheet((sheet) =>
        sheet.eachRow((row) =>
          row.eachCell((cell) => {
            if (cell.type === ExcelJS.ValueType.Formula)
              sw.problem(
                `GET ${url}?formato=xlsx`,
                `célula com fórmula: ${String(cell.formula ?? cell.value)}`,
              );
          }),
        ),
      );
    }
    console.log(
      `CSV: ${cells} células lidas em ${sw.resources.length} exportações; ${neutralised} neutralizadas com '.`,
    );
    sw.report('Varredura das células CSV', sw.resources.length + 1);
    expect(neutralised).toBeGreaterThan(0);
    expect(sw.problems).toEqual([]);
  }, 120_000);
});
