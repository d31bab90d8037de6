// The company's A1 certificate (.pfx/.p12 uploaded with its password): read with node-forge, kept encrypted at
// rest (AES-256-GCM; the key comes from GENTE_CHAVE_CERTIFICADOS, or outside production from a key file in the
// data directory, never from the database), bound to its company, never answered by the API — only its
// holder, CNPJ, issuer and validity are.
import { createCipheriv, createDecipheriv, createHash, createPrivateKey, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import forge from 'node-forge';
import type { Db } from '../../../db/database.ts';
import { fieldError } from '../../../http/errors.ts';
import type { ChaveAssinatura } from './assinatura.ts';

export const MSG_CERTIFICADO = {
  arquivoInvalido: 'O arquivo não é um certificado A1 (.pfx ou .p12).',
  senhaIncorreta: 'Senha do certificado incorreta.',
  semChave: 'O certificado não traz a chave privada.',
  vencido: (dia: string) => `O certificado venceu em ${dia}.`,
  outroCnpj: (cnpj: string) => `O certificado é de outro CNPJ (${cnpj}).`,
  semChaveMestra:
    'Configure GENTE_CHAVE_CERTIFICADOS no servidor para guardar certificados (chave de cifragem em repouso).',
} as const;

export type DadosCertificado = {
  titular: string;
  cnpj: string | null;
  emissor: string;
  validoDe: string;
  validoAte: string;
};

let chaveMestra: Buffer | undefined;
/** The key that encrypts certificates at rest (32 bytes). */
function mestra(): Buffer {
  if (chaveMestra) return chaveMestra;
  const env = process.env.GENTE_CHAVE_CERTIFICADOS;
  if (env) {
    chaveMestra = createHash('sha256').update(env).digest();
    return chaveMestra;
  }
  if (process.env.NODE_ENV === 'production') throw fieldError('arquivo', MSG_CERTIFICADO.semChaveMestra);
  const dir = resolve(process.env.GENTE_DATA_DIR ?? './data');
  const arquivo = join(dir, 'chave-certificados');
  if (!existsSync(arquivo)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(arquivo, randomBytes(32).toString('hex'), { mode: 0o600 });
    chmodSync(arquivo, 0o600);
  }
  chaveMestra = createHash('sha256').update(readFileSync(arquivo, 'utf8').trim()).digest();
  return chaveMestra;
}

function cifrar(texto: string, empresaId: number): Buffer {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', mestra(), iv);
  c.setAAD(Buffer.from(`certificado:${empresaId}`));
  const corpo = Buffer.concat([c.update(texto, 'utf8'), c.final()]);
  return Buffer.concat([iv, c.getAuthTag(), corpo]);
}

function decifrar(dados: Buffer, empresaId: number): string {
  const d = createDecipheriv('aes-256-gcm', mestra(), dados.subarray(0, 12));
  d.setAAD(Buffer.from(`certificado:${empresaId}`));
  d.setAuthTag(dados.subarray(12, 28));
  return Buffer.concat([d.update(dados.subarray(28)), d.final()]).toString('utf8');
}

const dia = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('/');
const cn = (attrs: forge.pki.CertificateField[]) =>
  String(attrs.find((a) => a.shortName === 'CN')?.value ?? attrs.map((a) => a.value).join(', '));

/** Opens a .pfx with its password: the private key, the certificate that matches it and what to show of it. */
export function lerPfx(
  pfx: Buffer,
  senha: string,
  agora = new Date(),
): { pem: { chave: string; certificado: string }; dados: DadosCertificado } {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary')));
    try {
      p12 = forge.pkcs12.pkcs12FromAsn1(asn1, senha);
    } catch {
      throw fieldError('senha', MSG_CERTIFICADO.senhaIncorreta);
    }
  } catch (e) {
    if ((e as { status?: number }).status) throw e;
    throw fieldError('arquivo', MSG_CERTIFICADO.arquivoInvalido);
  }
  const bags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ??
      []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const chave = bags.find((b) => b.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!chave) throw fieldError('arquivo', MSG_CERTIFICADO.semChave);
  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [])
    .map((b) => b.cert)
    .filter((c): c is forge.pki.Certificate => !!c);
  const cert = certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n?.equals(chave.n));
  if (!cert) throw fieldError('arquivo', MSG_CERTIFICADO.semChave);
  if (cert.validity.notAfter < agora)
    throw fieldError('arquivo', MSG_CERTIFICADO.vencido(dia(cert.validity.notAfter)));
  const titular = cn(cert.subject.attributes);
  return {
    pem: { chave: forge.pki.privateKeyToPem(chave), certificado: forge.pki.certificateToPem(cert) },
    dados: {
      titular,
      // ICP-Brasil e-CNPJ: 'RAZÃO SOCIAL:CNPJ' in the common name
      cnpj: /(\d{14})\s*$/.exec(titular)?.[1] ?? null,
      emissor: cn(cert.issuer.attributes),
      validoDe: cert.validity.notBefore.toISOString(),
      validoAte: cert.validity.notAfter.toISOString(),
    },
  };
}

