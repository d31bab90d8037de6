// The candidate's CV as a PDF (spec §3 "Print options"), with the reports' look: their page header
// (company, who printed it and when, the title) on every page and their "Página N de M" footers
// (src/server/reports/render-pdf.ts). The content flows: identification, address and contact, interests,
// then each section the options ask for, and up to three signature lines.
//
// Never printed: CPF and other document numbers, disability and ethnicity (sensitive data under LGPD;
// the print is a working copy for interviews, often handed around on paper).
import PDFDocument from 'pdfkit';
import { formatCep, formatDate, formatMoney } from '../../../shared/br/format.ts';
import {
  drawPageFooters,
  drawReportHeader,
  PDF_MARGIN,
  type ReportHeader,
} from '../../reports/render-pdf.ts';

export type OpcoesCurriculo = {
  exibirCabecalho: boolean;
  exibirSocioEconomica: boolean;
  exibirFormacao: boolean;
  exibirCertificados: boolean;
  exibirIdiomas: boolean;
  exibirConhecimentos: boolean;
  exibirCursos: boolean;
  exibirExperiencias: boolean;
  exibirObservacoes: boolean;
  exibirHistorico: boolean;
  exibirOcrTexto: boolean;
  exibirCamposExtras: boolean;
  exibirSolicitacaoPessoal: boolean;
  exibirAssinatura1: boolean;
  exibirAssinatura2: boolean;
  exibirAssinatura3: boolean;
  textoAssinatura1?: string;
  textoAssinatura2?: string;
  textoAssinatura3?: string;
};

/** A personnel request the candidate is in, with their moves there (oldest first). */
export type ProcessoCurriculo = {
  solicitacao: string;
  cargo: string;
  area: string | null;
  situacao: string | null;
  etapaAtual: string | null;
  dataInclusao: string | null;
  historico: {
    data: string;
    etapa: string;
    resultado: string;
    responsavel: string | null;
    observacao: string | null;
  }[];
};

/** Everything printed, already in words (labels resolved by the caller). */
export type Curriculo = {
  nome: string;
  nomeSocial?: string;
  /** [label, value] groups; empty values are left out */
  pessoais: [string, string | undefined][];
  enderecoContato: [string, string | undefined][];
  interesses: [string, string | undefined][];
  socioEconomica: [string, string | undefined][];
  formacao: string[];
  certificados: string[];
  idiomas: string[];
  conhecimentos: string[];
  cursos?: string;
  primeiroEmprego: boolean;
  experiencias: string[];
  observacao?: string;
  ocrTexto?: string;
  camposExtras: [string, string | undefined][];
  processos: ProcessoCurriculo[];
};

const FONTE = 9;
const COR_TITULO = '#1f3b63';

/** Writes flowing content; a new page starts with the reports' header when it is asked for. */
class Escritor {
  readonly doc: PDFKit.PDFDocument;
  private fonte = { nome: 'Helvetica', tamanho: FONTE };
  private partes: Buffer[] = [];

