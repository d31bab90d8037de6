// A self-signed A1 certificate for tests (what an e-CNPJ looks like: CN 'RAZÃO SOCIAL:CNPJ'), as a .pfx.
import { generateKeyPairSync } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';

export type CertificadoTeste = {
  pfx: Buffer;
  base64: string;
  senha: string;
  chavePem: string;
  certificadoPem: string;
};

export function certificadoTeste(
  opts: { cnpj?: string; senha?: string; validoAte?: Date; validoDe?: Date } = {},
): CertificadoTeste {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const chavePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '0a1b2c';
  cert.validity.notBefore = opts.validoDe ?? new Date(Date.now() - 864e5);
  cert.validity.notAfter = opts.validoAte ?? new Date(Date.now() + 365 * 864e5);
  cert.setSubject([{ name: 'commonName', value: `EMPRESA PADRAO LTDA:${opts.cnpj ?? '11222333000181'}` }]);
  cert.setIssuer([{ name: 'commonName', value: 'AC TESTE GENTE' }]);
  const forgeKey = forge.pki.privateKeyFromPem(chavePem);
  cert.sign(forgeKey, forge.md.sha256.create());
  const senha = opts.senha ?? 'senha-do-certificado';
  const p12 = forge.pkcs12.toPkcs12Asn1(forgeKey, [cert], senha, { algorithm: '3des' });
  const pfx = Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
  return {
    pfx,
    base64: pfx.toString('base64'),
    senha,
    chavePem,
    certificadoPem: forge.pki.certificateToPem(cert),
  };
}

/** Whether xml-crypto verifies the event's enveloped signature with this certificate. */
export function assinaturaConfere(xml: string, certificadoPem: string): boolean {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const v = new SignedXml({ publicCert: certificadoPem });
  v.loadSignature(doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0] as never);
  return v.checkSignature(xml);
}