/** Stores (replaces) the company's certificate, encrypted. */
export async function guardarCertificado(
  db: Db,
  empresaId: number,
  usuarioId: number,
  pfx: Buffer,
  senha: string,
): Promise<DadosCertificado> {
  const { pem, dados } = lerPfx(pfx, senha);
  const empresa = await sql<{
    cnpj: string | null;
  }>`SELECT cnpj FROM empresa WHERE id = ${empresaId}`.execute(db);
  const raiz = empresa.rows[0]?.cnpj?.slice(0, 8);
  if (raiz && dados.cnpj && dados.cnpj.slice(0, 8) !== raiz)
    throw fieldError('arquivo', MSG_CERTIFICADO.outroCnpj(dados.cnpj));
  const conteudo = cifrar(JSON.stringify(pem), empresaId);
  await sql`
    INSERT INTO certificado_digital (empresa_id, conteudo, titular, cnpj, emissor, valido_de, valido_ate, enviado_por)
    VALUES (${empresaId}, ${conteudo}, ${dados.titular}, ${dados.cnpj}, ${dados.emissor}, ${dados.validoDe}, ${dados.validoAte}, ${usuarioId})
    ON CONFLICT (empresa_id) DO UPDATE SET conteudo = EXCLUDED.conteudo, titular = EXCLUDED.titular, cnpj = EXCLUDED.cnpj,
      emissor = EXCLUDED.emissor, valido_de = EXCLUDED.valido_de, valido_ate = EXCLUDED.valido_ate,
      enviado_em = now(), enviado_por = EXCLUDED.enviado_por`.execute(db);
  return dados;
}

/** What the API shows of the certificate (never the key), or null. */
export async function dadosDoCertificado(db: Db, empresaId: number): Promise<DadosCertificado | null> {
  const { rows } = await sql<DadosCertificado>`
    SELECT titular, cnpj, emissor, to_char(valido_de AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "validoDe",
           to_char(valido_ate AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "validoAte"
      FROM certificado_digital WHERE empresa_id = ${empresaId}`.execute(db);
  return rows[0] ?? null;
}

/** The company's signing key, or null without a (valid) certificate. */
export async function chaveDaEmpresa(
  db: Db,
  empresaId: number,
  agora = new Date(),
): Promise<ChaveAssinatura | null> {
  const { rows } = await sql<{ conteudo: Buffer; valido_ate: Date }>`
    SELECT conteudo, valido_ate FROM certificado_digital WHERE empresa_id = ${empresaId}`.execute(db);
  const r = rows[0];
  if (!r || r.valido_ate < agora) return null;
  const pem = JSON.parse(decifrar(r.conteudo, empresaId)) as { chave: string; certificado: string };
  return { privateKey: createPrivateKey(pem.chave), certificadoPem: pem.certificado };
}
