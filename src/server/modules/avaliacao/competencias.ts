// The competences an evaluated person is rated on (spec §2 "rates each competence of the evaluated person's
// job against the level required by the salary range"): the knowledge, skills and attitudes of the level
// configuration of their salary range in force at the date (cargo-salario's configuracoes-niveis-competencia-
// faixas, read only), with weight, required level and whether a comment is asked; and the company's levels with
// their weight (ordem) in force then.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ctesCompetenciasExigidas, situacoesNaData } from '../cargo-salario/api.ts';
import type { CompetenciaExigida, Nivel, Tipo } from './nota-desempenho.ts';

export type CompetenciasDoAvaliado = {
  posicao?: {
    cargo: { id: number; nome: string };
    faixaSalarial: { id: number; nome: string };
    areaOrganizacional: { id: number; nome: string };
  };
  exigidas: CompetenciaExigida[];
  niveis: Nivel[];
};

const LISTAS = [
  ['C', 'config_nivel_competencia_faixa_conhecimentos'],
  ['H', 'config_nivel_competencia_faixa_habilidades'],
  ['A', 'config_nivel_competencia_faixa_atitudes'],
] as const;

export async function competenciasDoAvaliado(
  db: Db,
  empresaId: number,
  colaboradorId: number,
  data: string,
): Promise<CompetenciasDoAvaliado> {
  const posicao = (await situacoesNaData(db, empresaId, data, [colaboradorId])).get(colaboradorId)?.posicao;
  const faixa = posicao?.faixaSalarial.id ?? 0;
  const comentarios = sql.join(
    LISTAS.map(
      ([tipo, tabela]) =>
        sql`SELECT owner_id, ${tipo}::text AS tipo, competencia_id, coalesce(solicitar_comentario, false) AS solicitar
          FROM ${sql.table(tabela)}`,
    ),
    sql` UNION ALL `,
  );
  const [exigidas, niveis] = await Promise.all([
    sql<any>`WITH ${ctesCompetenciasExigidas(empresaId, data, [])}
      SELECT ex.tipo, ex.competencia_id, ex.nome, ex.observacao, ex.peso, n.id AS nivel_id, n.descricao AS nivel_descricao,
             n.ordem AS nivel_ordem, coalesce(sc.solicitar, false) AS solicitar
        FROM exigidas ex JOIN config_faixa cf ON cf.faixa_id = ex.faixa_id
        LEFT JOIN niveis n ON n.id = ex.nivel_id
        LEFT JOIN (${comentarios}) sc ON sc.owner_id = cf.id AND sc.tipo = ex.tipo AND sc.competencia_id = ex.competencia_id
       WHERE ex.faixa_id = ${faixa}
       ORDER BY ex.tipo_ordem, ex.posicao`.execute(db),
    sql<Nivel>`WITH ${ctesCompetenciasExigidas(empresaId, data, [])}
      SELECT id, descricao, ordem FROM niveis ORDER BY ordem, id`.execute(db),
  ]);
  return {
    ...(posicao
      ? {
          posicao: {
            cargo: posicao.cargo,
            faixaSalarial: posicao.faixaSalarial,
            areaOrganizacional: posicao.areaOrganizacional,
          },
        }
      : {}),
    exigidas: exigidas.rows.map((r) => ({
      tipo: r.tipo as Tipo,
      competencia: {
        id: r.competencia_id,
        nome: r.nome,
        ...(r.observacao ? { observacao: r.observacao } : {}),
      },
      ...(r.nivel_id
        ? { nivelExigido: { id: r.nivel_id, descricao: r.nivel_descricao, ordem: r.nivel_ordem } }
        : {}),
      peso: r.peso ?? 1,
      solicitarComentario: r.solicitar,
    })),
    niveis: niveis.rows,
  };
}
