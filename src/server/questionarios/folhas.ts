// Answer sheets (questionario_folha + questionario_resposta, migration 010): stored by the engine for every
// context that answers a questionnaire. Anonymity (docs/avaliacao.md "Anonimato"): while the respondent saves
// partial answers, the sheet is theirs (respondente_id set, so they can come back); when an anonymous sheet
// is finished it is written again as a new row with a new random id and no respondent and no time, and the
// draft is deleted — nothing links the finished sheet to who answered it. The module that owns the context
// keeps, on its own records, only *whether* each respondent has answered.
import { sql } from 'kysely';
import { notaDaFolha } from '../../shared/questionario/nota.ts';
import { respostasParaGravar, validarFolha } from '../../shared/questionario/regras.ts';
import type { FolhaEnviada, Pergunta, Resposta } from '../../shared/questionario/tipos.ts';
import type { Db } from '../db/database.ts';
import { notFound, validationError } from '../http/errors.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where a sheet belongs: the model, the context, the subject, the role and the respondent. */
export type Destino = {
  empresaId: number;
  cadastro: string | null;
  modeloId: number | null;
  contexto: string;
  contextoId: number;
  avaliadoId?: number | null;
  papel?: string | null;
  /** who answers (a user or an employee, as the context defines) */
  respondenteId: number;
  anonima?: boolean;
  /** the flow that writes the sheet (default 'folhas', the generic endpoints of acoes.ts) */
  origem?: string;
};

export const ORIGEM_GENERICA = 'folhas';

export type FolhaGravada = {
  /** the sheet's id, for the caller's own writes in the same transaction: never answered for a finished
   * anonymous sheet (semId), so not even its respondent gets a handle to it */
  id: string;
  concluida: boolean;
  nota: number | null;
  anonima: boolean;
};

/** What an endpoint answers about a stored sheet: the id only when the sheet is not anonymous. */
export const respostaDaGravacao = ({ id, concluida, nota, anonima }: FolhaGravada) =>
  anonima && concluida ? { concluida } : { id, concluida, nota };

/** Checks the sheet against the questions (spec §5): 400 with one error per question otherwise. */
export function conferirFolha(perguntas: Pergunta[], folha: FolhaEnviada, autoavaliacao = false) {
  const errors = validarFolha(perguntas, folha, { autoavaliacao });
  if (errors.length) throw validationError(errors);
}

async function inserirRespostas(db: Db, folhaId: string, respostas: Resposta[]) {
  if (respostas.length === 0) return;
  await sql`INSERT INTO questionario_resposta (folha_id, pergunta_id, opcao_id, opcoes_ids, nota, comentario)
    SELECT ${folhaId}::uuid, r.pergunta_id, r.opcao_id, r.opcoes_ids, r.nota, r.comentario
      FROM jsonb_to_recordset(${JSON.stringify(
        respostas.map((r) => ({
          pergunta_id: r.perguntaId,
          opcao_id: r.respostaId ?? null,
          opcoes_ids: r.respostasIds?.length ? r.respostasIds : null,
          nota: r.nota ?? null,
          comentario: r.comentario ?? null,
        })),
      )}::jsonb) AS r(pergunta_id int, opcao_id int, opcoes_ids int[], nota numeric, comentario text)`.execute(
    db,
  );
}

/**
 * Stores a checked sheet: a new one, or over `folhaId` (a draft of the same respondent). Finished anonymous
 * sheets are written without respondent and time, under a new id, and the draft goes away.
 */
export async function gravarFolha(
  db: Db,
  destino: Destino,
  perguntas: Pergunta[],
  folha: FolhaEnviada,
  folhaId?: string,
): Promise<FolhaGravada> {
  const respostas = respostasParaGravar(perguntas, folha.respostas ?? []);
  const concluida = folha.respondidoParcialmente !== true;
  const nota = notaDaFolha(perguntas, respostas);
  const anonimaConcluida = !!destino.anonima && concluida;
  if (folhaId) await sql`DELETE FROM questionario_folha WHERE id = ${folhaId}::uuid`.execute(db);
  const { rows } = await sql<{ id: string }>`INSERT INTO questionario_folha
      (id, origem, empresa_id, cadastro, modelo_id, contexto, contexto_id, avaliado_id, papel, respondente_id,
       respondida_em, anonima, concluida, observacao, nota)
    VALUES (${anonimaConcluida || !folhaId ? sql`gen_random_uuid()` : sql`${folhaId}::uuid`}, ${destino.origem ?? ORIGEM_GENERICA}, ${destino.empresaId},
      ${destino.cadastro}, ${destino.modeloId}, ${destino.contexto}, ${destino.contextoId}, ${destino.avaliadoId ?? null},
      ${destino.papel ?? null}, ${anonimaConcluida ? null : destino.respondenteId},
      ${anonimaConcluida ? null : sql`now()`}, ${!!destino.anonima}, ${concluida}, ${folha.observacao ?? null}, ${nota})
    RETURNING id`.execute(db);
  const id = rows[0].id;
  await inserirRespostas(db, id, respostas);
  return { id, concluida, nota, anonima: !!destino.anonima };
}

export type FolhaLida = {
  id: string;
  concluida: boolean;
  respondidoParcialmente: boolean;
  nota: number | null;
  observacao?: string;
  respostas: Resposta[];
};

/** One sheet of the generic flow with its answers, when it belongs to this model and company. */
export async function lerFolha(
  db: Db,
  empresaId: number,
  cadastro: string,
  modeloId: number,
  folhaId: string,
): Promise<
  FolhaLida & { contexto: string; contextoId: number; respondenteId: number | null; anonima: boolean }
> {
  if (!UUID.test(folhaId)) throw notFound();
  const { rows } = await sql<any>`SELECT id, concluida, nota::float8 AS nota, observacao, contexto,
      contexto_id AS "contextoId", respondente_id AS "respondenteId", anonima
    FROM questionario_folha WHERE id = ${folhaId}::uuid AND empresa_id = ${empresaId}
      AND cadastro = ${cadastro} AND modelo_id = ${modeloId} AND origem = ${ORIGEM_GENERICA}`.execute(db);
  const f = rows[0];
  if (!f) throw notFound();
  return {
    ...f,
    respondidoParcialmente: !f.concluida,
    observacao: f.observacao ?? undefined,
    respostas: await respostasDaFolha(db, f.id),
  };
}

/** The answers of a sheet in wire shape. */
export async function respostasDaFolha(db: Db, folhaId: string): Promise<Resposta[]> {
  const { rows } = await sql<any>`SELECT pergunta_id AS "perguntaId", opcao_id AS "respostaId",
      opcoes_ids AS "respostasIds", nota::float8 AS nota, comentario
    FROM questionario_resposta WHERE folha_id = ${folhaId}::uuid ORDER BY pergunta_id`.execute(db);
  return rows.map((r) =>
    Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null && v !== undefined)),
  ) as Resposta[];
}
