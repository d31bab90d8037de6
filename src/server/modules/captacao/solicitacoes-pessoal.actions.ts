// Personnel request actions (spec §7 Recruitment → Job request), under /api/captacao/solicitacoes-pessoal:
//   PUT  /:id/status {status, observacaoLiberador}   approval decision (I, A, R)
//   PUT  /:id/libera {observacaoLiberador}            approve
//   PUT  /:id/suspende {obsSuspensao?}                suspend an open request (the note is kept until it reopens)
//   PUT  /:id/reabre                                  reopen a suspended one, or a closed one if the company allows
//   PUT  /:id/cancela {obsCancelamento}               cancel (note required)
//   PUT  /:id/encerra {dataEncerramento, obsEncerra}  close (approved requests only)
//   POST /:id/clonar                                  a copy, em análise and open (spec §4)
//   GET  /:id/bairros, /:id/possui-candidato, /:id/anuncio, /:id/avaliacoes
//   GET  /candidato[/:empresaId]                      open, approved requests a candidate can join
//   POST /candidato/:id {empresaId, candidatoId, solicitacoesIds}   puts the candidate in those requests
// Transitions follow solicitacao-estado.ts (table in docs/decisions.md); a refused one answers 409. Each one
// is audited with the fields it changed and mails the request's notification addresses (emailsCheck).
import { sql, type Transaction } from 'kysely';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { configuracaoCaptacao } from './configuracao-empresa.ts';
import { avisaMudancaSolicitacao } from './emails.ts';
import { incluirNoProcesso } from './processo-seletivo.ts';
import {
  type AcaoSolicitacao,
  type EstadoSolicitacao,
  MSG_SOLICITACAO,
  type StatusAprovacao,
  situacaoDe,
  transicao,
} from './solicitacao-estado.ts';
import { SOLICITACOES } from './solicitacoes-pessoal.ts';

const AUTHORITY = 'ROLE_CAPTACAO';
const SOLICITACAO = { id: SOLICITACOES };

type Linha = EstadoSolicitacao & { id: number; data: string; descricao: string };

/** The request row, locked for the transition (the engine already checked it belongs to the company). */
async function lerParaTransicao(db: ActionContext['db'], id: number): Promise<Linha> {
  const { rows } = await sql<Linha>`SELECT id, to_char(data, 'YYYY-MM-DD') AS data, descricao, status,
      suspensa, encerrada, cancelada FROM solicitacao_pessoal WHERE id = ${id} FOR UPDATE`.execute(db);
  return rows[0]!;
}

const COLUNAS: Record<string, string> = {
  status: 'status',
  suspensa: 'suspensa',
  encerrada: 'encerrada',
  cancelada: 'cancelada',
  dataStatus: 'data_status',
  liberador: 'liberador_id',
  observacaoLiberador: 'observacao_liberador',
  obsCancelamento: 'obs_cancelamento',
  obsSuspensao: 'obs_suspensao',
  dataEncerramento: 'data_encerramento',
  obsEncerra: 'obs_encerra',
};

/**
 * Runs a transition: refuses (409) what the state machine refuses, writes the new state and `extra`
 * columns, records the changes in the action's audit entry, mails the notification addresses.
 */
