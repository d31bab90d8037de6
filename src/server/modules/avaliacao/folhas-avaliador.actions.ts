// One evaluator's answered sheet for HR (spec §7 "Performance questionnaire"; ROLE_AVALIACAO), under the same rules as
// GET respostas/avaliacao-desempenho-questionario (folha-avaliador.ts): identified evaluations only (409 for an
// anonymous one, the self-evaluation included), finished sheets only (409). `:id` is the participation, as in the
// evaluator's own routes of this path.
//   GET avaliacao/avaliacoes-desempenhos-questionarios/:id/respondida/pdf|xls   the answered sheet (report engine)
//   GET …/:id/:id2/comparativa[/pdf]   two sheets of the same evaluated person side by side (self × manager, or the
//                                      same evaluator in two cycles)
//   GET …/:id/questionario/pdf         the participation's questionnaire, blank, in PDF — also for its evaluator
import { sql } from 'kysely';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import { encaminharRelatorio } from '../../questionarios/imprimir.ts';
import { PARTICIPANTES, ROLE } from './avaliacao.ts';
import comparativa, { validar as validarComparativa } from './relatorios/comparativa-folhas.query.ts';

const BASE = 'avaliacao/avaliacoes-desempenhos-questionarios';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const respondida = (formato: 'pdf' | 'xlsx') => ({
  name: `avaliacao-respondida-${formato === 'pdf' ? 'pdf' : 'xls'}`,
  method: 'GET' as const,
  path: `${BASE}/:id/respondida/${formato === 'pdf' ? 'pdf' : 'xls'}`,
  summary: `As respostas de um avaliador (somente avaliações identificadas) em ${formato === 'pdf' ? 'PDF' : 'planilha'}`,
  authority: ROLE,
  ids: { id: PARTICIPANTES },
  produces: formato === 'pdf' ? 'application/pdf' : XLSX,
  handler: (ctx: ActionContext) =>
    encaminharRelatorio(
      ctx,
      '/api/avaliacao/relatorios/avaliacao-respondida',
      { participacao: ctx.params.id },
      formato,
    ),
});

export default defineActions([
  respondida('pdf'),
  respondida('xlsx'),
  {
    name: 'comparativa-folhas',
    method: 'GET',
    path: `${BASE}/:id/:id2/comparativa`,
    summary: 'Duas folhas respondidas do mesmo avaliado lado a lado (somente avaliações identificadas)',
    authority: ROLE,
    ids: { id: PARTICIPANTES, id2: PARTICIPANTES },
    async handler({ db, session, params }) {
      const filtro = { participacao: params.id, participacao2: params.id2 };
      await validarComparativa(filtro, { db: db as any, session });
      const { rows } = await comparativa(filtro, { db: db as any, session }).execute(db);
      const { rows: folhas } = await sql<any>`SELECT x.lado::int AS lado, p.id AS participacao, p.papel,
          json_build_object('id', a.id, 'titulo', a.titulo) AS avaliacao,
          json_build_object('id', c.id, 'nome', c.nome) AS avaliador
        FROM unnest(${[params.id, params.id2]}::int[]) WITH ORDINALITY AS x(participacao, lado)
        JOIN avaliacao_participante p ON p.id = x.participacao JOIN avaliacao_desempenho a ON a.id = p.avaliacao_desempenho_id
        JOIN colaborador c ON c.id = p.avaliador_id ORDER BY x.lado`.execute(db);
      return {
        comparacao: (rows[0] as any)?.comparacao ?? null,
        folhas,
        itens: rows.map((r: any) => ({
          secao: r.secao,
          item: r.item,
          ordem: r.bloco === 1 ? r.ordem : null,
          folha1: r.folha1,
          folha2: r.folha2,
        })),
      };
    },
  },
  {
    name: 'comparativa-folhas-pdf',
    method: 'GET',
    path: `${BASE}/:id/:id2/comparativa/pdf`,
    summary: 'Duas folhas respondidas do mesmo avaliado lado a lado, em PDF',
    authority: ROLE,
    ids: { id: PARTICIPANTES, id2: PARTICIPANTES },
    produces: 'application/pdf',
    handler: (ctx) =>
      encaminharRelatorio(ctx, '/api/avaliacao/relatorios/comparativa-folhas', {
        participacao: ctx.params.id,
        participacao2: ctx.params.id2,
      }),
  },
  {
    name: 'questionario-participacao-pdf',
    method: 'GET',
    path: `${BASE}/:id/questionario/pdf`,
    summary: 'O questionário (em branco) de uma participação, em PDF: para o avaliador dela ou o RH',
    // no authority: the evaluator prints their own participation (they answer without any); the report's
    // validation lets through only them and ROLE_AVALIACAO (404 to anyone else)
    ids: { id: PARTICIPANTES },
    produces: 'application/pdf',
    handler: (ctx) =>
      encaminharRelatorio(ctx, '/api/avaliacao/relatorios/questionario-participacao', {
        participacao: ctx.params.id,
      }),
  },
]);
