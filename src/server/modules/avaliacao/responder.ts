// An evaluator answers one participation (docs/avaliacao.md "Respostas" and "Anonimato"): the questionnaire of
// the evaluation's model and the competences of the evaluated person's salary range. The sheet goes to the
// questionnaire engine (origem avaliacao-desempenho); the competence levels and the scores to this module's
// tables, keyed by the sheet only. The participation keeps whether it was answered — in an anonymous evaluation
// that is the only link between the evaluator and the evaluation, and it never reaches the sheet.
import { sql } from 'kysely';
import { validarFolha } from '../../../shared/questionario/regras.ts';
import type { FolhaEnviada, Questionario } from '../../../shared/questionario/tipos.ts';
import type { ActionContext } from '../../actions/action.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound, validationError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { gravarFolha, respostasDaFolha } from '../../questionarios/folhas.ts';
import { carregarQuestionario } from '../../questionarios/questionario.ts';
import {
  AVALIACOES,
  type Avaliacao,
  lerAvaliacao,
  MODELOS,
  MSG_AVALIACAO,
  ORIGEM_DESEMPENHO,
  type Papel,
} from './avaliacao.ts';
import { type CompetenciasDoAvaliado, competenciasDoAvaliado } from './competencias.ts';
import {
  type CompetenciaAvaliada,
  MSG_COMPETENCIAS,
  notaCompetencias,
  notaGeral,
  validarCompetencias,
} from './nota-desempenho.ts';

export type Participacao = {
  id: number;
  papel: Papel;
  respondida: boolean;
  respondidaParcialmente: boolean;
  avaliacaoId: number;
  avaliado: { id: number; nome: string };
  avaliadorId: number;
  usuarioId: number | null;
};

/** A participation of the session's user (as evaluator), or 404 — also when it is somebody else's. */
export async function minhaParticipacao(
  db: Db,
  empresaId: number,
  usuarioId: number,
  id: number,
  travar = false,
) {
  const { rows } = await sql<Participacao>`SELECT p.id, p.papel, coalesce(p.respondida, false) AS respondida,
      coalesce(p.respondida_parcialmente, false) AS "respondidaParcialmente", p.avaliacao_desempenho_id AS "avaliacaoId",
      json_build_object('id', a.id, 'nome', a.nome) AS avaliado, p.avaliador_id AS "avaliadorId", c.usuario_id AS "usuarioId"
    FROM avaliacao_participante p JOIN colaborador c ON c.id = p.avaliador_id JOIN colaborador a ON a.id = p.avaliado_id
    WHERE p.id = ${id} AND p.empresa_id = ${empresaId} ${travar ? sql`FOR UPDATE OF p` : sql``}`.execute(db);
  const p = rows[0];
  if (!p || p.usuarioId !== usuarioId) throw notFound();
  return p;
}

/** Why the evaluator cannot answer now, or undefined. */
export function impedimento(a: Avaliacao, p: Participacao): string | undefined {
  if (!a.liberada) return MSG_AVALIACAO.naoLiberada;
  const hoje = today();
  if (hoje < a.dataIni || hoje > a.dataFim) return MSG_AVALIACAO.foraDoPeriodo(a.dataIni, a.dataFim);
  if (p.respondida) return MSG_AVALIACAO.jaRespondida;
  return undefined;
}

/** The reference date of the evaluated person's position: today, within the answering period. */
const dataDaPosicao = (a: Avaliacao) => {
  const hoje = today();
  return hoje > a.dataFim ? a.dataFim : hoje < a.dataIni ? a.dataIni : hoje;
};

/** The evaluator's own sheet: the draft, or (non-anonymous) the finished one. */
async function folhaDoAvaliador(db: Db, a: Avaliacao, p: Participacao) {
  const { rows } = await sql<{
    id: string;
    observacao: string | null;
    concluida: boolean;
    nota_questionario: number | null;
  }>`
    SELECT f.id, f.observacao, f.concluida, n.nota_questionario::float8 AS nota_questionario
      FROM questionario_folha f LEFT JOIN avaliacao_folha_nota n ON n.folha_id = f.id
     WHERE f.origem = ${ORIGEM_DESEMPENHO} AND f.contexto = ${AVALIACOES} AND f.contexto_id = ${a.id}
       AND f.avaliado_id = ${p.avaliado.id} AND f.papel = ${p.papel} AND f.respondente_id = ${p.avaliadorId}`.execute(
    db,
  );
  return rows[0];
}

