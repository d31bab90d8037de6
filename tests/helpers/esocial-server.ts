// A local eSocial for tests, benchmarks and the browser runs: an HTTPS server that speaks the two WSDLs of the
// batch services (WsEnviarLoteEventos-v1_1_0, WsConsultarLoteEventos-v1_1_0), SOAP 1.1, and, like the real
// one, requires a CLIENT certificate. It reads what it receives (the SOAPAction, the envelope checked against
// EnvioLoteEventos-v1_1_1.xsd, each event's signature, Id, employer, receipts) and answers XML that follows the
// return XSDs: a batch received with its protocol; 'Lote Aguardando Processamento' (101) a few times; then each
// event accepted with a receipt, or rejected with occurrences (code, description, location).
//
// What it checks in each event, as the eSocial does (the codes are this double's, not the government's list):
//   the XML-DSig signature; the Id rule (REGRA_VALIDA_ID_EVENTO: 'ID' + tpInsc + registration to 14 …) and the
//   employer of the batch; a rectification's nrRecibo (a receipt it issued, of the same type, not excluded nor
//   already rectified); an S-3000's nrRecEvt and cpfTrab; a registration number it was told is not in the RET
//   (`matriculasForaDoRet`, the test's way of making a rejected event); anything a test adds with `regra`.
import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';
import {
  NS_RETORNO_ENVIO,
  NS_RETORNO_EVENTO,
  NS_RETORNO_PROCESSAMENTO,
  NS_SOAP,
  OPERACOES,
} from '../../src/server/modules/sst/esocial/lote.ts';
import { validarMensagens } from '../../src/server/modules/sst/esocial/xsd.ts';

export type OcorrenciaServidor = { codigo: number; descricao: string; localizacao?: string };

export type EventoRecebido = {
  idEvento: string;
  tipo: string;
  xml: string;
  indRetif: number;
  nrRecibo: string | null;
  cpfTrab: string | null;
  matricula: string | null;
  nrRecEvt: string | null;
};

export type OpcoesServidor = {
  /** 'Lote Aguardando Processamento' answers before the result (default 2) */
  consultasEmProcessamento?: number;
  /** registration numbers the RET does not know: their events are rejected */
  matriculasForaDoRet?: string[];
  /** more rules: occurrences reject the event */
  regra?: (e: EventoRecebido) => OcorrenciaServidor[] | null;
  /** verify each event's XML-DSig (default true) */
  verificarAssinatura?: boolean;
  /** check the batch envelope against EnvioLoteEventos-v1_1_1.xsd (default true) */
  validarEnvelope?: boolean;
};

type Requisicao = {
  operacao: 'enviar' | 'consultar';
  soapAction: string;
  certificado: string;
  corpo: string;
};
type Decidido = {
  idEvento: string;
  tipo: string;
  hash: string;
  ocorrencias: OcorrenciaServidor[];
  nrRecibo?: string;
  duplicado?: boolean;
  aplicar?: () => void;
};
type LoteRecebido = {
  protocolo: string;
  empregador: { tpInsc: string; nrInsc: string };
  transmissor: { tpInsc: string; nrInsc: string };
  recebidoEm: string;
  consultas: number;
  eventos: Decidido[];
  processado: boolean;
};
type Recibo = { idEvento: string; tipo: string; cpf: string | null; retificado: boolean; excluido: boolean };

const TIPOS: Record<string, string> = {
  evtExpRisco: 'S-2240',
  evtMonit: 'S-2220',
  evtCAT: 'S-2210',
  evtExclusao: 'S-3000',
};

