// Actions of the homogeneous exposure groups (sst/grupos-homogeneos):
// * POST …/:id/clonar: a new group with the same histories (date, place, environments, functions, agents,
//   description), named as asked or '<nome> (cópia)'; answers the new group (201).
// * POST …/:id/repassar-condicoes: passes a history entry of the group (default: the latest) on to the
//   environmental conditions of its employees — for each environment of the entry (and each of its functions,
//   or the whole environment when it lists none) a condition on the entry's date with the entry's agents. A
//   group's workers share one exposure, so each agent's evaluation (intensity, EPC, EPI, severity…) is copied
//   from the measurement that represents the group: the latest condition of one of its environments with that
//   agent (on or before the entry's date, else the earliest after it). An environment/function that already has
//   a condition on that date keeps it. One transaction; answers what was created and what was kept.
// Both write through the registers' repositories, so their rules (severity from the matrix, EPIs) and audit apply.
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { badRequest, fieldError } from '../../http/errors.ts';
import { MSG_GHE_REPASSAR, nomeCopiaGhe, obsRepassadaDoGhe } from './messages.ts';
import { AUSENCIA_AGENTE, agenteCodigo, ROLE_SST } from './sst.ts';

const GHE = 'sst/grupos-homogeneos';
const CONDICOES = 'sst/condicoes-ambientais';

type Alvo = { ambienteId: number; funcaoId: number | null };

