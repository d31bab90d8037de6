// Candidate rules a schema cannot say (spec §3 Candidate, §4, §5 Recruitment).
//
// * The portal password (`senha`, writeOnly) is stored only as an argon2id hash; absent on update keeps it.
// * dataCadastro / dataAtualizacao / origem / contratado are the server's; statusCadastral and the automatic
//   part of qualificacaoCadastral follow the pendências (pendencias.ts) at every save.
// * The address city must belong to its state.
// * Written by staff (the console, the API, imports), the company's mandatory candidate fields apply as in
//   the portal (campos-obrigatorios.ts); the portal checks its own writes before they reach here.
// * The foreigner's data (country of origin, arrival, visa, RNM) are kept only while the nationality is
//   'Estrangeira': the console hides them otherwise, and a Brazilian record does not keep a stale visa.
// * A hired candidate is not deleted (the employee record came from it); deleting any other candidate also
//   deletes what is only about them: their places in selection processes with the history, documents and the
//   palographic exam (files go with their records).
// * The schema's nome filter is served by the names' words when it can (busca-nome.ts).
// * List parameters beyond the schema filters: visualizar (T all, D available, I unavailable, C hired),
//   curriculo (full-text search in the CV text), foraDaSolicitacao (not yet in that personnel request),
//   empresasIds (accepted when it names the session's company: candidates are kept per company).
import { sql } from 'kysely';
import { MSG } from '../../../shared/messages.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { DEFAULT_PAGE_SIZE } from '../../crud/repository.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { checkCidadeDoEstado } from '../geral/api.ts';
import { condicaoCurriculoLista } from './busca-curriculo.ts';
import { condicaoNomeLista } from './busca-nome.ts';
import { exigeCamposDaEmpresa } from './campos-obrigatorios.ts';
import { apagaVinculosDoCandidato, CANDIDATOS, temArquivoCurriculo } from './candidatos.ts';
import { pendenciasDoCandidato, type Qualificacao, qualificacaoAposVerificar } from './pendencias.ts';

export const MSG_CANDIDATO = {
  contratadoNaoExclui: (nome: string) =>
    `O candidato ${nome} foi contratado e não pode ser excluído: o cadastro do talento veio dele.`,
  visualizarInvalido: 'Visualizar deve ser T, D, I ou C.',
  empresaNaoPermitida: 'Os candidatos são consultados na empresa em que você está.',
} as const;

const VISUALIZAR: Record<string, string> = {
  D: 't.disponivel AND NOT coalesce(t.contratado, false)',
  I: 'NOT t.disponivel',
  C: 'coalesce(t.contratado, false)',
};

async function situacaoCadastral(ctx: HookContext, data: RecordData, id?: number) {
  const pendencias = pendenciasDoCandidato(data, await temArquivoCurriculo(ctx.db, id));
  data.statusCadastral = pendencias.length === 0 ? 'COMPLETO' : 'INCOMPLETO';
  data.qualificacaoCadastral = qualificacaoAposVerificar(
    data.qualificacaoCadastral as Qualificacao | undefined,
    pendencias.length,
  );
}

/** The foreigner's fields of `pessoal` (section 'Estrangeiro' of the candidate's form). */
export const CAMPOS_ESTRANGEIRO = ['paisOrigem', 'dataChegada', 'tipoVisto', 'rnm', 'validadeVisto'] as const;

function dadosDeEstrangeiro(data: RecordData) {
  const pessoal = data.pessoal as RecordData | undefined;
  if (!pessoal || pessoal.nacionalidade === 'ESTRANGEIRA') return;
  for (const campo of CAMPOS_ESTRANGEIRO) delete pessoal[campo];
}

/** Staff writes (a user: the portal's candidate actor has none) ask the company's mandatory fields. */
const daEquipe = (ctx: HookContext) => ctx.session.userId !== null && ctx.session.userId !== undefined;

async function senhaGravada(data: RecordData) {
  if (typeof data.senha === 'string' && data.senha !== '') data.senha = await hashPassword(data.senha);
  else delete data.senha;
}

