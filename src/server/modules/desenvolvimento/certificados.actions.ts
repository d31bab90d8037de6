// Certificates (issue 29):
//   POST desenvolvimento/colaboradores-turma/:id/certificado   the PDF of one approved enrolment
//   POST desenvolvimento/turmas/:id/certificados               the PDF of every approved enrolment of the class
//   GET  desenvolvimento/certificados/verificar/:codigo        public page (no login): what the certificate states
//   GET  desenvolvimento/certificados/verificacao/:codigo      the same, as JSON
// The public answers confirm only name, course, hours, completion date and issuing company (LGPD).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ERROR_CODES } from '../../../shared/messages.ts';
import { defineActions } from '../../actions/action.ts';
import type { Db } from '../../db/database.ts';
import { conflict, HttpError } from '../../http/errors.ts';
import {
  type Certificado,
  caminhoVerificacao,
  emitirCertificados,
  verificarCertificado,
} from './certificado.ts';
import { certificadosPdf } from './certificado-pdf.ts';
import { INSCRICOES, ROLE_DESENVOLVIMENTO, TURMAS } from './desenvolvimento.ts';
import { MSG_DES } from './messages.ts';

const urlPublica = (request: FastifyRequest) => (codigo: string) =>
  `${request.server.config.publicUrl}${caminhoVerificacao(codigo)}`;

async function cursoEmiteCertificado(db: Db, turmaId: number) {
  const { rows } = await sql<{ certificado: boolean | null }>`
    SELECT cu.certificado FROM turma t JOIN curso cu ON cu.id = t.curso_id WHERE t.id = ${turmaId}`.execute(
    db,
  );
  if (!rows[0]?.certificado) throw conflict(MSG_DES.cursoSemCertificado);
}

async function enviarPdf(reply: FastifyReply, request: FastifyRequest, lista: Certificado[], nome: string) {
  const pdf = await certificadosPdf(lista, urlPublica(request));
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${nome}.pdf"`)
    .header('Cache-Control', 'no-store')
    .send(pdf);
}

const escapar = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const br = (d: string) => d.split('-').reverse().join('/');

function pagina(dados: Awaited<ReturnType<typeof verificarCertificado>>): string {
  const corpo = dados
    ? `<h1>Certificado válido</h1><dl>
<dt>Nome</dt><dd>${escapar(dados.nome)}</dd>
<dt>Curso</dt><dd>${escapar(dados.curso)}</dd>
<dt>Carga horária</dt><dd>${escapar(dados.cargaHoraria)} horas</dd>
<dt>Data de conclusão</dt><dd>${br(dados.dataConclusao)}</dd>
<dt>Empresa emissora</dt><dd>${escapar(dados.empresa)}</dd></dl>`
    : `<h1>Certificado não encontrado</h1><p>${escapar(MSG_DES.certificadoNaoEncontrado)}</p>`;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Verificação de certificado - Gente</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.4rem;color:#1f4e79}dt{font-weight:600;margin-top:.8rem}dd{margin:0}</style></head><body>${corpo}</body></html>`;
}

export default defineActions([
  {
    name: 'certificado-inscricao',
    method: 'POST',
    path: 'desenvolvimento/colaboradores-turma/:id/certificado',
    summary: 'O certificado do talento aprovado na turma, em PDF, com código e QR code de verificação',
    authority: ROLE_DESENVOLVIMENTO,
    ids: { id: INSCRICOES },
    produces: 'application/pdf',
    async handler(ctx) {
      const { rows } = await sql<{ turma_id: number }>`
        SELECT turma_id FROM colaborador_turma WHERE id = ${ctx.params.id}`.execute(ctx.db);
      await cursoEmiteCertificado(ctx.db, rows[0]!.turma_id);
      const r = await emitirCertificados(ctx.db, ctx.session.empresaId, ctx.session.userId, [ctx.params.id]);
      if (r.certificados.length === 0) throw conflict(MSG_DES.naoAprovado(r.reprovados[0]?.motivo ?? null));
      return enviarPdf(ctx.reply, ctx.request, r.certificados, `certificado-${r.certificados[0]!.codigo}`);
    },
  },
  {
    name: 'certificados-turma',
    method: 'POST',
    path: 'desenvolvimento/turmas/:id/certificados',
    summary: 'Os certificados dos aprovados da turma, em PDF (uma página por talento)',
    authority: ROLE_DESENVOLVIMENTO,
    ids: { id: TURMAS },
    produces: 'application/pdf',
    async handler(ctx) {
      await cursoEmiteCertificado(ctx.db, ctx.params.id);
      const { rows } = await sql<{ id: number }>`
        SELECT id FROM colaborador_turma WHERE turma_id = ${ctx.params.id}`.execute(ctx.db);
      const r = await emitirCertificados(
        ctx.db,
        ctx.session.empresaId,
        ctx.session.userId,
        rows.map((x) => x.id),
      );
      if (r.certificados.length === 0) throw conflict(MSG_DES.nenhumAprovado);
      return enviarPdf(ctx.reply, ctx.request, r.certificados, `certificados-turma-${ctx.params.id}`);
    },
  },
  {
    name: 'verificar-certificado',
    method: 'GET',
    path: 'desenvolvimento/certificados/verificar/:codigo',
    summary: 'Página pública de verificação de um certificado (nome, curso, horas, data e empresa)',
    public: true,
    params: 'desenvolvimento/_acoes/codigo-certificado',
    produces: 'text/html',
    async handler({ db, params, reply }) {
      const dados = await verificarCertificado(db, String(params.codigo));
      // a page for people: an unknown code is a page saying so (the JSON twin answers 404 to programs)
      return reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex')
        .send(pagina(dados));
    },
  },
  {
    name: 'verificacao-certificado',
    method: 'GET',
    path: 'desenvolvimento/certificados/verificacao/:codigo',
    summary: 'Verificação pública de um certificado, em JSON',
    public: true,
    params: 'desenvolvimento/_acoes/codigo-certificado',
    async handler({ db, params }) {
      const dados = await verificarCertificado(db, String(params.codigo));
      if (!dados) throw new HttpError(404, ERROR_CODES.notFound, MSG_DES.certificadoNaoEncontrado);
      return dados;
    },
  },
]);