export type Tela = {
  id: number;
  papel: Papel;
  respondida: boolean;
  respondidaParcialmente: boolean;
  podeResponder: boolean;
  motivo?: string;
  avaliacao: Pick<
    Avaliacao,
    | 'id'
    | 'titulo'
    | 'dataIni'
    | 'dataFim'
    | 'anonima'
    | 'avaliarCompetencias'
    | 'somenteCompetencias'
    | 'notaManual'
    | 'exibirNivelExigido'
  >;
  avaliado: { id: number; nome: string } & Pick<CompetenciasDoAvaliado, 'posicao'>;
  questionario: Questionario | null;
  competencias: CompetenciasDoAvaliado['exigidas'];
  niveis: CompetenciasDoAvaliado['niveis'];
  folha: (FolhaEnviada & { competencias: CompetenciaAvaliada[]; notaQuestionario?: number }) | null;
};

/** Everything the answering screen needs for one participation. */
export async function telaDeResposta(ctx: ActionContext, id: number): Promise<Tela> {
  const { db, session, engine } = ctx;
  const p = await minhaParticipacao(db, session.empresaId, session.userId, id);
  const a = await lerAvaliacao(db, session.empresaId, p.avaliacaoId);
  const motivo = impedimento(a, p);
  const comp = a.avaliarCompetencias
    ? await competenciasDoAvaliado(db, session.empresaId, p.avaliado.id, dataDaPosicao(a))
    : { exigidas: [], niveis: [] };
  const questionario =
    !a.somenteCompetencias && a.modeloId
      ? await carregarQuestionario(db, engine.registry, session.empresaId, MODELOS, a.modeloId)
      : null;
  const propria = await folhaDoAvaliador(db, a, p);
  let folha: Tela['folha'] = null;
  if (propria) {
    const competencias =
      await sql<CompetenciaAvaliada>`SELECT tipo, competencia_id AS "competenciaId", nivel_id AS "nivelId",
        comentario FROM avaliacao_folha_competencia WHERE folha_id = ${propria.id}::uuid ORDER BY tipo, competencia_id`.execute(
        db,
      );
    folha = {
      respostas: await respostasDaFolha(db, propria.id),
      respondidoParcialmente: !propria.concluida,
      ...(propria.observacao ? { observacao: propria.observacao } : {}),
      ...(a.notaManual && propria.nota_questionario !== null
        ? { notaQuestionario: propria.nota_questionario }
        : {}),
      competencias: competencias.rows.map((c) =>
        c.comentario === null ? { ...c, comentario: undefined } : c,
      ),
    };
  }
  return {
    id: p.id,
    papel: p.papel,
    respondida: p.respondida,
    respondidaParcialmente: p.respondidaParcialmente,
    podeResponder: !motivo,
    ...(motivo ? { motivo } : {}),
    avaliacao: {
      id: a.id,
      titulo: a.titulo,
      dataIni: a.dataIni,
      dataFim: a.dataFim,
      anonima: a.anonima,
      avaliarCompetencias: a.avaliarCompetencias,
      somenteCompetencias: a.somenteCompetencias,
      notaManual: a.notaManual,
      exibirNivelExigido: a.exibirNivelExigido,
    },
    avaliado: { ...p.avaliado, ...(comp.posicao ? { posicao: comp.posicao } : {}) },
    questionario,
    competencias: a.exibirNivelExigido ? comp.exigidas : comp.exigidas.map(({ nivelExigido: _n, ...c }) => c),
    niveis: comp.niveis,
    folha,
  };
}

export type CorpoResposta = FolhaEnviada & { competencias: CompetenciaAvaliada[]; notaQuestionario?: number };