async function transicionar(
  ctx: ActionContext,
  acao: AcaoSolicitacao,
  extra: (atual: Linha) => Record<string, unknown> = () => ({}),
  opts: { novoStatus?: StatusAprovacao } = {},
) {
  const atual = await lerParaTransicao(ctx.db, ctx.params.id);
  const cfg = await configuracaoCaptacao(ctx.db, ctx.session.empresaId);
  const t = transicao(atual, acao, { ...opts, podeReabrirEncerrada: cfg.solPessoalReabrirSolicitacao });
  if (!t.ok) throw conflict(t.mensagem);
  const novos: Record<string, unknown> = {
    status: t.estado.status,
    suspensa: t.estado.suspensa,
    encerrada: t.estado.encerrada,
    cancelada: t.estado.cancelada,
    ...extra(atual),
  };
  const changes = Object.entries(novos)
    .filter(([campo, v]) => !(campo in atual) || (atual as Record<string, unknown>)[campo] !== v)
    .map(([campo, para]) => ({ campo, de: (atual as Record<string, unknown>)[campo], para }));
  const sets = Object.entries(novos).map(
    ([campo, v]) =>
      sql`${sql.ref(COLUNAS[campo]!)} = ${v && typeof v === 'object' ? (v as { id: number }).id : v}`,
  );
  await sql`UPDATE solicitacao_pessoal SET ${sql.join(sets)}, updated_at = now(), updated_by = ${ctx.session.userId}
    WHERE id = ${atual.id}`.execute(ctx.db);
  ctx.audit = { resource: SOLICITACOES, recordId: atual.id, changes };
  if (situacaoDe(atual) !== situacaoDe(t.estado) || atual.status !== t.estado.status)
    await avisaMudancaSolicitacao(ctx.engine, ctx.db as Transaction<any>, ctx.session.empresaId, atual.id);
  return ctx.engine.repository(SOLICITACOES).get(ctx.session, atual.id, ctx.db);
}

const aprovacao = (ctx: ActionContext) => ({
  dataStatus: today(),
  liberador: { id: ctx.session.userId },
  observacaoLiberador: ctx.body?.observacaoLiberador ?? null,
});

/** Fields a clone does not copy (spec §4): identity, forecast, people, notes and the state. */
const NAO_CLONADOS = [
  'id',
  'dataPrevisaoEncerramento',
  'solicitante',
  'liberador',
  'observacaoLiberador',
  'obsCancelamento',
  'obsEncerra',
  'obsSuspensao',
  'anexos',
  'status',
  'dataStatus',
  'suspensa',
  'encerrada',
  'cancelada',
  'dataEncerramento',
  'situacao',
  'cargo',
  'qtdDiasPrevisao',
  'qtdCandidatos',
  'qtdVagasPreenchidas',
];

async function solicitacoesAbertas(db: ActionContext['db'], empresaId: number, candidatoId?: number) {
  const { rows } = await sql<RecordData>`SELECT s.id, s.descricao, to_char(s.data, 'YYYY-MM-DD') AS data,
      s.quantidade, json_build_object('id', a.id, 'nome', a.nome) AS "areaOrganizacional",
      json_build_object('id', c.id, 'nome', c.nome) AS cargo
    FROM solicitacao_pessoal s
    JOIN area_organizacional a ON a.id = s.area_organizacional_id
    JOIN faixa_salarial f ON f.id = s.faixa_salarial_id JOIN cargo c ON c.id = f.cargo_id
    WHERE s.empresa_id = ${empresaId} AND s.status = 'A' AND NOT s.suspensa AND NOT s.encerrada AND NOT s.cancelada
      AND (${candidatoId ?? null}::int IS NULL OR NOT EXISTS (SELECT 1 FROM candidato_solicitacao cs
           WHERE cs.solicitacao_id = s.id AND cs.candidato_id = ${candidatoId ?? null}::int))
    ORDER BY s.data DESC, s.id DESC`.execute(db);
  return rows;
}