export default defineHooks(CANDIDATOS, {
  async beforeCreate(ctx, data) {
    await checkCidadeDoEstado(ctx, data.endereco);
    dadosDeEstrangeiro(data);
    if (daEquipe(ctx)) await exigeCamposDaEmpresa(ctx, data);
    const hoje = today();
    data.dataCadastro = hoje;
    data.dataAtualizacao = hoje;
    data.origem ??= 'I';
    data.contratado = false;
    await senhaGravada(data);
    await situacaoCadastral(ctx, data);
  },

  async beforeUpdate(ctx, data, previous) {
    await checkCidadeDoEstado(ctx, data.endereco);
    dadosDeEstrangeiro(data);
    if (daEquipe(ctx)) await exigeCamposDaEmpresa(ctx, data);
    data.dataAtualizacao = today();
    await senhaGravada(data);
    await situacaoCadastral(ctx, data, previous.id as number);
  },

  async beforeDelete(ctx, previous) {
    if (previous.contratado === true)
      throw conflict(MSG_CANDIDATO.contratadoNaoExclui(String(previous.nome)));
    await apagaVinculosDoCandidato(ctx.db, [previous.id as number]);
  },

  async listConditions(ctx, query) {
    const out = [];
    const visualizar = typeof query.visualizar === 'string' ? query.visualizar : '';
    if (visualizar !== '' && visualizar !== 'T') {
      const cond = VISUALIZAR[visualizar];
      if (!cond) throw badRequest(MSG_CANDIDATO.visualizarInvalido);
      out.push(sql.raw(cond));
    }
    // the schema's "contains" filter on the name (the list applies it), alone or with a CV search, from the
    // names' words when they can serve it (over 200 characters, the list refuses it)
    const nome =
      typeof query.nome === 'string' && query.nome !== '' && query.nome.length <= 200 ? query.nome : '';
    const curriculo = typeof query.curriculo === 'string' ? query.curriculo.trim() : '';
    if (curriculo.length > 200) throw badRequest(`${MSG.invalidFilter} (curriculo)`);
    // the name's words (alone or with the CV search) also find the page the list asks for (past the count limit,
    // the list finds it)
    // (at most one more than the count limit; page and size are checked by the list after this hook)
    const ateDaPagina = (Number(query.page ?? 0) + 1) * Number(query.size ?? DEFAULT_PAGE_SIZE);
    const ate = Math.min(
      Number.isSafeInteger(ateDaPagina) && ateDaPagina > 0 ? ateDaPagina : DEFAULT_PAGE_SIZE,
      (ctx.resource.meta.countLimit ?? 0) + 1,
    );
    const doCurriculo =
      curriculo === ''
        ? undefined
        : await condicaoCurriculoLista(ctx, 't', curriculo, nome === '' ? undefined : { texto: nome, ate });
    if (doCurriculo) out.push(doCurriculo.condicao);
    if (nome !== '' && !doCurriculo?.comNome) {
      const doNome = await condicaoNomeLista(ctx, 't', nome, ate);
      if (doNome) out.push(doNome);
    }
    const fora = typeof query.foraDaSolicitacao === 'string' ? query.foraDaSolicitacao : '';
    if (fora !== '') {
      if (!/^\d{1,10}$/.test(fora)) throw badRequest(`${MSG.invalidFilter} (foraDaSolicitacao)`);
      out.push(sql`NOT EXISTS (SELECT 1 FROM candidato_solicitacao cs
        WHERE cs.candidato_id = t.id AND cs.solicitacao_id = ${Number(fora)})`);
    }
    const empresas = typeof query.empresasIds === 'string' ? query.empresasIds : '';
    if (empresas !== '' && !empresas.split(',').every((e) => e.trim() === String(ctx.session.empresaId)))
      throw badRequest(MSG_CANDIDATO.empresaNaoPermitida);
    return out;
  },

  async afterRead(ctx, records) {
    const cpfs = [...new Set(records.map((r) => r.cpf).filter((c): c is string => typeof c === 'string'))];
    const colaboradores = new Set<string>();
    // a list of some fields (?fields=, the console's list) drops jaFoiColaborador unless it asked for it
    if (cpfs.length > 0 && (!ctx.fields || ctx.fields.has('jaFoiColaborador'))) {
      const res = await sql<{ cpf: string }>`SELECT DISTINCT cpf FROM colaborador
        WHERE empresa_id = ${ctx.session.empresaId} AND cpf = ANY(${cpfs}::text[])`.execute(ctx.db);
      for (const r of res.rows) colaboradores.add(r.cpf);
    }
    for (const rec of records) {
      rec.jaFoiColaborador = typeof rec.cpf === 'string' && colaboradores.has(rec.cpf);
      rec.qualificado = rec.qualificacaoCadastral === 'QUALIFICADO';
    }
  },
});
