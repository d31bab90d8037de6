// Streams report rows into an XLSX with exceljs's streaming writer: rows are committed as they come, so
// memory stays flat however many rows the report has. Cells keep their types (dates, numbers) so the
// spreadsheet can compute with them; formats are pt-BR.
import ExcelJS from 'exceljs';
import type { ColumnType, ReportDeclaration } from '../../shared/reports/types.ts';
import { countText, type GroupEvents, Grouping, type Totals } from './grouping.ts';
import type { ReportHeader } from './render-pdf.ts';

type Row = Record<string, unknown>;

const NUM_FMT: Partial<Record<ColumnType, string>> = {
  money: '"R$" #,##0.00',
  number: '#,##0.00',
  integer: '#,##0',
  percent: '#,##0.00"%"',
  date: 'dd/mm/yyyy',
};

function cellValue(value: unknown, type: ColumnType = 'text'): unknown {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'money':
    case 'number':
    case 'percent':
    case 'integer':
      return Number(value);
    case 'date': {
      const [y, m, d] = String(value).slice(0, 10).split('-').map(Number);
      return new Date(Date.UTC(y, m - 1, d));
    }
    case 'boolean':
      return value === true || value === 't' ? 'Sim' : 'Não';
    default:
      return String(value);
  }
}

export class XlsxReport {
  private workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private sheet: ExcelJS.Worksheet;
  private grouping: Grouping;
  private events: GroupEvents;
  rows = 0;

  constructor(
    private decl: ReportDeclaration,
    header: ReportHeader,
    filename: string,
  ) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename,
      useStyles: true,
      useSharedStrings: false,
    });
    this.workbook.creator = 'Gente';
    this.sheet = this.workbook.addWorksheet(decl.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
    // a structured report comes out flat: its section first, then every section's columns
    const groups = this.groups;
    this.sheet.columns = [
      ...groups.map((g) => ({ key: `__g_${g.key}`, width: 24 })),
      ...decl.columns.map((c) => ({
        key: c.key,
        width: Math.max(12, Math.min(50, (c.width ?? 1) * 14)),
        style: NUM_FMT[c.type ?? 'text'] ? { numFmt: NUM_FMT[c.type ?? 'text'] } : {},
      })),
    ];
    this.sheet.addRow([decl.title]).font = { bold: true, size: 13 };
    this.sheet.addRow([header.empresa]);
    if (header.filtro) this.sheet.addRow([`Filtro: ${header.filtro}`]);
    this.sheet.addRow([`Emitido em ${header.emitidoEm} por ${header.usuario}`]);
    this.sheet.addRow([]);
    const titles = this.sheet.addRow([...groups.map((g) => g.label), ...decl.columns.map((c) => c.title)]);
    titles.font = { bold: true };
    titles.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8E8E8' } };
    titles.commit();
    this.grouping = new Grouping(decl);
    // group values fill their own columns on every row, so only the closing subtotal needs a row
    this.events = {
      open: () => undefined,
      close: (_level, label, value, totals) => {
        if (this.grouping.hasTotals) this.totalsRow(`Subtotal ${label}: ${value ?? ''}`, totals, 'FFF3F3F3');
      },
    };
  }

  /** The group columns, with the section (its title) first in a structured report. */
  private get groups(): { key: string; label: string }[] {
    return [
      ...(this.decl.sections?.length ? [{ key: 'secao', label: 'Seção' }] : []),
      ...(this.decl.groupBy ?? []),
    ];
  }

  private groupValue(key: string, row: Row): unknown {
    if (key === 'secao') return this.decl.sections?.find((s) => s.key === row.secao)?.title ?? row.secao;
    return cellValue(row[key]);
  }

  /** A bold line with the label in the first column and each summed column's exact total. */
  private totalsRow(label: string, totals: Totals, color: string) {
    const groups = this.groups;
    const values: unknown[] = [
      ...groups.map(() => null),
      ...this.decl.columns.map((c) =>
        totals.sums.has(c.key) ? Number(totals.sums.get(c.key)!.value) : null,
      ),
    ];
    values[0] = `${label}${countText(this.decl, totals)}`;
    const row = this.sheet.addRow(values);
    row.font = { bold: true };
    row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: color } };
    row.commit();
  }

  addRows(rows: Row[]) {
    const groups = this.groups;
    for (const row of rows) {
      this.grouping.row(row, this.events);
      this.sheet
        .addRow([
          ...groups.map((g) => this.groupValue(g.key, row)),
          ...this.decl.columns.map((c) => cellValue(row[c.key], c.type)),
        ])
        .commit();
      this.rows++;
    }
  }

  async finish() {
    this.grouping.finish(this.events);
    if (this.grouping.hasTotals && this.rows > 0)
      this.totalsRow('Total geral', this.grouping.total, 'FFDCDCDC');
    this.sheet.commit();
    await this.workbook.commit();
  }
}
