// Class actions (spec §7 Turma):
//   GET/PUT desenvolvimento/turmas/:id/despesas   the cost by expense type ('O curso não possui despesas detalhadas.')
//   GET/PUT desenvolvimento/turmas/:id/presencas  the attendance grid: class days × enrolled, with approval
//   POST    desenvolvimento/turmas/:id/inscrever  enrols chosen employees and those of chosen areas
//   GET     desenvolvimento/turmas/:id/tem-colaborador
// Enrolments go through the colaboradores-turma repository (its rules and audit); attendance rows are audited
// as changes of the class.
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import type { Db } from '../../db/database.ts';
import { conflict, validationError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { ativoNaData, historicosVigentes, subarvoreAreas } from '../cargo-salario/api.ts';
import { INSCRICOES, ROLE_DESENVOLVIMENTO, TURMAS } from './desenvolvimento.ts';
import { MSG_DES } from './messages.ts';
import { situacoes } from './situacao.ts';

const ID = { id: TURMAS };
const br = (d: string) => d.split('-').reverse().join('/');

async function despesas(db: Db, turmaId: number) {
  const { rows } = await sql<{ id: number; descricao: string; valor: string }>`
    SELECT td.id AS id, td.descricao, d.valor FROM turma_despesas d JOIN tipo_despesa td ON td.id = d.tipo_despesa_id
     WHERE d.owner_id = ${turmaId} ORDER BY d.posicao`.execute(db);
  const { rows: t } = await sql<{ custo: string }>`SELECT custo FROM turma WHERE id = ${turmaId}`.execute(db);
  return {
    custo: Number(t[0]!.custo),
    despesas: rows.map((r) => ({
      tipoDespesa: { id: r.id, descricao: r.descricao },
      valor: Number(r.valor),
    })),
    mensagem: rows.length ? null : MSG_DES.semDespesas,
  };
}

type Dia = { id: number; dia: string; turno: string; hora_ini: string | null; hora_fim: string | null };

async function diasDaTurma(db: Db, turmaId: number): Promise<Dia[]> {
  const { rows } = await sql<Dia>`
    SELECT id, to_char(dia, 'YYYY-MM-DD') AS dia, turno, hora_ini, hora_fim FROM turma_dias_turma
     WHERE owner_id = ${turmaId} ORDER BY dia, CASE turno WHEN 'M' THEN 1 WHEN 'T' THEN 2 ELSE 3 END, id`.execute(
    db,
  );
  return rows;
}

async function grade(db: Db, turmaId: number) {
  const dias = await diasDaTurma(db, turmaId);
  const { rows } = await sql<{ id: number; colaborador_id: number; nome: string; dias: number[] }>`
    SELECT ct.id, c.id AS colaborador_id, c.nome,
           coalesce((SELECT array_agg(p.dia_turma_id ORDER BY p.dia_turma_id) FROM presenca_turma p
                      WHERE p.colaborador_turma_id = ct.id), '{}') AS dias
      FROM colaborador_turma ct JOIN colaborador c ON c.id = ct.colaborador_id
     WHERE ct.turma_id = ${turmaId} ORDER BY c.nome, ct.id`.execute(db);
  const sit = await situacoes(
    db,
    rows.map((r) => r.id),
  );
  return {
    dias: dias.map((d) => ({
      id: d.id,
      dia: d.dia,
      turno: d.turno,
      horaIni: d.hora_ini,
      horaFim: d.hora_fim,
    })),
    inscritos: rows.map((r) => ({
      id: r.id,
      colaborador: { id: r.colaborador_id, nome: r.nome },
      presencas: r.dias,
      ...sit.get(r.id)!,
    })),
    mensagem: dias.length ? null : MSG_DES.semDias,
  };
}

export default defineActions([
  {
    name: 'despesas-turma',
    method: 'GET',
    path: 'desenvolvimento/turmas/:id/despesas',
    summary: 'O custo da turma e as despesas por tipo (mensagem quando não há despesas detalhadas)',
    authority: ROLE_DESENVOLVIMENTO,
    ids: ID,
    handler: ({ db, params }) => despesas(db, params.id),
  },
  {
    name: 'gravar-despesas-turma',
    method: 'PUT',
    path: 'desenvolvimento/turmas/:id/despesas',
    summary: 'Regrava as despesas da turma por tipo; com despesas, o custo é a soma delas',
    authority: ROLE_DESENVOLVIMENTO,
    ids: ID,
    body: 'desenvolvimento/_acoes/despesas-turma',
    async handler(ctx) {
      const repo = ctx.repo(TURMAS);
      const { id: _id, ...turma } = await repo.get(ctx.params.id);
      await repo.update(ctx.params.id, { ...turma, despesas: ctx.body.despesas });
      ctx.audit = false; // the register's update was audited with the changed fields
      return despesas(ctx.db, ctx.params.id);
    },
  },
  {
    name: 'presencas-turma',
    method: 'GET',
    path: 'desenvolvimento/turmas/:id/presencas',
    summary: 'A lista de presença: dias da turma, inscritos com os dias presentes, frequência e aprovação',
    authority: ROLE_DESENVOLVIMENTO,
    ids: ID,
    handler: ({ db, params }) => grade(db, params.id),
  },
  {
    name: 'gravar-presencas-turma',
    method: 'PUT',
    path: 'desenvolvimento/turmas/:id/presencas',
    summary: 'Marca ou desmarca presenças de inscritos da turma em dias da turma',
    authority: ROLE_DESENVOLVIMENTO,
    ids: ID,
    body: 'desenvolvimento/_acoes/presencas-turma',
    async handler(ctx) {
      const turmaId = ctx.params.id as number;
      const dias = await diasDaTurma(ctx.db, turmaId);
      if (dias.length === 0) throw conflict(MSG_DES.semDias);
      const diaPorId = new Map(dias.map((d) => [d.id, d]));
      const { rows: insc } = await sql<{ id: number; nome: string }>`
        SELECT ct.id, c.nome FROM colaborador_turma ct JOIN colaborador c ON c.id = ct.colaborador_id
         WHERE ct.turma_id = ${turmaId} FOR UPDATE OF ct`.execute(ctx.db);
      const nomePorInscricao = new Map(insc.map((r) => [r.id, r.nome]));
      const itens = ctx.body.presencas as {
        colaboradorTurmaId: number;
        diaTurmaId: number;
        presente: boolean;
      }[];
      const erros = itens.flatMap((p, i) => [
        ...(nomePorInscricao.has(p.colaboradorTurmaId)
          ? []
          : [{ field: `presencas.${i}.colaboradorTurmaId`, message: MSG_DES.inscricaoDeOutraTurma }]),
        ...(diaPorId.has(p.diaTurmaId)
          ? []
          : [{ field: `presencas.${i}.diaTurmaId`, message: MSG_DES.diaDeOutraTurma }]),
      ]);
      if (erros.length) throw validationError(erros);
      const marcar = itens.filter((p) => p.presente);
      const desmarcar = itens.filter((p) => !p.presente);
      const { rows: marcadas } = await sql<{ c: number; d: number }>`
        INSERT INTO presenca_turma (colaborador_turma_id, dia_turma_id, origem, registrada_por)
        SELECT c, d, 'manual', ${ctx.session.userId}
          FROM unnest(${marcar.map((p) => p.colaboradorTurmaId)}::int[], ${marcar.map((p) => p.diaTurmaId)}::int[]) AS t(c, d)
        ON CONFLICT DO NOTHING RETURNING colaborador_turma_id AS c, dia_turma_id AS d`.execute(ctx.db);
      const { rows: desmarcadas } = await sql<{ c: number; d: number }>`
        DELETE FROM presenca_turma p
         USING unnest(${desmarcar.map((p) => p.colaboradorTurmaId)}::int[], ${desmarcar.map((p) => p.diaTurmaId)}::int[]) AS t(c, d)
         WHERE p.colaborador_turma_id = t.c AND p.dia_turma_id = t.d
        RETURNING p.colaborador_turma_id AS c, p.dia_turma_id AS d`.execute(ctx.db);
      const rotulo = (r: { c: number; d: number }) => {
        const dia = diaPorId.get(r.d)!;
        return `${nomePorInscricao.get(r.c)} em ${br(dia.dia)} (${dia.turno})`;
      };
      ctx.audit = {
        resource: TURMAS,
        recordId: turmaId,
        changes: [
          ...marcadas.map((r) => ({ campo: 'presenca', de: null, para: rotulo(r) })),
          ...desmarcadas.map((r) => ({ campo: 'presenca', de: rotulo(r), para: null })),
        ],
      };
      return grade(ctx.db, turmaId);
    },
  },
  {
    name: 'inscrever-turma',
    method: 'POST',
    path: 'desenvolvimento/turmas/:id/inscrever',
    summary: 'Inscreve na turma talentos escolhidos e os talentos ativos de áreas (com subáreas)',
    authority: ROLE_DESENVOLVIMENTO,
    ids: ID,
    body: 'desenvolvimento/_acoes/inscrever-turma',
    async handler(ctx) {
      const turmaId = ctx.params.id as number;
      const empresaId = ctx.session.empresaId;
      const escolhidos = (ctx.body.colaboradorIds ?? []) as number[];
      const areas = (ctx.body.areaIds ?? []) as number[];
      const { rows: achados } = await sql<{ id: number }>`
        SELECT id FROM colaborador WHERE empresa_id = ${empresaId} AND id = ANY(${escolhidos}::int[])`.execute(
        ctx.db,
      );
      const existem = new Set(achados.map((r) => r.id));
      const faltando = escolhidos.findIndex((id) => !existem.has(id));
      if (faltando >= 0)
        throw validationError([
          { field: `colaboradorIds.${faltando}`, message: 'Talentos: registro não encontrado.' },
        ]);
      let daArea: number[] = [];
      if (areas.length) {
        const hoje = today();
        const { rows } = await sql<{ id: number }>`
          SELECT c.id FROM ${historicosVigentes(empresaId, hoje)} h
            JOIN colaborador c ON c.id = h.colaborador_id AND ${ativoNaData('c', hoje)}
           WHERE h.area_organizacional_id IN ${subarvoreAreas(empresaId, areas)}
           ORDER BY c.nome, c.id`.execute(ctx.db);
        daArea = rows.map((r) => r.id);
      }
      const todos = [...new Set([...escolhidos, ...daArea])];
      const { rows: ja } = await sql<{ colaborador_id: number }>`
        SELECT colaborador_id FROM colaborador_turma WHERE turma_id = ${turmaId}`.execute(ctx.db);
      const inscritos = new Set(ja.map((r) => r.colaborador_id));
      const novos = todos.filter((id) => !inscritos.has(id));
      if (novos.length === 0)
        throw validationError([{ field: 'colaboradorIds', message: MSG_DES.nenhumTalento }]);
      const repo = ctx.repo(INSCRICOES);
      const hoje = today();
      for (const colaboradorId of novos)
        await repo.create({
          turma: { id: turmaId },
          colaborador: { id: colaboradorId },
          dataInscricao: hoje,
        });
      ctx.audit = false; // each enrolment was audited by its register
      return {
        mensagem: MSG_DES.talentosIncluidos,
        incluidos: novos.length,
        jaInscritos: todos.length - novos.length,
      };
    },
  },
  {
    name: 'tem-colaborador',
    method: 'GET',
    path: 'desenvolvimento/turmas/:id/tem-colaborador',
    summary: 'Se a turma tem talentos inscritos',
    authority: ROLE_DESENVOLVIMENTO,
    ids: ID,
    async handler({ db, params }) {
      const { rows } = await sql<{ tem: boolean }>`
        SELECT EXISTS (SELECT 1 FROM colaborador_turma WHERE turma_id = ${params.id}) AS tem`.execute(db);
      return { temColaborador: rows[0]!.tem };
    },
  },
]);
