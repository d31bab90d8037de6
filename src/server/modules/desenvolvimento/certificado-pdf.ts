// The certificates' PDF: one landscape A4 page per certificate — title, the text with the employee's name,
// course, hours and dates, the issuing company, and at the bottom the verification code with its QR code
// (the public verification page). Frames and logos of a certificate model are not drawn (the model designer is
// not built yet): a plain double border stands for the frame.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Certificado } from './certificado.ts';

const br = (d: string) => d.split('-').reverse().join('/');

export async function certificadosPdf(
  lista: Certificado[],
  urlDe: (codigo: string) => string,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 56, autoFirstPage: false });
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const fim = new Promise<Buffer>((ok) => doc.on('end', () => ok(Buffer.concat(partes))));
  for (const c of lista) {
    doc.addPage();
    const { width: w, height: h } = doc.page;
    doc
      .lineWidth(3)
      .rect(24, 24, w - 48, h - 48)
      .stroke('#1f4e79');
    doc
      .lineWidth(1)
      .rect(32, 32, w - 64, h - 64)
      .stroke('#1f4e79');
    doc
      .fillColor('#1f4e79')
      .font('Helvetica-Bold')
      .fontSize(36)
      .text('CERTIFICADO', 56, 90, { width: w - 112, align: 'center' });
    const periodo =
      c.dataInicio === c.dataConclusao
        ? `em ${br(c.dataConclusao)}`
        : `de ${br(c.dataInicio)} a ${br(c.dataConclusao)}`;
    doc
      .fillColor('#000000')
      .font('Helvetica')
      .fontSize(18)
      .text(
        `Certificamos que ${c.nome} concluiu o curso ${c.curso}, com carga horária de ${c.cargaHoraria} horas, realizado ${periodo}.`,
        100,
        190,
        { width: w - 200, align: 'center', lineGap: 6 },
      );
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(c.empresa, 100, h - 190, { width: w - 200, align: 'center' });
    const url = urlDe(c.codigo);
    const png = await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 180, errorCorrectionLevel: 'M' });
    doc.image(png, w - 56 - 90, h - 56 - 100, { width: 90 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#333333')
      .text(`Código de verificação: ${c.codigo}`, 56, h - 86, { width: w - 240 })
      .text(`Confira em ${url}`, 56, h - 72, { width: w - 240 });
  }
  doc.end();
  return fim;
}
