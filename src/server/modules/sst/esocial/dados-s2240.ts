// The data of S-2240 for many employees at a date, in a few set-based queries: each employee's career entry in
// force (environment and function) and since when they are in that environment and function, the environment's
// and the function's history entries in force, the environmental condition that applies (the environment's
// latest on or before the date for the employee's function, else for the whole environment), its agents (with
// EPI names and CAs) and its professionals.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { vigentes } from '../historicos.ts';
import { agenteCodigo } from '../sst.ts';
import type { AgenteS2240, DadosS2240, ResponsavelS2240 } from './s2240.ts';

export type Trabalhador = { id: number; nome: string; dados: DadosS2240 };

type LinhaColaborador = {
  id: number;
  nome: string;
  cpf: string | null;
  matricula: string | null;
  vinculo: string | null;
  data_admissao: string;
  ambiente_id: number | null;
  funcao_id: number | null;
  inicio: string | null;
};

/**
 * `ids`: these employees (any situation); without them, everyone employed on the date (admitted on or before
 * it, not dismissed before it, not cancelled).
 */
export async function carregarDadosS2240(
  db: Db,
  empresaId: number,
  data: string,
  ids?: number[],
): Promise<Trabalhador[]> {
  const filtro = ids
    ? sql`c.id = ANY(${ids}::int[])`
    : sql`c.data_admissao <= ${data}::date AND (c.data_desligamento IS NULL OR c.data_desligamento >= ${data}::date)
          AND c.status IS DISTINCT FROM 'C'`;
  const [empresa, colaboradores] = await Promise.all([
    sql<{ cnpj: string | null }>`SELECT cnpj FROM empresa WHERE id = ${empresaId}`.execute(db),
    sql<LinhaColaborador>`
      WITH h AS (
        SELECT DISTINCT ON (hc.colaborador_id) hc.colaborador_id, hc.data, hc.ambiente_id, hc.funcao_id
          FROM historico_colaborador hc
         WHERE hc.empresa_id = ${empresaId} AND hc.data <= ${data}::date AND hc.status IS DISTINCT FROM 'X'
         ORDER BY hc.colaborador_id, hc.data DESC, hc.id DESC)
      SELECT c.id, c.nome, c.cpf, c.matricula, c.vinculo, to_char(c.data_admissao, 'YYYY-MM-DD') AS data_admissao,
             h.ambiente_id, h.funcao_id,
             -- since when in this environment and function: the first entry after the last one that differs
             to_char((SELECT min(x.data) FROM historico_colaborador x
                       WHERE x.colaborador_id = c.id AND x.status IS DISTINCT FROM 'X' AND x.data <= h.data
                         AND x.data > coalesce((SELECT max(y.data) FROM historico_colaborador y
                                                 WHERE y.colaborador_id = c.id AND y.status IS DISTINCT FROM 'X'
                                                   AND y.data <= h.data
                                                   AND (y.ambiente_id IS DISTINCT FROM h.ambiente_id
                                                        OR y.funcao_id IS DISTINCT FROM h.funcao_id)), '-infinity'::date)),
                     'YYYY-MM-DD') AS inicio
        FROM colaborador c LEFT JOIN h ON h.colaborador_id = c.id
       WHERE c.empresa_id = ${empresaId} AND ${filtro}
       ORDER BY c.id`.execute(db),
  ]);
  const linhas = colaboradores.rows;
  const ambientesIds = [...new Set(linhas.map((l) => l.ambiente_id).filter((x): x is number => x !== null))];
  const funcoesIds = [...new Set(linhas.map((l) => l.funcao_id).filter((x): x is number => x !== null))];

  const [ambientes, funcoes, condicoes] = await Promise.all([
    sql<{ id: number; nome: string; local_amb: 1 | 2; tp_insc: number | null; nr_insc: string | null }>`
      SELECT v.owner_id AS id, v.nome_ambiente AS nome,
             CASE WHEN v.tipo_local = 'T' OR (v.tipo_local = 'O' AND o.tipo = 2) THEN 2 ELSE 1 END AS local_amb,
             CASE v.tipo_local WHEN 'E' THEN CASE e.tipo_inscricao WHEN 'CAEPF' THEN 3 ELSE 1 END
                               WHEN 'O' THEN 4 ELSE v.tipo_inscricao_terceiro::int END AS tp_insc,
             CASE v.tipo_local WHEN 'E' THEN e.inscricao WHEN 'O' THEN o.numero_inscricao ELSE v.inscricao_terceiro END AS nr_insc
        FROM ${vigentes('ambiente_historicos', data, 'data_encerramento')} v
        LEFT JOIN estabelecimento e ON e.id = v.estabelecimento_id
        LEFT JOIN obra o ON o.id = v.obra_id
       WHERE v.owner_id = ANY(${ambientesIds}::int[])`.execute(db),
    sql<{ id: number; descricao: string }>`
      SELECT v.owner_id AS id, v.descricao FROM ${vigentes('funcao_historicos', data)} v
       WHERE v.owner_id = ANY(${funcoesIds}::int[])`.execute(db),
    sql<{
      id: number;
      ambiente_id: number;
      funcao_id: number | null;
      data: string;
      observacao: string | null;
    }>`
      SELECT DISTINCT ON (c.ambiente_id, c.funcao_id) c.id, c.ambiente_id, c.funcao_id,
             to_char(c.data, 'YYYY-MM-DD') AS data, c.observacao
        FROM condicao_ambiental c
       WHERE c.empresa_id = ${empresaId} AND c.data <= ${data}::date AND c.ambiente_id = ANY(${ambientesIds}::int[])
       ORDER BY c.ambiente_id, c.funcao_id, c.data DESC, c.id DESC`.execute(db),
  ]);
  const condicaoIds = condicoes.rows.map((c) => c.id);
  const [agentes, profissionais] = await Promise.all([
    sql<Record<string, any>>`
      SELECT a.owner_id, a.atividade_perigosa_insalubre_id AS agente, a.descricao, a.tipo_avaliacao,
             a.intensidade_concentracao, a.limite_tolerancia, a.unidade_medida, a.tecnica_medicao,
             a.numero_processo_judicial, a.utiliza_epc, a.epc_eficaz, a.utiliza_epi, a.epi_eficaz,
             a.med_protecao, a.cond_functo, a.uso_inint, a.prz_valid, a.periodic_troca, a.higienizacao,
             coalesce((SELECT json_agg(json_build_object('nome', e.nome, 'numeroCA', e.numero_ca) ORDER BY e.nome)
                         FROM condicao_ambiental_agentes_epis j JOIN epi e ON e.id = j.ref_id WHERE j.owner_id = a.id),
                      '[]'::json) AS epis
        FROM condicao_ambiental_agentes a WHERE a.owner_id = ANY(${condicaoIds}::int[])
       ORDER BY a.owner_id, a.posicao, a.id`.execute(db),
    sql<{ owner_id: number } & ResponsavelS2240>`
      SELECT j.owner_id, p.nome, p.cpf, p.orgao_de_classe AS "orgaoDeClasse", p.sigla_orgao_de_classe AS "siglaOrgaoDeClasse",
             p.numero_inscricao AS "numeroInscricao", uf.sigla AS uf
        FROM condicao_ambiental_profissionais j JOIN profissional_sst p ON p.id = j.ref_id
        LEFT JOIN estado uf ON uf.id = p.uf_id
       WHERE j.owner_id = ANY(${condicaoIds}::int[])
       ORDER BY j.owner_id, p.nome, p.id`.execute(db),
  ]);

  const ambientePorId = new Map(ambientes.rows.map((a) => [a.id, a]));
  const funcaoPorId = new Map(funcoes.rows.map((f) => [f.id, f.descricao]));
  const condicao = new Map(condicoes.rows.map((c) => [`${c.ambiente_id}:${c.funcao_id ?? ''}`, c]));
  const agentesPor = new Map<number, AgenteS2240[]>();
  for (const a of agentes.rows) {
    const lista = agentesPor.get(a.owner_id) ?? [];
    lista.push({
      codigo: agenteCodigo(a.agente),
      descricao: a.descricao,
      tipoAvaliacao: a.tipo_avaliacao,
      intensidadeConcentracao: a.intensidade_concentracao,
      limiteTolerancia: a.limite_tolerancia,
      unidadeMedida: a.unidade_medida,
      tecnicaMedicao: a.tecnica_medicao,
      numeroProcessoJudicial: a.numero_processo_judicial,
      utilizaEpc: a.utiliza_epc,
      epcEficaz: a.epc_eficaz,
      utilizaEpi: a.utiliza_epi,
      epiEficaz: a.epi_eficaz,
      epis: a.epis,
      respostasEpi: {
        medProtecao: a.med_protecao,
        condFuncto: a.cond_functo,
        usoInint: a.uso_inint,
        przValid: a.prz_valid,
        periodicTroca: a.periodic_troca,
        higienizacao: a.higienizacao,
      },
    });
    agentesPor.set(a.owner_id, lista);
  }
  const profissionaisPor = new Map<number, ResponsavelS2240[]>();
  for (const { owner_id, ...p } of profissionais.rows)
    profissionaisPor.set(owner_id, [...(profissionaisPor.get(owner_id) ?? []), p]);

  return linhas.map((l) => {
    const amb = l.ambiente_id === null ? undefined : ambientePorId.get(l.ambiente_id);
    const cond =
      l.ambiente_id === null
        ? undefined
        : (condicao.get(`${l.ambiente_id}:${l.funcao_id ?? ''}`) ?? condicao.get(`${l.ambiente_id}:`));
    const inicio = [l.data_admissao, l.inicio ?? l.data_admissao, cond?.data ?? ''].sort().at(-1)!;
    return {
      id: l.id,
      nome: l.nome,
      dados: {
        empregador: { cnpj: empresa.rows[0]?.cnpj },
        trabalhador: { nome: l.nome, cpf: l.cpf, matricula: l.matricula, vinculo: l.vinculo },
        dtIniCondicao: inicio,
        ambiente: amb
          ? { nome: amb.nome, localAmb: amb.local_amb, tpInsc: amb.tp_insc, nrInsc: amb.nr_insc }
          : null,
        atividades: l.funcao_id === null ? null : (funcaoPorId.get(l.funcao_id) ?? null),
        agentes: cond ? (agentesPor.get(cond.id) ?? []) : null,
        responsaveis: cond ? (profissionaisPor.get(cond.id) ?? []) : [],
        observacao: cond?.observacao,
      },
    };
  });
}
