// Invitations and reminders of a performance evaluation (POST …/envia-email): one e-mail per evaluator with
// the people they evaluate, to the employee's e-mail (else their user's), written to the outbox in one
// transaction (the outbox's own job delivers each one). Reminders go only to who still has something to answer.
import { sql } from 'kysely';
import { companyName, sendEmail } from '../../email/outbox.ts';
import { layout } from '../../email/templates.ts';
import { defineJobs } from '../../jobs/job.ts';
import { EMAILS_JOB, formatar, PAPEIS, type Papel } from './avaliacao.ts';

const TELA_RESPOSTAS = '/avaliacao/avaliacoes-desempenhos-questionarios';

type Dados = { empresaId: number; avaliacaoId: number; lembrete: boolean };

export default defineJobs([
  {
    name: EMAILS_JOB,
    retryLimit: 3,
    async handler({ engine, config }, data: Dados) {
      await engine.db.transaction().execute(async (tx) => {
        const { rows: av } = await sql<{ titulo: string; data_fim: string }>`SELECT titulo, data_fim::text
          FROM avaliacao_desempenho WHERE id = ${data.avaliacaoId} AND empresa_id = ${data.empresaId} AND liberada`.execute(
          tx,
        );
        if (!av[0]) return;
        const { rows } = await sql<{
          nome: string;
          email: string;
          avaliados: { nome: string; papel: Papel }[];
        }>`
          SELECT c.nome, coalesce(c.contato_email, u.email) AS email,
                 json_agg(json_build_object('nome', a.nome, 'papel', p.papel) ORDER BY gente_search(a.nome)) AS avaliados
            FROM avaliacao_participante p JOIN colaborador c ON c.id = p.avaliador_id
            JOIN colaborador a ON a.id = p.avaliado_id LEFT JOIN usuario u ON u.id = c.usuario_id
           WHERE p.avaliacao_desempenho_id = ${data.avaliacaoId} AND (${!data.lembrete} OR NOT coalesce(p.respondida, false))
             AND coalesce(c.contato_email, u.email) IS NOT NULL
           GROUP BY c.id, c.nome, c.contato_email, u.email`.execute(tx);
        const empresa = await companyName(tx, data.empresaId);
        for (const r of rows) {
          const lista = r.avaliados
            .map((x) =>
              x.papel === 'U' ? 'você mesmo (autoavaliação)' : `${x.nome} (${PAPEIS[x.papel].toLowerCase()})`,
            )
            .join('; ');
          const msg = layout({
            empresa,
            assunto: `${data.lembrete ? 'Lembrete: ' : ''}Avaliação de desempenho — ${av[0].titulo}`,
            saudacao: `Olá, ${r.nome}.`,
            paragrafos: [
              data.lembrete
                ? 'Ainda há avaliações suas pendentes em'
                : 'Você foi convidado a responder a avaliação de desempenho',
              `"${av[0].titulo}", até ${formatar(av[0].data_fim)}. Você avalia: ${lista}.`,
            ],
            link: { texto: 'Responder avaliação', url: `${config.publicUrl}${TELA_RESPOSTAS}` },
          });
          await sendEmail(engine, tx, { ...msg, empresaId: data.empresaId, para: r.email });
        }
      });
    },
  },
]);
