// The eSocial web services over HTTPS: SOAP 1.1 (text/xml, the WSDL's SOAPAction), mutual TLS with the
// company's A1 certificate as the CLIENT certificate (the WSDLs' policy: HttpsToken RequireClientCertificate),
// the server checked against Node's authorities plus GENTE_ESOCIAL_CA. One keep-alive agent per sending, so
// the batches of one sending share a TLS connection.
import { Agent, request } from 'node:https';
import { autoridadesConfiaveis, tempoLimiteMs } from './configuracao.ts';
import { envelopeSoap, OPERACOES, type Operacao } from './lote.ts';

export type CredenciaisTls = { chavePem: string; certificadoPem: string };

/** The service could not be reached or answered something other than 200 (the batch was not received). */
export class FalhaDeComunicacao extends Error {}

export const MSG_COMUNICACAO = {
  falha: (motivo: string) => `Não foi possível falar com o eSocial (${motivo}). Tente de novo mais tarde.`,
  http: (status: number) => `O eSocial respondeu HTTP ${status}.`,
  tempo: 'o eSocial não respondeu a tempo',
} as const;

export function clienteEsocial(credenciais: CredenciaisTls) {
  const agent = new Agent({
    keepAlive: true,
    maxSockets: 1,
    key: credenciais.chavePem,
    cert: credenciais.certificadoPem,
    ca: autoridadesConfiaveis(),
    minVersion: 'TLSv1.2',
  });
  return {
    /** POSTs the message in its operation's envelope; answers the SOAP text of a 200 (or a 500 SOAP fault). */
    chamar(url: string, operacao: Operacao, mensagem: string): Promise<string> {
      const corpo = Buffer.from(envelopeSoap(operacao, mensagem), 'utf8');
      return new Promise((resolve, reject) => {
        const req = request(
          url,
          {
            method: 'POST',
            agent,
            headers: {
              'Content-Type': 'text/xml; charset=utf-8',
              SOAPAction: `"${OPERACOES[operacao].soapAction}"`,
              'Content-Length': corpo.length,
            },
            timeout: tempoLimiteMs(),
          },
          (res) => {
            const partes: Buffer[] = [];
            res.on('data', (c: Buffer) => partes.push(c));
            res.on('error', (e) => reject(new FalhaDeComunicacao(MSG_COMUNICACAO.falha(e.message))));
            res.on('end', () => {
              const texto = Buffer.concat(partes).toString('utf8');
              // a SOAP fault comes with 500: the reader reports it
              if (res.statusCode === 200 || (res.statusCode === 500 && texto.includes('Fault')))
                resolve(texto);
              else
                reject(
                  new FalhaDeComunicacao(MSG_COMUNICACAO.falha(MSG_COMUNICACAO.http(res.statusCode ?? 0))),
                );
            });
          },
        );
        req.on('timeout', () => req.destroy(new Error(MSG_COMUNICACAO.tempo)));
        req.on('error', (e) => reject(new FalhaDeComunicacao(MSG_COMUNICACAO.falha(e.message))));
        req.end(corpo);
      });
    },
    encerrar: () => agent.destroy(),
  };
}
