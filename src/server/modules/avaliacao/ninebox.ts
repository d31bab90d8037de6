// The nine-box of an evaluation (spec §3 Nine box, §5, §9; docs/avaliacao.md "Nove-box"):
// * generating reads the evaluation's results (resultados.ts, with its anonymity rules and, for an anonymous
//   evaluation, only after its last day) into ninebox_posicao: performance and potential per person, or why not;
//   potential = the competences of the same evaluation (performance = its questionnaire, or its general result
//   when it has no questionnaire), or the general result of another evaluation (performance = the general one);
// * the chart puts each person in the box of the current thresholds (quadranteSql), or in the box HR calibrated
//   them into, with the justification and the computed box beside it.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { exigirResultadoDisponivel, lerAvaliacao } from './avaliacao.ts';
import { dica, posicaoNaTela, quadranteSql } from './ninebox-grade.ts';
import { ctesResultados } from './resultados.ts';

export const NINEBOX = 'avaliacao/ninebox';
export const CALIBRACOES = 'avaliacao/ninebox-calibracoes';

export const MSG_NINEBOX = {
  semResposta: 'Sem respostas de outros avaliadores.',
  oculto: 'Resultado oculto: avaliação anônima com menos de 2 avaliadores.',
  semCompetencias: 'Sem competências avaliadas (potencial).',
  semQuestionario: 'Sem nota de desempenho.',
  semPotencial: 'Sem resultado na avaliação do potencial.',
  naoGerado: 'O nove-box ainda não foi gerado.',
  naoAvaliado: 'O talento não está posicionado neste nove-box.',
} as const;

type Config = {
  id: number;
  avaliacao_desempenho_id: number;
  fonte_potencial: string | null;
  avaliacao_potencial_id: number | null;
};

