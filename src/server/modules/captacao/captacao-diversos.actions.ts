// Smaller recruitment endpoints (spec §7 Recruitment):
//   POST captacao/anuncios/:id/email {emails, mensagem}       sends the ad (with its portal link) by e-mail
//   GET  captacao/motivos-solicitacao/options                 reasons as {value, label} for selects
//   POST captacao/solicitacoes-pessoal/validarLimiteCargo/:id the job's headcount limit in the area
//        (utilitario/configuracoes-limite-colaborador) against employees in force today plus open requests,
//        when the request's reason counts employees per job; :id is the request being saved, 0 for a new one.
import { sql, type Transaction } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { sendEmail } from '../../email/outbox.ts';
import { layout } from '../../email/templates.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { SOLICITACOES } from './solicitacoes-pessoal.ts';

const AUTHORITY = 'ROLE_CAPTACAO';

export const MSG_LIMITE = {
  excedido: (cargo: string, area: string, limite: number, ocupados: number) =>
    `O limite de ${limite} talento(s) do cargo ${cargo} na área ${area} seria ultrapassado: ${ocupados} já ocupado(s) ou solicitado(s).`,
} as const;

export default defineActions([
  {
    name: 'anuncio-email',
    method: 'POST',
    path: 'captacao/anuncios/:id/email',
    summary: 'Envia o anúncio por e-mail, com o link da vaga no portal do candidato',
    authority: AUTHORITY,
    ids: { id: 'captacao/anuncios' },
    body: 'captacao/_acoes/anuncio-email',
    async handler(ctx) {
      const { rows } = await sql<{
        titulo: string;
        descricao: string;
        empresa: string;
      }>`SELECT a.titulo, a.descricao,
          e.nome AS empresa FROM anuncio a JOIN empresa e ON e.id = a.empresa_id WHERE a.id = ${ctx.params.id}`.execute(
        ctx.db,
      );
      const a = rows[0]!;
      const url = `${ctx.request.server.config.publicUrl}/externo/anuncios/${ctx.params.id}?empresaId=${ctx.session.empresaId}`;
      const msg = layout({
        empresa: a.empresa,
        assunto: `Vaga: ${a.titulo}`,
        saudacao: 'Olá.',
        paragrafos: [...(ctx.body.mensagem ? [ctx.body.mensagem] : []), a.titulo, a.descricao],
        link: { texto: 'Ver a vaga e candidatar-se', url },
      });
      for (const para of ctx.body.emails as string[])
        await sendEmail(ctx.engine, ctx.db as Transaction<any>, {
          ...msg,
          empresaId: ctx.session.empresaId,
          para,
        });
      ctx.audit = {
        resource: 'captacao/anuncios',
        recordId: ctx.params.id,
        changes: [{ campo: 'emails', para: ctx.body.emails.length }],
      };
      return { enviados: ctx.body.emails.length };
    },
  },
  {
    name: 'motivos-solicitacao-options',
    method: 'GET',
    path: 'captacao/motivos-solicitacao/options',
    summary: 'Motivos de solicitação para listas de seleção ({value, label})',
    authority: AUTHORITY,
    async handler({ db, session }) {
      const { rows } = await sql`SELECT id AS value, descricao AS label FROM motivo_solicitacao
        WHERE empresa_id = ${session.empresaId} ORDER BY gente_search(descricao), id`.execute(db);
      return rows;
    },
  },
  {
    name: 'solicitacao-validar-limite-cargo',
    method: 'POST',
    path: `${SOLICITACOES}/validarLimiteCargo/:id`,
    summary: 'Confere o limite de talentos do cargo na área antes de gravar a solicitação',
    authority: AUTHORITY,
    params: 'captacao/_acoes/id-ou-zero',
    body: 'captacao/_acoes/limite-cargo',
    transaction: false,
    async handler(ctx) {
      const { db, session, params, body } = ctx;
      ctx.audit = false;
      const empresa = session.empresaId;
      if (params.id > 0) {
        const { rows } =
          await sql`SELECT 1 FROM solicitacao_pessoal WHERE id = ${params.id} AND empresa_id = ${empresa}`.execute(
            db,
          );
        if (rows.length === 0) throw notFound();
      }
      const { rows } = await sql<{
        considera: boolean;
        cargo_id: number;
        cargo: string;
        area: string;
      }>`SELECT m.considerar_qtd_colaboradores_por_cargo AS considera, c.id AS cargo_id, c.nome AS cargo, a.nome AS area
        FROM motivo_solicitacao m, faixa_salarial f JOIN cargo c ON c.id = f.cargo_id, area_organizacional a
        WHERE m.id = ${body.motivoSolicitacao.id} AND m.empresa_id = ${empresa}
          AND f.id = ${body.faixaSalarial.id} AND f.empresa_id = ${empresa}
          AND a.id = ${body.areaOrganizacional.id} AND a.empresa_id = ${empresa}`.execute(db);
      const r = rows[0];
      if (!r) throw fieldError('faixaSalarial', 'Cargo/Faixa Salarial: registro não encontrado.');
      const limite = await sql<{ limite: number }>`SELECT limite FROM configuracao_limite_colaborador
        WHERE empresa_id = ${empresa} AND area_organizacional_id = ${body.areaOrganizacional.id}
          AND cargo_id = ${r.cargo_id}`.execute(db);
      const lim = limite.rows[0]?.limite;
      if (!r.considera || lim === undefined)
        return { permitido: true, limite: lim ?? null, considerado: r.considera };
      const hoje = today();
      const contagem = await sql<{ ocupados: number; solicitados: number }>`SELECT
          (SELECT count(DISTINCT h.colaborador_id)::int FROM historico_colaborador h
             JOIN colaborador co ON co.id = h.colaborador_id JOIN faixa_salarial f ON f.id = h.faixa_salarial_id
            WHERE co.empresa_id = ${empresa} AND co.status IN ('A', 'G', 'U')
              AND h.status IS DISTINCT FROM 'X' AND h.data <= ${hoje} AND coalesce(h.data_fim, 'infinity') >= ${hoje}
              AND h.area_organizacional_id = ${body.areaOrganizacional.id} AND f.cargo_id = ${r.cargo_id}) AS ocupados,
          (SELECT coalesce(sum(s.quantidade - (SELECT count(*) FROM candidato_solicitacao cs
                    WHERE cs.solicitacao_id = s.id AND cs.situacao = 'CONTRATADO')), 0)::int
             FROM solicitacao_pessoal s JOIN faixa_salarial f ON f.id = s.faixa_salarial_id
             JOIN motivo_solicitacao m ON m.id = s.motivo_solicitacao_id
            WHERE s.empresa_id = ${empresa} AND s.id <> ${params.id} AND m.considerar_qtd_colaboradores_por_cargo
              AND NOT s.cancelada AND NOT s.encerrada AND s.status <> 'R'
              AND s.area_organizacional_id = ${body.areaOrganizacional.id} AND f.cargo_id = ${r.cargo_id}) AS solicitados`.execute(
        db,
      );
      const { ocupados, solicitados } = contagem.rows[0]!;
      const total = ocupados + solicitados + body.quantidade;
      const permitido = total <= lim;
      return {
        permitido,
        considerado: true,
        limite: lim,
        ocupados,
        solicitados,
        ...(permitido ? {} : { mensagem: MSG_LIMITE.excedido(r.cargo, r.area, lim, ocupados + solicitados) }),
      };
    },
  },
]);
