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

/**
 * `cnpj` (default 11.222.333/0001-81) goes at the end of the common name as in an e-CNPJ; `cn` replaces the
 * whole common name (an e-CPF: 'NOME:CPF'; none: a certificate naming nobody); `sanCnpj`/`sanCpf` put the
 * registration in the subject alternative name as ICP-Brasil does (otherName 2.16.76.1.3.3 / 2.16.76.1.3.1).
 */
export function certificadoTeste(
  opts: {
    cnpj?: string;
    cn?: string;
    sanCnpj?: string;
    sanCpf?: string;
    senha?: string;
    validoAte?: Date;
    validoDe?: Date;
  } = {},
): CertificadoTeste {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const chavePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '0a1b2c';
  cert.validity.notBefore = opts.validoDe ?? new Date(Date.now() - 864e5);
  cert.validity.notAfter = opts.validoAte ?? new Date(Date.now() + 365 * 864e5);
  cert.setSubject([
    { name: 'commonName', value: opts.cn ?? `EMPRESA PADRAO LTDA:${opts.cnpj ?? '11222333000181'}` },
  ]);
  const outros = [
    ...(opts.sanCnpj ? [['2.16.76.1.3.3', opts.sanCnpj]] : []),
    // the natural person's data: birth date (DDMMAAAA), CPF, NIS, RG…
    ...(opts.sanCpf ? [['2.16.76.1.3.1', `01011980${opts.sanCpf}00000000000000000000000000`]] : []),
  ];
  if (outros.length) {
    const { asn1 } = forge;
    cert.setExtensions([
      {
        id: '2.5.29.17',
        value: asn1.create(
          asn1.Class.UNIVERSAL,
          asn1.Type.SEQUENCE,
          true,
          outros.map(([oid, valor]) =>
            asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
              asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid!).getBytes()),
              asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
                asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, valor!),
              ]),
            ]),
          ),
        ),
      },
    ]);
  }
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
