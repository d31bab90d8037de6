// Survey data of the demo (issue 31), written after the companies exist: per company a finished anonymous
// climate survey (aspects, the five question types, eNPS) answered by about 70 % of the employees, with sheets
// that keep no respondent, as the app writes them; and a running monthly pulse survey (identified), released,
// answered by about a third so far. Deterministic from the seed; set-based inserts for the sheets and answers.
import { randomUUID } from 'node:crypto';
import { fakerPT_BR } from '@faker-js/faker';
import type pg from 'pg';
import { ORIGEM_PESQUISA, PESQUISAS } from '../../src/server/modules/pesquisa/pesquisa.ts';
import { deslocar } from '../../src/server/modules/pesquisa/pulso.ts';

export type ResumoPesquisa = { empresaId: number; pesquisas: number; participantes: number; folhas: number };

/** Participants per survey at most: enough for results by question, fast at any scale. */
const PARTICIPANTES_POR_EMPRESA = 400;

type Def = {
  texto: string;
  tipo: 1 | 3 | 4 | 5;
  aspecto?: string;
  opcoes?: string[];
  nps?: boolean;
  obrigatoria?: boolean;
};

const CLIMA: Def[] = [
  {
    aspecto: 'Liderança',
    texto: 'Seu gestor dá retorno sobre o seu trabalho?',
    tipo: 1,
    opcoes: ['Sempre', 'Frequentemente', 'Às vezes', 'Raramente'],
    obrigatoria: true,
  },
  { aspecto: 'Ambiente', texto: 'Nota para o ambiente de trabalho', tipo: 4, obrigatoria: true },
  {
    aspecto: 'Ambiente',
    texto: 'O que mais ajuda no seu dia a dia?',
    tipo: 5,
    opcoes: ['Equipe', 'Ferramentas', 'Horário flexível', 'Benefícios'],
  },
  {
    texto: 'De 0 a 10, quanto você recomendaria a empresa como lugar para trabalhar?',
    tipo: 4,
    nps: true,
    obrigatoria: true,
  },
  { texto: 'O que podemos melhorar?', tipo: 3 },
];
const PULSO: Def[] = [
  { texto: 'Como você avalia a sua semana de trabalho?', tipo: 4, obrigatoria: true },
  { texto: 'De 0 a 10, você recomendaria a empresa a um amigo?', tipo: 4, nps: true, obrigatoria: true },
  { texto: 'Quer comentar algo?', tipo: 3 },
];
const COMENTARIOS = [
  'Mais treinamentos para a equipe',
  'Melhorar a comunicação entre as áreas',
  'Reconhecer mais as entregas',
  'Rever a política de home office',
  'O ambiente é ótimo',
];

async function id(client: pg.ClientBase, text: string, params: unknown[]): Promise<number> {
  return (await client.query<{ id: number }>(`${text} RETURNING id`, params)).rows[0]!.id;
}

type Criada = { id: number; perguntas: { id: number; def: Def; opcoes: number[] }[] };

async function criarPesquisa(
  client: pg.ClientBase,
  empresaId: number,
  p: { titulo: string; cabecalho: string; ini: string; fim: string; anonima: boolean; pulso: boolean },
  defs: Def[],
): Promise<Criada> {
  const pesquisaId = await id(
    client,
    `INSERT INTO pesquisa (empresa_id, titulo, cabecalho, data_ini, data_fim, anonima, resposta_por_aspecto,
       perguntas_por_pagina, monitoramento_saude, repetir_cada, repetir_unidade, liberada)
     VALUES ($1, $2, $3, $4, $5, $6, false, 3, false, $7, $8, true)`,
    [empresaId, p.titulo, p.cabecalho, p.ini, p.fim, p.anonima, p.pulso ? 1 : null, p.pulso ? 'meses' : null],
  );
  const aspectos = new Map<string, number>();
  for (const nome of new Set(defs.map((d) => d.aspecto).filter((a): a is string => !!a)))
    aspectos.set(
      nome,
      await id(
        client,
        'INSERT INTO questionario_aspecto (empresa_id, cadastro, modelo_id, nome) VALUES ($1, $2, $3, $4)',
        [empresaId, PESQUISAS, pesquisaId, nome],
      ),
    );
  const perguntas: Criada['perguntas'] = [];
  for (const [i, d] of defs.entries()) {
    const pid = await id(
      client,
      `INSERT INTO questionario_pergunta (empresa_id, cadastro, modelo_id, ordem, aspecto_id, texto, tipo, nota_minima,
         nota_maxima, exigir_comentario, peso, obrigatoria, obrigatoria_autoavaliacao, nps)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, false, 1, $10, false, $11)`,
      [
        empresaId,
        PESQUISAS,
        pesquisaId,
        i + 1,
        d.aspecto ? aspectos.get(d.aspecto) : null,
        d.texto,
        d.tipo,
        d.tipo === 4 ? 0 : null,
        d.tipo === 4 ? 10 : null,
        !!d.obrigatoria,
        !!d.nps,
      ],
    );
    const opcoes: number[] = [];
    for (const [posicao, texto] of (d.opcoes ?? []).entries())
      opcoes.push(
        await id(
          client,
          'INSERT INTO questionario_pergunta_respostas (owner_id, posicao, texto, peso) VALUES ($1, $2, $3, 1)',
          [pid, posicao, texto],
        ),
      );
    perguntas.push({ id: pid, def: d, opcoes });
  }
  return { id: pesquisaId, perguntas };
}

