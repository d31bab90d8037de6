// Candidate endpoints (spec §7 Recruitment → Candidates), under /api/captacao/candidatos:
//   GET  /valida-cpf?cpf&candidatoId&contratado  duplicates before saving: another candidate, employees
//   GET  /candidato-cpf?cpf, /candidatos-homonimos?nome, /empresas-por-cpf?cpf
//   GET  /substituidos?nome&incluirColaboradoresDesligados     employees a vacancy may replace
//   GET  /:id/empresa/:empresaId/verificar-pendencias           what the registration lacks
//   POST /verificar-pendencias-em-lote {candidatosIds}          re-checks and stores the status of each
//   POST /remove-candidato-em-lote {candidatosIds}              deletes them (all or nothing)
//   GET  /:id/informacao, /:id/completo?comCargos, /:id/dados (LGPD access request: everything, as JSON)
//   GET  /:id/conhecimentos | formacoes | certificados | idiomas | experiencias | areas-interesses
//   PUT  /:id/ocr {ocrTexto};  POST /candidato-curriculo, PUT /:id/candidato-curriculo (quick form)
//   GET  /verificaSeCurriculoHeImagem?nomeImg
import { sql, type Transaction } from 'kysely';
import { formatCpf } from '../../../shared/br/format.ts';
import { defineActions } from '../../actions/action.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { apagaVinculosDoCandidato, CANDIDATOS, temArquivoCurriculo } from './candidatos.ts';
import { pendenciasDoCandidato, type Qualificacao, qualificacaoAposVerificar } from './pendencias.ts';

const AUTHORITY = 'ROLE_CAPTACAO';
const CANDIDATO = { id: CANDIDATOS };

export const MSG_DUPLICIDADE = {
  talentos: (cpf: string) => `Existem talentos que já foram contratados com esse CPF ${formatCpf(cpf)}`,
  candidato: (nome: string) => `Já existe o candidato ${nome} com este CPF nesta empresa.`,
  contratadosNoLote: (nomes: string[]) =>
    `Candidatos contratados não podem ser excluídos: ${nomes.join(', ')}. Retire-os da seleção e tente de novo.`,
} as const;

/** [path segment, list property] of the candidate's lists served one by one. */
const LISTAS: [string, string][] = [
  ['formacoes', 'formacao'],
  ['certificados', 'certificados'],
  ['idiomas', 'candidatoIdiomas'],
  ['experiencias', 'experiencias'],
];
/** [path segment, many-reference property, register] */
const REFERENCIAS: [string, string, string][] = [
  ['conhecimentos', 'conhecimentos', 'cargo-salario/conhecimentos'],
  ['areas-interesses', 'areasInteresse', 'captacao/areas-interesse'],
];

async function titulos(engine: { registry: any; db: any }, path: string, ids: number[], db: any) {
  if (ids.length === 0) return [];
  const r = engine.registry.get(path);
  const { rows } = await sql<{ id: number; nome: string }>`SELECT id, ${sql.ref(r.recordTitle)} AS nome
    FROM ${sql.table(r.table)} WHERE id = ANY(${ids}::int[]) ORDER BY gente_search(${sql.ref(r.recordTitle)})`.execute(
    db,
  );
  return rows;
}

async function verificar(db: any, candidato: RecordData) {
  const pendencias = pendenciasDoCandidato(candidato, await temArquivoCurriculo(db, candidato.id));
  const statusCadastral = pendencias.length === 0 ? 'COMPLETO' : 'INCOMPLETO';
  const qualificacaoCadastral = qualificacaoAposVerificar(
    candidato.qualificacaoCadastral as Qualificacao,
    pendencias.length,
  );
  return { pendencias, statusCadastral, qualificacaoCadastral };
}

