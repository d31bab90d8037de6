// The careers page (issue 26): what a visitor reads without a session, so candidates see the open vacancies
// first and register (or log in) only when they apply:
//   GET /api/externo/empresas/:id/anuncios             the company's open ads (public fields, vagas-abertas.ts)
//   GET /api/externo/empresas/:id/anuncios/:anuncioId  one open ad, with its description
//   GET /api/externo/portal                            the portal without a company's link: the installation's
//                                                      only company (when it has one) and whether the login
//                                                      always asks the robot check
// Limited per address like the portal's other public routes (a list of companies is never answered: the
// company comes from its link). An unknown company, an ad of another company or a closed one: 404.
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { consumeAttempt } from '../../auth/login-attempts.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { tooMany } from './sessao.routes.ts';
import { LEITURAS_POR_IP, vagasPublicas } from './vagas-abertas.ts';
import { verificacaoSempreNaInstalacao } from './verificacao.ts';

async function limite(ctx: {
  engine: { db: Db };
  request: { ip: string };
  reply: Parameters<typeof tooMany>[0];
}) {
  const verdict = await consumeAttempt(ctx.engine.db, [
    { key: `externo:vagas:${ctx.request.ip}`, max: LEITURAS_POR_IP },
  ]);
  if (!verdict.allowed) throw tooMany(ctx.reply, verdict.retryAfterSeconds);
}

async function empresaExiste(db: Db, id: number) {
  const { rows } = await sql`SELECT 1 FROM empresa WHERE id = ${id}`.execute(db);
  if (rows.length === 0) throw notFound();
}

export default defineActions([
  {
    name: 'externo-vagas-publicas',
    method: 'GET',
    path: 'externo/empresas/:id/anuncios',
    summary: 'Vagas abertas da empresa do link, para quem ainda não entrou (só os dados públicos do anúncio)',
    public: true,
    params: 'externo/_acoes/id',
    async handler(ctx) {
      ctx.audit = false;
      await limite(ctx);
      await empresaExiste(ctx.engine.db, ctx.params.id);
      ctx.reply.header('Cache-Control', 'no-cache');
      return vagasPublicas(ctx.engine.db, ctx.params.id);
    },
  },
  {
    name: 'externo-vaga-publica',
    method: 'GET',
    path: 'externo/empresas/:id/anuncios/:anuncioId',
    summary: 'Uma vaga aberta da empresa do link, com a descrição, para quem ainda não entrou',
    public: true,
    params: 'externo/_acoes/empresa-anuncio',
    async handler(ctx) {
      ctx.audit = false;
      await limite(ctx);
      const [vaga] = await vagasPublicas(ctx.engine.db, ctx.params.id, ctx.params.anuncioId);
      if (!vaga) throw notFound();
      ctx.reply.header('Cache-Control', 'no-cache');
      return vaga;
    },
  },
  {
    name: 'externo-portal',
    method: 'GET',
    path: 'externo/portal',
    summary:
      'O portal sem o link de uma empresa: a única empresa da instalação (quando há uma só) e se a entrada pede sempre a verificação de robô',
    public: true,
    async handler(ctx) {
      ctx.audit = false;
      const { rows } = await sql<{
        id: number;
        nome: string;
      }>`SELECT id, nome FROM empresa ORDER BY id LIMIT 2`.execute(ctx.engine.db);
      ctx.reply.header('Cache-Control', 'no-cache');
      return {
        // only when there is just one: the companies of an installation are never listed
        empresaPadrao: rows.length === 1 ? rows[0] : null,
        exigirVerificacaoLogin: await verificacaoSempreNaInstalacao(ctx.engine.db),
      };
    },
  },
]);
