// Invitations and reminders of a survey (POST pesquisa/pesquisas/:id/envia-email): one e-mail per participant
// who has not finished answering, to the employee's e-mail (else their user's), written to the outbox in one
// transaction. A participant with a system user gets the console screen; one without gets a new one-use
// personal link (links.ts), mailed as the outbox's secret: the outbox keeps it redacted.
import { sql } from 'kysely';
import { companyName, sendEmail } from '../../email/outbox.ts';
import { layout } from '../../email/templates.ts';
import { defineJobs } from '../../jobs/job.ts';
import { novoToken } from './links.ts';
import { EMAILS_JOB, formatar, PAGINA_LINK, TELA_RESPOSTAS } from './pesquisa.ts';

type Dados = { empresaId: number; pesquisaId: number; lembrete: boolean };

export default defineJobs([
  {
    name: EMAILS_JOB,
    retryLimit: 3,
    async handler({ engine, config }, data: Dados) {
      await engine.db.transaction().execute(async (tx) => {
        const { rows: pq } = await sql<{ titulo: string; data_fim: string; minutos: number }>`SELECT titulo,
            data_fim::text, greatest(1, ceil(extract(epoch FROM (data_fim + 1 - now())) / 60))::int AS minutos
          FROM pesquisa WHERE id = ${data.pesquisaId} AND empresa_id = ${data.empresaId} AND liberada
            AND data_fim >= current_date`.execute(tx);
        const pesquisa = pq[0];
        if (!pesquisa) return;
        const { rows } = await sql<{ id: number; nome: string; email: string; usuario_id: number | null }>`
          SELECT p.id, c.nome, coalesce(c.contato_email, u.email) AS email, c.usuario_id
            FROM pesquisa_participante p JOIN colaborador c ON c.id = p.colaborador_id
            LEFT JOIN usuario u ON u.id = c.usuario_id
           WHERE p.pesquisa_id = ${data.pesquisaId} AND NOT coalesce(p.respondida, false)
             AND coalesce(c.contato_email, u.email) IS NOT NULL
           ORDER BY p.id`.execute(tx);
        const empresa = await companyName(tx, data.empresaId);
        for (const r of rows) {
          const token = r.usuario_id === null ? await novoToken(tx, r.id) : undefined;
          const url = token
            ? `${config.publicUrl}${PAGINA_LINK}#${token}`
            : `${config.publicUrl}${TELA_RESPOSTAS}`;
          const msg = layout({
            empresa,
            assunto: `${data.lembrete ? 'Lembrete: ' : ''}Pesquisa — ${pesquisa.titulo}`,
            saudacao: `Olá, ${r.nome}.`,
            paragrafos: [
              data.lembrete
                ? `Você ainda não respondeu a pesquisa "${pesquisa.titulo}". Responda até ${formatar(pesquisa.data_fim)}.`
                : `Você foi convidado a responder a pesquisa "${pesquisa.titulo}", até ${formatar(pesquisa.data_fim)}.`,
              token
                ? 'O link abaixo é pessoal e vale para uma resposta: não o repasse a ninguém.'
                : 'Entre no Gente com o seu usuário para responder.',
            ],
            link: { texto: 'Responder pesquisa', url },
          });
          await sendEmail(engine, tx, {
            ...msg,
            empresaId: data.empresaId,
            para: r.email,
            ...(token ? { segredo: { valores: [url, token], validadeMinutos: pesquisa.minutos } } : {}),
          });
        }
      });
    },
  },
]);