/** A test certificate authority and a server certificate for 127.0.0.1/localhost signed by it (PEM). */
function autoridadeEServidor() {
  const par = () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      privada: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
      publica: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
      pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
  };
  const agora = Date.now();
  const ac = par();
  const raiz = forge.pki.createCertificate();
  raiz.publicKey = ac.publica;
  raiz.serialNumber = '01';
  raiz.validity.notBefore = new Date(agora - 864e5);
  raiz.validity.notAfter = new Date(agora + 365 * 864e5);
  const nomeAc = [{ name: 'commonName', value: 'AC Raiz eSocial de Testes' }];
  raiz.setSubject(nomeAc);
  raiz.setIssuer(nomeAc);
  raiz.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true },
  ]);
  raiz.sign(ac.privada, forge.md.sha256.create());
  const srv = par();
  const cert = forge.pki.createCertificate();
  cert.publicKey = srv.publica;
  cert.serialNumber = '02';
  cert.validity.notBefore = new Date(agora - 864e5);
  cert.validity.notAfter = new Date(agora + 365 * 864e5);
  cert.setSubject([{ name: 'commonName', value: 'webservices.esocial.local' }]);
  cert.setIssuer(nomeAc);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ]);
  cert.sign(ac.privada, forge.md.sha256.create());
  return {
    caPem: forge.pki.certificateToPem(raiz),
    chave: srv.pem,
    certificado: forge.pki.certificateToPem(cert),
  };
}

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const f = (nome: string, valor: string | number) => `<${nome}>${esc(String(valor))}</${nome}>`;
const dh = () => new Date().toISOString().replace(/\.\d+Z$/, '-00:00');

const respostaSoap = (operacao: 'enviar' | 'consultar', mensagem: string) => {
  const op = OPERACOES[operacao];
  return (
    `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${NS_SOAP}"><s:Body>` +
    `<${op.elemento}Response xmlns="${op.ns}"><${op.resultado}>${mensagem}</${op.resultado}></${op.elemento}Response>` +
    `</s:Body></s:Envelope>`
  );
};

const falhaSoap = (texto: string) =>
  `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${NS_SOAP}"><s:Body><s:Fault>` +
  `<faultcode>s:Client</faultcode><faultstring>${esc(texto)}</faultstring></s:Fault></s:Body></s:Envelope>`;

function elementos(pai: Element, nome: string): Element[] {
  return Array.from(pai.getElementsByTagNameNS('*', nome) as unknown as Element[]);
}
const textoDe = (pai: Element, nome: string) => elementos(pai, nome)[0]?.textContent?.trim() ?? null;
const primeiroFilho = (e: Element) =>
  Array.from(e.childNodes as unknown as Node[]).find((n): n is Element => n.nodeType === 1);

