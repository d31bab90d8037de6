// Pulse surveys (pulso.ts):
//   POST pesquisa/pesquisas/:id/nova-edicao   the next edition: same questions, aspects and participants,
//        dates moved by the survey's interval, released when the previous one is; it points to the first edition
//   GET  pesquisa/pesquisas/:id/tendencia     every edition in order: response rate, answers, mean of the notes
//        (% of each question's maximum) and NPS — of an anonymous edition only once closed and with 3 answers
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { conflict } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { copiaDoRegistro, copiarPerguntas } from '../../questionarios/clone.ts';
import { calcularNps } from './nps.ts';
import {
  lerPesquisa,
  MINIMO_ANONIMATO,
  MSG_PESQUISA,
  ORIGEM_PESQUISA,
  PESQUISAS,
  percentual,
  ROLE,
} from './pesquisa.ts';
import { deslocar, type Unidade } from './pulso.ts';

export const MSG_PULSO = {
  semRepeticao: 'Informe de quanto em quanto tempo a pesquisa se repete (Repetir a Cada e a unidade).',
} as const;

const ids = { id: PESQUISAS };

export default defineActions([
  {
    name: 'pesquisa-nova-edicao',
    method: 'POST',
    path: `${PESQUISAS}/:id/nova-edicao`,
    summary:
      'Cria a próxima edição da pesquisa de pulso (mesmas perguntas e participantes, datas deslocadas)',
    authority: ROLE,
    ids,
    body: 'pesquisa/_acoes/nova-edicao',
    bodyOptional: true,
    status: 201,
    async handler(ctx) {
      const { db, session, engine } = ctx;
      const repo = engine.repository(PESQUISAS);
      const anterior = await repo.get(session, ctx.params.id, db);
      const n = anterior.repetirCada as number | undefined;
      const unidade = anterior.repetirUnidade as Unidade | undefined;
      if (!n || !unidade) throw conflict(MSG_PULSO.semRepeticao);
      const body = copiaDoRegistro(engine.registry, engine.registry.get(PESQUISAS), anterior, false);
      body.dataIni = deslocar(anterior.dataIni as string, n, unidade);
      body.dataFim = deslocar(anterior.dataFim as string, n, unidade);
      const nova = await repo.create(session, body, { tx: db });
      const raiz = (anterior.edicaoDe as { id: number } | undefined)?.id ?? anterior.id;
      const p = await lerPesquisa(db, ctx.params.id, session.empresaId);
      await sql`UPDATE pesquisa SET edicao_de_id = ${raiz}, liberada = ${p.liberada} WHERE id = ${nova.id}`.execute(
        db,
      );
      await copiarPerguntas(
        ctx,
        PESQUISAS,
        { empresaId: session.empresaId, modeloId: ctx.params.id },
        { empresaId: session.empresaId, modeloId: nova.id as number },
      );
      await sql`INSERT INTO pesquisa_participante (empresa_id, pesquisa_id, colaborador_id, respondida,
          respondida_parcialmente, created_by, updated_by)
        SELECT empresa_id, ${nova.id}, colaborador_id, false, false, ${session.userId}, ${session.userId}
          FROM pesquisa_participante WHERE pesquisa_id = ${ctx.params.id}`.execute(db);
      ctx.audit = {
        resource: PESQUISAS,
        recordId: ctx.params.id,
        changes: [{ campo: 'novaEdicao', para: nova.id }],
      };
      return { id: nova.id, dataIni: body.dataIni, dataFim: body.dataFim, liberada: p.liberada };
    },
  },
  {
    name: 'pesquisa-tendencia',
    method: 'GET',
    path: `${PESQUISAS}/:id/tendencia`,
    summary: 'As edições da pesquisa de pulso em ordem, com taxa de resposta, média das notas e NPS',
    authority: ROLE,
    ids,
    async handler(ctx) {
      const p = await lerPesquisa(ctx.db, ctx.params.id, ctx.session.empresaId);
      const { rows: raiz } = await sql<{ id: number }>`SELECT coalesce(edicao_de_id, id) AS id FROM pesquisa
        WHERE id = ${p.id}`.execute(ctx.db);
      const { rows } = await sql<{
        id: number;
        titulo: string;
        data_ini: string;
        data_fim: string;
        anonima: boolean;
        n: number;
        x: number;
        folhas: number;
        media: number | null;
        notas_nps: number[] | null;
      }>`SELECT q.id, q.titulo, q.data_ini::text, q.data_fim::text, coalesce(q.anonima, false) AS anonima,
          (SELECT count(*)::int FROM pesquisa_participante pp WHERE pp.pesquisa_id = q.id) AS n,
          (SELECT count(*)::int FROM pesquisa_participante pp WHERE pp.pesquisa_id = q.id AND pp.respondida) AS x,
          (SELECT count(*)::int FROM questionario_folha f WHERE f.origem = ${ORIGEM_PESQUISA}
             AND f.contexto = ${PESQUISAS} AND f.contexto_id = q.id AND f.concluida) AS folhas,
          (SELECT round(avg(100.0 * r.nota / nullif(pg.nota_maxima, 0)), 2)::float8
             FROM questionario_folha f JOIN questionario_resposta r ON r.folha_id = f.id
             JOIN questionario_pergunta pg ON pg.id = r.pergunta_id
            WHERE f.origem = ${ORIGEM_PESQUISA} AND f.contexto = ${PESQUISAS} AND f.contexto_id = q.id
              AND f.concluida AND pg.tipo = 4 AND NOT coalesce(pg.nps, false)) AS media,
          (SELECT array_agg(r.nota::int) FROM questionario_folha f JOIN questionario_resposta r ON r.folha_id = f.id
             JOIN questionario_pergunta pg ON pg.id = r.pergunta_id
            WHERE f.origem = ${ORIGEM_PESQUISA} AND f.contexto = ${PESQUISAS} AND f.contexto_id = q.id
              AND f.concluida AND coalesce(pg.nps, false)) AS notas_nps
        FROM pesquisa q WHERE q.empresa_id = ${ctx.session.empresaId}
          AND (q.id = ${raiz[0].id} OR q.edicao_de_id = ${raiz[0].id})
        ORDER BY q.data_ini, q.id`.execute(ctx.db);
      const hoje = today();
      return rows.map((r) => {
        const visivel = !r.anonima || (r.data_fim < hoje && r.folhas >= MINIMO_ANONIMATO);
        return {
          id: r.id,
          titulo: r.titulo,
          dataIni: r.data_ini,
          dataFim: r.data_fim,
          taxa: MSG_PESQUISA.taxa(r.n, r.x, percentual(r.x, r.n), r.n - r.x, percentual(r.n - r.x, r.n)),
          respostas: r.folhas,
          ...(visivel
            ? { mediaPercentual: r.media, nps: r.notas_nps ? calcularNps(r.notas_nps).indice : null }
            : { oculto: MSG_PESQUISA.poucasRespostas(MINIMO_ANONIMATO) }),
        };
      });
    },
  },
]);
