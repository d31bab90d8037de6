// The company's A1 certificate (.pfx/.p12 uploaded with its password): read with node-forge, kept encrypted at
// rest (AES-256-GCM; the key comes from GENTE_CHAVE_CERTIFICADOS, or outside production from a key file in the
// data directory, never from the database), bound to its company, never answered by the API — only its
// holder, CNPJ (or that a CPF signs), issuer and validity are. It signs the events and authenticates the TLS
// connection to the eSocial, so it must be in force and name who signs: the employer (the CNPJ's root) or a
// transmitter the company declared (utilitario/empresas, tab eSocial). ICP-Brasil certificates carry the
// CNPJ/CPF in the subject alternative name (OIDs 2.16.76.1.3.3 and 2.16.76.1.3.1) and, by custom, at the end
// of the common name ('RAZÃO SOCIAL:CNPJ', 'NOME:CPF').
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
  aindaNaoVale: (dia: string) => `O certificado só vale a partir de ${dia}.`,
  semInscricao: 'O certificado não traz o CNPJ nem o CPF do titular: use um e-CNPJ ou e-CPF A1 (ICP-Brasil).',
  outroCnpj: (cnpj: string) =>
    `O certificado é de outro CNPJ (${cnpj}), que não está entre os transmissores da empresa (cadastro da empresa, aba eSocial).`,
  outroCpf:
    'O certificado é de um CPF que não está entre os transmissores da empresa (cadastro da empresa, aba eSocial).',
  semChaveMestra:
    'Configure GENTE_CHAVE_CERTIFICADOS no servidor para guardar certificados (chave de cifragem em repouso).',
} as const;

export type DadosCertificado = {
  titular: string;
  cnpj: string | null;
  /** the holder's CPF (e-CPF): kept, never answered */
  cpf?: string | null;
  emissor: string;
  validoDe: string;
  validoAte: string;
};

/** What the API shows: who signs (the company itself or a declared transmitter) and until when. */
export type CertificadoVisivel = Omit<DadosCertificado, 'cpf'> & {
  assinaComo: 'empresa' | 'transmissor';
  /** 'CNPJ 11.222.333/0001-81' or 'CPF' (never the number) */
  inscricao: string;
  vencido: boolean;
  /** whole days until it expires (negative once expired) */
  diasParaVencer: number;
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
const cn_ = (attrs: forge.pki.CertificateField[]) =>
  String(attrs.find((a) => a.shortName === 'CN')?.value ?? attrs.map((a) => a.value).join(', '));

const OID_CNPJ = '2.16.76.1.3.3';
const OID_PESSOA_FISICA = '2.16.76.1.3.1';

/** The text of an otherName of the subject alternative name (ICP-Brasil), by OID. */
function outrosNomes(cert: forge.pki.Certificate): Map<string, string> {
  const nomes = new Map<string, string>();
  const san = cert.getExtension('subjectAltName') as { altNames?: { type: number; value: unknown }[] } | null;
  for (const n of san?.altNames ?? []) {
    if (n.type !== 0 || !Array.isArray(n.value)) continue;
    try {
      const [oid, valor] = n.value as forge.asn1.Asn1[];
      const interno = (valor?.value as forge.asn1.Asn1[] | undefined)?.[0];
      if (!oid || typeof interno?.value !== 'string') continue;
      nomes.set(forge.asn1.derToOid(oid.value as string), interno.value);
    } catch {
      // a malformed name is not one of ours
    }
  }
  return nomes;
}

/** The CNPJ or CPF the certificate names: ICP-Brasil's alternative name, else the end of the common name. */
export function inscricaoDoCertificado(cert: forge.pki.Certificate): {
  cnpj: string | null;
  cpf: string | null;
} {
  const outros = outrosNomes(cert);
  const cnpj = outros.get(OID_CNPJ)?.replace(/\D/g, '');
  // the natural person's data: birth date (8), CPF (11), NIS (11), RG…
  const cpf = outros.get(OID_PESSOA_FISICA)?.slice(8, 19);
  if (cnpj && /^\d{14}$/.test(cnpj)) return { cnpj, cpf: null };
  if (cpf && /^\d{11}$/.test(cpf) && cpf !== '00000000000') return { cnpj: null, cpf };
  const cn = cn_(cert.subject.attributes);
  const fim = /:\s*([A-Z0-9]{12}\d{2}|\d{11})\s*$/.exec(cn)?.[1];
  if (fim?.length === 14) return { cnpj: fim, cpf: null };
  if (fim?.length === 11) return { cnpj: null, cpf: fim };
  return { cnpj: null, cpf: null };
}

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
  if (cert.validity.notBefore > agora)
    throw fieldError('arquivo', MSG_CERTIFICADO.aindaNaoVale(dia(cert.validity.notBefore)));
  const inscricao = inscricaoDoCertificado(cert);
  if (!inscricao.cnpj && !inscricao.cpf) throw fieldError('arquivo', MSG_CERTIFICADO.semInscricao);
  return {
    pem: { chave: forge.pki.privateKeyToPem(chave), certificado: forge.pki.certificateToPem(cert) },
    dados: {
      // an e-CPF's common name ends with the CPF: never shown
      titular: inscricao.cpf
        ? cn_(cert.subject.attributes).replace(/:\s*\d{11}\s*$/, '')
        : cn_(cert.subject.attributes),
      cnpj: inscricao.cnpj,
      cpf: inscricao.cpf,
      emissor: cn_(cert.issuer.attributes),
      validoDe: cert.validity.notBefore.toISOString(),
      validoAte: cert.validity.notAfter.toISOString(),
    },
  };
}

