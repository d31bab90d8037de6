// CIPA (NR-5) rules shared by the hooks of mandates, elections, election stages and meetings and by their tests:
// the messages, the order of an election's stages and the reading of a mandate.
import { sql } from 'kysely';
import etapasSchema from '../../../../schemas/sst/etapas-eleicao-cipa.json' with { type: 'json' };
import type { Db } from '../../db/database.ts';

export type EtapaEleicao = keyof (typeof etapasSchema.properties.etapa)['x-enum-labels'];

/** The stages in the order NR-5 5.5 runs them (the schema's enum order). */
export const ETAPAS = etapasSchema.properties.etapa.enum as EtapaEleicao[];
export const ROTULO_ETAPA = etapasSchema.properties.etapa['x-enum-labels'];

const dia = (iso: string) => iso.split('-').reverse().join('/');

export const MSG_CIPA = {
  candidatoRepetido: 'Este talento já é candidato nesta eleição.',
  candidatoOutroEstabelecimento: (nome: string) => `${nome}: talento de outro estabelecimento.`,
  candidatoDesligado: (nome: string) => `${nome}: talento desligado não pode ser candidato.`,
  mandatoOutroEstabelecimento: 'O mandato escolhido é de outro estabelecimento.',
  votosAntesDaApuracao: 'Os votos só podem ser informados depois de iniciada a apuração da eleição.',
  apuracaoComVotos:
    'A eleição já tem votos informados: apague-os dos candidatos antes de excluir ou adiar a apuração.',
  comecaAntes: (etapa: EtapaEleicao, anterior: EtapaEleicao, fim: string) =>
    `A etapa ${ROTULO_ETAPA[etapa]} não pode começar antes do fim da etapa ${ROTULO_ETAPA[anterior]} (${dia(fim)}).`,
  terminaDepois: (etapa: EtapaEleicao, seguinte: EtapaEleicao, inicio: string) =>
    `A etapa ${ROTULO_ETAPA[etapa]} não pode terminar depois do início da etapa ${ROTULO_ETAPA[seguinte]} (${dia(inicio)}).`,
  foraDoMandato: (inicio: string, fim: string) =>
    `A data da reunião deve estar dentro do mandato (${dia(inicio)} a ${dia(fim)}).`,
  naoMembro: (nome: string) => `${nome} não é membro do mandato desta reunião.`,
};

export type Mandato = { inicio: string; fim: string; estabelecimentoId: number; membros: Set<number> };

/** A mandate of the session's company (the engine already refused another company's id). */
export async function lerMandato(db: Db, id: number): Promise<Mandato> {
  const { rows } = await sql<{
    inicio: string;
    fim: string;
    estabelecimento_id: number;
    membros: number[] | null;
  }>`SELECT to_char(m.inicio, 'YYYY-MM-DD') AS inicio, to_char(m.fim, 'YYYY-MM-DD') AS fim, m.estabelecimento_id,
            (SELECT array_agg(x.colaborador_id) FROM cipa_mandato_membros x WHERE x.owner_id = m.id) AS membros
       FROM cipa_mandato m WHERE m.id = ${id}`.execute(db);
  const r = rows[0]!;
  return {
    inicio: r.inicio,
    fim: r.fim,
    estabelecimentoId: r.estabelecimento_id,
    membros: new Set(r.membros ?? []),
  };
}
