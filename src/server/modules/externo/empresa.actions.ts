// The portal's public reads (no session: the candidate has not logged in or registered yet), all scoped to
// the company of the link (spec §2 "/externo" empresaId; §7 lookups /empresas/{id}/configuracao,
// /campos-extras-visiveis-obrigatorios, and the registration form's lists):
//   GET /api/externo/empresas/:id/configuracao   colours, logo, privacy policy, candidate field configuration
//   GET /api/externo/empresas/:id/logo           the company's logo (inline, cached)
//   GET /api/externo/empresas/:id/opcoes         the registration form's lists, in one answer (cargos shown in
//                                                the portal, interest areas, knowledge, how-heard, education
//                                                areas, languages, states)
//   GET /api/externo/estados/:id/cidades         the cities of a state
//   GET /api/externo/campos-extras-visiveis-obrigatorios/:id   only the candidate fields the company shows and
//                                                requires, and its extra fields (spec §7; also inside /configuracao)
//   GET /api/externo/parametros-do-sistema       version and support codes (spec §7 lookups; the portal's footer)
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { parametrosDoSistema } from '../../auth/userinfo.ts';
import type { Engine } from '../../crud/engine.ts';
import { fileStore } from '../../files/file-fields.ts';
import { notFound } from '../../http/errors.ts';
import { configuracaoCampos, configuracaoPublica } from './configuracao.ts';

const ID = 'externo/_acoes/id';

type Opcao = { id: number; nome: string };

/** id and title of a company's register, by title (accent- and case-insensitive). */
async function lista(
  engine: Engine,
  path: string,
  empresaId: number,
  where = sql`TRUE`,
  title = sql`t.nome`,
) {
  const table = engine.registry.get(path).table;
  const { rows } = await sql<Opcao>`SELECT t.id, ${title} AS nome FROM ${sql.table(table)} t
    WHERE t.empresa_id = ${empresaId} AND ${where} ORDER BY gente_search(${title}), t.id LIMIT 2000`.execute(
    engine.db,
  );
  return rows;
}

async function empresaExiste(engine: Engine, id: number) {
  const { rows } = await sql`SELECT 1 FROM empresa WHERE id = ${id}`.execute(engine.db);
  if (rows.length === 0) throw notFound();
}

export default defineActions([
  {
    name: 'externo-parametros-do-sistema',
    method: 'GET',
    path: 'externo/parametros-do-sistema',
    summary: 'Versão do sistema e códigos de suporte (rodapé do portal)',
    public: true,
    handler: () => parametrosDoSistema(),
  },
  {
    name: 'externo-configuracao-empresa',
    method: 'GET',
    path: 'externo/empresas/:id/configuracao',
    summary: 'Aparência, política de privacidade e campos do candidato da empresa do link (público)',
    public: true,
    params: ID,
    async handler({ engine, params, reply }) {
      reply.header('Cache-Control', 'no-cache');
      return configuracaoPublica(engine, params.id);
    },
  },
  {
    name: 'externo-campos-visiveis-obrigatorios',
    method: 'GET',
    path: 'externo/campos-extras-visiveis-obrigatorios/:id',
    summary: 'Campos do candidato visíveis e obrigatórios e campos extras da empresa do link (público)',
    public: true,
    params: ID,
    async handler({ engine, params, reply }) {
      reply.header('Cache-Control', 'no-cache');
      return configuracaoCampos(engine, params.id);
    },
  },
  {
    name: 'externo-logo-empresa',
    method: 'GET',
    path: 'externo/empresas/:id/logo',
    summary: 'Logotipo da empresa para o portal (público)',
    public: true,
    params: ID,
    produces: 'image/*',
    async handler({ engine, params, reply }) {
      const owner = {
        empresaId: params.id,
        cadastro: 'utilitario/empresas',
        registroId: params.id,
        campo: 'logoEmpresa',
      };
      const [meta] = (await fileStore.list(engine.db, owner.cadastro, [params.id]))
        .filter((f) => f.campo === owner.campo)
        .slice(-1);
      const logo = meta && (await fileStore.get(engine.db, owner, meta.id));
      if (!logo) throw notFound();
      return reply
        .header('Content-Type', logo.tipo)
        .header('Content-Disposition', 'inline')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=86400')
        .send(logo.bytes);
    },
  },
  {
    name: 'externo-opcoes-cadastro',
    method: 'GET',
    path: 'externo/empresas/:id/opcoes',
    summary: 'Listas do formulário do candidato na empresa do link (público)',
    public: true,
    params: ID,
    async handler({ engine, params, reply }) {
      await empresaExiste(engine, params.id);
      reply.header('Cache-Control', 'no-cache');
      const id = params.id as number;
      const [cargos, areasInteresse, conhecimentos, comoFicouSabendoVaga, areasFormacao, idiomas, estados] =
        await Promise.all([
          // the job's market name is the one candidates know
          lista(
            engine,
            'cargo-salario/cargos',
            id,
            sql`t.ativa IS NOT FALSE AND t.exibir_modulo_externo IS TRUE`,
            sql`coalesce(t.nome_mercado, t.nome)`,
          ),
          lista(engine, 'captacao/areas-interesse', id),
          lista(engine, 'cargo-salario/conhecimentos', id),
          lista(engine, 'captacao/como-ficou-sabendo-vaga', id),
          lista(engine, 'captacao/areas-formacao', id),
          lista(engine, 'captacao/idiomas', id),
          sql<Opcao & { sigla: string }>`SELECT id, nome, sigla FROM estado ORDER BY nome`
            .execute(engine.db)
            .then((r) => r.rows),
        ]);
      return { cargos, areasInteresse, conhecimentos, comoFicouSabendoVaga, areasFormacao, idiomas, estados };
    },
  },
  {
    name: 'externo-cidades-estado',
    method: 'GET',
    path: 'externo/estados/:id/cidades',
    summary: 'Cidades de um estado (público)',
    public: true,
    params: ID,
    async handler({ engine, params, reply }) {
      const { rows } = await sql<Opcao>`SELECT id, nome FROM cidade WHERE uf_id = ${params.id}
        ORDER BY gente_search(nome)`.execute(engine.db);
      if (rows.length === 0) throw notFound();
      // the IBGE tables change rarely
      reply.header('Cache-Control', 'public, max-age=86400');
      return rows;
    },
  },
]);
