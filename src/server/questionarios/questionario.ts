// The questionnaire engine: any register that declares `x-resource.questionario` is a questionnaire model
// (docs/avaliacao.md "Motor de questionários"). Its records get aspects (questionario/aspectos) and questions
// (questionario/perguntas), both pointing to the model by (cadastro, modeloId), answer sheets
// (questionario_folha) and the nested endpoints of acoes.ts. This file reads and guards them.
import { sql } from 'kysely';
import type { Pergunta, Questionario } from '../../shared/questionario/tipos.ts';
import type { Registry } from '../../shared/schema/registry.ts';
import type { Resource } from '../../shared/schema/types.ts';
import { storedColumns } from '../crud/record-io.ts';
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';

export const ASPECTOS = 'questionario/aspectos';
export const PERGUNTAS = 'questionario/perguntas';
export const FOLHAS = 'questionario_folha';
export const RESPOSTAS = 'questionario_resposta';

export const MSG_QUESTIONARIO = {
  comRespostas:
    'O questionário já possui respostas: esta alteração invalidaria as respostas dadas. Altere apenas textos, aspectos e a ordem, inclua perguntas não obrigatórias, ou clone o questionário.',
  excluirComRespostas: 'Não é possível excluir: o questionário já possui respostas.',
  cadastroSemQuestionario: 'Este cadastro não é um questionário.',
  modeloInexistente: 'Questionário não encontrado.',
  aspectoDeOutro: 'O aspecto não pertence a este questionário.',
  tipoNaoPermitido: 'Este tipo de pergunta não é permitido neste questionário.',
  notaMinimaMaior: 'A nota mínima deve ser menor que a nota máxima.',
  empresaNaoPermitida: 'Empresa não permitida para este usuário.',
  npsSoNota: 'A pergunta de NPS deve ser do tipo Nota, de 0 a 10.',
} as const;

export type Declaracao = { notaMinima: number; notaMaxima: number; tipos: number[] };

/** The questionnaire options a register declares, or undefined when it is not a questionnaire model. */
export function declaracao(resource: Resource | undefined): Declaracao | undefined {
  const q = resource?.meta.questionario;
  if (!q) return undefined;
  return { notaMinima: q.notaMinima ?? 1, notaMaxima: q.notaMaxima ?? 10, tipos: q.tipos ?? [1, 3, 4, 5] };
}

/** Every questionnaire model register of the registry. */
export const cadastrosDeQuestionario = (registry: Registry): Resource[] =>
  registry.resources.filter((r) => r.meta.questionario);

/** The model record's title column (its recordTitle). */
export function colunaTitulo(resource: Resource): string {
  const f = storedColumns(resource.fields).find((x) => x.name === resource.recordTitle);
  if (!f) throw new Error(`${resource.path}: recordTitle sem coluna`);
  return f.column;
}

/** The model's title, or undefined when the record is not of this company. */
export async function tituloDoModelo(
  db: Db,
  registry: Registry,
  empresaId: number,
  cadastro: string,
  modeloId: number,
): Promise<string | undefined> {
  const resource = registry.find(cadastro);
  if (!declaracao(resource)) return undefined;
  const r = resource!;
  const scope = r.meta.tenant === 'empresa' ? sql`AND empresa_id = ${empresaId}` : sql``;
  const { rows } = await sql<{ titulo: string }>`SELECT ${sql.ref(colunaTitulo(r))}::text AS titulo
    FROM ${sql.table(r.table)} WHERE id = ${modeloId} ${scope}`.execute(db);
  return rows[0]?.titulo;
}

type PerguntaRow = Omit<Pergunta, 'aspecto' | 'notaMinima' | 'notaMaxima' | 'comentario'> & {
  aspecto_id: number | null;
  aspecto_nome: string | null;
  nota_minima: number | null;
  nota_maxima: number | null;
  comentario: string | null;
};