export async function lerNinebox(db: Db, empresaId: number, id: number): Promise<Config> {
  const { rows } =
    await sql<Config>`SELECT id, avaliacao_desempenho_id, fonte_potencial, avaliacao_potencial_id
    FROM ninebox WHERE id = ${id} AND empresa_id = ${empresaId}`.execute(db);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Reads the results again into ninebox_posicao (one statement per evaluation). */
export async function gerarNinebox(db: Db, empresaId: number, id: number) {
  const nb = await lerNinebox(db, empresaId, id);
  const a = await lerAvaliacao(db, empresaId, nb.avaliacao_desempenho_id);
  exigirResultadoDisponivel(a);
  const outra = nb.fonte_potencial === 'OUTRA_AVALIACAO' && nb.avaliacao_potencial_id;
  if (outra) exigirResultadoDisponivel(await lerAvaliacao(db, empresaId, nb.avaliacao_potencial_id!));
  await sql`DELETE FROM ninebox_posicao WHERE ninebox_id = ${id}`.execute(db);
  const desempenho = outra ? sql`ra.g` : sql`coalesce(ra.q, ra.g)`;
  const potencial = outra ? sql`rb.g` : sql`ra.c`;
  await sql`WITH ${ctesResultados(empresaId, a.id)}, rb AS (
      SELECT avaliado_id, g, visivel FROM (WITH ${ctesResultados(empresaId, outra ? nb.avaliacao_potencial_id! : 0)}
        SELECT avaliado_id, g, visivel FROM ra) x
    )
    INSERT INTO ninebox_posicao (ninebox_id, colaborador_id, desempenho, potencial, motivo)
    SELECT ${id}, ra.avaliado_id,
           CASE WHEN ra.visivel THEN round(${desempenho}::numeric, 2) END,
           CASE WHEN ra.visivel THEN round(${potencial}::numeric, 2) END,
           CASE WHEN ra.respondidas = 0 THEN ${MSG_NINEBOX.semResposta}
                WHEN NOT ra.visivel THEN ${MSG_NINEBOX.oculto}
                WHEN ${desempenho} IS NULL THEN ${MSG_NINEBOX.semQuestionario}
                WHEN ${potencial} IS NULL THEN ${outra ? MSG_NINEBOX.semPotencial : MSG_NINEBOX.semCompetencias} END
      FROM ra LEFT JOIN rb ON rb.avaliado_id = ra.avaliado_id`.execute(db);
  await sql`UPDATE ninebox SET gerado_em = now() WHERE id = ${id}`.execute(db);
}

/** The box a person is computed into now (current thresholds), or undefined when not placed. */
export async function quadranteCalculado(
  db: Db,
  nineboxId: number,
  colaboradorId: number,
): Promise<number | undefined> {
  const { rows } = await sql<{
    box: number | null;
  }>`SELECT ${quadranteSql(sql.ref('p.desempenho'), sql.ref('p.potencial'))} AS box
    FROM ninebox_posicao p JOIN ninebox nb ON nb.id = p.ninebox_id
    WHERE p.ninebox_id = ${nineboxId} AND p.colaborador_id = ${colaboradorId}`.execute(db);
  return rows[0]?.box ?? undefined;
}

export type Pessoa = {
  id: number;
  nome: string;
  area: string | null;
  cargo: string | null;
  desempenho: number | null;
  potencial: number | null;
  boxCalculado: number | null;
  calibracao?: { id: number; box: number; justificativa: string };
};

/** The chart: the nine boxes (name, description, tooltip, where drawn, people) and who is not placed. */
export async function graficoNinebox(db: Db, empresaId: number, id: number) {
  await lerNinebox(db, empresaId, id);
  const { rows: cfg } =
    await sql<any>`SELECT nb.id, nb.data, nb.gerado_em AS "geradoEm", coalesce(nb.inverter_eixo, false) AS "inverterEixo",
      nb.percentual_baixo_potencial AS "percentualBaixoPotencial", nb.percentual_alto_potencial AS "percentualAltoPotencial",
      nb.percentual_baixo_desempenho AS "percentualBaixoDesempenho", nb.percentual_alto_desempenho AS "percentualAltoDesempenho",
      coalesce(nb.fonte_potencial, 'COMPETENCIAS') AS "fontePotencial", a.id AS avaliacao_id, a.titulo AS avaliacao_titulo,
      a.data_fim::text AS avaliacao_fim
    FROM ninebox nb JOIN avaliacao_desempenho a ON a.id = nb.avaliacao_desempenho_id WHERE nb.id = ${id}`.execute(
      db,
    );
  const c = cfg[0];
  if (!c.geradoEm) throw conflict(MSG_NINEBOX.naoGerado);
  const [boxes, pessoas] = await Promise.all([
    sql<{
      quadrante: number;
      nomeclatura: string;
      descricao: string;
    }>`SELECT quadrante, nomeclatura, descricao
      FROM ninebox_boxes WHERE owner_id = ${id} ORDER BY quadrante`.execute(db),
    sql<Pessoa & { motivo: string | null }>`SELECT c.id, c.nome, ar.nome AS area, cg.nome AS cargo,
        p.desempenho::float8 AS desempenho, p.potencial::float8 AS potencial, p.motivo,
        ${quadranteSql(sql.ref('p.desempenho'), sql.ref('p.potencial'))} AS "boxCalculado",
        CASE WHEN k.id IS NOT NULL THEN json_build_object('id', k.id, 'box', k.box, 'justificativa', k.justificativa) END AS calibracao
      FROM ninebox_posicao p JOIN ninebox nb ON nb.id = p.ninebox_id JOIN colaborador c ON c.id = p.colaborador_id
      LEFT JOIN ninebox_calibracao k ON k.ninebox_id = nb.id AND k.colaborador_id = c.id
      LEFT JOIN LATERAL (SELECT h.area_organizacional_id, h.faixa_salarial_id FROM historico_colaborador h
         WHERE h.colaborador_id = c.id AND h.status IS DISTINCT FROM 'X' AND h.data <= ${c.avaliacao_fim}::date
           AND coalesce(h.data_fim, 'infinity'::date) >= ${c.avaliacao_fim}::date ORDER BY h.data DESC LIMIT 1) h ON TRUE
      LEFT JOIN area_organizacional ar ON ar.id = h.area_organizacional_id
      LEFT JOIN faixa_salarial fx ON fx.id = h.faixa_salarial_id LEFT JOIN cargo cg ON cg.id = fx.cargo_id
      WHERE p.ninebox_id = ${id} ORDER BY gente_search(c.nome), c.id`.execute(db),
  ]);
  const porBox = new Map<number, Pessoa[]>();
  const semResultado: { id: number; nome: string; motivo: string }[] = [];
  for (const { motivo, calibracao, ...p } of pessoas.rows) {
    const box = calibracao?.box ?? p.boxCalculado;
    if (box === null || box === undefined) {
      semResultado.push({ id: p.id, nome: p.nome, motivo: motivo ?? MSG_NINEBOX.semResposta });
      continue;
    }
    if (!porBox.has(box)) porBox.set(box, []);
    porBox.get(box)!.push({ ...p, ...(calibracao ? { calibracao } : {}) });
  }
  const { avaliacao_id, avaliacao_titulo, avaliacao_fim: _f, ...ninebox } = c;
  return {
    ninebox: { ...ninebox, avaliacao: { id: avaliacao_id, titulo: avaliacao_titulo } },
    eixos: c.inverterEixo
      ? { horizontal: 'Potencial', vertical: 'Desempenho' }
      : { horizontal: 'Desempenho', vertical: 'Potencial' },
    boxes: boxes.rows.map((b) => {
      const colaboradores = porBox.get(b.quadrante) ?? [];
      return {
        ...b,
        dica: dica(b.descricao),
        ...posicaoNaTela(b.quadrante, c.inverterEixo),
        quantidade: colaboradores.length,
        colaboradores,
      };
    }),
    semResultado,
  };
}
