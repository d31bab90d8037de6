// 'Atualizar Meus Dados' (spec §2 user menu, authority ROLE_CAD_INFO_PESSOAL): a staff user reads and
// updates the personal data of the employee they are in the session's company (colaborador.usuario).
//
//   GET /api/cargo-salario/colaboradores/meus-dados → {id, nome, nomeSocial, pessoal, endereco, contato}
//   PUT /api/cargo-salario/colaboradores/meus-dados → the same, after saving
//
// What may be changed is the body schema (schemas/cargo-salario/_acoes/meus-dados.json): nome social, marital
// status, education, family, address and contact. The rest of the record (documents, birth, sex, race,
// disability, contract, salary, user) stays with HR and is kept as stored. The write goes through the
// employee register's repository in the action's transaction: every rule and hook of the register applies
// and the audit trail records an 'update' of that employee by the user.
import { sql } from 'kysely';
import { ERROR_CODES, MSG } from '../../../shared/messages.ts';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { HttpError } from '../../http/errors.ts';
import { COLABORADOR_TABLE } from './historico-colaborador.sql.ts';
import { PESSOAL_PERMITIDOS } from './meus-dados.ts';

const PATH = 'cargo-salario/colaboradores';
const AUTHORITY = 'ROLE_CAD_INFO_PESSOAL';
const BODY = 'cargo-salario/_acoes/meus-dados';
export const MSG_MEUS_DADOS = {
  semVinculo: MSG.userWithoutEmployee,
} as const;

/**
 * The employee linked to the session's user in the session's company, else 404 with the message.
 * `lock` (PUT): the row is locked before the record is read, because the save writes the whole record back;
 * read first and locked only by the repository, an HR change committed in between would be undone.
 */
async function meuColaboradorId({ db, session, engine }: ActionContext, lock = false): Promise<number> {
  const usuario = engine.registry.get(PATH).fields.find((f) => f.name === 'usuario');
  if (usuario?.kind !== 'ref') throw new Error(`${PATH}: campo usuario ausente`);
  const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(COLABORADOR_TABLE)}
    WHERE ${sql.ref(usuario.column)} = ${session.userId} AND empresa_id = ${session.empresaId}
    ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  if (!rows[0]) throw new HttpError(404, ERROR_CODES.notFound, MSG_MEUS_DADOS.semVinculo);
  return rows[0].id;
}

/** The personal data the employee sees and may change (the allowed part of `pessoal` only). */
function meusDados(c: RecordData, permitidos: string[]) {
  const pessoal = Object.fromEntries(
    Object.entries((c.pessoal as RecordData | undefined) ?? {}).filter(([k]) => permitidos.includes(k)),
  );
  return {
    id: c.id,
    nome: c.nome,
    ...(c.nomeSocial === undefined ? {} : { nomeSocial: c.nomeSocial }),
    pessoal,
    ...(c.endereco === undefined ? {} : { endereco: c.endereco }),
    ...(c.contato === undefined ? {} : { contato: c.contato }),
  };
}

const permitidosDe = (ctx: ActionContext): string[] => {
  const schema = ctx.engine.registry.get(PATH).schema.properties?.pessoal?.properties ?? {};
  return Object.keys(schema).filter((k) => PESSOAL_PERMITIDOS.has(k));
};

export default defineActions([
  {
    name: 'meus-dados',
    method: 'GET',
    path: `${PATH}/meus-dados`,
    summary: 'Dados pessoais do talento vinculado ao usuário da sessão',
    authority: AUTHORITY,
    async handler(ctx) {
      const id = await meuColaboradorId(ctx);
      return meusDados(await ctx.engine.repository(PATH).get(ctx.session, id, ctx.db), permitidosDe(ctx));
    },
  },
  {
    name: 'atualizar-meus-dados',
    method: 'PUT',
    path: `${PATH}/meus-dados`,
    summary: 'Atualiza os dados pessoais do talento vinculado ao usuário da sessão',
    authority: AUTHORITY,
    body: BODY,
    async handler(ctx) {
      const id = await meuColaboradorId(ctx, true);
      const repo = ctx.engine.repository(PATH);
      const atual = await repo.get(ctx.session, id, ctx.db);
      const { nomeSocial, pessoal, endereco, contato } = ctx.body as RecordData;
      const soRh = Object.fromEntries(
        Object.entries((atual.pessoal as RecordData | undefined) ?? {}).filter(
          ([k]) => !PESSOAL_PERMITIDOS.has(k),
        ),
      );
      const { id: _id, nomeSocial: _n, endereco: _e, contato: _c, pessoal: _p, ...resto } = atual;
      const body = {
        ...resto,
        ...(nomeSocial === undefined ? {} : { nomeSocial }),
        pessoal: { ...soRh, ...pessoal },
        ...(endereco === undefined ? {} : { endereco }),
        ...(contato === undefined ? {} : { contato }),
      };
      // the repository records the update of the employee in the audit trail
      ctx.audit = false;
      const salvo = await repo.update(ctx.session, id, body, { tx: ctx.db });
      return meusDados(salvo, permitidosDe(ctx));
    },
  },
]);
