// The product's NPS (spec §2 /pesquisa/nps, GET and POST): each staff user is asked once per product version
// 'Olá, {nome}! Tudo bem?' with a 0–10 score and an optional comment. 'Responder mais tarde' asks again at the
// next login (the postponing session is kept as a SHA-256, never the session id itself); 'Não quero responder'
// stops asking for that version. The installation administrator sees the results (nps.ts: the index).
//   GET  pesquisa/nps              {perguntar, versao, saudacao, pergunta, comentario}
//   POST pesquisa/nps {acao, nota?, comentario?}
//   GET  pesquisa/nps/resultados?versao=   the NPS of a version (default: the current one)
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import pkg from '../../../../package.json' with { type: 'json' };
import { defineActions } from '../../actions/action.ts';
import { isInstallationAdmin } from '../../auth/session.ts';
import { conflict, fieldError, forbidden } from '../../http/errors.ts';
import { calcularNps } from './nps.ts';

export const MSG_NPS = {
  pergunta: 'Em uma escala de 0 a 10, o quanto você recomendaria o Gente a um colega?',
  comentario: 'Em poucas palavras, descreva o que motivou sua nota:',
  informeNota: 'Informe a nota.',
  jaRespondida: 'A pesquisa de satisfação desta versão já foi respondida.',
  saudacao: (nome: string) => `Olá, ${nome}! Tudo bem?`,
} as const;

const VERSAO = pkg.version;
const hashSessao = (id: string) => createHash('sha256').update(id).digest('hex');

export default defineActions([
  {
    name: 'pesquisa-nps',
    method: 'GET',
    path: 'pesquisa/nps',
    summary: 'Se o NPS do produto deve ser perguntado ao usuário agora (uma vez por versão)',
    async handler(ctx) {
      const { rows } = await sql<{ fechada: boolean; adiada: string | null }>`SELECT
          (nota IS NOT NULL OR recusou) AS fechada, adiada_sessao AS adiada
        FROM pesquisa_nps WHERE usuario_id = ${ctx.session.userId} AND versao = ${VERSAO}`.execute(ctx.db);
      const r = rows[0];
      const perguntar = !r || (!r.fechada && r.adiada !== hashSessao(ctx.session.id));
      return {
        perguntar,
        versao: VERSAO,
        saudacao: MSG_NPS.saudacao(ctx.session.userName.split(' ')[0] ?? ''),
        pergunta: MSG_NPS.pergunta,
        comentario: MSG_NPS.comentario,
      };
    },
  },
  {
    name: 'pesquisa-nps-responder',
    method: 'POST',
    path: 'pesquisa/nps',
    summary: "Responde o NPS do produto, adia ('Responder mais tarde') ou recusa ('Não quero responder')",
    body: 'pesquisa/_acoes/nps',
    async handler(ctx) {
      const { acao, nota, comentario } = ctx.body;
      ctx.audit = false;
      const { rows } = await sql<{ fechada: boolean }>`SELECT (nota IS NOT NULL OR recusou) AS fechada
        FROM pesquisa_nps WHERE usuario_id = ${ctx.session.userId} AND versao = ${VERSAO} FOR UPDATE`.execute(
        ctx.db,
      );
      if (rows[0]?.fechada) throw conflict(MSG_NPS.jaRespondida);
      if (acao === 'responder' && nota === undefined) throw fieldError('nota', MSG_NPS.informeNota);
      const valores =
        acao === 'responder'
          ? { nota, comentario: comentario || null, recusou: false, adiada: null }
          : acao === 'nao-quero'
            ? { nota: null, comentario: null, recusou: true, adiada: null }
            : { nota: null, comentario: null, recusou: false, adiada: hashSessao(ctx.session.id) };
      await sql`INSERT INTO pesquisa_nps (usuario_id, versao, nota, comentario, recusou, adiada_sessao, respondida_em)
        VALUES (${ctx.session.userId}, ${VERSAO}, ${valores.nota}, ${valores.comentario}, ${valores.recusou},
          ${valores.adiada}, ${acao === 'mais-tarde' ? null : sql`now()`})
        ON CONFLICT (usuario_id, versao) DO UPDATE SET nota = excluded.nota, comentario = excluded.comentario,
          recusou = excluded.recusou, adiada_sessao = excluded.adiada_sessao, respondida_em = excluded.respondida_em`.execute(
        ctx.db,
      );
      return { perguntar: false };
    },
  },
  {
    name: 'pesquisa-nps-resultados',
    method: 'GET',
    path: 'pesquisa/nps/resultados',
    summary: 'NPS do produto de uma versão (padrão: a atual), com os comentários — só o administrador',
    query: 'pesquisa/_acoes/nps-resultados',
    async handler(ctx) {
      if (!isInstallationAdmin(ctx.session)) throw forbidden();
      const versao = ctx.query.versao ?? VERSAO;
      const { rows } = await sql<{
        nota: number | null;
        comentario: string | null;
        recusou: boolean;
      }>`SELECT nota,
          comentario, recusou FROM pesquisa_nps WHERE versao = ${versao}`.execute(ctx.db);
      const notas = rows.filter((r) => r.nota !== null).map((r) => r.nota as number);
      return {
        versao,
        ...calcularNps(notas),
        recusas: rows.filter((r) => r.recusou).length,
        comentarios: rows
          .filter((r) => r.comentario)
          .map((r) => ({ nota: r.nota, comentario: r.comentario }))
          .sort((a, b) => (a.comentario! < b.comentario! ? -1 : 1)),
      };
    },
  },
]);