/** The questions of a model (ordered), with their options and aspect, as the answering screen shows them. */
export async function perguntasDoModelo(
  db: Db,
  empresaId: number,
  cadastro: string,
  modeloId: number,
): Promise<Pergunta[]> {
  const { rows } = await sql<PerguntaRow>`SELECT p.id, coalesce(p.ordem, 0) AS ordem, p.texto, p.tipo,
      p.aspecto_id, a.nome AS aspecto_nome, p.nota_minima, p.nota_maxima,
      coalesce(p.exigir_comentario, false) AS "exigirComentario", p.comentario,
      coalesce(p.peso, 1)::float8 AS peso, coalesce(p.obrigatoria, false) AS obrigatoria,
      coalesce(p.obrigatoria_autoavaliacao, false) AS "obrigatoriaAutoavaliacao",
      coalesce((SELECT json_agg(json_build_object('id', o.id, 'texto', o.texto, 'peso', coalesce(o.peso, 1)::float8)
        ORDER BY o.posicao, o.id) FROM questionario_pergunta_respostas o WHERE o.owner_id = p.id), '[]') AS respostas
    FROM questionario_pergunta p LEFT JOIN questionario_aspecto a ON a.id = p.aspecto_id
    WHERE p.empresa_id = ${empresaId} AND p.cadastro = ${cadastro} AND p.modelo_id = ${modeloId}
    ORDER BY p.ordem NULLS LAST, p.id`.execute(db);
  return rows.map(({ aspecto_id, aspecto_nome, nota_minima, nota_maxima, comentario, ...p }) => ({
    ...p,
    ...(aspecto_id === null ? {} : { aspecto: { id: aspecto_id, nome: aspecto_nome ?? '' } }),
    ...(nota_minima === null ? {} : { notaMinima: nota_minima }),
    ...(nota_maxima === null ? {} : { notaMaxima: nota_maxima }),
    ...(comentario === null ? {} : { comentario }),
  }));
}

/** The whole questionnaire of a model record (404 when it is not a record of this company). */
export async function carregarQuestionario(
  db: Db,
  registry: Registry,
  empresaId: number,
  cadastro: string,
  modeloId: number,
): Promise<Questionario> {
  const titulo = await tituloDoModelo(db, registry, empresaId, cadastro, modeloId);
  if (titulo === undefined) throw notFound();
  const [aspectos, perguntas] = await Promise.all([
    sql<{ id: number; nome: string }>`SELECT id, nome FROM questionario_aspecto
      WHERE empresa_id = ${empresaId} AND cadastro = ${cadastro} AND modelo_id = ${modeloId}
      ORDER BY gente_search(nome), id`.execute(db),
    perguntasDoModelo(db, empresaId, cadastro, modeloId),
  ]);
  return { cadastro, modeloId, titulo, aspectos: aspectos.rows, perguntas };
}

/** Whether any answer sheet (finished or partial) answers this model. */
export async function possuiRespostas(db: Db, cadastro: string, modeloId: number): Promise<boolean> {
  const { rows } = await sql<{ existe: boolean }>`SELECT EXISTS (SELECT 1 FROM questionario_folha
    WHERE cadastro = ${cadastro} AND modelo_id = ${modeloId}) AS existe`.execute(db);
  return rows[0].existe;
}

/**
 * Deleting a model record takes its aspects and questions with it, and is refused once it has answers
 * (they are the history of evaluations already made). Called by the generic repository's delete.
 */
export async function removerQuestionario(tx: Db, resource: Resource, id: number): Promise<void> {
  if (!resource.meta.questionario) return;
  if (await possuiRespostas(tx, resource.path, id)) throw conflict(MSG_QUESTIONARIO.excluirComRespostas);
  await sql`DELETE FROM questionario_pergunta WHERE cadastro = ${resource.path} AND modelo_id = ${id}`.execute(
    tx,
  );
  await sql`DELETE FROM questionario_aspecto WHERE cadastro = ${resource.path} AND modelo_id = ${id}`.execute(
    tx,
  );
}

/** The order a new question of the model gets: after its last one. */
export async function proximaOrdem(db: Db, empresaId: number, cadastro: string, modeloId: number) {
  const { rows } = await sql<{ ordem: number }>`SELECT coalesce(max(ordem), 0)::int + 1 AS ordem
    FROM questionario_pergunta WHERE empresa_id = ${empresaId} AND cadastro = ${cadastro} AND modelo_id = ${modeloId}`.execute(
    db,
  );
  return rows[0].ordem;
}
