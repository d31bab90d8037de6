// The data of one ASO's S-2220 in one query: the employer's CNPJ, the employee's CPF, registration and bond,
// the ASO with its exams (each exam's table-27 code) and the examining and coordinating physicians with the
// state of their CRM.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { DadosS2220 } from './s2220.ts';

export type AsoS2220 = {
  asoId: number;
  colaborador: { id: number; nome: string };
  data: string;
  dados: DadosS2220;
};

const medico = (alias: string) => sql`CASE WHEN ${sql.ref(`${alias}.id`)} IS NOT NULL THEN json_build_object(
    'nome', ${sql.ref(`${alias}.nome`)}, 'cpf', ${sql.ref(`${alias}.cpf`)},
    'orgaoDeClasse', ${sql.ref(`${alias}.orgao_de_classe`)}, 'numeroInscricao', ${sql.ref(`${alias}.numero_inscricao`)},
    'uf', (SELECT sigla FROM estado WHERE id = ${sql.ref(`${alias}.uf_id`)})) END`;

/** The ASO `asoId` of the company, or undefined. */
export async function carregarDadosS2220(
  db: Db,
  empresaId: number,
  asoId: number,
): Promise<AsoS2220 | undefined> {
  const { rows } = await sql<{
    colaborador_id: number;
    nome: string;
    cpf: string | null;
    matricula: string | null;
    vinculo: string | null;
    cnpj: string | null;
    tipo: number;
    data: string;
    resultado: number | null;
    medico: DadosS2220['medico'];
    coordenador: DadosS2220['coordenador'];
    exames: DadosS2220['exames'];
  }>`
    SELECT c.id AS colaborador_id, c.nome, c.cpf, c.matricula, c.vinculo, e.cnpj, a.tipo,
           to_char(a.data, 'YYYY-MM-DD') AS data, a.resultado,
           ${medico('m')} AS medico, ${medico('r')} AS coordenador,
           coalesce((SELECT json_agg(json_build_object('nome', ex.nome, 'data', to_char(x.data, 'YYYY-MM-DD'),
                                      'procedimento', p.codigo, 'observacao', x.observacao, 'ordem', x.ordem,
                                      'resultado', x.resultado) ORDER BY x.posicao, x.id)
                       FROM aso_exames x JOIN exame ex ON ex.id = x.exame_id
                       LEFT JOIN procedimento_esocial p ON p.id = ex.procedimento_esocial_id
                      WHERE x.owner_id = a.id), '[]'::json) AS exames
      FROM aso a JOIN colaborador c ON c.id = a.colaborador_id JOIN empresa e ON e.id = a.empresa_id
      LEFT JOIN profissional_sst m ON m.id = a.medico_id
      LEFT JOIN profissional_sst r ON r.id = a.coordenador_id
     WHERE a.id = ${asoId} AND a.empresa_id = ${empresaId}`.execute(db);
  const r = rows[0];
  if (!r) return undefined;
  return {
    asoId,
    colaborador: { id: r.colaborador_id, nome: r.nome },
    data: r.data,
    dados: {
      empregador: { cnpj: r.cnpj },
      trabalhador: { nome: r.nome, cpf: r.cpf, matricula: r.matricula, vinculo: r.vinculo },
      aso: { tipo: r.tipo, data: r.data, resultado: r.resultado },
      exames: r.exames,
      medico: r.medico,
      coordenador: r.coordenador,
    },
  };
}
