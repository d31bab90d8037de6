// The portal's requests that carry files (multipart), so they are routes of the file service rather than
// declared actions (which take JSON); their JSON part is checked by the same generated validators:
//   POST /api/externo/candidatos                  self-registration (spec §5): JSON, or multipart with the
//        JSON in 'dados' and the files 'foto' and 'curriculo'; one transaction: the record, its files, the
//        privacy acceptance, a welcome e-mail. ALTCHA required, spent by every answer. A CPF already registered
//        in the company gets the same answer (202, 'Recebemos o seu cadastro…') and its owner an e-mail; no
//        session either way (the portal then logs in with the password just chosen).
//   POST|GET|DELETE /api/externo/candidatos/:id/arquivos/:campo[/:arquivoId]   the candidate's photo and CV
//   POST /api/externo/candidatos/:id/documentos-anexos                         a document with its file
//   GET  /api/externo/candidatos/:id/documentos-anexos/:docId/download          the document's file
// A candidate reaches only their own record (any other id answers 404).
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import {
  checkFile,
  detectType,
  FILE_MSG,
  fieldRules,
  MEDIA_TYPES,
  sanitizeName,
} from '../../../shared/files/files.ts';
import { ERROR_CODES, type FieldError, MSG } from '../../../shared/messages.ts';
import { errosDaSenha } from '../../../shared/portal/campos-candidato.ts';
import { controlCharacterErrors } from '../../../shared/text/control-characters.ts';
import { bodyChecker } from '../../actions/actions.routes.ts';
import type { ModuleRoutesOptions } from '../../app.ts';
import { appendAudit } from '../../audit/audit.ts';
import { accountKey, consumeAttempt } from '../../auth/login-attempts.ts';
import type { StaffSession } from '../../auth/session.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { companyName, sendEmail } from '../../email/outbox.ts';
import { attachFile, detachFiles, readUpload } from '../../files/attach.ts';
import { type FileField, fileFields, fileStore } from '../../files/file-fields.ts';
import { badRequest, fieldError, HttpError, notFound, validationError } from '../../http/errors.ts';
import { loadSchemas } from '../../schema-loader.ts';
import { altchaOk, MSG_ROBO } from './altcha.ts';
import { CANDIDATOS, confereCandidato, MSG_CADASTRO, recusaCamposDoRh } from './candidato-portal.ts';
import { configuracaoCampos } from './configuracao.ts';
import { camposDoDocumento, DOCUMENTOS, documentoDoCandidato } from './documentos.ts';
import { emailCadastroCriado, emailCadastroRepetido } from './emails.ts';
import { politicaDaEmpresa, registraAceite } from './privacidade.ts';
import { tooMany } from './sessao.routes.ts';
import { candidateActor, requireCandidate } from './sessao-candidato.ts';

/**
 * registrations answered to one address in an hour, refusals included (a job fair on one Wi-Fi still fits:
 * the form checks most fields before sending)
 */
export const CADASTROS_POR_IP = 30;
/** registrations of one CPF in an hour: the owner of a registered CPF gets at most these notices */
export const CADASTROS_POR_CPF = 3;
const ID = /^\d{1,9}$/;

type Upload = { filename: string; bytes: Buffer };
type Multipart = { fields: Record<string, string>; files: Record<string, Upload> };

const idParam = (raw: string | undefined) => {
  if (!raw || !ID.test(raw) || Number(raw) === 0) throw badRequest(MSG.invalidId);
  return Number(raw);
};

/** The JSON part and the files of a multipart request (each file within its field's limit). */
async function readMultipart(request: FastifyRequest, limits: Record<string, number>): Promise<Multipart> {
  const out: Multipart = { fields: {}, files: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        out.fields[part.fieldname] = String(part.value);
        continue;
      }
      const max = limits[part.fieldname];
      if (max === undefined) {
        await part.toBuffer().catch(() => undefined);
        throw fieldError(part.fieldname, `Campo desconhecido: ${part.fieldname}.`);
      }
      const bytes = await part.toBuffer();
      if (bytes.length > max) throw fieldError(part.fieldname, FILE_MSG.tooLarge(max));
      out.files[part.fieldname] = { filename: part.filename, bytes };
    }
  } catch (e) {
    if (e instanceof HttpError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(FILE_MSG.tooLarge(Math.max(...Object.values(limits))));
    if (code?.startsWith('FST_')) throw badRequest(FILE_MSG.onlyOne);
    throw e;
  }
  return out;
}

