// Occupational health endpoints beyond the ASO's CRUD (ROLE_SST):
//   GET  sst/agenda-exames?referencia&status&estabelecimento&area&exame&nome&dataIni&dataFim&page&size
//        the exam schedule (agenda.ts): {total, contagem: {VENCIDO, A_VENCER, PENDENTE, EM_DIA}, itens}
//   GET  sst/agenda-exames/opcoes   establishments, areas and PCMSO exams for the schedule's filters
//   POST sst/aso/:id/s-2220   the ASO's S-2220: signed (with the company's certificate), XSD-validated and stored
//        with origemId = the ASO; 400 naming the layout field when the ASO cannot make a valid event, 409 when
//        the same content was already generated.
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { notFound } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { agendaSql, comNomes, type FiltroAgenda, ORDEM_AGENDA, type StatusAgenda } from './agenda.ts';
import { carregarDadosS2220 } from './esocial/dados-s2220.ts';
import { gerarEventoDeOrigem } from './esocial/registro.ts';
import { cnpjS2220, conteudoS2220, eventoS2220 } from './esocial/s2220.ts';
import { ROLE_SST } from './sst.ts';

const EVENTOS = 'sst/eventos-esocial';
const PAGINA = 50;

type LinhaAgenda = Record<string, any> & { status: StatusAgenda };

export const MSG_S2220 = {
  jaGerado: (idEvento: string) =>
    `O S-2220 deste ASO já foi gerado, sem alterações desde então (${idEvento}).`,
} as const;

export default defineActions([
  {
    name: 'agenda-exames',
    method: 'GET',
    path: 'sst/agenda-exames',
    summary: 'Agenda de exames: quem tem exame do PCMSO vencido, a vencer, pendente ou em dia',
    authority: ROLE_SST,
    query: 'sst/_acoes/agenda-exames',
    async handler({ db, session, query }) {
      const { estabelecimento, exame, page: _p, size: _s, status: _st, ...resto } = query;
      const filtro: FiltroAgenda = {
        ...resto,
        referencia: query.referencia ?? today(),
        estabelecimentos: estabelecimento ? [estabelecimento] : undefined,
        exames: exame ? [exame] : undefined,
      };
      const size = query.size ?? PAGINA;
      const page = query.page ?? 0;
      const status = query.status as StatusAgenda[] | undefined;
      // one pass over the schedule: the counts by status, and the page (named after paging)
      const { rows } = await sql<LinhaAgenda & { contagem: Record<StatusAgenda, number> }>`
        WITH a AS MATERIALIZED (${agendaSql(session.empresaId, filtro)}),
        n AS (SELECT status, count(*)::int AS n FROM a GROUP BY status),
        pagina AS (
          SELECT * FROM a WHERE ${status?.length ? sql`status = ANY(${status}::text[])` : sql`true`}
           ORDER BY ${ORDEM_AGENDA} LIMIT ${size} OFFSET ${page * size})
        SELECT c.contagem, p.* FROM (SELECT coalesce(json_object_agg(status, n), '{}') AS contagem FROM n) c
          LEFT JOIN (${comNomes(sql`pagina`)}) p ON true
         ORDER BY p.proximo_data NULLS LAST, p.nome, p.colaborador_id, p.exame, p.exame_id`.execute(db);
      const contagem: Record<StatusAgenda, number> = {
        ...{ VENCIDO: 0, A_VENCER: 0, PENDENTE: 0, EM_DIA: 0 },
        ...(rows[0]?.contagem as Partial<Record<StatusAgenda, number>> | undefined),
      };
      const total = (Object.keys(contagem) as StatusAgenda[])
        .filter((k) => !status?.length || status.includes(k))
        .reduce((soma, k) => soma + contagem[k], 0);
      const itens = rows.filter((r) => r.colaborador_id !== null);
      return {
        referencia: filtro.referencia,
        total,
        contagem,
        itens: itens.map((r) => ({
          colaborador: { id: r.colaborador_id, nome: r.nome, matricula: r.matricula },
          dataAdmissao: r.data_admissao,
          estabelecimento: r.estabelecimento_id
            ? { id: r.estabelecimento_id, nome: r.estabelecimento }
            : null,
          area: r.area_id ? { id: r.area_id, nome: r.area } : null,
          ambiente: r.ambiente,
          funcao: r.funcao,
          exame: { id: r.exame_id, nome: r.exame },
          periodicidade: r.meses,
          admissional: r.admissional,
          tipo: r.tipo,
          ultimo: r.ultimo,
          proximo: r.proximo,
          status: r.status,
        })),
      };
    },
  },
  {
    name: 'agenda-exames-opcoes',
    method: 'GET',
    path: 'sst/agenda-exames/opcoes',
    summary: 'Estabelecimentos, áreas e exames da empresa para os filtros da agenda de exames',
    authority: ROLE_SST,
    async handler({ db, session }) {
      // the schedule's filters without asking ROLE_UTILITARIO or ROLE_CARGO_SALARIO of SST staff
      const { rows } = await sql<{ estabelecimentos: unknown; areas: unknown; exames: unknown }>`
        SELECT coalesce((SELECT json_agg(json_build_object('id', id, 'nome', nome) ORDER BY gente_search(nome), id)
                           FROM estabelecimento WHERE empresa_id = ${session.empresaId}), '[]') AS estabelecimentos,
               coalesce((SELECT json_agg(json_build_object('id', id, 'nome', nome) ORDER BY gente_search(nome), id)
                           FROM area_organizacional WHERE empresa_id = ${session.empresaId}), '[]') AS areas,
               coalesce((SELECT json_agg(json_build_object('id', e.id, 'nome', e.nome) ORDER BY gente_search(e.nome), e.id)
                           FROM exame e WHERE e.empresa_id = ${session.empresaId}
                            AND EXISTS (SELECT 1 FROM pcmso_exame i WHERE i.exame_id = e.id)), '[]') AS exames`.execute(
        db,
      );
      return rows[0];
    },
  },
  {
    name: 'gerar-s2220',
    method: 'POST',
    path: 'sst/aso/:id/s-2220',
    summary: 'Gera (e assina, com certificado) o S-2220 do ASO',
    authority: ROLE_SST,
    ids: { id: 'sst/aso' },
    status: 201,
    async handler(ctx) {
      const { session } = ctx;
      const tx = ctx.db;
      const aso = await carregarDadosS2220(tx, session.empresaId, ctx.params.id);
      if (!aso) throw notFound();
      const evento = await gerarEventoDeOrigem(tx, {
        tipo: 'S-2220',
        empresaId: session.empresaId,
        usuarioId: session.userId,
        origemId: aso.asoId,
        colaborador: aso.colaborador,
        dataReferencia: aso.data,
        montar: () => ({ conteudo: conteudoS2220(aso.dados), cnpj: cnpjS2220(aso.dados) }),
        evento: eventoS2220,
        jaGerado: MSG_S2220.jaGerado,
      });
      ctx.audit = { resource: EVENTOS, recordId: evento.id };
      return ctx.engine.repository(EVENTOS).get(session, evento.id, tx);
    },
  },
]);