function assinaturaConfere(xml: string, doc: Document): boolean {
  try {
    const sig = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
    const cert = sig && textoDe(sig as unknown as Element, 'X509Certificate');
    if (!sig || !cert) return false;
    const pem = `-----BEGIN CERTIFICATE-----\n${cert.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
    const v = new SignedXml({ publicCert: pem });
    v.loadSignature(sig as never);
    return v.checkSignature(xml);
  } catch {
    return false;
  }
}

export type ServidorEsocial = {
  /** https://127.0.0.1:<port> */
  url: string;
  urlEnvio: string;
  urlConsulta: string;
  /** the authority's PEM and a file with it (GENTE_ESOCIAL_CA) */
  caPem: string;
  caArquivo: string;
  /** what the app sent, in order */
  requisicoes: Requisicao[];
  /** the eSocial messages answered (inside the SOAP body), in order */
  respostas: { operacao: 'enviar' | 'consultar'; xml: string }[];
  /** each event's own return (RetornoEvento-v1_2_1.xsd), as answered */
  retornosDeEvento: string[];
  /** every event received */
  eventos: EventoRecebido[];
  configurar(o: OpcoesServidor): void;
  /** the environment variables that point the app here */
  ambiente(): Record<string, string>;
  close(): Promise<void>;
};

export async function iniciarServidorEsocial(
  opcoes: OpcoesServidor = {},
  porta = 0,
): Promise<ServidorEsocial> {
  let o: OpcoesServidor = {
    consultasEmProcessamento: 2,
    verificarAssinatura: true,
    validarEnvelope: true,
    ...opcoes,
  };
  const tls = autoridadeEServidor();
  const dir = mkdtempSync(join(tmpdir(), 'gente-esocial-'));
  const caArquivo = join(dir, 'ac.pem');
  writeFileSync(caArquivo, tls.caPem);
  const lotes = new Map<string, LoteRecebido>();
  const recibos = new Map<string, Recibo>();
  const aceitosPorId = new Map<string, string>();
  let sequencia = 0;
  const requisicoes: Requisicao[] = [];
  const respostas: ServidorEsocial['respostas'] = [];
  const retornosDeEvento: string[] = [];
  const eventosRecebidos: EventoRecebido[] = [];
  const versao = 'eSocial-local 1.0';

  const novoRecibo = () => `1.2.${String(++sequencia).padStart(19, '0')}`;

  function decidir(
    ev: Element,
    lote: { tpInsc: string; nrInsc: string },
    serial: string,
  ): { recebido: EventoRecebido; decidido: Decidido } {
    const idLote = ev.getAttribute('Id') ?? '';
    const esocial = primeiroFilho(ev);
    const xml = esocial ? new XMLSerializer().serializeToString(esocial) : '';
    const docEvento = new DOMParser().parseFromString(xml, 'text/xml');
    const raiz = docEvento.documentElement as unknown as Element;
    const evt = primeiroFilho(raiz);
    const nomeEvt = evt?.localName ?? '';
    const tipo = TIPOS[nomeEvt] ?? nomeEvt;
    const idEvento = evt?.getAttribute('Id') ?? '';
    const recebido: EventoRecebido = {
      idEvento,
      tipo,
      xml,
      indRetif: Number(evt ? (textoDe(evt, 'indRetif') ?? 1) : 1),
      nrRecibo: evt ? textoDe(evt, 'nrRecibo') : null,
      cpfTrab: evt ? textoDe(evt, 'cpfTrab') : null,
      matricula: evt ? textoDe(evt, 'matricula') : null,
      nrRecEvt: evt ? textoDe(evt, 'nrRecEvt') : null,
    };
    const hash = createHash('sha256').update(serial).digest('base64');
    const loc = (caminho: string) => `/eSocial/${nomeEvt}/${caminho}`;
    const ocorrencias: OcorrenciaServidor[] = [];
    // the same event again (already accepted): its first receipt, flagged duplicate
    const jaAceito = aceitosPorId.get(idEvento);
    if (jaAceito)
      return {
        recebido,
        decidido: { idEvento, tipo, hash, ocorrencias, nrRecibo: jaAceito, duplicado: true },
      };
    if (!evt || idLote !== idEvento)
      ocorrencias.push({
        codigo: 140,
        descricao: 'O Id do lote não é o Id do evento.',
        localizacao: loc('Id'),
      });
    if (o.verificarAssinatura && !assinaturaConfere(xml, docEvento as unknown as Document))
      ocorrencias.push({
        codigo: 142,
        descricao: 'Assinatura do evento inválida.',
        localizacao: '/eSocial/Signature',
      });
    const empTp = evt ? textoDe(elementos(evt, 'ideEmpregador')[0]!, 'tpInsc') : null;
    const empNr = evt ? textoDe(elementos(evt, 'ideEmpregador')[0]!, 'nrInsc') : null;
    if (empTp !== lote.tpInsc || empNr !== lote.nrInsc)
      ocorrencias.push({
        codigo: 143,
        descricao: 'O empregador do evento não é o empregador do lote.',
        localizacao: loc('ideEmpregador/nrInsc'),
      });
    // REGRA_VALIDA_ID_EVENTO
    const esperado = `ID${empTp}${(empNr ?? '').padEnd(14, '0')}`;
    if (!idEvento.startsWith(esperado) || idEvento.length !== 36)
      ocorrencias.push({
        codigo: 144,
        descricao: `Id do evento fora da regra de formação: esperado ${esperado}AAAAMMDDHHMMSSQQQQQ.`,
        localizacao: loc('Id'),
      });
    let aplicar: (() => void) | undefined;
    if (tipo === 'S-3000') {
      const alvo = recebido.nrRecEvt ? recibos.get(recebido.nrRecEvt) : undefined;
      const tpEvento = textoDe(evt!, 'tpEvento');
      if (!alvo || alvo.tipo !== tpEvento || alvo.excluido || alvo.retificado)
        ocorrencias.push({
          codigo: 1500,
          descricao: 'O recibo informado não é de um evento deste tipo aceito, nem excluído ou retificado.',
          localizacao: loc('infoExclusao/nrRecEvt'),
        });
      else if (alvo.cpf !== recebido.cpfTrab)
        ocorrencias.push({
          codigo: 1501,
          descricao: 'O evento excluído é de outro trabalhador.',
          localizacao: loc('infoExclusao/ideTrabalhador/cpfTrab'),
        });
      else
        aplicar = () => {
          alvo.excluido = true;
        };
    } else if (recebido.indRetif === 2) {
      const alvo = recebido.nrRecibo ? recibos.get(recebido.nrRecibo) : undefined;
      if (!alvo || alvo.tipo !== tipo || alvo.excluido || alvo.retificado)
        ocorrencias.push({
          codigo: 1600,
          descricao: 'O recibo a retificar não é de um evento deste tipo aceito e vigente.',
          localizacao: loc('ideEvento/nrRecibo'),
        });
      else
        aplicar = () => {
          alvo.retificado = true;
        };
    }
    if (recebido.matricula && o.matriculasForaDoRet?.includes(recebido.matricula))
      ocorrencias.push({
        codigo: 1100,
        descricao: 'O trabalhador não consta do RET com esta matrícula.',
        localizacao: loc('ideVinculo/matricula'),
      });
    ocorrencias.push(...(o.regra?.(recebido) ?? []));
    eventosRecebidos.push(recebido);
    return { recebido, decidido: { idEvento, tipo, hash, ocorrencias, aplicar } };
  }

  function receber(corpo: string, certificado: string): string {
    const doc = new DOMParser().parseFromString(corpo, 'text/xml');
    const envio = elementos(doc.documentElement as unknown as Element, 'envioLoteEventos')[0];
    const esocial = envio?.parentNode as Element | undefined;
    if (!envio || !esocial) return falhaSoap('Mensagem sem envioLoteEventos.');
    const empregador = elementos(envio, 'ideEmpregador')[0]!;
    const transmissor = elementos(envio, 'ideTransmissor')[0]!;
    const emp = { tpInsc: textoDe(empregador, 'tpInsc') ?? '', nrInsc: textoDe(empregador, 'nrInsc') ?? '' };
    const trn = {
      tpInsc: textoDe(transmissor, 'tpInsc') ?? '',
      nrInsc: textoDe(transmissor, 'nrInsc') ?? '',
    };
    const agora = dh();
    const mes = agora.slice(0, 7).replace('-', '');
    const protocolo = `1.2.${mes}.${String(++sequencia).padStart(19, '0')}`;
    const lote: LoteRecebido = {
      protocolo,
      empregador: emp,
      transmissor: trn,
      recebidoEm: agora,
      consultas: 0,
      eventos: [],
      processado: false,
    };
    const ide =
      `<ideEmpregador>${f('tpInsc', emp.tpInsc)}${f('nrInsc', emp.nrInsc)}</ideEmpregador>` +
      `<ideTransmissor>${f('tpInsc', trn.tpInsc)}${f('nrInsc', trn.nrInsc)}</ideTransmissor>`;
    const eventos = elementos(envio, 'evento');
    for (const [i, ev] of eventos.entries())
      lote.eventos.push(decidir(ev, emp, `${protocolo}:${i}:${ev.getAttribute('Id')}`).decidido);
    lotes.set(protocolo, lote);
    void certificado;
    return (
      `<eSocial xmlns="${NS_RETORNO_ENVIO}"><retornoEnvioLoteEventos>${ide}<status>${f('cdResposta', 201)}` +
      `${f('descResposta', 'Lote Recebido com Sucesso.')}</status><dadosRecepcaoLote>${f('dhRecepcao', agora)}` +
      `${f('versaoAplicativoRecepcao', versao)}${f('protocoloEnvio', protocolo)}</dadosRecepcaoLote>` +
      `</retornoEnvioLoteEventos></eSocial>`
    );
  }

  function recusarLote(cd: number, desc: string, ocorrencia?: OcorrenciaServidor): string {
    const oc = ocorrencia
      ? `<ocorrencias><ocorrencia>${f('codigo', ocorrencia.codigo)}${f('descricao', ocorrencia.descricao)}${f('tipo', 1)}` +
        `${ocorrencia.localizacao ? f('localizacao', ocorrencia.localizacao) : ''}</ocorrencia></ocorrencias>`
      : '';
    return (
      `<eSocial xmlns="${NS_RETORNO_ENVIO}"><retornoEnvioLoteEventos><status>${f('cdResposta', cd)}` +
      `${f('descResposta', desc)}${oc}</status></retornoEnvioLoteEventos></eSocial>`
    );
  }

  function ocorrenciasDoEvento(lista: OcorrenciaServidor[]) {
    if (!lista.length) return '';
    return `<ocorrencias>${lista
      .map(
        (x) =>
          `<ocorrencia>${f('tipo', 1)}${f('codigo', x.codigo)}${f('descricao', x.descricao)}${x.localizacao ? f('localizacao', x.localizacao) : ''}</ocorrencia>`,
      )
      .join('')}</ocorrencias>`;
  }

  function consultar(corpo: string): string {
    const doc = new DOMParser().parseFromString(corpo, 'text/xml');
    const protocolo = textoDe(doc.documentElement as unknown as Element, 'protocoloEnvio') ?? '';
    const lote = lotes.get(protocolo);
    const status = (cd: number, desc: string, extra = '') =>
      `<status>${f('cdResposta', cd)}${f('descResposta', desc)}${extra}</status>`;
    if (!lote)
      return (
        `<eSocial xmlns="${NS_RETORNO_PROCESSAMENTO}"><retornoProcessamentoLoteEventos>` +
        `${status(501, 'Solicitação de Consulta Incorreta - Erro Preenchimento.', `<ocorrencias><ocorrencia>${f('codigo', 5)}${f('descricao', 'Protocolo não encontrado.')}${f('tipo', 1)}</ocorrencia></ocorrencias>`)}` +
        `</retornoProcessamentoLoteEventos></eSocial>`
      );
    const ide =
      `<ideEmpregador>${f('tpInsc', lote.empregador.tpInsc)}${f('nrInsc', lote.empregador.nrInsc)}</ideEmpregador>` +
      `<ideTransmissor>${f('tpInsc', lote.transmissor.tpInsc)}${f('nrInsc', lote.transmissor.nrInsc)}</ideTransmissor>`;
    const recepcao = `<dadosRecepcaoLote>${f('dhRecepcao', lote.recebidoEm)}${f('versaoAplicativoRecepcao', versao)}${f('protocoloEnvio', protocolo)}</dadosRecepcaoLote>`;
    lote.consultas++;
    if (!lote.processado && lote.consultas <= (o.consultasEmProcessamento ?? 2))
      return (
        `<eSocial xmlns="${NS_RETORNO_PROCESSAMENTO}"><retornoProcessamentoLoteEventos>${ide}` +
        `${status(101, 'Lote Aguardando Processamento.', f('tempoEstimadoConclusao', 1))}${recepcao}` +
        `</retornoProcessamentoLoteEventos></eSocial>`
      );
    if (!lote.processado) {
      lote.processado = true;
      for (const ev of lote.eventos) {
        if (ev.duplicado || ev.ocorrencias.length) continue;
        ev.aplicar?.();
        ev.nrRecibo = novoRecibo();
        aceitosPorId.set(ev.idEvento, ev.nrRecibo);
        const recebido = eventosRecebidos.find((r) => r.idEvento === ev.idEvento);
        recibos.set(ev.nrRecibo, {
          idEvento: ev.idEvento,
          tipo: ev.tipo,
          cpf: recebido?.cpfTrab ?? null,
          retificado: false,
          excluido: false,
        });
      }
    }
    const agora = dh();
    const eventos = lote.eventos.map((ev) => {
      const aceito = !!ev.nrRecibo;
      const proc =
        `<processamento>${f('cdResposta', aceito ? 201 : 401)}${f('descResposta', aceito ? 'Sucesso.' : 'Conteúdo do evento inválido.')}` +
        `${f('versaoAppProcessamento', versao)}${f('dhProcessamento', agora)}${aceito ? '' : ocorrenciasDoEvento(ev.ocorrencias)}</processamento>`;
      const retornoEvento =
        `<eSocial xmlns="${NS_RETORNO_EVENTO}"><retornoEvento Id="${ev.idEvento}">` +
        `<ideEmpregador>${f('tpInsc', lote.empregador.tpInsc)}${f('nrInsc', lote.empregador.nrInsc)}</ideEmpregador>` +
        `<recepcao>${f('tpAmb', 2)}${f('dhRecepcao', lote.recebidoEm)}${f('versaoAppRecepcao', versao)}${f('protocoloEnvioLote', protocolo)}</recepcao>` +
        `${proc}${aceito ? `<recibo>${f('nrRecibo', ev.nrRecibo!)}${f('hash', ev.hash)}</recibo>` : ''}` +
        `</retornoEvento></eSocial>`;
      retornosDeEvento.push(retornoEvento);
      return `<evento Id="${ev.idEvento}"${ev.duplicado ? ' evtDupl="true"' : ''}><retornoEvento>${retornoEvento}</retornoEvento></evento>`;
    });
    return (
      `<eSocial xmlns="${NS_RETORNO_PROCESSAMENTO}"><retornoProcessamentoLoteEventos>${ide}` +
      `${status(201, 'Lote Processado com Sucesso.')}${recepcao}` +
      `<dadosProcessamentoLote>${f('versaoAplicativoProcessamentoLote', versao)}</dadosProcessamentoLote>` +
      `<retornoEventos>${eventos.join('')}</retornoEventos></retornoProcessamentoLoteEventos></eSocial>`
    );
  }

  const server: Server = createServer(
    { key: tls.chave, cert: tls.certificado, requestCert: true, rejectUnauthorized: false },
    (req, res) => {
      const partes: Buffer[] = [];
      req.on('data', (c: Buffer) => partes.push(c));
      req.on('end', async () => {
        try {
          const peer = (req.socket as TLSSocket).getPeerCertificate();
          // like the eSocial's IIS: no client certificate, no service
          if (!peer || !peer.subject) {
            res
              .writeHead(403, { 'Content-Type': 'text/plain' })
              .end('403 - Forbidden: client certificate required.');
            return;
          }
          const corpo = Buffer.concat(partes).toString('utf8');
          const soapAction = String(req.headers.soapaction ?? '').replace(/^"|"$/g, '');
          const operacao = req.url?.includes('WsEnviarLoteEventos')
            ? 'enviar'
            : req.url?.includes('WsConsultarLoteEventos')
              ? 'consultar'
              : null;
          if (req.method !== 'POST' || !operacao) {
            res.writeHead(404).end();
            return;
          }
          requisicoes.push({ operacao, soapAction, certificado: String(peer.subject.CN ?? ''), corpo });
          if (soapAction !== OPERACOES[operacao].soapAction) {
            res
              .writeHead(500, { 'Content-Type': 'text/xml; charset=utf-8' })
              .end(
                falhaSoap(
                  `The message with Action '${soapAction}' cannot be processed (ActionNotSupported).`,
                ),
              );
            return;
          }
          let mensagem: string;
          if (operacao === 'enviar') {
            const doc = new DOMParser().parseFromString(corpo, 'text/xml');
            const envio = elementos(doc.documentElement as unknown as Element, 'envioLoteEventos')[0];
            const raiz = envio?.parentNode as Element | undefined;
            const interno = raiz ? new XMLSerializer().serializeToString(raiz) : '';
            const [erro] = o.validarEnvelope ? await validarMensagens('envioLote', [interno]) : [null];
            const n = envio ? elementos(envio, 'evento').length : 0;
            mensagem = erro
              ? recusarLote(402, 'Lote Incorreto - Schema Inválido.', { codigo: 402, descricao: erro })
              : n > 50
                ? recusarLote(401, 'Lote Incorreto - Erro preenchimento.', {
                    codigo: 401,
                    descricao: 'O lote tem mais de 50 eventos.',
                  })
                : receber(corpo, String(peer.subject.CN ?? ''));
          } else mensagem = consultar(corpo);
          respostas.push({ operacao, xml: mensagem });
          res
            .writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' })
            .end(respostaSoap(operacao, mensagem));
        } catch (e) {
          res.writeHead(500, { 'Content-Type': 'text/xml; charset=utf-8' }).end(falhaSoap(String(e)));
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(porta, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const urlEnvio = `${url}/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc`;
  const urlConsulta = `${url}/servicos/empregador/consultarloteeventos/WsConsultarLoteEventos.svc`;
  return {
    url,
    urlEnvio,
    urlConsulta,
    caPem: tls.caPem,
    caArquivo,
    requisicoes,
    respostas,
    retornosDeEvento,
    eventos: eventosRecebidos,
    configurar(novas) {
      o = { ...o, ...novas };
    },
    ambiente: () => ({
      GENTE_ESOCIAL_URL_ENVIO: urlEnvio,
      GENTE_ESOCIAL_URL_CONSULTA: urlConsulta,
      GENTE_ESOCIAL_URL_ENVIO_RESTRITA: urlEnvio,
      GENTE_ESOCIAL_URL_CONSULTA_RESTRITA: urlConsulta,
      GENTE_ESOCIAL_CA: caArquivo,
    }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
