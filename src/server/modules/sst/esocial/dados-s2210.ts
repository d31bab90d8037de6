// The data of one CAT's S-2210 in one query: the CAT, the employee, the company, the place (the CAT's own address,
// else the establishment's for the employer's own place) and the physician's report with its CID-10 code.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { DadosS2210 } from './s2210.ts';

export type CatS2210 = {
  id: number;
  colaborador: { id: number; nome: string };
  dataAcidente: string;
  dados: DadosS2210;
};

export async function carregarDadosS2210(db: Db, empresaId: number, catId: number): Promise<CatS2210 | null> {
  const { rows } = await sql<Record<string, any>>`
    SELECT c.id, col.id AS colaborador_id, col.nome, col.cpf, col.matricula, col.vinculo,
           to_char(col.data_admissao, 'YYYY-MM-DD') AS admissao, e.cnpj AS empresa_cnpj,
           to_char(c.data_acidente, 'YYYY-MM-DD') AS data_acidente, c.tipo_acidente, c.hora_acidente, c.horas_trabalhadas,
           c.tipo_cat, coalesce(c.obito, false) AS obito, to_char(c.data_obito, 'YYYY-MM-DD') AS data_obito,
           coalesce(c.comunicacao_policia, false) AS comunicacao_policia, c.situacao_geradora, coalesce(c.iniciativa, 1) AS iniciativa,
           c.observacao, to_char(c.ultimo_dia_trabalhado, 'YYYY-MM-DD') AS ultimo_dia_trabalhado,
           coalesce(c.houve_afastamento, false) AS houve_afastamento, c.recibo_cat_origem,
           c.tipo_local, c.descricao_local, c.parte_atingida, c.lateralidade, c.agente_causador,
           CASE WHEN c.tipo_local = 1 THEN est.inscricao ELSE c.cnpj_local END AS cnpj_local,
           coalesce(c.endereco_logradouro, est.endereco_logradouro) AS logradouro,
           CASE WHEN c.endereco_logradouro IS NOT NULL THEN c.endereco_numero ELSE est.endereco_numero END AS numero,
           CASE WHEN c.endereco_logradouro IS NOT NULL THEN c.endereco_complemento ELSE est.endereco_complemento END AS complemento,
           CASE WHEN c.endereco_logradouro IS NOT NULL THEN c.endereco_bairro ELSE est.endereco_bairro END AS bairro,
           CASE WHEN c.endereco_logradouro IS NOT NULL THEN c.endereco_cep ELSE est.endereco_cep END AS cep,
           ci.id AS cod_munic, uf.sigla AS uf,
           a.id AS atestado_id, to_char(a.data_atendimento, 'YYYY-MM-DD') AS data_atendimento, a.hora_atendimento,
           coalesce(a.internacao, false) AS internacao, a.duracao_tratamento, coalesce(a.afastamento, false) AS afastamento,
           a.natureza_lesao, a.descricao_lesao, a.diagnostico_provavel, cid.codigo AS cid, a.observacao AS atestado_observacao,
           a.nome_emitente, a.orgao_classe, a.numero_orgao_classe, ufoc.sigla AS uf_oc
      FROM cat c JOIN colaborador col ON col.id = c.colaborador_id
      JOIN empresa e ON e.id = c.empresa_id
      LEFT JOIN estabelecimento est ON est.id = c.estabelecimento_id
      LEFT JOIN cidade ci ON ci.id = CASE WHEN c.endereco_logradouro IS NOT NULL THEN c.endereco_cidade_id ELSE est.endereco_cidade_id END
      LEFT JOIN estado uf ON uf.id = ci.uf_id
      LEFT JOIN cat_atestado a ON a.cat_id = c.id
      LEFT JOIN cid ON cid.id = a.cid_id
      LEFT JOIN estado ufoc ON ufoc.id = a.uf_orgao_classe_id
     WHERE c.id = ${catId} AND c.empresa_id = ${empresaId}`.execute(db);
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    colaborador: { id: r.colaborador_id, nome: r.nome },
    dataAcidente: r.data_acidente,
    dados: {
      empregador: { cnpj: r.empresa_cnpj },
      trabalhador: {
        nome: r.nome,
        cpf: r.cpf,
        matricula: r.matricula,
        vinculo: r.vinculo,
        admissao: r.admissao,
      },
      cat: {
        dataAcidente: r.data_acidente,
        tipoAcidente: r.tipo_acidente,
        horaAcidente: r.hora_acidente,
        horasTrabalhadas: r.horas_trabalhadas,
        tipoCat: r.tipo_cat,
        obito: r.obito,
        dataObito: r.data_obito,
        comunicacaoPolicia: r.comunicacao_policia,
        situacaoGeradora: r.situacao_geradora,
        iniciativa: r.iniciativa,
        observacao: r.observacao,
        ultimoDiaTrabalhado: r.ultimo_dia_trabalhado,
        houveAfastamento: r.houve_afastamento,
        reciboCatOrigem: r.recibo_cat_origem,
      },
      local: {
        tipo: r.tipo_local,
        descricao: r.descricao_local,
        logradouro: r.logradouro,
        numero: r.numero,
        complemento: r.complemento,
        bairro: r.bairro,
        cep: r.cep,
        codMunic: r.cod_munic,
        uf: r.uf,
        cnpj: r.cnpj_local,
      },
      parteAtingida: r.parte_atingida,
      lateralidade: r.lateralidade,
      agenteCausador: r.agente_causador,
      atestado: r.atestado_id
        ? {
            dataAtendimento: r.data_atendimento,
            horaAtendimento: r.hora_atendimento,
            internacao: r.internacao,
            duracaoTratamento: r.duracao_tratamento,
            afastamento: r.afastamento,
            naturezaLesao: r.natureza_lesao,
            descricaoLesao: r.descricao_lesao,
            diagnosticoProvavel: r.diagnostico_provavel,
            cid: r.cid,
            observacao: r.atestado_observacao,
            emitente: {
              nome: r.nome_emitente,
              orgaoClasse: r.orgao_classe,
              numero: r.numero_orgao_classe,
              uf: r.uf_oc,
            },
          }
        : null,
    },
  };
}
