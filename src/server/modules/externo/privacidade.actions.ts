// Privacy in the portal (LGPD; spec §3 Company settings exigirAceitePsi/politicaSeguranca, §4 privacy
// dialog, §7 PATCH /{id}/aceita-termo), for the candidate of the session:
//   PATCH /api/externo/candidatos/:id/aceita-termo          {aceito: true, versao}: records date, time, address
//         and the version of the policy accepted (an outdated version is refused: the text changed)
//   GET   /api/externo/candidatos/:id/meus-dados            every personal datum kept about the candidate
//         (JSON download): the record (HR's notes included: LGPD access right), applications and their
//         moves, documents (metadata), acceptances, deletion requests; never the password hash
//   GET   /api/externo/candidatos/:id/solicitacoes-exclusao  the candidate's deletion requests
//   POST  /api/externo/candidatos/:id/solicitacoes-exclusao  {motivo?}: asks for deletion; the request reaches
//         the recruiters' console (captacao/solicitacoes-exclusao-candidato); one pending at a time
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { candidatoSemAceite, proprioCandidato, sessaoDe } from './acesso.ts';
import { CANDIDATOS } from './candidato-portal.ts';
import { EXCLUSOES, politicaDaEmpresa, registraAceite } from './privacidade.ts';

export const MSG_PRIVACIDADE = {
  politicaMudou: 'A política de privacidade foi atualizada. Leia a versão atual antes de aceitar.',
  semPolitica: 'Esta empresa não tem política de privacidade para aceitar.',
  exclusaoPendente: 'Você já tem uma solicitação de exclusão de dados aguardando o RH.',
  exclusaoRegistrada:
    'Solicitação registrada. O RH da empresa vai analisar o pedido e excluir os seus dados; você será avisado pelo portal.',
} as const;

const ids = { id: CANDIDATOS } as const;

