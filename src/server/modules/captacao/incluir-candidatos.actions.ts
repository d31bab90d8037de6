// 'Incluir candidatos' of the selection board, and the kinship warnings (parentesco.ts):
//   GET captacao/solicitacoes-pessoal/:id/candidatos-para-incluir?nome=&curriculo=&page=&size=
//       the company's candidates not yet in the request nor hired, by part of the name and by words of the CV;
//       with CV words, the most relevant first (ts_rank_cd over the CV vectors) and, under each one, the part of
//       the CV where the words are ('trecho'); past RELEVANCIA_ATE matches, in name order (the list's own search,
//       busca-curriculo.ts), still with the line: ranking every CV of a very common word would hold the dialog.
//   GET captacao/solicitacoes-pessoal/:id/parentescos     possible relatives among the employees, per candidate
//   GET captacao/candidatos/:id/parentesco                 the same for one candidate
import { sql } from 'kysely';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import { termosDaBusca } from './busca-curriculo.ts';
import { CANDIDATOS } from './candidatos.ts';
import { parentescosDosCandidatos, resumoParentesco } from './parentesco.ts';
import { SOLICITACOES } from './solicitacoes-pessoal.ts';
import { FIM, INICIO, SEPARADOR, type Trecho, trechoDoCurriculo } from './trecho.ts';

const AUTHORITY = 'ROLE_CAPTACAO';
/** Up to this many matching CVs the answer is ranked by relevance; beyond, in name order. */
export const RELEVANCIA_ATE = 2000;

type Achado = { id: number; nome: string; trecho?: Trecho | null };
export type CandidatosParaIncluir = {
  content: Achado[];
  totalElements: number;
  /** 'relevancia': the most relevant CV first; 'nome': in name order (no CV words, or too many matches) */
  ordem: 'relevancia' | 'nome';
};

const HEADLINE_OPCOES = `StartSel=${INICIO}, StopSel=${FIM}, MaxWords=18, MinWords=6, ShortWord=2, MaxFragments=2, FragmentDelimiter="${SEPARADOR}"`;

/** The line of each CV of `ids` where the words of `termos` are. */
async function trechos(db: ActionContext['db'], ids: number[], termos: string) {
  if (ids.length === 0) return new Map<number, Trecho>();
  const { rows } = await sql<{ id: number; texto: string; h: string }>`
    SELECT c.id, c.ocr_texto AS texto,
           ts_headline('portuguese'::regconfig, gente_search(c.ocr_texto), gente_curriculo_consulta(${termos}),
                       ${HEADLINE_OPCOES}) AS h
      FROM candidato c WHERE c.id = ANY(${ids}::int[]) AND coalesce(c.ocr_texto, '') <> ''`.execute(db);
  const out = new Map<number, Trecho>();
  for (const r of rows) {
    const t = trechoDoCurriculo(r.texto, r.h);
    if (t) out.set(r.id, t);
  }
  return out;
}

async function paraIncluir(ctx: ActionContext): Promise<CandidatosParaIncluir> {
  const { db, session, params, query } = ctx;
  const nome = ((query.nome as string | undefined) ?? '').trim();
  const busca = ((query.curriculo as string | undefined) ?? '').trim();
  const page = (query.page as number | undefined) ?? 0;
  const size = (query.size as number | undefined) ?? 20;
  const lista = async (): Promise<CandidatosParaIncluir> => {
    const res = (await ctx.engine.repository(CANDIDATOS).list(session, {
      page: String(page),
      size: String(size),
      sort: 'nome,asc',
      fields: 'id,nome',
      foraDaSolicitacao: String(params.id),
      contratado: 'false',
      ...(nome ? { nome } : {}),
      ...(busca ? { curriculo: busca } : {}),
    })) as unknown as { content: Achado[]; totalElements: number };
    return {
      content: res.content.map(({ id, nome: n }) => ({ id, nome: n })),
      totalElements: res.totalElements,
      ordem: 'nome',
    };
  };
  if (busca === '') return lista();

  const termos = termosDaBusca(busca);
  const fora = sql`NOT EXISTS (SELECT 1 FROM candidato_solicitacao cs
      WHERE cs.candidato_id = c.id AND cs.solicitacao_id = ${params.id})
    AND c.contratado IS NOT TRUE
    AND (${nome}::text = '' OR c.nome__busca LIKE '%' || gente_search(${nome}::text) || '%')`;
  const { rows: contagem } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (
      SELECT 1 FROM candidato_curriculo_busca b JOIN candidato c ON c.id = b.candidato_id
       WHERE b.empresa_id = ${session.empresaId} AND b.vetor @@ gente_curriculo_consulta(${termos}) AND ${fora}
       LIMIT ${RELEVANCIA_ATE + 1}) x`.execute(db);
  let resposta: CandidatosParaIncluir;
  if ((contagem[0]?.n ?? 0) > RELEVANCIA_ATE) resposta = await lista();
  else {
    const { rows } = await sql<{ id: number; nome: string }>`
      SELECT c.id, c.nome FROM candidato_curriculo_busca b JOIN candidato c ON c.id = b.candidato_id
       WHERE b.empresa_id = ${session.empresaId} AND b.vetor @@ gente_curriculo_consulta(${termos}) AND ${fora}
       ORDER BY ts_rank_cd(b.vetor, gente_curriculo_consulta(${termos}), 1) DESC, c.nome__busca, c.id
       LIMIT ${size} OFFSET ${page * size}`.execute(db);
    resposta = { content: rows, totalElements: contagem[0]?.n ?? 0, ordem: 'relevancia' };
  }
  const porId = await trechos(
    db,
    resposta.content.map((c) => c.id),
    termos,
  );
  for (const c of resposta.content) c.trecho = porId.get(c.id) ?? null;
  return resposta;
}

export default defineActions([
  {
    name: 'solicitacao-candidatos-para-incluir',
    method: 'GET',
    path: `${SOLICITACOES}/:id/candidatos-para-incluir`,
    summary:
      "Candidatos para 'Incluir candidatos': fora da solicitação e não contratados, por nome e por palavras do currículo (os mais relevantes primeiro, com o trecho do currículo)",
    authority: AUTHORITY,
    ids: { id: SOLICITACOES },
    query: 'captacao/_acoes/candidatos-para-incluir',
    handler: paraIncluir,
  },
  {
    name: 'solicitacao-parentescos',
    method: 'GET',
    path: `${SOLICITACOES}/:id/parentescos`,
    summary:
      'Possíveis parentes entre os talentos, para cada candidato da solicitação (aviso, não impede nada)',
    authority: AUTHORITY,
    ids: { id: SOLICITACOES },
    async handler({ db, session, params }) {
      const { rows } = await sql<{ id: number }>`SELECT candidato_id AS id FROM candidato_solicitacao
        WHERE solicitacao_id = ${params.id}`.execute(db);
      const mapa = await parentescosDosCandidatos(
        db,
        session.empresaId,
        rows.map((r) => r.id),
      );
      return [...mapa].map(([candidatoId, p]) => ({ candidatoId, ...p, resumo: resumoParentesco(p) }));
    },
  },
  {
    name: 'candidato-parentesco',
    method: 'GET',
    path: `${CANDIDATOS}/:id/parentesco`,
    summary: 'Possíveis parentes do candidato entre os talentos da empresa (aviso, não impede nada)',
    authority: AUTHORITY,
    ids: { id: CANDIDATOS },
    async handler({ db, session, params }) {
      const p = (await parentescosDosCandidatos(db, session.empresaId, [params.id])).get(params.id);
      return p ?? { declarado: null, talentos: [] };
    },
  },
]);
