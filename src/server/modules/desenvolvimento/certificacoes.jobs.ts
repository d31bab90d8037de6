// Every morning: each certification expiring in 30 days or today is e-mailed to the employee and to the
// responsáveis of the employee's current area (issue 29). The day is the job's `hoje` when given (tests run it
// on a fixed date), else today. The cron queue runs it once a day (stately policy: a slow run never doubles).
import { sql } from 'kysely';
import { companyName, sendEmail } from '../../email/outbox.ts';
import { layout } from '../../email/templates.ts';
import { today } from '../../http/params.ts';
import { defineJobs } from '../../jobs/job.ts';
import { historicosVigentes } from '../cargo-salario/api.ts';
import { certificacoesDosTalentos, DIAS_AVISO_VENCIMENTO } from './certificacoes-talentos.ts';
import { VENCIMENTO_CERTIFICACOES_JOB } from './desenvolvimento.ts';

const br = (d: string) => d.split('-').reverse().join('/');
const diasEntre = (de: string, ate: string) =>
  (Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000;

export default defineJobs([
  {
    name: VENCIMENTO_CERTIFICACOES_JOB,
    cron: '20 6 * * *',
    async handler({ engine }, data: { hoje?: string } | undefined) {
      const hoje = data?.hoje ?? today();
      const { rows: empresas } = await sql<{ empresa_id: number }>`
        SELECT DISTINCT empresa_id FROM certificacao ORDER BY empresa_id`.execute(engine.db);
      for (const { empresa_id: empresaId } of empresas) {
        const avisos = (await certificacoesDosTalentos(engine.db, empresaId, hoje)).filter(
          (c) =>
            c.vencimento === hoje ||
            (c.vencimento && diasEntre(hoje, c.vencimento) === DIAS_AVISO_VENCIMENTO),
        );
        if (avisos.length === 0) continue;
        await engine.db.transaction().execute(async (tx) => {
          const ids = [...new Set(avisos.map((a) => a.colaborador.id))];
          const { rows } = await sql<{ id: number; email: string | null; gestores: string[] }>`
            SELECT c.id, coalesce(c.contato_email, u.email) AS email,
                   coalesce((SELECT array_agg(DISTINCT coalesce(g.contato_email, gu.email))
                               FROM area_organizacional_responsaveis r
                               JOIN colaborador g ON g.id = r.ref_id LEFT JOIN usuario gu ON gu.id = g.usuario_id
                              WHERE r.owner_id = h.area_organizacional_id AND g.id <> c.id
                                AND coalesce(g.contato_email, gu.email) IS NOT NULL), '{}') AS gestores
              FROM colaborador c LEFT JOIN usuario u ON u.id = c.usuario_id
              LEFT JOIN ${historicosVigentes(empresaId, hoje)} h ON h.colaborador_id = c.id
             WHERE c.id = ANY(${ids}::int[])`.execute(tx);
          const contato = new Map(rows.map((r) => [r.id, r]));
          const empresa = await companyName(tx, empresaId);
          for (const a of avisos) {
            const vence = a.vencimento === hoje ? 'vence hoje' : `vence em ${br(a.vencimento!)}`;
            const assunto = `Certificação ${a.certificacao.nome} de ${a.colaborador.nome} ${vence}`;
            const c = contato.get(a.colaborador.id);
            const para = [c?.email, ...(c?.gestores ?? [])].filter((x): x is string => !!x);
            for (const email of new Set(para)) {
              const msg = layout({
                empresa,
                assunto,
                saudacao: 'Olá.',
                paragrafos: [
                  `A certificação ${a.certificacao.nome} de ${a.colaborador.nome}, concluída em ${br(a.dataConclusao!)}, ${vence}.`,
                  'Para mantê-la, o talento deve refazer os cursos dela: procure o RH para a inscrição numa nova turma.',
                ],
              });
              await sendEmail(engine, tx, { ...msg, empresaId, para: email });
            }
          }
        });
      }
    },
  },
]);