export default defineActions([
  {
    name: 'solicitacao-status',
    method: 'PUT',
    path: `${SOLICITACOES}/:id/status`,
    summary: 'Decide a aprovação da solicitação (I em análise, A aprovada, R reprovada)',
    authority: AUTHORITY,
    ids: SOLICITACAO,
    body: 'captacao/_acoes/solicitacao-status',
    handler: (ctx) => transicionar(ctx, 'status', () => aprovacao(ctx), { novoStatus: ctx.body.status }),
  },
  {
    name: 'solicitacao-libera',
    method: 'PUT',
    path: `${SOLICITACOES}/:id/libera`,
    summary: 'Libera (aprova) a solicitação',
    authority: AUTHORITY,
    ids: SOLICITACAO,
    body: 'captacao/_acoes/solicitacao-libera',
    handler: (ctx) => transicionar(ctx, 'libera', () => aprovacao(ctx)),
  },
  {
    name: 'solicitacao-suspende',
    method: 'PUT',
    path: `${SOLICITACOES}/:id/suspende`,
    summary: 'Suspende a solicitação aberta (com o motivo, opcional)',
    authority: AUTHORITY,
    ids: SOLICITACAO,
    body: 'captacao/_acoes/solicitacao-suspende',
    bodyOptional: true,
    handler: (ctx) => transicionar(ctx, 'suspende', () => ({ obsSuspensao: ctx.body?.obsSuspensao ?? null })),
  },
  {
    name: 'solicitacao-reabre',
    method: 'PUT',
    path: `${SOLICITACOES}/:id/reabre`,
    summary: 'Reabre a solicitação suspensa, ou a encerrada quando a empresa permite',
    authority: AUTHORITY,
    ids: SOLICITACAO,
    handler: (ctx) =>
      transicionar(ctx, 'reabre', () => ({ dataEncerramento: null, obsEncerra: null, obsSuspensao: null })),
  },
  {
    name: 'solicitacao-cancela',
    method: 'PUT',
    path: `${SOLICITACOES}/:id/cancela`,
    summary: 'Cancela a solicitação (motivo obrigatório)',
    authority: AUTHORITY,
    ids: SOLICITACAO,
    body: 'captacao/_acoes/solicitacao-cancela',
    handler: (ctx) => transicionar(ctx, 'cancela', () => ({ obsCancelamento: ctx.body.obsCancelamento })),
  },
  {
    name: 'solicitacao-encerra',
    method: 'PUT',
    path: `${SOLICITACOES}/:id/encerra`,
    summary: 'Encerra a solicitação aprovada, com a data e a observação',
    authority: AUTHORITY,
    ids: SOLICITACAO,
    body: 'captacao/_acoes/solicitacao-encerra',
    handler: (ctx) =>
      transicionar(ctx, 'encerra', (atual) => {
        if (ctx.body.dataEncerramento < atual.data)
          throw fieldError('dataEncerramento', MSG_SOLICITACAO.encerramentoAntesDaData);
        return { dataEncerramento: ctx.body.dataEncerramento, obsEncerra: ctx.body.obsEncerra ?? null };
      }),
  },
  {
    name: 'solicitacao-clonar',
    method: 'POST',
    path: `${SOLICITACOES}/:id/clonar`,
    summary: 'Cria uma cópia da solicitação, em análise e aberta, datada de hoje',
    authority: AUTHORITY,
    ids: SOLICITACAO,
    status: 201,
    async handler({ engine, session, params, db }) {
      const repo = engine.repository(SOLICITACOES);
      const original = await repo.get(session, params.id, db);
      const copia: RecordData = { ...original, data: today() };
      for (const campo of NAO_CLONADOS) delete copia[campo];
      return repo.create(session, copia, { tx: db as Transaction<any> });
    },
  },
  {
    name: 'solicitacao-bairros',
    method: 'GET',
    path: `${SOLICITACOES}/:id/bairros`,
    summary: 'Bairros da solicitação',
    authority: AUTHORITY,
    ids: SOLICITACAO,
    async handler({ db, params }) {
      const { rows } =
        await sql`SELECT b.id, b.nome FROM solicitacao_pessoal_bairros j JOIN bairro b ON b.id = j.ref_id
        WHERE j.owner_id = ${params.id} ORDER BY gente_search(b.nome)`.execute(db);
      return rows;
    },
  },
  {
    name: 'solicitacao-possui-candidato',
    method: 'GET',
    path: `${SOLICITACOES}/:id/possui-candidato`,
    summary: 'Se a solicitação já tem candidatos (então não pode ser excluída)',
    authority: AUTHORITY,
    ids: SOLICITACAO,
    async handler({ db, params }) {
      const { rows } =
        await sql`SELECT 1 FROM candidato_solicitacao WHERE solicitacao_id = ${params.id} LIMIT 1`.execute(
          db,
        );
      return { possuiCandidato: rows.length > 0 };
    },
  },
  {
    name: 'solicitacao-anuncio',
    method: 'GET',
    path: `${SOLICITACOES}/:id/anuncio`,
    summary: 'O anúncio da solicitação (404 quando não há)',
    authority: AUTHORITY,
    ids: SOLICITACAO,
    async handler({ db, engine, session, params }) {
      const { rows } = await sql<{
        id: number;
      }>`SELECT id FROM anuncio WHERE solicitacao_id = ${params.id}`.execute(db);
      if (!rows[0]) throw notFound();
      return engine.repository('captacao/anuncios').get(session, rows[0].id, db);
    },
  },
  {
    name: 'solicitacao-avaliacoes',
    method: 'GET',
    path: `${SOLICITACOES}/:id/avaliacoes`,
    summary: 'Modelos de avaliação de candidato usados pela solicitação',
    authority: AUTHORITY,
    ids: SOLICITACAO,
    async handler({ db, params }) {
      const { rows } = await sql`SELECT m.id, m.titulo, m.ativo FROM solicitacao_pessoal_avaliacoes j
        JOIN modelo_avaliacao_candidato m ON m.id = j.ref_id WHERE j.owner_id = ${params.id}
        ORDER BY gente_search(m.titulo)`.execute(db);
      return rows;
    },
  },
  {
    name: 'solicitacoes-para-candidato',
    method: 'GET',
    path: `${SOLICITACOES}/candidato`,
    summary:
      'Solicitações aprovadas e abertas (as que aceitam candidatos); ?candidatoId= tira aquelas em que ele já está',
    authority: AUTHORITY,
    query: 'captacao/_acoes/candidato-opcional',
    handler: ({ db, session, query }) => solicitacoesAbertas(db, session.empresaId, query.candidatoId),
  },
  {
    name: 'solicitacoes-para-candidato-empresa',
    method: 'GET',
    path: `${SOLICITACOES}/candidato/:empresaId`,
    summary: 'As mesmas solicitações, da empresa do caminho (que deve ser a da sessão)',
    authority: AUTHORITY,
    params: 'captacao/_acoes/empresa-param',
    query: 'captacao/_acoes/candidato-opcional',
    handler({ db, session, params, query }) {
      if (params.empresaId !== session.empresaId) throw notFound();
      return solicitacoesAbertas(db, session.empresaId, query.candidatoId);
    },
  },
  {
    name: 'candidato-incluir-em-solicitacoes',
    method: 'POST',
    path: `${SOLICITACOES}/candidato/:id`,
    summary: 'Inclui o candidato nas solicitações escolhidas (processo seletivo, na triagem)',
    authority: AUTHORITY,
    ids: { id: 'captacao/candidatos' },
    body: 'captacao/_acoes/candidato-solicitacoes',
    async handler(ctx) {
      const { empresaId, candidatoId, solicitacoesIds } = ctx.body;
      if (empresaId !== ctx.session.empresaId)
        throw fieldError('empresaId', 'Empresa: registro não encontrado.');
      if (candidatoId !== ctx.params.id)
        throw fieldError('candidatoId', 'O candidato do corpo difere do candidato do caminho.');
      const criados = [];
      for (const solicitacaoId of solicitacoesIds as number[])
        criados.push(...(await incluirNoProcesso(ctx, solicitacaoId, [candidatoId], 'solicitacoesIds')));
      ctx.audit = {
        resource: 'captacao/candidatos',
        recordId: candidatoId,
        changes: [{ campo: 'solicitacoes', para: solicitacoesIds }],
      };
      return criados;
    },
  },
]);