/** Checks and stores the answers of one participation; answers the participation's new state. */
export async function responder(ctx: ActionContext, id: number, body: CorpoResposta) {
  const { db, session, engine } = ctx;
  const p = await minhaParticipacao(db, session.empresaId, session.userId, id, true);
  const a = await lerAvaliacao(db, session.empresaId, p.avaliacaoId);
  const motivo = impedimento(a, p);
  if (motivo) throw conflict(motivo);
  const parcial = body.respondidoParcialmente === true;
  const questionario =
    !a.somenteCompetencias && a.modeloId
      ? await carregarQuestionario(db, engine.registry, session.empresaId, MODELOS, a.modeloId)
      : null;
  const comp = a.avaliarCompetencias
    ? await competenciasDoAvaliado(db, session.empresaId, p.avaliado.id, dataDaPosicao(a))
    : { exigidas: [], niveis: [] };
  const errors = [
    ...(questionario ? validarFolha(questionario.perguntas, body, { autoavaliacao: p.papel === 'U' }) : []),
    ...validarCompetencias(comp.exigidas, comp.niveis, body.competencias ?? [], parcial),
  ];
  if (!questionario && body.respostas?.length)
    errors.push({ field: 'respostas', message: 'Esta avaliação não tem questionário.' });
  if (a.notaManual && questionario && !parcial && body.notaQuestionario === undefined)
    errors.push({ field: 'notaQuestionario', message: MSG_COMPETENCIAS.notaManual });
  if (errors.length) throw validationError(errors);

  const anterior = await folhaDoAvaliador(db, a, p);
  const gravada = await gravarFolha(
    db,
    {
      origem: ORIGEM_DESEMPENHO,
      empresaId: session.empresaId,
      cadastro: questionario ? MODELOS : null,
      modeloId: questionario ? a.modeloId : null,
      contexto: AVALIACOES,
      contextoId: a.id,
      avaliadoId: p.avaliado.id,
      papel: p.papel,
      respondenteId: p.avaliadorId,
      anonima: a.anonima,
    },
    questionario?.perguntas ?? [],
    body,
    anterior?.id,
  );
  const niveis = new Map(comp.niveis.map((n) => [n.id, n.ordem]));
  const maior = Math.max(0, ...comp.niveis.map((n) => n.ordem));
  const exigida = new Map(comp.exigidas.map((e) => [`${e.tipo}-${e.competencia.id}`, e]));
  const avaliadas = (body.competencias ?? []).filter((c) => c.nivelId !== undefined);
  if (avaliadas.length)
    await sql`INSERT INTO avaliacao_folha_competencia (folha_id, tipo, competencia_id, nivel_id, ordem, ordem_exigida,
        ordem_maxima, peso, comentario)
      SELECT ${gravada.id}::uuid, x.tipo, x.competencia_id, x.nivel_id, x.ordem, x.ordem_exigida, ${maior}, x.peso, x.comentario
        FROM jsonb_to_recordset(${JSON.stringify(
          avaliadas.map((c) => {
            const e = exigida.get(`${c.tipo}-${c.competenciaId}`)!;
            return {
              tipo: c.tipo,
              competencia_id: c.competenciaId,
              nivel_id: c.nivelId,
              ordem: niveis.get(c.nivelId!) ?? 0,
              ordem_exigida: e.nivelExigido?.ordem ?? null,
              peso: e.peso,
              comentario: c.comentario?.trim() || null,
            };
          }),
        )}::jsonb) AS x(tipo text, competencia_id int, nivel_id int, ordem int, ordem_exigida int, peso int, comentario text)`.execute(
      db,
    );
  const notaQ = a.notaManual && body.notaQuestionario !== undefined ? body.notaQuestionario : gravada.nota;
  const notaC = notaCompetencias(comp.exigidas, comp.niveis, avaliadas);
  await sql`INSERT INTO avaliacao_folha_nota (folha_id, nota_competencias, nota_questionario, nota_geral)
    VALUES (${gravada.id}::uuid, ${notaC}, ${notaQ}, ${notaGeral(notaQ, notaC)})`.execute(db);
  await sql`UPDATE avaliacao_participante SET respondida = ${gravada.concluida}, respondida_parcialmente = ${!gravada.concluida},
      updated_at = now(), updated_by = ${session.userId} WHERE id = ${p.id}`.execute(db);
  return { participante: p, gravada };
}