  constructor(titulo: string, cabecalho: Omit<ReportHeader, 'filtro'> | undefined) {
    // room for the header block above the flowing text
    const topo = cabecalho ? PDF_MARGIN + 40 : PDF_MARGIN;
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: topo, bottom: PDF_MARGIN + 16, left: PDF_MARGIN, right: PDF_MARGIN },
      bufferPages: true,
      info: { Title: titulo, Author: cabecalho?.usuario ?? '', Creator: 'Gente' },
    });
    this.doc.on('data', (b: Buffer) => this.partes.push(b));
    if (cabecalho) {
      const desenhar = () => {
        drawReportHeader(this.doc, cabecalho, titulo);
        // text flowing across the page break goes on in its own font, below the header
        this.doc.x = PDF_MARGIN;
        this.doc.y = topo;
        this.usar(this.fonte.nome, this.fonte.tamanho);
      };
      this.doc.on('pageAdded', desenhar);
      desenhar();
    }
  }

  private get largura() {
    return this.doc.page.width - 2 * PDF_MARGIN;
  }

  usar(nome: string, tamanho: number, cor = '#000') {
    this.fonte = { nome, tamanho };
    this.doc.font(nome).fontSize(tamanho).fillColor(cor);
    return this.doc;
  }

  /** Starts a new page when less than `altura` points are left. */
  private espaco(altura: number) {
    if (this.doc.y + altura > this.doc.page.height - this.doc.page.margins.bottom) this.doc.addPage();
  }

  nome(nome: string, social?: string) {
    this.usar('Helvetica-Bold', 15, COR_TITULO).text(nome, PDF_MARGIN, this.doc.y, { width: this.largura });
    if (social) this.usar('Helvetica', 10, '#333').text(`Nome social: ${social}`);
    this.doc.moveDown(0.4);
  }

  secao(titulo: string) {
    this.espaco(40);
    this.doc.moveDown(0.6);
    this.usar('Helvetica-Bold', 11, COR_TITULO).text(titulo, PDF_MARGIN, this.doc.y, { width: this.largura });
    const y = this.doc.y + 1;
    this.doc
      .moveTo(PDF_MARGIN, y)
      .lineTo(PDF_MARGIN + this.largura, y)
      .lineWidth(0.5)
      .strokeColor('#9aa9c0')
      .stroke();
    this.doc.y = y + 4;
  }

  /** 'Label: value' pairs in two columns. */
  campos(pares: [string, string | undefined][]) {
    const cheios = pares.filter((p): p is [string, string] => !!p[1]);
    const meia = this.largura / 2;
    for (let i = 0; i < cheios.length; i += 2) {
      const linha = cheios.slice(i, i + 2);
      this.usar('Helvetica', FONTE);
      const alturas = linha.map(([r, v]) => this.doc.heightOfString(`${r}: ${v}`, { width: meia - 8 }));
      this.espaco(Math.max(...alturas));
      const y = this.doc.y;
      linha.forEach(([rotulo, valor], col) => {
        this.usar('Helvetica-Bold', FONTE).text(`${rotulo}: `, PDF_MARGIN + col * meia, y, {
          width: meia - 8,
          continued: true,
        });
        this.usar('Helvetica', FONTE).text(valor);
      });
      this.doc.y = y + Math.max(...alturas) + 2;
    }
    this.doc.x = PDF_MARGIN;
  }

  itens(linhas: string[]) {
    for (const l of linhas) {
      this.usar('Helvetica', FONTE);
      this.espaco(this.doc.heightOfString(l, { width: this.largura - 10 }));
      this.doc.text(`•  ${l}`, PDF_MARGIN, this.doc.y, { width: this.largura, indent: 0 });
      this.doc.moveDown(0.2);
    }
  }

  paragrafo(texto: string, cor = '#000') {
    this.usar('Helvetica', FONTE, cor).text(texto, PDF_MARGIN, this.doc.y, {
      width: this.largura,
      align: 'left',
    });
  }

  /** Signature lines side by side (up to three), each with its text under it. */
  assinaturas(textos: string[]) {
    if (textos.length === 0) return;
    this.espaco(80);
    const y = this.doc.y + 50;
    const largura = this.largura / textos.length;
    textos.forEach((texto, i) => {
      const x = PDF_MARGIN + i * largura + 12;
      this.doc
        .moveTo(x, y)
        .lineTo(x + largura - 24, y)
        .lineWidth(0.6)
        .strokeColor('#000')
        .stroke();
      this.usar('Helvetica', FONTE).text(texto, x, y + 4, { width: largura - 24, align: 'center' });
    });
    this.doc.x = PDF_MARGIN;
  }

  terminar(): Promise<Buffer> {
    const fim = new Promise<Buffer>((resolve) =>
      this.doc.on('end', () => resolve(Buffer.concat(this.partes))),
    );
    this.doc.removeAllListeners('pageAdded');
    drawPageFooters(this.doc);
    this.doc.end();
    return fim;
  }
}

export const TITULO_CURRICULO = 'Currículo';

type Secao = {
  opcao: keyof OpcoesCurriculo;
  titulo: string;
  corpo: () => void;
  /** what the section says instead when the candidate has nothing for it */
  vazio?: string;
};