/** The JSON of a request: the body itself, or the 'dados' part of a multipart one (no control characters). */
function jsonOf(raw: unknown, multipartData?: Multipart): unknown {
  if (!multipartData) return raw;
  const text = multipartData.fields.dados;
  if (text === undefined) throw badRequest(MSG.invalidJson);
  let dados: unknown;
  try {
    dados = JSON.parse(text);
  } catch {
    throw badRequest(MSG.invalidJson);
  }
  // the check every JSON body gets before its route (src/server/http/input-guard.ts)
  const controle = controlCharacterErrors(dados);
  if (controle.length > 0) throw validationError(controle);
  return dados;
}

/** A file of a field, accepted by its content (type and size), or the field's error. */
function aceito(field: FileField, upload: Upload | undefined, erros: FieldError[]) {
  if (!upload) return undefined;
  const type = detectType(upload.bytes);
  const problem = checkFile(field.spec, { size: upload.bytes.length, type });
  if (problem) {
    erros.push({ field: field.name, message: problem });
    return undefined;
  }
  return { nome: sanitizeName(upload.filename, type!), tipo: MEDIA_TYPES[type!], bytes: upload.bytes };
}

/** Stores a file of a record inside the caller's transaction, audited like the file service does. */
async function guardaArquivo(
  tx: Transaction<any>,
  actor: StaffSession,
  cadastro: string,
  registroId: number,
  campo: string,
  file: { nome: string; tipo: string; bytes: Buffer },
) {
  await fileStore.put(tx, { empresaId: actor.empresaId, cadastro, registroId, campo }, file, actor.userId);
  await appendAudit(tx, {
    session: actor,
    resource: cadastro,
    recordId: registroId,
    operation: 'anexar-arquivo',
    changes: [{ campo, para: file.nome }],
  });
}

