// XML-DSig of eSocial events: enveloped signature of the whole document (Reference URI=""), C14N 1.0,
// RSA-SHA256, SHA-256 digest, the certificate in KeyInfo — as the eSocial web service expects.
//
// Two ways to the same signature:
// * `assinarSignedXml`: xml-crypto's SignedXml parses the document, canonicalises it and signs (reference);
// * `assinar`: our events are written already canonical (xml.ts), so the enveloped-transform + C14N output of
//   the document IS its text: the digest and the SignedInfo are computed on the text with xml-crypto's own hash
//   and signature algorithms, without parsing — about 5× faster, which the batch of thousands of events needs.
// The tests check both give the same DigestValue and SignatureValue and that xml-crypto verifies the result.
import type { KeyObject } from 'node:crypto';
import { SignedXml } from 'xml-crypto';

export const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

export type ChaveAssinatura = {
  privateKey: KeyObject;
  /** the certificate, PEM */
  certificadoPem: string;
};

const algoritmos = new SignedXml();
const hash = new algoritmos.HashAlgorithms[SHA256]();
const assinatura = new algoritmos.SignatureAlgorithms[RSA_SHA256]();

const signedInfo = (digest: string, ns: string) =>
  `<SignedInfo${ns}><CanonicalizationMethod Algorithm="${C14N}"></CanonicalizationMethod>` +
  `<SignatureMethod Algorithm="${RSA_SHA256}"></SignatureMethod><Reference URI=""><Transforms>` +
  `<Transform Algorithm="${ENVELOPED}"></Transform><Transform Algorithm="${C14N}"></Transform></Transforms>` +
  `<DigestMethod Algorithm="${SHA256}"></DigestMethod><DigestValue>${digest}</DigestValue></Reference></SignedInfo>`;

const certificadoBase64 = new WeakMap<ChaveAssinatura, string>();
const base64Do = (chave: ChaveAssinatura) => {
  let b64 = certificadoBase64.get(chave);
  if (!b64) {
    b64 = chave.certificadoPem.replace(/-----[^-]+-----|\s/g, '');
    certificadoBase64.set(chave, b64);
  }
  return b64;
};

/** Signs an event written by xml.ts (canonical, no Signature yet): the Signature becomes the root's last child. */
export function assinar(xml: string, chave: ChaveAssinatura): string {
  const fim = xml.lastIndexOf('</');
  const digest = hash.getHash(xml);
  const valor = assinatura.getSignature(signedInfo(digest, ` xmlns="${DSIG}"`), chave.privateKey);
  const sig =
    `<Signature xmlns="${DSIG}">${signedInfo(digest, '')}<SignatureValue>${valor}</SignatureValue>` +
    `<KeyInfo><X509Data><X509Certificate>${base64Do(chave)}</X509Certificate></X509Data></KeyInfo></Signature>`;
  return xml.slice(0, fim) + sig + xml.slice(fim);
}

/** The same signature through xml-crypto's SignedXml (parses the document): the reference implementation. */
export function assinarSignedXml(xml: string, chave: ChaveAssinatura): string {
  const sig = new SignedXml({
    privateKey: chave.privateKey,
    publicCert: chave.certificadoPem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: C14N,
  });
  sig.addReference({ xpath: '/*', digestAlgorithm: SHA256, transforms: [ENVELOPED, C14N], isEmptyUri: true });
  sig.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  return sig.getSignedXml();
}

/** A signature-shaped placeholder: lets the XSD (which requires Signature) check an event not yet signed. */
export function comAssinaturaProvisoria(xml: string): string {
  const fim = xml.lastIndexOf('</');
  const sig = `<Signature xmlns="${DSIG}">${signedInfo('AAAA', '')}<SignatureValue>AAAA</SignatureValue></Signature>`;
  return xml.slice(0, fim) + sig + xml.slice(fim);
}