/** Who the certificate lets sign for the company: the company itself (same CNPJ root) or a declared transmitter. */
export function quemAssina(
  cert: { cnpj?: string | null; cpf?: string | null },
  empresa: { cnpj: string | null; transmissores: string[] },
): 'empresa' | 'transmissor' | null {
  if (cert.cnpj) {
    const raiz = cert.cnpj.slice(0, 8);
    if (empresa.cnpj?.slice(0, 8) === raiz) return 'empresa';
    return empresa.transmissores.some((t) => t.length === 14 && t.slice(0, 8) === raiz)
      ? 'transmissor'
      : null;
  }
  return cert.cpf && empresa.transmissores.includes(cert.cpf) ? 'transmissor' : null;
}

const formatarCnpj = (c: string) =>
  `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

function visivel(
  d: DadosCertificado,
  assinaComo: 'empresa' | 'transmissor' | null,
  agora = new Date(),
): CertificadoVisivel {
  const { cpf, ...resto } = d;
  return {
    ...resto,
    assinaComo: assinaComo ?? 'transmissor',
    inscricao: d.cnpj ? `CNPJ ${formatarCnpj(d.cnpj)}` : cpf ? 'CPF' : '',
    vencido: new Date(d.validoAte) < agora,
    diasParaVencer: Math.floor((new Date(d.validoAte).getTime() - agora.getTime()) / 864e5),
  };
}

async function empresaDoCertificado(db: Db, empresaId: number) {
  const { rows } = await sql<{ cnpj: string | null; transmissores: string[] | null }>`
    SELECT cnpj, esocial_transmissores AS transmissores FROM empresa WHERE id = ${empresaId}`.execute(db);
  return { cnpj: rows[0]?.cnpj ?? null, transmissores: rows[0]?.transmissores ?? [] };
}

/** Stores (replaces) the company's certificate, encrypted: in force, and naming the company or a transmitter. */
export async function guardarCertificado(
  db: Db,
  empresaId: number,
  usuarioId: number,
  pfx: Buffer,
  senha: string,
): Promise<CertificadoVisivel> {
  const { pem, dados } = lerPfx(pfx, senha);
  const assina = quemAssina(dados, await empresaDoCertificado(db, empresaId));
  if (!assina)
    throw fieldError(
      'arquivo',
      dados.cnpj ? MSG_CERTIFICADO.outroCnpj(dados.cnpj) : MSG_CERTIFICADO.outroCpf,
    );
  const conteudo = cifrar(JSON.stringify(pem), empresaId);
  await sql`
    INSERT INTO certificado_digital (empresa_id, conteudo, titular, cnpj, cpf, emissor, valido_de, valido_ate, enviado_por)
    VALUES (${empresaId}, ${conteudo}, ${dados.titular}, ${dados.cnpj}, ${dados.cpf ?? null}, ${dados.emissor},
            ${dados.validoDe}, ${dados.validoAte}, ${usuarioId})
    ON CONFLICT (empresa_id) DO UPDATE SET conteudo = EXCLUDED.conteudo, titular = EXCLUDED.titular, cnpj = EXCLUDED.cnpj,
      cpf = EXCLUDED.cpf, emissor = EXCLUDED.emissor, valido_de = EXCLUDED.valido_de, valido_ate = EXCLUDED.valido_ate,
      enviado_em = now(), enviado_por = EXCLUDED.enviado_por`.execute(db);
  return visivel(dados, assina);
}

type Linha = DadosCertificado & { conteudo: Buffer };
async function linhaDoCertificado(db: Db, empresaId: number): Promise<Linha | undefined> {
  const { rows } = await sql<Linha>`
    SELECT conteudo, titular, cnpj, cpf, emissor,
           to_char(valido_de AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "validoDe",
           to_char(valido_ate AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "validoAte"
      FROM certificado_digital WHERE empresa_id = ${empresaId}`.execute(db);
  return rows[0];
}

/** What the API shows of the certificate (never the key nor a CPF), or null. */
export async function dadosDoCertificado(db: Db, empresaId: number): Promise<CertificadoVisivel | null> {
  const r = await linhaDoCertificado(db, empresaId);
  if (!r) return null;
  const { conteudo: _c, ...dados } = r;
  return visivel(dados, quemAssina(dados, await empresaDoCertificado(db, empresaId)));
}

/** The company's signing key, or null without a (valid) certificate. */
export async function chaveDaEmpresa(
  db: Db,
  empresaId: number,
  agora = new Date(),
): Promise<ChaveAssinatura | null> {
  const r = await linhaDoCertificado(db, empresaId);
  if (!r || new Date(r.validoAte) < agora) return null;
  const pem = JSON.parse(decifrar(r.conteudo, empresaId)) as { chave: string; certificado: string };
  return { privateKey: createPrivateKey(pem.chave), certificadoPem: pem.certificado };
}

export const MSG_ENVIO_CERTIFICADO = {
  semCertificado:
    'A empresa não tem certificado digital A1: envie-o (Eventos eSocial, "Certificado digital A1") para assinar e enviar os eventos.',
  vencido: (dia: string) =>
    `O certificado digital da empresa venceu em ${dia}: envie um certificado em vigor.`,
  naoAutorizado:
    'O certificado digital não é mais da empresa nem de um transmissor declarado (cadastro da empresa, aba eSocial): envie outro ou declare o transmissor.',
} as const;

/**
 * The certificate that sends a batch: the key and certificate (PEM) for the TLS client authentication and the
 * transmitter it names (ideTransmissor). Refused (field 'certificado') when absent, expired or no longer the
 * company's or a declared transmitter's.
 */
export async function certificadoDeEnvio(
  db: Db,
  empresaId: number,
  agora = new Date(),
): Promise<{ chavePem: string; certificadoPem: string; transmissor: { tpInsc: 1 | 2; nrInsc: string } }> {
  const r = await linhaDoCertificado(db, empresaId);
  if (!r) throw fieldError('certificado', MSG_ENVIO_CERTIFICADO.semCertificado);
  if (new Date(r.validoAte) < agora)
    throw fieldError('certificado', MSG_ENVIO_CERTIFICADO.vencido(dia(new Date(r.validoAte))));
  if (!quemAssina(r, await empresaDoCertificado(db, empresaId)))
    throw fieldError('certificado', MSG_ENVIO_CERTIFICADO.naoAutorizado);
  const pem = JSON.parse(decifrar(r.conteudo, empresaId)) as { chave: string; certificado: string };
  return {
    chavePem: pem.chave,
    certificadoPem: pem.certificado,
    transmissor: r.cnpj ? { tpInsc: 1, nrInsc: r.cnpj } : { tpInsc: 2, nrInsc: r.cpf! },
  };
}
