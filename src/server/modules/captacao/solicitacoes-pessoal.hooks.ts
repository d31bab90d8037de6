// Personnel request rules a schema cannot say (spec §3, §4, §5 Personnel request).
//
// * A new request starts em análise (status I), open, with the session's user as requester.
// * Company settings: solPessoalObrigarDadosComplementares makes the complementary data required
//   (bond, education, sex, age bounds, state, city, neighbourhoods, extra info); with it and
//   solPessoalExibirSalario, the pay is required and positive.
// * The city belongs to the state. Closed and cancelled requests are not edited (reopen first).
// * A request with candidates is not deleted; its job ad goes with it.
// * Read: situacao (A/S/E/C), cargo (of the salary range), qtdDiasPrevisao, qtdCandidatos, qtdVagasPreenchidas.
// * List parameters beyond the schema filters: codigo (ids), status (situação: T all, A, S, E, C), cargoId.
import { sql } from 'kysely';
import { MSG } from '../../../shared/messages.ts';
import { requiredMessage } from '../../../shared/schema/field-errors.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { badRequest, conflict, validationError } from '../../http/errors.ts';
import { checkCidadeDoEstado } from '../geral/api.ts';
import { configuracaoCaptacao } from './configuracao-empresa.ts';
import { MSG_SOLICITACAO, situacaoDe } from './solicitacao-estado.ts';
import { SOLICITACOES } from './solicitacoes-pessoal.ts';

export const MSG_REMUNERACAO_POSITIVA = 'Remuneração deve ser um número positivo';

/** [property, label] of the complementary data the company may require. */
const COMPLEMENTARES: [string, string][] = [
  ['vinculo', 'Vínculo'],
  ['escolaridade', 'Escolaridade Mínima'],
  ['sexo', 'Sexo'],
  ['idadeMinima', 'Idade Mínima'],
  ['idadeMaxima', 'Idade Máxima'],
  ['uf', 'Estado'],
  ['cidade', 'Cidade'],
  ['bairros', 'Bairros'],
  ['infoComplementares', 'Informações Complementares'],
];

const vazio = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

async function checkConfiguracao(ctx: HookContext, data: RecordData) {
  const cfg = await configuracaoCaptacao(ctx.db, ctx.session.empresaId);
  const errors: { field: string; message: string }[] = [];
  if (cfg.solPessoalObrigarDadosComplementares) {
    for (const [campo, rotulo] of COMPLEMENTARES)
      if (vazio(data[campo]))
        errors.push({
          field: campo,
          message: campo === 'bairros' ? 'Selecione ao menos um Bairro' : requiredMessage(rotulo),
        });
    if (cfg.solPessoalExibirSalario && !(typeof data.remuneracao === 'number' && data.remuneracao > 0))
      errors.push({ field: 'remuneracao', message: MSG_REMUNERACAO_POSITIVA });
  }
  if (errors.length > 0) throw validationError(errors);
  if (data.cidade && data.uf) await checkCidadeDoEstado(ctx, { uf: data.uf, cidade: data.cidade }, '');
}

const SITUACAO_SQL: Record<string, string> = {
  A: 'NOT t.cancelada AND NOT t.encerrada AND NOT t.suspensa',
  S: 'NOT t.cancelada AND NOT t.encerrada AND t.suspensa',
  E: 'NOT t.cancelada AND t.encerrada',
  C: 't.cancelada',
};

const ids = (raw: unknown, nome: string): number[] => {
  if (typeof raw !== 'string' || raw === '') return [];
  const out = raw.split(',').map((s) => s.trim());
  if (out.length > 5000 || !out.every((s) => /^\d{1,10}$/.test(s)))
    throw badRequest(`${MSG.invalidFilter} (${nome})`);
  return out.map(Number);
};

export default defineHooks(SOLICITACOES, {
  async beforeCreate(ctx, data) {
    await checkConfiguracao(ctx, data);
    Object.assign(data, { status: 'I', suspensa: false, encerrada: false, cancelada: false });
    data.solicitante = { id: ctx.session.userId };
  },

  async beforeUpdate(ctx, data, previous) {
    const s = situacaoDe(previous as never);
    if (s === 'E' || s === 'C') throw conflict(MSG_SOLICITACAO.edicaoNaoPermitida(s));
    await checkConfiguracao(ctx, data);
  },

  async beforeDelete(ctx, previous) {
    const res =
      await sql`SELECT 1 FROM candidato_solicitacao WHERE solicitacao_id = ${previous.id} LIMIT 1`.execute(
        ctx.db,
      );
    if (res.rows.length > 0) throw conflict(MSG_SOLICITACAO.comCandidatos);
    await sql`DELETE FROM anuncio WHERE solicitacao_id = ${previous.id}`.execute(ctx.db);
  },

  listConditions(_ctx, query) {
    const out = [];
    const codigos = ids(query.codigo, 'codigo');
    if (codigos.length > 0) out.push(sql`t.id = ANY(${codigos}::int[])`);
    const status = typeof query.status === 'string' ? query.status : '';
    if (status !== '' && status !== 'T') {
      const cond = SITUACAO_SQL[status];
      if (!cond) throw badRequest('Situação deve ser T, A, S, E ou C.');
      out.push(sql.raw(cond));
    }
    const cargos = ids(query.cargoId, 'cargoId');
    if (cargos.length > 0)
      out.push(
        sql`t.faixa_salarial_id IN (SELECT id FROM faixa_salarial WHERE cargo_id = ANY(${cargos}::int[]))`,
      );
    return out;
  },

  async afterRead(ctx, records) {
    if (records.length === 0) return;
    const idsLidos = records.map((r) => r.id as number);
    const res = await sql<{
      id: number;
      cargo_id: number | null;
      cargo: string | null;
      candidatos: number;
      contratados: number;
    }>`
      SELECT s.id, c.id AS cargo_id, c.nome AS cargo,
             (SELECT count(*)::int FROM candidato_solicitacao cs WHERE cs.solicitacao_id = s.id) AS candidatos,
             (SELECT count(*)::int FROM candidato_solicitacao cs WHERE cs.solicitacao_id = s.id
                AND cs.situacao = 'CONTRATADO') AS contratados
        FROM solicitacao_pessoal s
        LEFT JOIN faixa_salarial f ON f.id = s.faixa_salarial_id
        LEFT JOIN cargo c ON c.id = f.cargo_id
       WHERE s.id = ANY(${idsLidos}::int[])`.execute(ctx.db);
    const porId = new Map(res.rows.map((r) => [r.id, r]));
    for (const rec of records) {
      const r = porId.get(rec.id as number);
      rec.situacao = situacaoDe({
        suspensa: rec.suspensa === true,
        encerrada: rec.encerrada === true,
        cancelada: rec.cancelada === true,
      });
      if (r?.cargo_id) rec.cargo = { id: r.cargo_id, nome: r.cargo };
      rec.qtdCandidatos = r?.candidatos ?? 0;
      rec.qtdVagasPreenchidas = r?.contratados ?? 0;
      if (typeof rec.data === 'string' && typeof rec.dataPrevisaoEncerramento === 'string')
        rec.qtdDiasPrevisao = Math.round(
          (Date.parse(rec.dataPrevisaoEncerramento) - Date.parse(rec.data)) / 86_400_000,
        );
    }
  },
});