/** Participants, then the sheets of those who answered (anonymous: no respondent, no time). */
async function responder(
  client: pg.ClientBase,
  empresaId: number,
  pesquisa: Criada,
  pessoas: number[],
  fracao: number,
  anonima: boolean,
  quando: string,
): Promise<number> {
  const faker = fakerPT_BR;
  const responderam = pessoas.filter(() => faker.number.float() < fracao);
  const marcadas = new Set(responderam);
  await client.query(
    `INSERT INTO pesquisa_participante (empresa_id, pesquisa_id, colaborador_id, respondida, respondida_parcialmente)
     SELECT $1, $2, x.c, x.r, false FROM unnest($3::int[], $4::bool[]) AS x(c, r)`,
    [empresaId, pesquisa.id, pessoas, pessoas.map((p) => marcadas.has(p))],
  );
  const folhas: string[] = [];
  const respondentes: (number | null)[] = [];
  const resp = { folha: [] as string[], pergunta: [] as number[], opcao: [] as (number | null)[] };
  const multi: (string | null)[] = [];
  const notas: (number | null)[] = [];
  const comentarios: (string | null)[] = [];
  // an anonymous survey's sheets go in a random order: the order of the rows tells nothing either
  for (const pessoa of anonima ? faker.helpers.shuffle(responderam) : responderam) {
    const folha = randomUUID();
    folhas.push(folha);
    respondentes.push(anonima ? null : pessoa);
    const humor = faker.number.float(); // one person's mood colours all their answers
    for (const p of pesquisa.perguntas) {
      let opcao: number | null = null;
      let varias: number[] | null = null;
      let nota: number | null = null;
      let comentario: string | null = null;
      if (p.def.tipo === 1)
        opcao = p.opcoes[Math.min(p.opcoes.length - 1, Math.floor((1 - humor) * p.opcoes.length))]!;
      if (p.def.tipo === 5) varias = faker.helpers.arrayElements(p.opcoes, { min: 1, max: 2 });
      if (p.def.tipo === 4)
        nota = Math.max(0, Math.min(10, Math.round(humor * 10 + faker.number.int({ min: -1, max: 1 }))));
      if (p.def.tipo === 3) {
        if (faker.number.float() > 0.4) continue;
        comentario = faker.helpers.arrayElement(COMENTARIOS);
      }
      resp.folha.push(folha);
      resp.pergunta.push(p.id);
      resp.opcao.push(opcao);
      multi.push(varias ? `{${varias.join(',')}}` : null);
      notas.push(nota);
      comentarios.push(comentario);
    }
  }
  await client.query(
    `INSERT INTO questionario_folha (id, origem, empresa_id, cadastro, modelo_id, contexto, contexto_id, respondente_id,
       respondida_em, anonima, concluida)
     SELECT x.id, $1, $2, $3, $4, $3, $4, x.r, CASE WHEN $5 THEN NULL ELSE $6::timestamptz END, $5, true
       FROM unnest($7::uuid[], $8::int[]) AS x(id, r)`,
    [
      ORIGEM_PESQUISA,
      empresaId,
      PESQUISAS,
      pesquisa.id,
      anonima,
      `${quando}T12:00:00Z`,
      folhas,
      respondentes,
    ],
  );
  await client.query(
    `INSERT INTO questionario_resposta (folha_id, pergunta_id, opcao_id, opcoes_ids, nota, comentario)
     SELECT x.f, x.p, x.o, x.m::int[], x.n, x.c
       FROM unnest($1::uuid[], $2::int[], $3::int[], $4::text[], $5::numeric[], $6::text[]) AS x(f, p, o, m, n, c)`,
    [resp.folha, resp.pergunta, resp.opcao, multi, notas, comentarios],
  );
  return folhas.length;
}

export async function semearPesquisa(
  pool: pg.Pool,
  empresas: number[],
  opcoes: { semente: number; dataReferencia: string },
): Promise<ResumoPesquisa[]> {
  fakerPT_BR.seed(opcoes.semente + 31);
  const ref = opcoes.dataReferencia;
  const resumo: ResumoPesquisa[] = [];
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const empresaId of empresas) {
      const { rows } = await client.query<{ id: number }>(
        `SELECT id FROM colaborador WHERE empresa_id = $1 AND status IS DISTINCT FROM 'C'
           AND (data_desligamento IS NULL OR data_desligamento >= $2::date) ORDER BY id LIMIT $3`,
        [empresaId, ref, PARTICIPANTES_POR_EMPRESA],
      );
      const pessoas = rows.map((r) => r.id);
      const ano = ref.slice(0, 4);
      const clima = await criarPesquisa(
        client,
        empresaId,
        {
          titulo: `Pesquisa de Clima ${ano}`,
          cabecalho: 'Sua opinião é anônima e ajuda a melhorar o nosso dia a dia. Leva cerca de 5 minutos.',
          ini: deslocar(ref, -2, 'meses'),
          fim: deslocar(ref, -1, 'meses'),
          anonima: true,
          pulso: false,
        },
        CLIMA,
      );
      const pulso = await criarPesquisa(
        client,
        empresaId,
        {
          titulo: 'Pulso mensal',
          cabecalho: 'Três perguntas rápidas, todo mês.',
          ini: deslocar(ref, -1, 'semanas'),
          fim: deslocar(ref, 3, 'semanas'),
          anonima: false,
          pulso: true,
        },
        PULSO,
      );
      const folhas =
        (await responder(client, empresaId, clima, pessoas, 0.7, true, deslocar(ref, -6, 'semanas'))) +
        (await responder(client, empresaId, pulso, pessoas, 0.35, false, ref));
      resumo.push({ empresaId, pesquisas: 2, participantes: pessoas.length * 2, folhas });
    }
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  } finally {
    client.release();
  }
  return resumo;
}
