// Selection-process actions (spec §7 Recruitment: candidate-solicitação, histórico candidato):
//   GET  captacao/solicitacoes-pessoal/:id/quadro              the board: stages in order + one card per candidate
//   POST captacao/candidatos-solicitacao/lote?solicitacaoId= {candidatosIds}   puts candidates in the request
//        (the spec's "POST ?solicitacaoId": the bare path is the register's own create, one candidate at a time)
//   POST captacao/candidatos-solicitacao/:id/movimentar {etapaSeletiva, data, resultado, observacao,
//        dataHoraExpiracao (until when the candidate answers the evaluations in the portal)}
//   PUT  captacao/candidatos-solicitacao/:id/situacao {situacao, observacao}
//   GET  captacao/candidatos-solicitacao/:id/historico           the moves of one candidate in one request
//   GET  captacao/historicos-candidato/candidato/:id             every move of a candidate, all requests
//   PUT  captacao/historicos-candidato/:id/data-hora-expiracao   until when the stage's evaluation is open
//   POST captacao/candidatos/:id/contratar {dataAdmissao, solicitacaoId?, matricula?}   hire (contratacao.ts)
import { sql, type Transaction } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { conflict } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { CANDIDATOS } from './candidatos.ts';
import { contratar } from './contratacao.ts';
import { avisaAvaliacoesPendentes } from './emails.ts';
import {
  CANDIDATOS_SOLICITACAO,
  cartoesDaSolicitacao,
  estadoDaSolicitacao,
  HISTORICOS,
  incluirNoProcesso,
  MSG_PROCESSO,
} from './processo-seletivo.ts';
import { situacaoDe } from './solicitacao-estado.ts';
import { SOLICITACOES } from './solicitacoes-pessoal.ts';

const AUTHORITY = 'ROLE_CAPTACAO';
const LUGAR = { id: CANDIDATOS_SOLICITACAO };

const HISTORICO_SQL = (
  where: ReturnType<typeof sql>,
) => sql`SELECT h.id, to_char(h.data, 'YYYY-MM-DD') AS data,
    h.resultado, h.observacao, h.data_hora_expiracao AS "dataHoraExpiracao",
    json_build_object('id', e.id, 'nome', e.nome, 'ordem', e.ordem) AS "etapaSeletiva",
    CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'nome', u.nome) END AS responsavel,
    json_build_object('id', s.id, 'descricao', s.descricao) AS solicitacao, cs.id AS "candidatoSolicitacaoId"
  FROM historico_candidato h
  JOIN candidato_solicitacao cs ON cs.id = h.candidato_solicitacao_id
  JOIN solicitacao_pessoal s ON s.id = cs.solicitacao_id
  JOIN etapa_seletiva e ON e.id = h.etapa_seletiva_id
  LEFT JOIN usuario u ON u.id = h.responsavel_id
  WHERE ${where} ORDER BY h.data DESC, h.id DESC`;