export default defineActions([
  {
    name: 'externo-aceita-termo',
    method: 'PATCH',
    path: 'externo/candidatos/:id/aceita-termo',
    summary: 'Registra o aceite do Termo de Privacidade e Política de Segurança (data, hora, IP, versão)',
    authenticate: candidatoSemAceite,
    ids,
    body: 'externo/_acoes/aceita-termo',
    async handler(ctx) {
      const id = proprioCandidato(ctx);
      const politica = await politicaDaEmpresa(ctx.db, ctx.session.empresaId);
      if (!politica.versao) throw conflict(MSG_PRIVACIDADE.semPolitica);
      if (ctx.body.versao !== politica.versao) throw fieldError('versao', MSG_PRIVACIDADE.politicaMudou);
      await registraAceite(ctx.db, {
        candidatoId: id,
        empresaId: ctx.session.empresaId,
        ip: ctx.request.ip,
        versao: politica.versao,
      });
      ctx.audit = {
        resource: CANDIDATOS,
        recordId: id,
        changes: [{ campo: 'aceitePolitica', para: politica.versao }],
      };
      return { aceitoPoliticaSeguranca: true, versao: politica.versao };
    },
  },
  {
    name: 'externo-meus-dados',
    method: 'GET',
    path: 'externo/candidatos/:id/meus-dados',
    summary: 'Todos os dados pessoais guardados sobre o candidato da sessão (JSON para baixar)',
    authenticate: candidatoSemAceite,
    ids,
    produces: 'application/json',
    async handler(ctx) {
      const id = proprioCandidato(ctx);
      const { engine, db } = ctx;
      const { senha: _senha, ...cadastro } = await engine.repository(CANDIDATOS).get(ctx.session, id, db);
      const consulta = async (q: ReturnType<typeof sql>) => (await q.execute(db)).rows;
      const dados = {
        geradoEm: new Date().toISOString(),
        empresa: { id: ctx.session.empresaId },
        cadastro,
        candidaturas: await consulta(sql`SELECT cs.id, cs.solicitacao_id AS "solicitacaoId", cs.situacao,
            cs.origem, cs.data_inclusao AS "dataInclusao", cs.observacao,
            (SELECT json_agg(json_build_object('data', h.data, 'etapa', e.nome, 'resultado', h.resultado,
                     'observacao', h.observacao) ORDER BY h.data, h.id)
               FROM historico_candidato h LEFT JOIN etapa_seletiva e ON e.id = h.etapa_seletiva_id
              WHERE h.candidato_solicitacao_id = cs.id) AS historico
          FROM candidato_solicitacao cs WHERE cs.candidato_id = ${id} ORDER BY cs.id`),
        documentos: await consulta(sql`SELECT d.id, d.descricao, d.data, d.tipo_documento AS "tipoDocumento",
            d.observacao, (SELECT json_agg(json_build_object('nome', a.nome, 'tipo', a.tipo, 'tamanho', a.tamanho))
              FROM arquivo a WHERE a.cadastro = 'captacao/documentos-candidato' AND a.registro_id = d.id) AS arquivos
          FROM documento_candidato d WHERE d.candidato_id = ${id} ORDER BY d.id`),
        aceitesPoliticaPrivacidade: await consulta(sql`SELECT aceito_em AS "aceitoEm", ip, versao
          FROM aceite_politica_candidato WHERE candidato_id = ${id} ORDER BY aceito_em`),
        solicitacoesExclusao:
          await consulta(sql`SELECT data_solicitacao AS "dataSolicitacao", motivo, situacao,
            resposta, data_atendimento AS "dataAtendimento"
          FROM solicitacao_exclusao_candidato WHERE candidato_id = ${id} ORDER BY id`),
        sessoesAtivas: await consulta(sql`SELECT created_at AS "inicio", last_seen_at AS "ultimoUso", ip,
            user_agent AS navegador FROM sessao_candidato WHERE candidato_id = ${id} ORDER BY created_at`),
      };
      ctx.audit = false;
      const dia = new Date().toISOString().slice(0, 10);
      return ctx.reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="meus-dados-${dia}.json"`)
        .header('Cache-Control', 'private, no-store')
        .send(JSON.stringify(dados, null, 2));
    },
  },
  {
    name: 'externo-solicitacoes-exclusao',
    method: 'GET',
    path: 'externo/candidatos/:id/solicitacoes-exclusao',
    summary: 'As solicitações de exclusão de dados do candidato da sessão',
    authenticate: candidatoSemAceite,
    ids,
    async handler(ctx) {
      const id = proprioCandidato(ctx);
      const { rows } = await sql`SELECT id, data_solicitacao AS "dataSolicitacao", motivo, situacao, resposta,
          data_atendimento AS "dataAtendimento"
        FROM solicitacao_exclusao_candidato WHERE candidato_id = ${id} ORDER BY id DESC`.execute(ctx.db);
      return rows;
    },
  },
  {
    name: 'externo-solicitar-exclusao',
    method: 'POST',
    path: 'externo/candidatos/:id/solicitacoes-exclusao',
    summary: 'Pede a exclusão dos dados do candidato da sessão (chega ao console do recrutador)',
    authenticate: candidatoSemAceite,
    ids,
    body: 'externo/_acoes/solicitar-exclusao',
    status: 201,
    async handler(ctx) {
      const id = proprioCandidato(ctx);
      await sql`SELECT 1 FROM candidato WHERE id = ${id} FOR UPDATE`.execute(ctx.db);
      const { rows: pendente } = await sql`SELECT 1 FROM solicitacao_exclusao_candidato
        WHERE candidato_id = ${id} AND situacao = 'PENDENTE'`.execute(ctx.db);
      if (pendente.length > 0) throw conflict(MSG_PRIVACIDADE.exclusaoPendente);
      const table = ctx.engine.registry.get(EXCLUSOES).table;
      const { rows } = await sql<{ id: number }>`INSERT INTO ${sql.table(table)}
          (empresa_id, candidato_id, nome, data_solicitacao, motivo, situacao, created_at, updated_at)
        VALUES (${ctx.session.empresaId}, ${id}, ${sessaoDe(ctx).nome}, now(), ${ctx.body.motivo ?? null},
                'PENDENTE', now(), now())
        RETURNING id`.execute(ctx.db);
      ctx.audit = {
        resource: EXCLUSOES,
        recordId: rows[0]!.id,
        changes: [{ campo: 'situacao', para: 'PENDENTE' }],
      };
      return { id: rows[0]!.id, situacao: 'PENDENTE', message: MSG_PRIVACIDADE.exclusaoRegistrada };
    },
  },
]);
