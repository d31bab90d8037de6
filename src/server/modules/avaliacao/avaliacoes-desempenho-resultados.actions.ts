// Results of performance evaluations (ROLE_AVALIACAO), under the anonymity rules (resultados.ts ctesResultados) and, for an
// anonymous evaluation, only after its last day (avaliacao.ts exigirResultadoDisponivel):
//   GET avaliacao/avaliacoes-desempenho/:id/resultados?page&size&nome&ordenar      one row per evaluated person
//   GET avaliacao/avaliacoes-desempenho/:id/resultados/:colaboradorId                roles, competences (radar),
//       questions with option counts and (unattributed) comments; the sheets with their evaluators when not anonymous
//   GET avaliacao/avaliacoes-desempenho/resultados/comparativo?colaboradorId&avaliacoes=1,2   periods compared
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { AVALIACOES, exigirResultadoDisponivel, lerAvaliacao, ROLE } from './avaliacao.ts';
import {
  competenciasDoResultado,
  folhasIdentificadas,
  perguntasDoResultado,
  radar,
  resultadosDaAvaliacao,
  visibilidade,
} from './resultados.ts';

const COLABORADORES = 'cargo-salario/colaboradores';
const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export default defineActions([
  {
    name: 'resultados-avaliacao-desempenho',
    method: 'GET',
    path: `${AVALIACOES}/:id/resultados`,
    summary: 'Resultado de cada avaliado: geral, por papel, autoavaliação',
    authority: ROLE,
    ids: { id: AVALIACOES },
    query: 'avaliacao/_acoes/resultados-filtro',
    async handler({ db, session, params, query }) {
      const a = await lerAvaliacao(db, session.empresaId, params.id);
      exigirResultadoDisponivel(a);
      let todos = await resultadosDaAvaliacao(db, session.empresaId, a);
      if (query.nome)
        todos = todos.filter((r) => semAcento(r.colaborador.nome).includes(semAcento(query.nome)));
      if (query.ordenar === 'resultado')
        todos.sort((x, y) => (y.resultado?.geral ?? -1) - (x.resultado?.geral ?? -1));
      const { page, size } = query as { page: number; size: number };
      return {
        avaliacao: { id: a.id, titulo: a.titulo, anonima: a.anonima, dataIni: a.dataIni, dataFim: a.dataFim },
        content: todos.slice(page * size, (page + 1) * size),
        size,
        number: page,
        totalElements: todos.length,
        totalPages: Math.ceil(todos.length / size),
      };
    },
  },
  {
    name: 'resultado-avaliado',
    method: 'GET',
    path: `${AVALIACOES}/:id/resultados/:colaboradorId`,
    summary: 'Resultado de um avaliado: papéis, competências com o radar, perguntas',
    authority: ROLE,
    ids: { id: AVALIACOES, colaboradorId: COLABORADORES },
    async handler({ db, session, params }) {
      const a = await lerAvaliacao(db, session.empresaId, params.id);
      exigirResultadoDisponivel(a);
      const [resumo] = await resultadosDaAvaliacao(db, session.empresaId, a, params.colaboradorId);
      if (!resumo) throw notFound();
      const vis = visibilidade(resumo);
      const competencias = await competenciasDoResultado(db, session.empresaId, a, params.colaboradorId, vis);
      return {
        avaliacao: { id: a.id, titulo: a.titulo, anonima: a.anonima, dataIni: a.dataIni, dataFim: a.dataFim },
        ...resumo,
        competencias,
        radar: radar(competencias),
        perguntas: await perguntasDoResultado(db, session.empresaId, a, params.colaboradorId, vis.geral),
        folhas: await folhasIdentificadas(db, a, params.colaboradorId),
      };
    },
  },
  {
    name: 'comparativo-periodos',
    method: 'GET',
    path: `${AVALIACOES}/resultados/comparativo`,
    summary: 'O mesmo talento em várias avaliações (comparação entre períodos)',
    authority: ROLE,
    query: 'avaliacao/_acoes/comparativo',
    async handler({ db, session, query }) {
      const { rows } =
        await sql`SELECT 1 FROM colaborador WHERE id = ${query.colaboradorId} AND empresa_id = ${session.empresaId}`.execute(
          db,
        );
      if (rows.length === 0) throw fieldError('colaboradorId', 'Talento: registro não encontrado.');
      const periodos = [];
      for (const id of query.avaliacoes as number[]) {
        const a = await lerAvaliacao(db, session.empresaId, id);
        exigirResultadoDisponivel(a);
        const [r] = await resultadosDaAvaliacao(db, session.empresaId, a, query.colaboradorId);
        const competencias = r
          ? await competenciasDoResultado(db, session.empresaId, a, query.colaboradorId, visibilidade(r))
          : [];
        periodos.push({
          avaliacao: {
            id: a.id,
            titulo: a.titulo,
            dataIni: a.dataIni,
            dataFim: a.dataFim,
            anonima: a.anonima,
          },
          resultado: r?.resultado ?? null,
          ...(r?.oculto ? { oculto: true } : {}),
          autoavaliacao: r?.autoavaliacao ?? null,
          competencias: competencias.map((c) => ({
            tipo: c.tipo,
            competencia: c.competencia,
            colaborador: c.colaborador,
            exigida: c.exigida,
          })),
        });
      }
      periodos.sort((x, y) => x.avaliacao.dataIni.localeCompare(y.avaliacao.dataIni));
      return { colaboradorId: query.colaboradorId, periodos };
    },
  },
]);