export default defineActions([
  {
    name: 'solicitacao-quadro',
    method: 'GET',
    path: `${SOLICITACOES}/:id/quadro`,
    summary: 'Quadro do processo seletivo: as etapas da empresa em ordem e um cartão por candidato',
    authority: AUTHORITY,
    ids: { id: SOLICITACOES },
    async handler({ db, session, params }) {
      const { rows } = await sql<{
        id: number;
        descricao: string;
        quantidade: number;
        status: 'I' | 'A' | 'R';
        suspensa: boolean;
        encerrada: boolean;
        cancelada: boolean;
      }>`SELECT id, descricao, quantidade, status, suspensa, encerrada, cancelada
        FROM solicitacao_pessoal WHERE id = ${params.id}`.execute(db);
      const s = rows[0]!;
      const etapas = await sql`SELECT id, ordem, nome, analise_comportamental AS "analiseComportamental"
        FROM etapa_seletiva WHERE empresa_id = ${session.empresaId} ORDER BY ordem, id`.execute(db);
      const cartoes = await cartoesDaSolicitacao(db, params.id);
      return {
        solicitacao: {
          id: s.id,
          descricao: s.descricao,
          quantidade: s.quantidade,
          status: s.status,
          situacao: situacaoDe(s),
          qtdVagasPreenchidas: cartoes.filter((c) => c.situacao === 'CONTRATADO').length,
        },
        etapas: etapas.rows,
        cartoes,
      };
    },
  },
  {
    name: 'solicitacao-incluir-candidatos',
    method: 'POST',
    path: `${CANDIDATOS_SOLICITACAO}/lote`,
    summary: 'Inclui candidatos no processo seletivo da solicitação (?solicitacaoId=), na triagem',
    authority: AUTHORITY,
    query: 'captacao/_acoes/solicitacao-candidatos',
    body: 'captacao/_acoes/candidatos-ids',
    status: 201,
    async handler(ctx) {
      const criados = await incluirNoProcesso(ctx, ctx.query.solicitacaoId, ctx.body.candidatosIds);
      ctx.audit = {
        resource: SOLICITACOES,
        recordId: ctx.query.solicitacaoId,
        changes: [{ campo: 'candidatos', para: criados.map((c) => c.candidato.id) }],
      };
      return criados;
    },
  },
  {
    name: 'candidato-movimentar',
    method: 'POST',
    path: `${CANDIDATOS_SOLICITACAO}/:id/movimentar`,
    summary: 'Move o candidato para uma etapa seletiva, com data, resultado e observação (grava o histórico)',
    authority: AUTHORITY,
    ids: LUGAR,
    body: 'captacao/_acoes/movimentacao',
    status: 201,
    async handler(ctx) {
      const { etapaSeletiva, data, resultado, observacao, dataHoraExpiracao } = ctx.body;
      const historico = await ctx.engine.repository(HISTORICOS).create(
        ctx.session,
        {
          candidatoSolicitacao: { id: ctx.params.id },
          etapaSeletiva,
          data: data ?? today(),
          resultado: resultado ?? 'PENDENTE',
          ...(observacao ? { observacao } : {}),
          ...(dataHoraExpiracao ? { dataHoraExpiracao } : {}),
        },
        { tx: ctx.db as Transaction<any>, audit: false },
      );
      ctx.audit = {
        resource: CANDIDATOS_SOLICITACAO,
        recordId: ctx.params.id,
        changes: [{ campo: 'etapaSeletiva', para: etapaSeletiva.id }],
      };
      if (dataHoraExpiracao)
        await avisaAvaliacoesPendentes(
          ctx.engine,
          ctx.db as Transaction<any>,
          ctx.session.empresaId,
          Number(ctx.params.id),
          dataHoraExpiracao,
        );
      const lugar = await ctx.engine
        .repository(CANDIDATOS_SOLICITACAO)
        .get(ctx.session, ctx.params.id, ctx.db);
      return { ...lugar, historico };
    },
  },
  {
    name: 'candidato-situacao-no-processo',
    method: 'PUT',
    path: `${CANDIDATOS_SOLICITACAO}/:id/situacao`,
    summary:
      'Marca o candidato como aprovado, reprovado, desistente ou de volta em processo (contratar é outra ação)',
    authority: AUTHORITY,
    ids: LUGAR,
    body: 'captacao/_acoes/candidato-situacao',
    async handler(ctx) {
      const { rows } = await sql<{ situacao: string; solicitacao_id: number }>`SELECT situacao, solicitacao_id
        FROM candidato_solicitacao WHERE id = ${ctx.params.id} FOR UPDATE`.execute(ctx.db);
      const atual = rows[0]!;
      if (atual.situacao === 'CONTRATADO') throw conflict(MSG_PROCESSO.contratadoNaSolicitacao);
      const estado = await estadoDaSolicitacao(ctx.db, ctx.session.empresaId, atual.solicitacao_id);
      if (estado && (situacaoDe(estado) === 'E' || situacaoDe(estado) === 'C'))
        throw conflict('A solicitação está encerrada ou cancelada: a situação dos candidatos não muda mais.');
      await sql`UPDATE candidato_solicitacao SET situacao = ${ctx.body.situacao},
          observacao = coalesce(${ctx.body.observacao ?? null}, observacao), updated_at = now(),
          updated_by = ${ctx.session.userId} WHERE id = ${ctx.params.id}`.execute(ctx.db);
      ctx.audit = {
        resource: CANDIDATOS_SOLICITACAO,
        recordId: ctx.params.id,
        changes: [{ campo: 'situacao', de: atual.situacao, para: ctx.body.situacao }],
      };
      return ctx.engine.repository(CANDIDATOS_SOLICITACAO).get(ctx.session, ctx.params.id, ctx.db);
    },
  },
  {
    name: 'candidato-historico-no-processo',
    method: 'GET',
    path: `${CANDIDATOS_SOLICITACAO}/:id/historico`,
    summary: 'As movimentações do candidato nesta solicitação, da mais recente à mais antiga',
    authority: AUTHORITY,
    ids: LUGAR,
    async handler({ db, params }) {
      return (await HISTORICO_SQL(sql`cs.id = ${params.id}`).execute(db)).rows;
    },
  },
  {
    name: 'candidato-historico',
    method: 'GET',
    path: `${HISTORICOS}/candidato/:id`,
    summary: 'Todas as movimentações do candidato, em todas as solicitações',
    authority: AUTHORITY,
    ids: { id: CANDIDATOS },
    async handler({ db, params }) {
      return (await HISTORICO_SQL(sql`cs.candidato_id = ${params.id}`).execute(db)).rows;
    },
  },
  {
    name: 'historico-data-hora-expiracao',
    method: 'PUT',
    path: `${HISTORICOS}/:id/data-hora-expiracao`,
    summary: 'Até quando o candidato pode responder pelo portal a avaliação desta etapa',
    authority: AUTHORITY,
    ids: { id: HISTORICOS },
    body: 'captacao/_acoes/data-hora-expiracao',
    async handler(ctx) {
      const { rows } = await sql<{
        antes: string | null;
        candidatura: number;
      }>`SELECT data_hora_expiracao AS antes, candidato_solicitacao_id AS candidatura FROM historico_candidato
        WHERE id = ${ctx.params.id} FOR UPDATE`.execute(ctx.db);
      await sql`UPDATE historico_candidato SET data_hora_expiracao = ${ctx.body.dataHoraExpiracao ?? null},
        updated_at = now(), updated_by = ${ctx.session.userId} WHERE id = ${ctx.params.id}`.execute(ctx.db);
      ctx.audit = {
        resource: HISTORICOS,
        recordId: ctx.params.id,
        changes: [
          { campo: 'dataHoraExpiracao', de: rows[0]?.antes, para: ctx.body.dataHoraExpiracao ?? null },
        ],
      };
      // a new deadline is news to the candidate (the same one again is not)
      const prazo = ctx.body.dataHoraExpiracao;
      const antes = rows[0]?.antes ? new Date(rows[0].antes).getTime() : undefined;
      if (prazo && Date.parse(prazo) !== antes)
        await avisaAvaliacoesPendentes(
          ctx.engine,
          ctx.db as Transaction<any>,
          ctx.session.empresaId,
          rows[0]!.candidatura,
          prazo,
        );
      return ctx.engine.repository(HISTORICOS).get(ctx.session, ctx.params.id, ctx.db);
    },
  },
  {
    name: 'candidato-contratar',
    method: 'POST',
    path: `${CANDIDATOS}/:id/contratar`,
    summary:
      'Contrata o candidato: cria o talento (e a admissão no histórico, pela solicitação) numa transação',
    authority: AUTHORITY,
    ids: { id: CANDIDATOS },
    body: 'captacao/_acoes/contratacao',
    status: 201,
    handler: (ctx) => contratar(ctx, ctx.params.id, ctx.body),
  },
]);
