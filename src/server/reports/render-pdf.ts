// Streams report rows into a PDF table: header block and table header on every page, group headers and
// subtotals, grand total, "Página N de M" footers. Rows arrive in batches; nothing else is kept in memory
// beyond pdfkit's page buffer (needed for the page count).
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { ReportColumn, ReportDeclaration } from '../../shared/reports/types.ts';
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

export class PdfReport {
  private doc: PDFKit.PDFDocument;
  private y = 0;
  private widths: number[];
  private xs: number[];
  private grouping: Grouping;
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
    const usable = this.doc.page.width - 2 * MARGIN;
    const weights = decl.columns.map((c) => c.width ?? 1);
    const sum = weights.reduce((a, b) => a + b, 0);
    this.widths = weights.map((w) => (usable * w) / sum);
    this.xs = this.widths.map((_, i) => MARGIN + this.widths.slice(0, i).reduce((a, b) => a + b, 0));
    this.grouping = new Grouping(decl);
    this.events = {
      open: (level, label, value) => {
        this.ensureSpace(2);
        this.line(`${label}: ${cellText(value)}`, true, level === 0 ? '#dde7f3' : '#edf2f8');
      },
      close: (_level, label, value, totals) => {
        if (this.grouping.hasTotals)
          this.sumsLine(`Subtotal ${label}: ${cellText(value)}`, totals, '#f3f3f3');
      },
    };
    this.startPage(true);
  }

  private get bottom() {
    return this.doc.page.height - MARGIN - 16;
  }

  private startPage(first = false) {
    if (!first) this.doc.addPage();
    this.y = drawReportHeader(this.doc, this.header, this.decl.title) + 4;
    this.tableHeader();
  }

  private tableHeader() {
    const { doc } = this;
    doc.rect(MARGIN, this.y, doc.page.width - 2 * MARGIN, ROW_H + 1).fill('#e8e8e8');
    doc.fillColor('#000').font('Helvetica-Bold').fontSize(FONT);
    this.decl.columns.forEach((c, i) => {
      this.cell(c.title, i, c, this.y + 3);
    });
    this.y += ROW_H + 3;
    doc.font('Helvetica');
  }

  private cell(text: string, i: number, c: ReportColumn, y: number) {
    const align =
      c.align ?? (['money', 'integer', 'number', 'percent'].includes(c.type ?? '') ? 'right' : 'left');
    this.doc.text(text, this.xs[i] + 2, y, {
      width: this.widths[i] - 4,
      height: ROW_H,
      lineBreak: false,
      ellipsis: true,
      align,
    });
  }

  private ensureSpace(lines = 1) {
    if (this.y + lines * ROW_H > this.bottom) this.startPage();
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
    doc
      .rect(MARGIN, this.y - 1, doc.page.width - 2 * MARGIN, ROW_H)
      .fill(shade)
      .fillColor('#000');
    doc.font('Helvetica-Bold').fontSize(FONT);
    const firstSum = this.decl.columns.findIndex((c) => acc.sums.has(c.key));
    const labelEnd = firstSum > 0 ? this.xs[firstSum] : doc.page.width - MARGIN;
    doc.text(`${label}${countText(this.decl, acc)}`, MARGIN + 2, this.y + 2, {
      width: labelEnd - MARGIN - 4,
      height: ROW_H,
      lineBreak: false,
      ellipsis: true,
    });
    this.decl.columns.forEach((c, i) => {
      const sum = acc.sums.get(c.key);
      if (sum && i >= firstSum) this.cell(cellText(sum.value, c.type), i, c, this.y + 2);
    });
    this.y += ROW_H;
    doc.font('Helvetica');
  }

  addRows(rows: Row[]) {
    for (const row of rows) {
      this.grouping.row(row, this.events);
      this.ensureSpace();
      this.doc.font('Helvetica').fontSize(FONT).fillColor('#000');
      this.decl.columns.forEach((c, i) => {
        this.cell(cellText(row[c.key], c.type), i, c, this.y + 2);
      });
      this.y += ROW_H;
      this.rows++;
    }
  }

  /** Subtotals of the open groups, the grand total and page numbers; ends the document. */
  finish() {
    this.grouping.finish(this.events);
    if (this.grouping.hasTotals && this.rows > 0)
      this.sumsLine('Total geral', this.grouping.total, '#dcdcdc');
    drawPageFooters(this.doc);
    this.doc.end();
  }
}
