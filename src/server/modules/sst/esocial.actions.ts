// eSocial endpoints of SST (beyond the spec):
//   POST   sst/eventos-esocial/s-2240 {colaborador, data?}  one employee's S-2240 (400 naming the field it lacks)
//   POST   sst/eventos-esocial/s-2240/lote {data?}          everyone employed on the date whose conditions changed
//                                                           since their last event: {gerados, semAlteracao, recusados}
//   POST   sst/eventos-esocial/assinar                       signs the events generated before the certificate
//   GET    sst/eventos-esocial/:id/xml                       one event's XML (attachment)
//   GET    sst/eventos-esocial/zip?ids=1,2                   several events' XML in a ZIP
//   GET    sst/certificado-digital                           the A1 certificate's holder, CNPJ, issuer, validity (or null)
//   POST   sst/certificado-digital {arquivo (Base64), senha} stores it encrypted; DELETE removes it

import { zipSync } from 'fflate';
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { hasAuthority } from '../../auth/session.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { dadosDoCertificado, guardarCertificado } from './esocial/certificado.ts';
import { assinarPendentes, gerarS2240 } from './esocial/eventos.ts';
import { ROLE_SST, ROLE_SST_SAUDE } from './sst.ts';

/**
 * Events whose XML carries health data (the CAT's diagnosis and injury, the ASO's exams): their XML is read only
 * with the health authority, like the registers they come from.
 */
const EVENTOS_DE_SAUDE = new Set(['S-2210', 'S-2220']);
function conferirSaude(session: Parameters<typeof hasAuthority>[0], tipos: string[]) {
  if (tipos.some((t) => EVENTOS_DE_SAUDE.has(t)) && !hasAuthority(session, ROLE_SST_SAUDE)) throw forbidden();
}

const EVENTOS = 'sst/eventos-esocial';
export const MSG_ESOCIAL = {
  semCertificado:
    'A empresa não tem certificado digital válido: envie o certificado A1 para assinar os eventos.',
} as const;

const anexo = (nome: string) => `attachment; filename="${nome}"`;

