// The candidate's applications and their moves (spec §2 /externo/candidato-solicitacoes,
// /externo/historico-candidatos; the evaluations to answer are in avaliacoes.actions.ts):
//   GET /api/externo/candidato-solicitacoes   every selection process the candidate is in (applied in the
//       portal or added by HR): the vacancy, the current stage (the latest move, else the stage kept on the
//       place), the situation, and the moves with their date, stage and result. HR's notes stay with HR.
//   GET /api/externo/historico-candidatos     the same moves in one list, newest first
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import type { Engine } from '../../crud/engine.ts';
import { candidato, sessaoDe } from './acesso.ts';

type Movimento = { id: number; candidatura: number; data: string; etapa: string | null; resultado: string };

async function movimentos(engine: Engine, candidatoId: number): Promise<Movimento[]> {
  const { rows } = await sql<Movimento>`
    SELECT h.id, h.candidato_solicitacao_id AS candidatura, to_char(h.data, 'YYYY-MM-DD') AS data,
           e.nome AS etapa, h.resultado
      FROM historico_candidato h
      JOIN candidato_solicitacao cs ON cs.id = h.candidato_solicitacao_id
      LEFT JOIN etapa_seletiva e ON e.id = h.etapa_seletiva_id
     WHERE cs.candidato_id = ${candidatoId}
     ORDER BY h.data DESC, h.id DESC`.execute(engine.db);
  return rows;
}

async function candidaturas(engine: Engine, candidatoId: number) {
  const { rows } = await sql<{
    id: number;
    solicitacao_id: number;
    anuncio_id: number | null;
    vaga: string;
    situacao: string | null;
    origem: string | null;
    data_inclusao: string | null;
    etapa: string | null;
  }>`SELECT cs.id, cs.solicitacao_id, a.id AS anuncio_id,
            coalesce(a.titulo, cg.nome_mercado, cg.nome, s.descricao) AS vaga,
            cs.situacao, cs.origem, to_char(cs.data_inclusao, 'YYYY-MM-DD') AS data_inclusao, e.nome AS etapa
       FROM candidato_solicitacao cs
       JOIN solicitacao_pessoal s ON s.id = cs.solicitacao_id
       LEFT JOIN anuncio a ON a.solicitacao_id = s.id
       LEFT JOIN faixa_salarial fs ON fs.id = s.faixa_salarial_id
       LEFT JOIN cargo cg ON cg.id = fs.cargo_id
       LEFT JOIN etapa_seletiva e ON e.id = cs.etapa_seletiva_id
      WHERE cs.candidato_id = ${candidatoId}
      ORDER BY cs.data_inclusao DESC NULLS LAST, cs.id DESC`.execute(engine.db);
  const todos = await movimentos(engine, candidatoId);
  return rows.map((r) => {
    const historico = todos.filter((m) => m.candidatura === r.id);
    return {
      id: r.id,
      solicitacao: { id: r.solicitacao_id },
      anuncio: r.anuncio_id ? { id: r.anuncio_id } : null,
      vaga: r.vaga,
      situacao: r.situacao ?? 'EM_PROCESSO',
      origem: r.origem,
      dataInclusao: r.data_inclusao,
      etapaSeletiva: historico[0]?.etapa ?? r.etapa,
      historico: historico.map(({ id, data, etapa, resultado }) => ({ id, data, etapa, resultado })),
    };
  });
}

export default defineActions([
  {
    name: 'externo-minhas-candidaturas',
    method: 'GET',
    path: 'externo/candidato-solicitacoes',
    summary: 'As candidaturas do candidato da sessão, com a etapa atual e as movimentações',
    authenticate: candidato,
    async handler(ctx) {
      return candidaturas(ctx.engine, sessaoDe(ctx).candidatoId);
    },
  },
  {
    name: 'externo-historico',
    method: 'GET',
    path: 'externo/historico-candidatos',
    summary: 'As movimentações do candidato da sessão nos processos seletivos',
    authenticate: candidato,
    async handler(ctx) {
      const lista = await candidaturas(ctx.engine, sessaoDe(ctx).candidatoId);
      return lista
        .flatMap((c) => c.historico.map((h) => ({ ...h, vaga: c.vaga, candidatura: { id: c.id } })))
        .sort((a, b) => (a.data === b.data ? b.id - a.id : a.data < b.data ? 1 : -1));
    },
  },
]);
