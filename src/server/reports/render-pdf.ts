// Streams report rows into a PDF table: header block and table header on every page, group headers and
// subtotals, grand total, "Página N de M" footers. Rows arrive in batches; nothing else is kept in memory
// beyond pdfkit's page buffer (needed for the page count). A structured report (declaration `sections`)
// prints each section under its title with its own columns — or as label: value lines, or signature lines —
// in row order.
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { ReportColumn, ReportDeclaration, ReportSection } from '../../shared/reports/types.ts';
import { cellText } from './cells.ts';
import { countText, type GroupEvents, Grouping, type Totals } from './grouping.ts';

export type ReportHeader = { empresa: string; usuario: string; emitidoEm: string; filtro: string };
type Row = Record<string, unknown>;

/** Page margin of every PDF the app prints (reports and the documents that share their look). */
export const PDF_MARGIN = 28;
const MARGIN = PDF_MARGIN;

/**
 * The block every report page starts with: company, 'Emitido em … por …', the title, the filter line
 * (when given) and a rule under them. Answers the y of the rule.
 */
export function drawReportHeader(
  doc: PDFKit.PDFDocument,
  header: Omit<ReportHeader, 'filtro'> & { filtro?: string },
  title: string,
): number {
  const width = doc.page.width - 2 * MARGIN;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#000')
    .text(header.empresa, MARGIN, MARGIN, { width: width * 0.6, lineBreak: false, ellipsis: true });
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .text(`Emitido em ${header.emitidoEm} por ${header.usuario}`, MARGIN + width * 0.6, MARGIN + 1, {
      width: width * 0.4,
      align: 'right',
      lineBreak: false,
      ellipsis: true,
    });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(title, MARGIN, MARGIN + 14, { width });
  let y = MARGIN + 30;
  if (header.filtro) {
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor('#333')
      .text(`Filtro: ${header.filtro}`, MARGIN, y, { width, height: 20, ellipsis: true });
    y = doc.y + 2;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.5)
    .strokeColor('#999')
    .stroke();
  return y;
}

/** 'Página N de M' and 'Gente' at the foot of every page of a document made with `bufferPages`. */
export function drawPageFooters(doc: PDFKit.PDFDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const { width, height } = doc.page;
    // drawing inside the bottom margin must not open a new page
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7).fillColor('#555');
    doc.text(`Página ${i + 1} de ${range.count}`, MARGIN, height - MARGIN, {
      width: width - 2 * MARGIN,
      align: 'right',
      lineBreak: false,
    });
    doc.text('Gente', MARGIN, height - MARGIN, { width: 100, lineBreak: false });
    doc.page.margins.bottom = saved;
  }
}
const ROW_H = 13;
const FONT = 7.5;
const LINE_GAP = 1;

/** What is being printed now: the whole report, or one of its sections. */
type View = {
  decl: ReportDeclaration;
  section?: ReportSection;
  columns: ReportColumn[];
  widths: number[];
  xs: number[];
  grouping: Grouping;
  rows: number;
};

export class PdfReport {
  private doc: PDFKit.PDFDocument;
  private y = 0;
  private view: View;
  private events: GroupEvents;
  rows = 0;