export default defineActions([
  {
    name: 'grupo-homogeneo-clonar',
    method: 'POST',
    path: `${GHE}/:id/clonar`,
    summary: 'Cria uma cópia do grupo homogêneo de exposição, com os seus históricos',
    authority: ROLE_SST,
    ids: { id: GHE },
    body: 'sst/_acoes/grupo-homogeneo-clonar',
    bodyOptional: true,
    status: 201,
    async handler(ctx) {
      const repo = ctx.repo(GHE);
      const origem = await repo.get(ctx.params.id);
      const [primeiro, ...outros] = origem.historicos.map(({ id: _id, ...h }) => h);
      const copia = await repo.create({
        nome: ctx.body?.nome ?? nomeCopiaGhe(origem.nome),
        historicos: [primeiro!, ...outros],
      });
      ctx.audit = { resource: GHE, recordId: copia.id, changes: [{ campo: 'clonadoDe', para: origem.id }] };
      return copia;
    },
  },
  {
    name: 'grupo-homogeneo-repassar-condicoes',
    method: 'POST',
    path: `${GHE}/:id/repassar-condicoes`,
    summary: 'Repassa um histórico do grupo homogêneo às condições ambientais dos seus ambientes e funções',
    authority: ROLE_SST,
    ids: { id: GHE },
    body: 'sst/_acoes/grupo-homogeneo-repassar',
    bodyOptional: true,
    async handler(ctx) {
      const empresaId = ctx.session.empresaId;
      const grupo = await ctx.repo(GHE).get(ctx.params.id);
      const pedida = ctx.body?.data as string | undefined;
      const entrada = pedida
        ? grupo.historicos.find((h) => h.data === pedida)
        : [...grupo.historicos].sort((a, b) => a.data.localeCompare(b.data)).at(-1);
      if (!entrada) throw fieldError('data', MSG_GHE_REPASSAR.semHistorico(pedida!));
      const agentes = entrada.agentes ?? [];
      if (agentes.length === 0) throw badRequest(MSG_GHE_REPASSAR.semAgentes);
      const funcoes = entrada.funcoes ?? [];

      // the representative measurement of each agent among the group's environments (and functions)
      const { rows: reps } = await sql<{ agente: number; condicaoId: number }>`
        SELECT DISTINCT ON (ag.atividade_perigosa_insalubre_id)
               ag.atividade_perigosa_insalubre_id AS agente, c.id AS "condicaoId"
          FROM condicao_ambiental c JOIN condicao_ambiental_agentes ag ON ag.owner_id = c.id
         WHERE c.empresa_id = ${empresaId} AND c.ambiente_id = ANY(${entrada.ambientes}::int[])
           AND (cardinality(${funcoes}::int[]) = 0 OR c.funcao_id IS NULL OR c.funcao_id = ANY(${funcoes}::int[]))
           AND ag.atividade_perigosa_insalubre_id = ANY(${agentes}::int[])
         ORDER BY ag.atividade_perigosa_insalubre_id, (c.data <= ${entrada.data}::date) DESC,
                  CASE WHEN c.data <= ${entrada.data}::date THEN c.data END DESC, c.data, c.id DESC`.execute(
        ctx.db,
      );
      const condicoes = ctx.repo(CONDICOES);
      const lidas = new Map<number, Awaited<ReturnType<typeof condicoes.get>>>();
      for (const id of new Set(reps.map((r) => r.condicaoId))) lidas.set(id, await condicoes.get(id));
      const profissionais = new Set<number>();
      const exposicoes = agentes.map((agente) => {
        if (agente === AUSENCIA_AGENTE) return { atividadePerigosaInsalubre: { id: agente } };
        const rep = reps.find((r) => r.agente === agente);
        if (!rep) throw badRequest(MSG_GHE_REPASSAR.semAvaliacao(agenteCodigo(agente)));
        const condicao = lidas.get(rep.condicaoId)!;
        for (const p of condicao.profissionais ?? []) profissionais.add(p);
        const item = condicao.agentes.find((a) => a.atividadePerigosaInsalubre.id === agente)!;
        const {
          id: _id,
          avisoEficacia: _aviso,
          ...exposicao
        } = item as typeof item & { avisoEficacia?: unknown };
        return exposicao;
      });

      const alvos = entrada.ambientes.flatMap((ambienteId): Alvo[] =>
        funcoes.length
          ? funcoes.map((funcaoId) => ({ ambienteId, funcaoId }))
          : [{ ambienteId, funcaoId: null }],
      );
      const { rows: existentes } = await sql<{ ambienteId: number; funcaoId: number | null; id: number }>`
        SELECT ambiente_id AS "ambienteId", funcao_id AS "funcaoId", id FROM condicao_ambiental
         WHERE empresa_id = ${empresaId} AND data = ${entrada.data}::date
           AND ambiente_id = ANY(${entrada.ambientes}::int[])`.execute(ctx.db);
      const observacao = obsRepassadaDoGhe(grupo.nome, entrada.data);
      const criadas: (Alvo & { id: number })[] = [];
      const mantidas: (Alvo & { id: number })[] = [];
      for (const alvo of alvos) {
        const ja = existentes.find((e) => e.ambienteId === alvo.ambienteId && e.funcaoId === alvo.funcaoId);
        if (ja) {
          mantidas.push({ ...alvo, id: ja.id });
          continue;
        }
        const c = await condicoes.create({
          data: entrada.data,
          ambiente: { id: alvo.ambienteId },
          ...(alvo.funcaoId ? { funcao: { id: alvo.funcaoId } } : {}),
          ...(profissionais.size ? { profissionais: [...profissionais] } : {}),
          observacao,
          agentes: exposicoes as never,
        } as never);
        criadas.push({ ...alvo, id: c.id });
      }

      const nomes = await nomesDe(ctx.db, [...criadas, ...mantidas]);
      const resumo = (l: (Alvo & { id: number })[]) =>
        l.map((x) => ({
          id: x.id,
          ambiente: { id: x.ambienteId, nome: nomes.ambientes.get(x.ambienteId) },
          funcao: x.funcaoId ? { id: x.funcaoId, nome: nomes.funcoes.get(x.funcaoId) } : null,
        }));
      ctx.audit = {
        resource: GHE,
        recordId: grupo.id,
        changes: [{ campo: 'condicoesRepassadas', para: criadas.map((c) => c.id) }],
      };
      return {
        grupo: { id: grupo.id, nome: grupo.nome },
        data: entrada.data,
        agentes: agentes.map(agenteCodigo),
        criadas: resumo(criadas),
        jaExistiam: resumo(mantidas),
      };
    },
  },
]);

async function nomesDe(db: import('../../db/database.ts').Db, alvos: Alvo[]) {
  const amb = [...new Set(alvos.map((a) => a.ambienteId))];
  const fun = [...new Set(alvos.flatMap((a) => (a.funcaoId ? [a.funcaoId] : [])))];
  const { rows } = await sql<{ t: string; id: number; nome: string }>`
    SELECT 'a' AS t, id, nome FROM ambiente WHERE id = ANY(${amb}::int[])
    UNION ALL SELECT 'f', id, nome FROM funcao WHERE id = ANY(${fun}::int[])`.execute(db);
  return {
    ambientes: new Map(rows.filter((r) => r.t === 'a').map((r) => [r.id, r.nome])),
    funcoes: new Map(rows.filter((r) => r.t === 'f').map((r) => [r.id, r.nome])),
  };
}
