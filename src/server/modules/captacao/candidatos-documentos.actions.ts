// A candidate's documents and palographic exam, seen from the candidate (spec §7 Recruitment):
//   GET|POST /api/captacao/candidatos/:id/documentos-anexos
//   GET|PUT|DELETE /api/captacao/candidatos/:id/documentos-anexos/:docId
//   GET /api/captacao/candidatos/:id/documentos-anexos/:docId/download   the attached file
//   GET|PATCH /api/captacao/candidatos/:id/exames-palografico            the exam (PATCH: the fields sent)
// Documents and exams are registers of their own (captacao/documentos-candidato, exames-palografico): these
// routes write through their repositories, so the same validation, hooks and audit apply.
import { sql, type Transaction } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { rfc5987 } from '../../files/files.routes.ts';
import { notFound } from '../../http/errors.ts';
import { CANDIDATOS } from './candidatos.ts';

const AUTHORITY = 'ROLE_CAPTACAO';
const DOCUMENTOS = 'captacao/documentos-candidato';
const EXAMES = 'captacao/exames-palografico';
const BASE = `${CANDIDATOS}/:id/documentos-anexos`;
const DOCUMENTO = {
  id: CANDIDATOS,
  docId: { resource: DOCUMENTOS, belongsTo: { candidato: 'id' } },
};
const semId = ({ id: _id, ...resto }: Record<string, unknown>) => resto;

async function exameDo(db: any, candidatoId: number): Promise<number | undefined> {
  const { rows } = await sql<{
    id: number;
  }>`SELECT id FROM exame_palografico WHERE candidato_id = ${candidatoId}`.execute(db);
  return rows[0]?.id;
}

export default defineActions([
  {
    name: 'candidato-documentos',
    method: 'GET',
    path: BASE,
    summary: 'Documentos do candidato, do mais recente ao mais antigo',
    authority: AUTHORITY,
    ids: { id: CANDIDATOS },
    handler: ({ engine, session, params }) =>
      engine.repository(DOCUMENTOS).list(session, { candidatoId: String(params.id), sort: 'data,desc' }),
  },
  {
    name: 'candidato-documento-incluir',
    method: 'POST',
    path: BASE,
    summary: 'Inclui um documento do candidato (o arquivo vai depois, no campo anexo)',
    authority: AUTHORITY,
    ids: { id: CANDIDATOS },
    record: DOCUMENTOS,
    status: 201,
    async handler(ctx) {
      const doc = await ctx.engine
        .repository(DOCUMENTOS)
        .create(
          ctx.session,
          { ...semId(ctx.body), candidato: { id: ctx.params.id } },
          { tx: ctx.db as Transaction<any>, audit: false },
        );
      ctx.audit = { resource: DOCUMENTOS, recordId: doc.id as number };
      return doc;
    },
  },
  {
    name: 'candidato-documento',
    method: 'GET',
    path: `${BASE}/:docId`,
    summary: 'Um documento do candidato',
    authority: AUTHORITY,
    ids: DOCUMENTO,
    handler: ({ engine, session, params, db }) =>
      engine.repository(DOCUMENTOS).get(session, params.docId, db),
  },
  {
    name: 'candidato-documento-alterar',
    method: 'PUT',
    path: `${BASE}/:docId`,
    summary: 'Altera um documento do candidato',
    authority: AUTHORITY,
    ids: DOCUMENTO,
    record: DOCUMENTOS,
    async handler(ctx) {
      ctx.audit = { resource: DOCUMENTOS, recordId: ctx.params.docId };
      return ctx.engine.repository(DOCUMENTOS).update(
        ctx.session,
        ctx.params.docId,
        { ...semId(ctx.body), candidato: { id: ctx.params.id } },
        {
          tx: ctx.db as Transaction<any>,
          audit: false,
        },
      );
    },
  },
  {
    name: 'candidato-documento-excluir',
    method: 'DELETE',
    path: `${BASE}/:docId`,
    summary: 'Exclui um documento do candidato, com o arquivo',
    authority: AUTHORITY,
    ids: DOCUMENTO,
    status: 204,
    async handler(ctx) {
      ctx.audit = { resource: DOCUMENTOS, recordId: ctx.params.docId };
      await ctx.engine
        .repository(DOCUMENTOS)
        .remove(ctx.session, ctx.params.docId, { tx: ctx.db as Transaction<any>, audit: false });
    },
  },
  {
    name: 'candidato-documento-download',
    method: 'GET',
    path: `${BASE}/:docId/download`,
    summary: 'O arquivo anexado ao documento (como anexo)',
    authority: AUTHORITY,
    ids: DOCUMENTO,
    produces: 'application/octet-stream',
    async handler({ db, params, reply }) {
      const { rows } = await sql<{
        nome: string;
        tipo: string;
        conteudo: Buffer;
      }>`SELECT nome, tipo, conteudo FROM arquivo
        WHERE cadastro = ${DOCUMENTOS} AND registro_id = ${params.docId} AND campo = 'anexo'
        ORDER BY id DESC LIMIT 1`.execute(db);
      const file = rows[0];
      if (!file) throw notFound();
      return reply
        .header('Content-Type', file.tipo)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${rfc5987(file.nome)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(file.conteudo);
    },
  },
  {
    name: 'candidato-exame-palografico',
    method: 'GET',
    path: `${CANDIDATOS}/:id/exames-palografico`,
    summary: 'O exame palográfico do candidato (404 quando não há)',
    authority: AUTHORITY,
    ids: { id: CANDIDATOS },
    async handler({ db, engine, session, params }) {
      const id = await exameDo(db, params.id);
      if (id === undefined) throw notFound();
      return engine.repository(EXAMES).get(session, id, db);
    },
  },
  {
    name: 'candidato-exame-palografico-gravar',
    method: 'PATCH',
    path: `${CANDIDATOS}/:id/exames-palografico`,
    summary: 'Grava o exame palográfico do candidato: inclui, ou altera só os campos enviados',
    authority: AUTHORITY,
    ids: { id: CANDIDATOS },
    record: EXAMES,
    async handler(ctx) {
      const repo = ctx.engine.repository(EXAMES);
      const tx = ctx.db as Transaction<any>;
      const id = await exameDo(ctx.db, ctx.params.id);
      const corpo = { ...semId(ctx.body), candidato: { id: ctx.params.id } };
      const exame =
        id === undefined
          ? await repo.create(ctx.session, corpo, { tx, audit: false })
          : await repo.update(
              ctx.session,
              id,
              { ...semId(await repo.get(ctx.session, id, tx)), ...corpo },
              { tx, audit: false },
            );
      ctx.audit = { resource: EXAMES, recordId: exame.id as number };
      return exame;
    },
  },
]);