  constructor(
    private decl: ReportDeclaration,
    private header: ReportHeader,
    out: Writable,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      layout: decl.orientation ?? 'portrait',
      margin: MARGIN,
      bufferPages: true,
      info: { Title: decl.title, Author: header.usuario, Creator: 'Gente' },
    });
    this.doc.pipe(out);
    this.view = this.viewOf(decl);
    this.events = {
      open: (level, label, value) => {
        this.ensureSpace(2);
        this.line(`${label}: ${cellText(value)}`, true, level === 0 ? '#dde7f3' : '#edf2f8');
      },
      close: (_level, label, value, totals) => {
        if (this.view.grouping.hasTotals)
          this.sumsLine(`Subtotal ${label}: ${cellText(value)}`, totals, '#f3f3f3');
      },
    };
    this.startPage(true);
  }

  private viewOf(decl: ReportDeclaration, section?: ReportSection): View {
    const d: ReportDeclaration = section
      ? { ...decl, columns: section.columns, groupBy: section.groupBy, totals: section.totals }
      : decl;
    const usable = this.doc.page.width - 2 * MARGIN;
    const weights = d.columns.map((c) => c.width ?? 1);
    const sum = weights.reduce((a, b) => a + b, 0);
    const widths = weights.map((w) => (usable * w) / sum);
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
    return { decl: d, section, columns: d.columns, widths, xs, grouping: new Grouping(d), rows: 0 };
  }

  private get sectioned() {
    return !!this.decl.sections?.length;
  }

  private get isTable() {
    return (this.view.section?.layout ?? 'table') === 'table';
  }

  private get bottom() {
    return this.doc.page.height - MARGIN - 16;
  }

  private startPage(first = false) {
    if (!first) this.doc.addPage();
    this.y = drawReportHeader(this.doc, this.header, this.decl.title) + 4;
    // a section's table continues on the new page under its column titles
    if (!this.sectioned || (this.view.section && this.isTable && this.view.rows > 0)) this.tableHeader();
  }

  private tableHeader() {
    const { doc } = this;
    doc.rect(MARGIN, this.y, doc.page.width - 2 * MARGIN, ROW_H + 1).fill('#e8e8e8');
    doc.fillColor('#000').font('Helvetica-Bold').fontSize(FONT);
    this.view.columns.forEach((c, i) => {
      this.cell(c.title, i, c, this.y + 3);
    });
    this.y += ROW_H + 3;
    doc.font('Helvetica');
  }

  /** Opens a section: its title, then its table header. */
  private openSection(section: ReportSection) {
    this.view.grouping.finish(this.events);
    this.view = this.viewOf(this.decl, section);
    this.ensureSpace(4);
    this.y += 6;
    const { doc } = this;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#1f3b5c');
    doc.text(section.title, MARGIN, this.y, { width: doc.page.width - 2 * MARGIN, lineBreak: false });
    this.y += 16;
    doc.fillColor('#000');
    if (this.isTable) this.tableHeader();
  }

  private align(c: ReportColumn) {
    return c.align ?? (['money', 'integer', 'number', 'percent'].includes(c.type ?? '') ? 'right' : 'left');
  }

  private cell(text: string, i: number, c: ReportColumn, y: number, height = ROW_H) {
    const { widths, xs } = this.view;
    this.doc.text(text, xs[i] + 2, y, {
      width: widths[i] - 4,
      height,
      lineBreak: !!c.wrap && height > ROW_H,
      lineGap: LINE_GAP,
      ellipsis: true,
      align: this.align(c),
    });
  }

  private ensureSpace(lines = 1, height = lines * ROW_H) {
    if (this.y + height > this.bottom) this.startPage();
  }

  private line(text: string, bold: boolean, shade?: string) {
    this.ensureSpace();
    const { doc } = this;
    if (shade)
      doc
        .rect(MARGIN, this.y - 1, doc.page.width - 2 * MARGIN, ROW_H)
        .fill(shade)
        .fillColor('#000');
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT);
    doc.text(text, MARGIN + 2, this.y + 2, {
      width: doc.page.width - 2 * MARGIN - 4,
      lineBreak: false,
      ellipsis: true,
    });
    this.y += ROW_H;
  }

  /** A subtotal/total line: the label spans the columns before the first summed one. */
  private sumsLine(label: string, acc: Totals, shade: string) {
    this.ensureSpace();
    const { doc } = this;
    const { columns, xs, decl } = this.view;
    doc
      .rect(MARGIN, this.y - 1, doc.page.width - 2 * MARGIN, ROW_H)
      .fill(shade)
      .fillColor('#000');
    doc.font('Helvetica-Bold').fontSize(FONT);
    const firstSum = columns.findIndex((c) => acc.sums.has(c.key));
    const labelEnd = firstSum > 0 ? xs[firstSum] : doc.page.width - MARGIN;
    doc.text(`${label}${countText(decl, acc)}`, MARGIN + 2, this.y + 2, {
      width: labelEnd - MARGIN - 4,
      height: ROW_H,
      lineBreak: false,
      ellipsis: true,
    });
    columns.forEach((c, i) => {
      const sum = acc.sums.get(c.key);
      if (sum && i >= firstSum) this.cell(cellText(sum.value, c.type), i, c, this.y + 2);
    });
    this.y += ROW_H;
    doc.font('Helvetica');
  }

  /** Height of a table row: one line, or what its wrapped columns need. */
  private rowHeight(row: Row): number {
    const { columns, widths } = this.view;
    let h = ROW_H;
    this.doc.font('Helvetica').fontSize(FONT);
    columns.forEach((c, i) => {
      if (!c.wrap) return;
      const text = cellText(row[c.key], c.type);
      if (text)
        h = Math.max(h, this.doc.heightOfString(text, { width: widths[i] - 4, lineGap: LINE_GAP }) + 4);
    });
    return Math.min(h, this.bottom - MARGIN - 60);
  }

  private tableRow(row: Row) {
    const height = this.rowHeight(row);
    this.ensureSpace(1, height);
    this.doc.font('Helvetica').fontSize(FONT).fillColor('#000');
    this.view.columns.forEach((c, i) => {
      this.cell(cellText(row[c.key], c.type), i, c, this.y + 2, height);
    });
    this.y += height;
    if (height > ROW_H)
      this.doc
        .moveTo(MARGIN, this.y - 1)
        .lineTo(this.doc.page.width - MARGIN, this.y - 1)
        .lineWidth(0.25)
        .strokeColor('#ccc')
        .stroke();
  }

  /** A `fields` row: one "label: value" paragraph per column. */
  private fieldsRow(row: Row) {
    const { doc } = this;
    const width = doc.page.width - 2 * MARGIN - 4;
    for (const c of this.view.columns) {
      const value = cellText(row[c.key], c.type) || '—';
      doc.fontSize(8.5);
      const h =
        doc.font('Helvetica').heightOfString(`${c.title}: ${value}`, { width, lineGap: LINE_GAP }) + 3;
      this.ensureSpace(1, h);
      doc
        .font('Helvetica-Bold')
        .fillColor('#000')
        .text(`${c.title}: `, MARGIN + 2, this.y, {
          width,
          continued: true,
          lineGap: LINE_GAP,
        });
      doc.font('Helvetica').text(value, { width, lineGap: LINE_GAP });
      this.y = Math.max(this.y + h, doc.y + 2);
    }
    this.y += 4;
  }

  /** A `signatures` row: room to sign, then a line per column with the value and the column's title under it. */
  private signaturesRow(row: Row) {
    const { doc } = this;
    const { columns } = this.view;
    const width = (doc.page.width - 2 * MARGIN) / columns.length;
    this.ensureSpace(1, 70);
    const y = this.y + 36;
    columns.forEach((c, i) => {
      const x = MARGIN + i * width;
      doc
        .moveTo(x + 14, y)
        .lineTo(x + width - 14, y)
        .lineWidth(0.6)
        .strokeColor('#000')
        .stroke();
      const value = cellText(row[c.key], c.type);
      const opts = { width: width - 28, align: 'center' as const, lineBreak: false, ellipsis: true };
      doc
        .font('Helvetica-Bold')
        .fontSize(8)
        .fillColor('#000')
        .text(value || ' ', x + 14, y + 3, opts);
      doc
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor('#333')
        .text(c.title, x + 14, y + 14, opts);
    });
    doc.fillColor('#000');
    this.y = y + 30;
  }

  addRows(rows: Row[]) {
    for (const row of rows) {
      if (this.sectioned && row.secao !== this.view.section?.key) {
        const section = this.decl.sections!.find((s) => s.key === row.secao);
        if (!section) continue;
        this.closeEmptySectionsBefore(section);
        this.openSection(section);
      }
      this.view.grouping.row(row, this.events);
      if (this.isTable) this.tableRow(row);
      else if (this.view.section?.layout === 'signatures') this.signaturesRow(row);
      else this.fieldsRow(row);
      this.view.rows++;
      this.rows++;
    }
  }

  /** Sections without rows still show, with their `empty` text, so a reader sees the part is empty. */
  private printed = new Set<string>();
  private closeEmptySectionsBefore(next?: ReportSection) {
    if (this.view.section) this.printed.add(this.view.section.key);
    for (const s of this.decl.sections ?? []) {
      if (s === next) break;
      if (this.printed.has(s.key) || !s.empty) continue;
      this.openSection(s);
      this.line(s.empty, false);
      this.printed.add(s.key);
    }
    if (next) this.printed.add(next.key);
  }

  /** Subtotals of the open groups, the grand total and page numbers; ends the document. */
  finish() {
    this.view.grouping.finish(this.events);
    if (this.sectioned) this.closeEmptySectionsBefore();
    else if (this.view.grouping.hasTotals && this.rows > 0)
      this.sumsLine('Total geral', this.view.grouping.total, '#dcdcdc');
    drawPageFooters(this.doc);
    this.doc.end();
  }
}
