// Helpers of the candidate portal's API tests: a candidate client (form-encoded login, the portal's own
// cookie), an ALTCHA solver (what the widget does in the browser) and candidates made through the staff API.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type Client, created } from '../../helpers/test-app.ts';

export const EXTERNO = '/api/externo';

/** Solves a challenge of the server like the browser's widget and answers the payload it would send. */
export async function solveAltcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `${EXTERNO}/altcha` });
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('desafio ALTCHA não resolvido');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

/** A candidate's API client: keeps the portal's cookie (gente_candidato) like a browser would. */
export class Candidate {
  cookie = '';
  constructor(readonly app: FastifyInstance) {}

  /** POST /api/externo/login form-encoded; answers the raw response. */
  async tryLogin(fields: Record<string, string | number | undefined>) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, String(v));
    const res = await this.app.inject({
      method: 'POST',
      url: `${EXTERNO}/login`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      payload: form.toString(),
    });
    const setCookie = res.headers['set-cookie'];
    const mine = [setCookie ?? []].flat().find((c) => String(c).startsWith('gente_candidato='));
    if (res.statusCode === 200 && mine) this.cookie = String(mine).split(';')[0]!;
    return { status: res.statusCode, body: res.json(), setCookie: mine };
  }

  async login(cpf: string, senha: string, empresaId?: number) {
    const res = await this.tryLogin({ cpf, senha, empresaId });
    if (res.status !== 200) throw new Error(`login do candidato: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  async request(method: InjectOptions['method'], url: string, payload?: unknown) {
    const headers: Record<string, string> = this.cookie ? { cookie: this.cookie } : {};
    if (typeof payload === 'string') headers['content-type'] = 'application/json';
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    let body: any = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      // not JSON (a file)
    }
    return { status: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body ?? {});
  put = (url: string, body: unknown) => this.request('PUT', url, body);
  patch = (url: string, body: unknown) => this.request('PATCH', url, body);
  del = (url: string) => this.request('DELETE', url);
}

/** A candidate with a portal password, created by HR (staff API) in the admin's session company. */
export async function candidatoComSenha(
  admin: Client,
  b: { cargo: number },
  cpf: string,
  senha = 'senha-do-candidato',
  extra: Record<string, unknown> = {},
) {
  return created(admin, '/api/captacao/candidatos', {
    nome: 'Ana Souza',
    cpf,
    cargos: [b.cargo],
    senha,
    ...extra,
  });
}

export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF corpo da foto')]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export type Parte = {
  name: string;
  value?: string;
  file?: { filename: string; bytes: Buffer; type: string };
};

/** A multipart/form-data body (JSON parts and files), as a browser's FormData sends it. */
export function multipart(partes: Parte[]): { payload: Buffer; contentType: string } {
  const boundary = '----gente-portal-7f3a';
  const chunks: Buffer[] = [];
  for (const p of partes) {
    if (p.file)
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\nContent-Type: ${p.file.type}\r\n\r\n`,
        ),
        p.file.bytes,
        Buffer.from('\r\n'),
      );
    else
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
        ),
      );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

let enderecos = 0;
/**
 * Each registration comes from an address of its own unless told (every answer counts against its address:
 * a test file's registrations from one address would add up to the limit).
 */
const enderecoNovo = () => `10.9.${Math.floor(++enderecos / 250)}.${(enderecos % 250) + 1}`;

/** POSTs multipart to a portal route with the candidate's cookie (if any). */
export async function postMultipart(c: Candidate, url: string, partes: Parte[], ip = enderecoNovo()) {
  const { payload, contentType } = multipart(partes);
  const res = await c.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { 'content-type': contentType, ...(c.cookie ? { cookie: c.cookie } : {}) },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/**
 * Self-registration (JSON): solves the robot check unless `altcha` is given. Answers the raw response: a
 * registration logs nobody in (202 whether or not the CPF was registered); `entra` logs in as the portal does.
 */
export async function registra(
  c: Candidate,
  body: Record<string, unknown>,
  altcha?: string,
  ip = enderecoNovo(),
) {
  const res = await c.app.inject({
    method: 'POST',
    url: `${EXTERNO}/candidatos`,
    remoteAddress: ip,
    payload: { altcha: altcha ?? (await solveAltcha(c.app)), ...body },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** What the portal does after a registration: logs in with the CPF and the password just chosen. */
export async function entra(
  c: Candidate,
  cadastro: { empresaId: number; candidato: { cpf: string; senha: string } },
): Promise<{ id: number; [k: string]: unknown }> {
  const info = await c.login(cadastro.candidato.cpf, cadastro.candidato.senha, cadastro.empresaId);
  return { ...info, id: info.candidato.id };
}