export default async function cadastroRoutes(app: FastifyInstance, { engine, config }: ModuleRoutesOptions) {
  const { db } = engine;
  const candidatos = engine.registry.get(CANDIDATOS);
  const campos = new Map(fileFields(candidatos).map((f) => [f.name, f]));
  const anexo = fileFields(engine.registry.get(DOCUMENTOS)).find((f) => f.name === 'anexo')!;
  const limites = Object.fromEntries([...campos].map(([n, f]) => [n, fieldRules(f.spec).maxBytes]));
  const schemas = new Map(loadSchemas().actions.map((a) => [String(a.$id), a] as const));
  const cadastroBody = await bodyChecker('externo/_acoes/cadastro', schemas);
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: Math.max(...Object.values(limites)),
      files: 2,
      fields: 2,
      parts: 4,
      fieldSize: 1024 * 1024,
    },
  });

  app.post('/api/externo/candidatos', async (request, reply) => {
    const partes = request.isMultipart() ? await readMultipart(request, limites) : undefined;
    const dados = jsonOf(request.body, partes);
    // A solved challenge answers once, whatever the answer (spent here, outside the registration's
    // transaction): one proof of work per answer. Every answer counts against the address.
    const robo = await altchaOk(db, (dados as { altcha?: unknown } | null)?.altcha);
    const verdict = await consumeAttempt(
      db,
      [{ key: `externo:cadastro:${request.ip}`, max: CADASTROS_POR_IP }],
      60,
    );
    if (!verdict.allowed) throw tooMany(reply, verdict.retryAfterSeconds);
    if (!robo) throw fieldError('altcha', MSG_ROBO);
    const body = cadastroBody(dados);
    const empresaId = body.empresaId as number;
    const { rows } = await sql`SELECT 1 FROM empresa WHERE id = ${empresaId}`.execute(db);
    if (rows.length === 0)
      throw fieldError('empresaId', 'Empresa ID inválido. Revise ou solicite novamente o link');

    const resultado = await db
      .transaction()
      .execute(async (tx) => {
        const candidato = body.candidato as RecordData;
        const cfg = await configuracaoCampos(engine, empresaId, tx);
        const politica = await politicaDaEmpresa(tx, empresaId);
        const erros: FieldError[] = [
          ...recusaCamposDoRh(candidato),
          ...errosDaSenha(candidato.senha, body.confirmaSenha),
        ];
        if (politica.exigirAceite && body.aceitoPoliticaSeguranca !== true)
          erros.push({ field: 'aceitoPoliticaSeguranca', message: MSG_CADASTRO.aceiteObrigatorio });
        const foto = aceito(campos.get('foto')!, partes?.files.foto, erros);
        const curriculo = aceito(campos.get('curriculo')!, partes?.files.curriculo, erros);
        const data = confereCandidato(
          engine,
          candidato,
          cfg,
          { foto: !!foto, curriculo: !!curriculo },
          erros,
        );
        // counted for every CPF alike (registered or not): the owner of one gets few notices
        const porCpf = await consumeAttempt(
          db,
          [{ key: `externo:cadastro:${accountKey(String(data.cpf))}`, max: CADASTROS_POR_CPF }],
          60,
        );
        if (!porCpf.allowed) throw tooMany(reply, porCpf.retryAfterSeconds);
        const empresa = await companyName(tx, empresaId);
        /** Stores the registration (record, origin, files, acceptance) and mails the welcome. */
        const grava = async (registro: RecordData) => {
          const actor = candidateActor({ id: 'cadastro', empresaId, nome: String(registro.nome) });
          const record = await engine.repository(CANDIDATOS).create(actor, registro, { tx });
          const id = record.id as number;
          // origem is the server's (readOnly in the register): a portal registration is 'E'
          await sql`UPDATE candidato SET origem = 'E' WHERE id = ${id}`.execute(tx);
          if (foto) await guardaArquivo(tx, actor, CANDIDATOS, id, 'foto', foto);
          if (curriculo) await guardaArquivo(tx, actor, CANDIDATOS, id, 'curriculo', curriculo);
          if (politica.versao && body.aceitoPoliticaSeguranca === true)
            await registraAceite(tx, { candidatoId: id, empresaId, ip: request.ip, versao: politica.versao });
          const email = (registro.contato as { email?: string } | undefined)?.email;
          if (email) {
            const url = `${config.publicUrl}/externo/login?empresaId=${empresaId}`;
            const msg = emailCadastroCriado({ empresa, nome: String(registro.nome), url });
            await sendEmail(engine, tx, { ...msg, empresaId, para: email });
          }
          return id;
        };
        const { rows: existente } = await sql<{ id: number; nome: string; email: string | null }>`
          SELECT id, nome, contato_email AS email FROM candidato
           WHERE empresa_id = ${empresaId} AND cpf = ${data.cpf} ORDER BY id LIMIT 1`.execute(tx);
        const dono = existente[0];
        if (!dono) return { id: await grava(data), novo: true };

        // The same answer as a stored registration, and in the same time: the registration is stored under
        // a CPF nobody has and undone (its password hashed, its files and e-mail written, all rolled back),
        // then the owner is told. Skipping the work answered ~17 ms sooner, enough to tell the CPF apart.
        await sql`SAVEPOINT cadastro_repetido`.execute(tx);
        await grava({ ...data, cpf: generateCpf() }).catch(() => undefined);
        await sql`ROLLBACK TO SAVEPOINT cadastro_repetido`.execute(tx);
        await sql`RELEASE SAVEPOINT cadastro_repetido`.execute(tx);
        if (dono.email) {
          const url = `${config.publicUrl}/externo/recuperar-senha?empresaId=${empresaId}`;
          const msg = emailCadastroRepetido({ empresa, nome: dono.nome, url });
          await sendEmail(engine, tx, { ...msg, empresaId, para: dono.email });
        }
        return { id: dono.id, novo: false };
      })
      .catch((e) => {
        throw engine.constraintError(e, candidatos);
      });
    request.log.info(
      { candidatoId: resultado.id, empresaId },
      resultado.novo
        ? 'auto-cadastro do candidato'
        : 'auto-cadastro com CPF já cadastrado: aviso ao candidato',
    );
    // no session: logging in would tell a new CPF from a registered one (the portal logs in next, with the
    // password just chosen)
    return reply.code(202).send({ message: MSG_CADASTRO.recebido });
  });

  /** The session's candidate, when the path's :id names them (else 404), acting in their company. */
  const proprio = async (request: FastifyRequest) => {
    const session = await requireCandidate(db, request);
    const id = idParam((request.params as { id: string }).id);
    if (id !== session.candidatoId) throw notFound();
    return { session, actor: candidateActor(session), id };
  };
  const campoDe = (request: FastifyRequest) => {
    const field = campos.get((request.params as { campo: string }).campo);
    if (!field) throw notFound();
    return field;
  };
  const base = '/api/externo/candidatos/:id/arquivos/:campo';

  app.post(base, async (request, reply) => {
    const { actor, id } = await proprio(request);
    const field = campoDe(request);
    const { filename, bytes } = await readUpload(request, field.name, fieldRules(field.spec).maxBytes);
    const erros: FieldError[] = [];
    const file = aceito(field, { filename, bytes }, erros);
    if (!file) throw validationError(erros);
    const type = detectType(bytes)!;
    const stored = await attachFile(engine, candidatos, actor, id, field, { filename, bytes, type });
    return reply
      .code(201)
      .send({ ...stored, url: `/api/externo/candidatos/${id}/arquivos/${field.name}/${stored.id}` });
  });

  app.get(`${base}/:arquivoId`, async (request, reply) => {
    const { session, id } = await proprio(request);
    const field = campoDe(request);
    const arquivoId = idParam((request.params as { arquivoId: string }).arquivoId);
    const file = await fileStore.get(
      db,
      { empresaId: session.empresaId, cadastro: CANDIDATOS, registroId: id, campo: field.name },
      arquivoId,
    );
    if (!file) throw notFound();
    return reply
      .header('Content-Type', file.tipo)
      .header(
        'Content-Disposition',
        `${field.name === 'foto' ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.nome)}`,
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.bytes);
  });

  app.delete(`${base}/:arquivoId`, async (request, reply) => {
    const { actor, id } = await proprio(request);
    const field = campoDe(request);
    const arquivoId = idParam((request.params as { arquivoId: string }).arquivoId);
    await detachFiles(engine, candidatos, actor, id, field.name, arquivoId);
    return reply.code(204).send();
  });

  app.post('/api/externo/candidatos/:id/documentos-anexos', async (request, reply) => {
    const { actor, id } = await proprio(request);
    if (!request.isMultipart()) throw new HttpError(415, ERROR_CODES.badRequest, MSG.unsupportedMedia);
    const partes = await readMultipart(request, { anexo: fieldRules(anexo.spec).maxBytes });
    const dados = jsonOf(undefined, partes);
    if (!dados || typeof dados !== 'object' || Array.isArray(dados)) throw badRequest(MSG.invalidJson);
    const erros: FieldError[] = [];
    const file = aceito(anexo, partes.files.anexo, erros);
    if (!partes.files.anexo) erros.push({ field: 'anexo', message: FILE_MSG.required });
    const record = await db
      .transaction()
      .execute(async (tx) => {
        // every problem at once: the fields (register validator) and the file
        const body = camposDoDocumento(engine, dados as RecordData, id, erros);
        const criado = await engine.repository(DOCUMENTOS).create(actor, body, { tx });
        if (!file) throw validationError(erros);
        await guardaArquivo(tx, actor, DOCUMENTOS, criado.id as number, 'anexo', file);
        return criado;
      })
      .catch((e) => {
        throw engine.constraintError(e, engine.registry.get(DOCUMENTOS));
      });
    return reply.code(201).send(await documentoDoCandidato(engine, actor, id, record.id as number));
  });

  app.get('/api/externo/candidatos/:id/documentos-anexos/:docId/download', async (request, reply) => {
    const { actor, id } = await proprio(request);
    const docId = idParam((request.params as { docId: string }).docId);
    const doc = await documentoDoCandidato(engine, actor, id, docId);
    if (!doc.anexo) throw notFound();
    const file = await fileStore.get(
      db,
      { empresaId: actor.empresaId, cadastro: DOCUMENTOS, registroId: docId, campo: 'anexo' },
      doc.anexo.id,
    );
    if (!file) throw notFound();
    return reply
      .header('Content-Type', file.tipo)
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.nome)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.bytes);
  });
}