export default defineActions([
  {
    name: 'candidato-valida-cpf',
    method: 'GET',
    path: `${CANDIDATOS}/valida-cpf`,
    summary: 'Antes de gravar: outro candidato com o CPF, e talentos (atuais ou desligados) com ele',
    authority: AUTHORITY,
    query: 'captacao/_acoes/cpf-consulta',
    async handler({ db, session, query }) {
      const cand = await sql<{ id: number; nome: string }>`SELECT id, nome FROM candidato
        WHERE empresa_id = ${session.empresaId} AND cpf = ${query.cpf}
          AND id IS DISTINCT FROM ${query.candidatoId ?? null}::int LIMIT 1`.execute(db);
      const talentos =
        query.contratado === true
          ? []
          : (
              await sql<{ id: number; nome: string; status: string }>`SELECT id, nome, status FROM colaborador
                WHERE empresa_id = ${session.empresaId} AND cpf = ${query.cpf} ORDER BY id`.execute(db)
            ).rows;
      const mensagens = [
        ...(cand.rows[0] ? [MSG_DUPLICIDADE.candidato(cand.rows[0].nome)] : []),
        ...(talentos.length > 0 ? [MSG_DUPLICIDADE.talentos(query.cpf)] : []),
      ];
      return { candidato: cand.rows[0] ?? null, talentos, mensagens };
    },
  },
  {
    name: 'candidato-por-cpf',
    method: 'GET',
    path: `${CANDIDATOS}/candidato-cpf`,
    summary: 'O candidato da empresa com este CPF, ou null',
    authority: AUTHORITY,
    query: 'captacao/_acoes/cpf-consulta',
    async handler({ db, engine, session, query }) {
      const { rows } = await sql<{ id: number }>`SELECT id FROM candidato
        WHERE empresa_id = ${session.empresaId} AND cpf = ${query.cpf}`.execute(db);
      return rows[0] ? engine.repository(CANDIDATOS).get(session, rows[0].id, db) : null;
    },
  },
  {
    name: 'candidatos-homonimos',
    method: 'GET',
    path: `${CANDIDATOS}/candidatos-homonimos`,
    summary: 'Candidatos da empresa com o mesmo nome (sem acento e caixa), para evitar cadastro duplicado',
    authority: AUTHORITY,
    query: 'captacao/_acoes/nome-consulta',
    async handler({ db, session, query }) {
      const { rows } =
        await sql`SELECT c.id, c.nome, to_char(c.pessoal_data_nascimento, 'YYYY-MM-DD') AS "dataNascimento",
          cidade.nome AS cidade, to_char(c.data_cadastro, 'YYYY-MM-DD') AS "dataCadastro"
        FROM candidato c LEFT JOIN cidade ON cidade.id = c.endereco_cidade_id
        WHERE c.empresa_id = ${session.empresaId} AND c.nome__busca = gente_search(${query.nome})
          AND c.id IS DISTINCT FROM ${query.candidatoId ?? null}::int
        ORDER BY c.id LIMIT 50`.execute(db);
      return rows;
    },
  },
  {
    name: 'candidato-empresas-por-cpf',
    method: 'GET',
    path: `${CANDIDATOS}/empresas-por-cpf`,
    summary: 'Empresas (entre as do usuário) em que há candidato com este CPF',
    authority: AUTHORITY,
    query: 'captacao/_acoes/cpf-consulta',
    async handler({ db, session, query }) {
      const { rows } = await sql`SELECT e.id, e.nome FROM empresa e
        WHERE e.id = ANY(${session.empresasIds}::int[])
          AND EXISTS (SELECT 1 FROM candidato c WHERE c.empresa_id = e.id AND c.cpf = ${query.cpf})
        ORDER BY gente_search(e.nome)`.execute(db);
      return rows;
    },
  },
  {
    name: 'candidato-substituidos',
    method: 'GET',
    path: `${CANDIDATOS}/substituidos`,
    summary: 'Talentos que uma vaga pode substituir, por nome (ativos; desligados quando pedido)',
    authority: AUTHORITY,
    query: 'captacao/_acoes/substituidos',
    async handler({ db, session, query }) {
      const nome = query.nome ?? '';
      const { rows } = await sql`SELECT id, nome, matricula, status FROM colaborador
        WHERE empresa_id = ${session.empresaId}
          AND (status IN ('A', 'G', 'U') OR (${query.incluirColaboradoresDesligados === true} AND status = 'D'))
          AND (${nome} = '' OR gente_search(nome) LIKE '%' || gente_search(${nome}) || '%')
        ORDER BY gente_search(nome), id LIMIT 20`.execute(db);
      return rows;
    },
  },
  {
    name: 'candidato-verificar-pendencias',
    method: 'GET',
    path: `${CANDIDATOS}/:id/empresa/:empresaId/verificar-pendencias`,
    summary: 'O que falta no cadastro do candidato (sem gravar)',
    authority: AUTHORITY,
    ids: CANDIDATO,
    params: 'captacao/_acoes/candidato-empresa-param',
    async handler({ db, engine, session, params }) {
      if (params.empresaId !== session.empresaId) throw notFound();
      return verificar(db, await engine.repository(CANDIDATOS).get(session, params.id, db));
    },
  },
  {
    name: 'candidatos-verificar-pendencias-em-lote',
    method: 'POST',
    path: `${CANDIDATOS}/verificar-pendencias-em-lote`,
    summary: 'Verifica as pendências dos candidatos e grava o status do cadastro e a qualificação de cada um',
    authority: AUTHORITY,
    body: 'captacao/_acoes/candidatos-ids',
    async handler(ctx) {
      const repo = ctx.engine.repository(CANDIDATOS);
      const ids: number[] = ctx.body.candidatosIds;
      const { rows } = await sql<{ id: number }>`SELECT id FROM candidato WHERE id = ANY(${ids}::int[])
        AND empresa_id = ${ctx.session.empresaId} ORDER BY id FOR UPDATE`.execute(ctx.db);
      if (rows.length !== ids.length) throw notFound();
      let comPendencias = 0;
      for (const { id } of rows) {
        const c = await repo.get(ctx.session, id, ctx.db);
        const v = await verificar(ctx.db, c);
        if (v.pendencias.length > 0) comPendencias++;
        await sql`UPDATE candidato SET status_cadastral = ${v.statusCadastral},
          qualificacao_cadastral = ${v.qualificacaoCadastral} WHERE id = ${id}`.execute(ctx.db);
      }
      ctx.audit = { resource: CANDIDATOS, recordId: null, changes: [{ campo: 'verificados', para: ids }] };
      return { verificados: rows.length, comPendencias, semPendencias: rows.length - comPendencias };
    },
  },
  {
    name: 'candidatos-remover-em-lote',
    method: 'POST',
    path: `${CANDIDATOS}/remove-candidato-em-lote`,
    summary: 'Exclui os candidatos escolhidos, com o que é só deles (nenhum, se algum foi contratado)',
    authority: AUTHORITY,
    body: 'captacao/_acoes/candidatos-ids',
    async handler(ctx) {
      const ids: number[] = ctx.body.candidatosIds;
      const { rows } = await sql<{ id: number; nome: string; contratado: boolean }>`SELECT id, nome,
          coalesce(contratado, false) AS contratado FROM candidato
        WHERE id = ANY(${ids}::int[]) AND empresa_id = ${ctx.session.empresaId} ORDER BY id FOR UPDATE`.execute(
        ctx.db,
      );
      if (rows.length !== ids.length) throw notFound();
      const contratados = rows.filter((r) => r.contratado).map((r) => r.nome);
      if (contratados.length > 0) throw conflict(MSG_DUPLICIDADE.contratadosNoLote(contratados));
      await apagaVinculosDoCandidato(ctx.db, ids);
      await sql`DELETE FROM arquivo WHERE cadastro = ${CANDIDATOS} AND registro_id = ANY(${ids}::int[])`.execute(
        ctx.db,
      );
      await sql`DELETE FROM candidato WHERE id = ANY(${ids}::int[])`.execute(ctx.db);
      ctx.audit = { resource: CANDIDATOS, recordId: null, changes: [{ campo: 'excluidos', de: ids }] };
      return { excluidos: ids.length };
    },
  },
  {
    name: 'candidato-informacao',
    method: 'GET',
    path: `${CANDIDATOS}/:id/informacao`,
    summary: 'Resumo do candidato: contato, cidade, situação e os processos seletivos em que está',
    authority: AUTHORITY,
    ids: CANDIDATO,
    async handler({ db, params }) {
      const { rows } = await sql<RecordData>`SELECT c.id, c.nome, c.cpf, c.contato_email AS email,
          c.contato_ddd_celular AS "dddCelular", c.contato_fone_celular AS "foneCelular",
          cid.nome AS cidade, uf.sigla AS uf, to_char(c.pessoal_data_nascimento, 'YYYY-MM-DD') AS "dataNascimento",
          date_part('year', age(c.pessoal_data_nascimento))::int AS idade,
          c.qualificacao_cadastral AS "qualificacaoCadastral", c.status_cadastral AS "statusCadastral",
          c.disponivel, coalesce(c.contratado, false) AS contratado,
          coalesce((SELECT json_agg(json_build_object('id', cs.id, 'solicitacao', json_build_object('id', s.id,
              'descricao', s.descricao), 'etapa', e.nome, 'situacao', cs.situacao) ORDER BY s.data DESC)
            FROM candidato_solicitacao cs JOIN solicitacao_pessoal s ON s.id = cs.solicitacao_id
            LEFT JOIN etapa_seletiva e ON e.id = cs.etapa_seletiva_id WHERE cs.candidato_id = c.id), '[]') AS processos
        FROM candidato c LEFT JOIN cidade cid ON cid.id = c.endereco_cidade_id LEFT JOIN estado uf ON uf.id = c.endereco_uf_id
        WHERE c.id = ${params.id}`.execute(db);
      return rows[0];
    },
  },
  {
    name: 'candidato-completo',
    method: 'GET',
    path: `${CANDIDATOS}/:id/completo`,
    summary: 'O cadastro inteiro do candidato; comCargos=true traz os cargos pretendidos com o nome',
    authority: AUTHORITY,
    ids: CANDIDATO,
    query: 'captacao/_acoes/completo',
    async handler({ db, engine, session, params, query }) {
      const c = await engine.repository(CANDIDATOS).get(session, params.id, db);
      if (query.comCargos) c.cargos = await titulos(engine, 'cargo-salario/cargos', c.cargos ?? [], db);
      return c;
    },
  },
  {
    name: 'candidato-dados-pessoais-lgpd',
    method: 'GET',
    path: `${CANDIDATOS}/:id/dados`,
    summary: 'Todos os dados do candidato, para atender a um pedido de acesso (LGPD art. 18), em JSON',
    authority: AUTHORITY,
    ids: CANDIDATO,
    async handler({ db, engine, session, params, reply }) {
      const repo = engine.repository(CANDIDATOS);
      const candidato = await repo.get(session, params.id, db);
      for (const [, prop, path] of REFERENCIAS)
        candidato[prop] = await titulos(engine, path, candidato[prop] ?? [], db);
      candidato.cargos = await titulos(engine, 'cargo-salario/cargos', candidato.cargos ?? [], db);
      const processos = (
        await sql`SELECT s.id AS solicitacao, s.descricao, to_char(cs.data_inclusao, 'YYYY-MM-DD') AS "dataInclusao",
            cs.situacao, coalesce((SELECT json_agg(json_build_object('data', to_char(h.data, 'YYYY-MM-DD'),
              'etapa', e.nome, 'resultado', h.resultado, 'observacao', h.observacao) ORDER BY h.data, h.id)
              FROM historico_candidato h JOIN etapa_seletiva e ON e.id = h.etapa_seletiva_id
             WHERE h.candidato_solicitacao_id = cs.id), '[]') AS historico
          FROM candidato_solicitacao cs JOIN solicitacao_pessoal s ON s.id = cs.solicitacao_id
          WHERE cs.candidato_id = ${params.id} ORDER BY cs.id`.execute(db)
      ).rows;
      const documentos = await engine
        .repository('captacao/documentos-candidato')
        .list(session, { candidatoId: String(params.id) });
      reply.header('Content-Disposition', `attachment; filename="dados-candidato-${params.id}.json"`);
      return {
        geradoEm: new Date().toISOString(),
        finalidade: 'Dados pessoais do candidato mantidos pela empresa (LGPD, art. 18)',
        candidato,
        processosSeletivos: processos,
        documentos,
      };
    },
  },
  ...LISTAS.map(([segmento, prop]) => ({
    name: `candidato-${segmento}`,
    method: 'GET' as const,
    path: `${CANDIDATOS}/:id/${segmento}`,
    summary: `A lista ${prop} do candidato`,
    authority: AUTHORITY,
    ids: CANDIDATO,
    handler: async ({ db, engine, session, params }: any) =>
      (await engine.repository(CANDIDATOS).get(session, params.id, db))[prop] ?? [],
  })),
  ...REFERENCIAS.map(([segmento, prop, path]) => ({
    name: `candidato-${segmento}`,
    method: 'GET' as const,
    path: `${CANDIDATOS}/:id/${segmento}`,
    summary: `${prop} do candidato, com o nome`,
    authority: AUTHORITY,
    ids: CANDIDATO,
    handler: async ({ db, engine, session, params }: any) =>
      titulos(
        engine,
        path,
        (await engine.repository(CANDIDATOS).get(session, params.id, db))[prop] ?? [],
        db,
      ),
  })),
  {
    name: 'candidato-ocr',
    method: 'PUT',
    path: `${CANDIDATOS}/:id/ocr`,
    summary: 'Grava o texto do currículo (digitado, colado ou extraído do arquivo)',
    authority: AUTHORITY,
    ids: CANDIDATO,
    body: 'captacao/_acoes/ocr',
    async handler({ db, engine, session, params, body }) {
      const repo = engine.repository(CANDIDATOS);
      const { id: _id, ...atual } = await repo.get(session, params.id, db);
      return repo.update(
        session,
        params.id,
        { ...atual, ocrTexto: body.ocrTexto },
        { tx: db as Transaction<any>, audit: false },
      );
    },
  },
  {
    name: 'candidato-curriculo-incluir',
    method: 'POST',
    path: `${CANDIDATOS}/candidato-curriculo`,
    summary: 'Cadastro rápido do candidato pelo currículo (nome, cargos, dados pessoais e currículo)',
    authority: AUTHORITY,
    body: 'captacao/_acoes/candidato-curriculo',
    status: 201,
    async handler(ctx) {
      const criado = await ctx.engine
        .repository(CANDIDATOS)
        .create(ctx.session, ctx.body, { tx: ctx.db as Transaction<any>, audit: false });
      ctx.audit = { resource: CANDIDATOS, recordId: criado.id as number };
      return criado;
    },
  },
  {
    name: 'candidato-curriculo-alterar',
    method: 'PUT',
    path: `${CANDIDATOS}/:id/candidato-curriculo`,
    summary: 'Altera, pelo formulário rápido, nome, cargos, dados pessoais, contato e currículo do candidato',
    authority: AUTHORITY,
    ids: CANDIDATO,
    body: 'captacao/_acoes/candidato-curriculo',
    async handler({ db, engine, session, params, body }) {
      const repo = engine.repository(CANDIDATOS);
      const { id: _id, ...atual } = await repo.get(session, params.id, db);
      // the quick form's personal data replace those fields and keep the others (documents, referral…)
      const novo = { ...atual, ...body, pessoal: { ...atual.pessoal, ...body.pessoal } };
      return repo.update(session, params.id, novo, { tx: db as Transaction<any>, audit: false });
    },
  },
  {
    name: 'candidato-curriculo-e-imagem',
    method: 'GET',
    path: `${CANDIDATOS}/verificaSeCurriculoHeImagem`,
    summary: 'Se o nome do arquivo do currículo é de uma imagem (JPEG ou PNG)',
    authority: AUTHORITY,
    query: 'captacao/_acoes/nome-imagem',
    handler: ({ query }) => ({ imagem: /\.(jpe?g|png)$/i.test(query.nomeImg) }),
  },
]);