/** The optional sections, in print order. */
function secoes(cv: Curriculo, w: Escritor): Secao[] {
  const itens = (linhas: string[], vazio: string) => ({
    corpo: () => w.itens(linhas),
    vazio: linhas.length ? undefined : vazio,
  });
  const texto = (t: string | undefined, vazio: string) => ({
    corpo: () => w.paragrafo(t ?? ''),
    vazio: t ? undefined : vazio,
  });
  const campos = (pares: [string, string | undefined][], vazio: string) => ({
    corpo: () => w.campos(pares),
    vazio: pares.some((p) => p[1]) ? undefined : vazio,
  });
  return [
    {
      opcao: 'exibirSocioEconomica',
      titulo: 'Informações Socioeconômicas',
      ...campos(cv.socioEconomica, 'Não informadas.'),
    },
    { opcao: 'exibirFormacao', titulo: 'Formação', ...itens(cv.formacao, 'Nenhuma formação informada.') },
    { opcao: 'exibirIdiomas', titulo: 'Idiomas', ...itens(cv.idiomas, 'Nenhum idioma informado.') },
    {
      opcao: 'exibirCertificados',
      titulo: 'Certificados e Cursos',
      ...itens(cv.certificados, 'Nenhum certificado informado.'),
    },
    { opcao: 'exibirCursos', titulo: 'Outros Cursos', ...texto(cv.cursos, 'Nenhum curso informado.') },
    {
      opcao: 'exibirConhecimentos',
      titulo: 'Conhecimentos',
      ...texto(cv.conhecimentos.join(', ') || undefined, 'Nenhum conhecimento informado.'),
    },
    {
      opcao: 'exibirExperiencias',
      titulo: 'Experiências Profissionais',
      ...itens(cv.experiencias, cv.primeiroEmprego ? 'Primeiro emprego.' : 'Nenhuma experiência informada.'),
    },
    { opcao: 'exibirObservacoes', titulo: 'Observações', ...texto(cv.observacao, 'Nenhuma observação.') },
    {
      opcao: 'exibirSolicitacaoPessoal',
      titulo: 'Solicitação de Pessoal',
      ...itens(
        cv.processos.map((p) =>
          [
            p.solicitacao,
            p.cargo,
            p.area,
            p.situacao && `situação: ${p.situacao}`,
            p.etapaAtual && `etapa atual: ${p.etapaAtual}`,
            p.dataInclusao && `incluído em ${formatDate(p.dataInclusao)}`,
          ]
            .filter(Boolean)
            .join(' · '),
        ),
        'O candidato não está em nenhuma solicitação de pessoal.',
      ),
    },
    {
      opcao: 'exibirHistorico',
      titulo: 'Histórico nos Processos Seletivos',
      corpo: () => {
        for (const p of cv.processos) {
          w.usar('Helvetica-Bold', FONTE).text(p.solicitacao, PDF_MARGIN, w.doc.y);
          w.itens(
            p.historico.length
              ? p.historico.map(
                  (h) =>
                    `${formatDate(h.data)} – ${h.etapa}: ${h.resultado}${h.responsavel ? ` (${h.responsavel})` : ''}${h.observacao ? `. ${h.observacao}` : ''}`,
                )
              : ['Sem movimentações.'],
          );
        }
      },
      vazio: cv.processos.length ? undefined : 'Nenhuma movimentação em processos seletivos.',
    },
    {
      opcao: 'exibirCamposExtras',
      titulo: 'Campos Extras',
      ...campos(cv.camposExtras, 'Nenhum campo extra preenchido.'),
    },
    {
      opcao: 'exibirOcrTexto',
      titulo: 'Texto do Currículo',
      ...texto(cv.ocrTexto, 'Sem texto de currículo.'),
    },
  ];
}

/** The PDF of a CV with the sections `opcoes` asks for. */
export function curriculoPdf(
  cv: Curriculo,
  opcoes: OpcoesCurriculo,
  cabecalho: Omit<ReportHeader, 'filtro'>,
): Promise<Buffer> {
  const w = new Escritor(`${TITULO_CURRICULO} – ${cv.nome}`, opcoes.exibirCabecalho ? cabecalho : undefined);
  w.nome(cv.nome, cv.nomeSocial);
  w.secao('Dados Pessoais');
  w.campos(cv.pessoais);
  w.secao('Endereço e Contato');
  w.campos(cv.enderecoContato);
  w.secao('Interesses');
  w.campos(cv.interesses);
  for (const secao of secoes(cv, w)) {
    if (!opcoes[secao.opcao]) continue;
    w.secao(secao.titulo);
    if (secao.vazio) w.paragrafo(secao.vazio, '#555');
    else secao.corpo();
  }
  w.assinaturas(
    ([1, 2, 3] as const).flatMap((n) =>
      opcoes[`exibirAssinatura${n}`] ? [opcoes[`textoAssinatura${n}`] ?? ''] : [],
    ),
  );
  return w.terminar();
}

/** Helpers the caller uses to put the record in words. */
export const emPalavras = {
  data: (v: unknown) => (typeof v === 'string' && v ? formatDate(v) : undefined),
  dinheiro: (v: unknown) =>
    v === null || v === undefined || v === '' ? undefined : formatMoney(v as number),
  simNao: (v: unknown) => (v === true ? 'Sim' : v === false ? 'Não' : undefined),
  cep: (v: unknown) => (typeof v === 'string' && v ? formatCep(v) : undefined),
};