export default defineActions([
  {
    name: 'gerar-s2240',
    method: 'POST',
    path: `${EVENTOS}/s-2240`,
    summary: 'Gera (e assina, com certificado) o S-2240 de um talento na data',
    authority: ROLE_SST,
    body: 'sst/_acoes/gerar-s2240',
    status: 201,
    async handler(ctx) {
      const colaboradorId = ctx.body.colaborador.id as number;
      const existe =
        await sql`SELECT 1 FROM colaborador WHERE id = ${colaboradorId} AND empresa_id = ${ctx.session.empresaId}`.execute(
          ctx.db,
        );
      if (existe.rows.length === 0)
        throw validationError([{ field: 'colaborador', message: 'Talento: registro não encontrado.' }]);
      const r = await gerarS2240(
        ctx.db,
        ctx.session.empresaId,
        ctx.session.userId,
        ctx.body.data ?? today(),
        {
          ids: [colaboradorId],
          somenteAlterados: false,
        },
      );
      const recusa = r.recusados[0];
      if (recusa) throw validationError([{ field: recusa.campo, message: recusa.mensagem }]);
      const evento = r.gerados[0]!;
      ctx.audit = { resource: EVENTOS, recordId: evento.id };
      return ctx.repo(EVENTOS).get(evento.id);
    },
  },
  {
    name: 'gerar-s2240-lote',
    method: 'POST',
    path: `${EVENTOS}/s-2240/lote`,
    summary:
      'Gera o S-2240 de todos os talentos empregados na data cujas condições mudaram desde o último evento',
    authority: ROLE_SST,
    body: 'sst/_acoes/gerar-s2240-lote',
    async handler(ctx) {
      const r = await gerarS2240(ctx.db, ctx.session.empresaId, ctx.session.userId, ctx.body.data, {
        somenteAlterados: true,
      });
      ctx.audit = { resource: EVENTOS, changes: [{ campo: 'gerados', para: r.gerados.length }] };
      return {
        gerados: r.gerados.length,
        semAlteracao: r.semAlteracao,
        recusados: r.recusados,
        eventos: r.gerados,
      };
    },
  },
  {
    name: 'assinar-eventos-esocial',
    method: 'POST',
    path: `${EVENTOS}/assinar`,
    summary: 'Assina os eventos gerados antes do envio do certificado',
    authority: ROLE_SST,
    async handler(ctx) {
      const n = await assinarPendentes(ctx.db, ctx.session.empresaId);
      if (n === null) throw validationError([{ field: 'certificado', message: MSG_ESOCIAL.semCertificado }]);
      ctx.audit = { resource: EVENTOS, changes: [{ campo: 'assinados', para: n }] };
      return { assinados: n };
    },
  },
  {
    name: 'evento-esocial-xml',
    method: 'GET',
    path: `${EVENTOS}/:id/xml`,
    summary: 'XML do evento (anexo)',
    authority: ROLE_SST,
    ids: { id: EVENTOS },
    produces: 'application/xml',
    async handler({ db, session, params, reply }) {
      const { rows } = await sql<{ id_evento: string; tipo: string; xml: string }>`
        SELECT e.id_evento, e.tipo, x.xml FROM evento_esocial e JOIN evento_esocial_xml x ON x.evento_id = e.id
         WHERE e.id = ${params.id}`.execute(db);
      if (!rows[0]) throw notFound();
      conferirSaude(session, [rows[0].tipo]);
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Content-Disposition', anexo(`${rows[0].id_evento}.xml`))
        .header('Cache-Control', 'no-store')
        .send(rows[0].xml);
    },
  },
  {
    name: 'eventos-esocial-zip',
    method: 'GET',
    path: `${EVENTOS}/zip`,
    summary: 'XML de vários eventos num ZIP',
    authority: ROLE_SST,
    query: 'sst/_acoes/eventos-ids',
    produces: 'application/zip',
    async handler({ db, session, query, reply }) {
      const { rows } = await sql<{ id_evento: string; tipo: string; xml: string }>`
        SELECT e.id_evento, e.tipo, x.xml FROM evento_esocial e JOIN evento_esocial_xml x ON x.evento_id = e.id
         WHERE e.empresa_id = ${session.empresaId} AND e.id = ANY(${query.ids}::int[]) ORDER BY e.id`.execute(
        db,
      );
      if (rows.length === 0) throw notFound();
      conferirSaude(
        session,
        rows.map((r) => r.tipo),
      );
      const arquivos = Object.fromEntries(
        rows.map((r) => [`${r.tipo}-${r.id_evento}.xml`, new TextEncoder().encode(r.xml)]),
      );
      const zip = zipSync(arquivos, { level: 6 });
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', anexo(`eventos-esocial-${rows.length}.zip`))
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(zip));
    },
  },
  {
    name: 'certificado-digital',
    method: 'GET',
    path: 'sst/certificado-digital',
    summary: 'Titular, CNPJ, emissor e validade do certificado A1 da empresa (nunca o certificado)',
    authority: ROLE_SST,
    handler: async ({ db, session }) => ({ certificado: await dadosDoCertificado(db, session.empresaId) }),
  },
  {
    name: 'enviar-certificado-digital',
    method: 'POST',
    path: 'sst/certificado-digital',
    summary: 'Guarda (cifrado) o certificado A1 da empresa, que assina os eventos do eSocial',
    authority: ROLE_SST,
    body: 'sst/_acoes/certificado-digital',
    async handler(ctx) {
      const pfx = Buffer.from(String(ctx.body.arquivo).replace(/\s/g, ''), 'base64');
      const dados = await guardarCertificado(
        ctx.db,
        ctx.session.empresaId,
        ctx.session.userId,
        pfx,
        ctx.body.senha,
      );
      ctx.audit = {
        changes: [
          { campo: 'titular', para: dados.titular },
          { campo: 'validoAte', para: dados.validoAte },
        ],
      };
      return { certificado: dados };
    },
  },
  {
    name: 'remover-certificado-digital',
    method: 'DELETE',
    path: 'sst/certificado-digital',
    summary: 'Remove o certificado A1 da empresa',
    authority: ROLE_SST,
    status: 204,
    async handler({ db, session }) {
      await sql`DELETE FROM certificado_digital WHERE empresa_id = ${session.empresaId}`.execute(db);
    },
  },
]);
