// Survey results benchmark (issue 31: "results of a survey with 20 questions answered by 20,000 employees
// ≤ 1.5 s"). A fresh database (app-novo.ts): 20,000 employees as participants of one anonymous, closed survey with
// 20 questions (5 objective, 5 multiple choice, 5 notes — one of them NPS —, 5 subjective), 20,000 finished sheets
// and 400,000 answers written straight in SQL (answering is not what is measured). Timed one request at a time:
// GET /api/pesquisa/pesquisas/:id/resultados (median and worst of the rounds). Then answering ("save one page
// p95 ≤ 50 ms at 10 connections"): a running survey with the same 20 questions, 10 participants with personal
// links, each saving a part of 10 answers over and over (POST /api/pesquisa/link/responder, partial) for 5 s.
//   npx tsx bench/pesquisa.ts [--respondentes 20000] [--rodadas 5]
import { createHash, randomBytes } from 'node:crypto';
import { appNovo } from './app-novo.ts';
import { argumento, mediana } from './demo-ambiente.ts';

const N = argumento('--respondentes', 20000);
const RODADAS = argumento('--rodadas', 5);
const { app, db, cookie, encerrar } = await appNovo('pesquisa');
const api = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await app.inject({
    method,
    url: `/api/${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
try {
  const p = await api('POST', 'pesquisa/pesquisas', {
    titulo: 'Clima (bench)',
    dataIni: '2025-01-01',
    dataFim: '2025-12-31',
    anonima: true,
  });
  const Q = `pesquisa/pesquisas/${p.id}`;
  const perguntas: { id: number; tipo: number; opcoes: number[] }[] = [];
  for (let i = 0; i < 20; i++) {
    const tipo = [1, 5, 4, 3][i % 4]!;
    const body: Record<string, unknown> = { tipo, texto: `Pergunta ${i + 1}` };
    if (tipo === 1 || tipo === 5) body.respostas = ['A', 'B', 'C', 'D'].map((texto) => ({ texto }));
    if (tipo === 4 && i === 2) body.nps = true;
    const q = await api('POST', `${Q}/perguntas`, body);
    perguntas.push({ id: q.id, tipo, opcoes: (q.respostas ?? []).map((o: { id: number }) => o.id) });
  }
  const t0 = performance.now();
  await db.query(
    `INSERT INTO colaborador (empresa_id, nome, data_admissao) SELECT 1, 'Pessoa ' || i, '2024-01-01'
       FROM generate_series(1, $1) i`,
    [N],
  );
  await db.query(
    `INSERT INTO pesquisa_participante (empresa_id, pesquisa_id, colaborador_id, respondida, respondida_parcialmente)
     SELECT 1, $1, id, true, false FROM colaborador WHERE empresa_id = 1`,
    [p.id],
  );
  await db.query(
    `INSERT INTO questionario_folha (id, origem, empresa_id, cadastro, modelo_id, contexto, contexto_id, anonima, concluida)
     SELECT gen_random_uuid(), 'pesquisa', 1, 'pesquisa/pesquisas', $1, 'pesquisa/pesquisas', $1, true, true
       FROM generate_series(1, $2)`,
    [p.id, N],
  );
  await db.query(
    `INSERT INTO questionario_resposta (folha_id, pergunta_id, opcao_id, opcoes_ids, nota, comentario)
     SELECT f.id, q.id,
            CASE WHEN q.tipo = 1 THEN q.opcoes[1 + (abs(hashtext(f.id::text || q.id)) % 4)] END,
            CASE WHEN q.tipo = 5 THEN q.opcoes[1:1 + (abs(hashtext(f.id::text)) % 3)] END,
            CASE WHEN q.tipo = 4 THEN abs(hashtext(f.id::text || q.id)) % 11 END,
            CASE WHEN q.tipo = 3 THEN 'Comentário ' || (abs(hashtext(f.id::text)) % 50) END
       FROM questionario_folha f,
            jsonb_to_recordset($2::jsonb) AS q(id int, tipo int, opcoes int[])
      WHERE f.contexto_id = $1 AND f.origem = 'pesquisa'`,
    [p.id, JSON.stringify(perguntas)],
  );
  await db.query('VACUUM ANALYZE');
  console.log(
    `Carga: ${N.toLocaleString('pt-BR')} folhas, ${(N * 20).toLocaleString('pt-BR')} respostas em ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const tempos: number[] = [];
  for (let r = 0; r < RODADAS; r++) {
    const t = performance.now();
    const res = await api('GET', `${Q}/resultados`);
    tempos.push(performance.now() - t);
    if (r === 0)
      console.log(`  ${res.taxa.texto}; ${res.respostas} folhas; NPS ${res.perguntas[2].nps?.indice}`);
  }
  console.log(
    `GET resultados: mediana ${mediana(tempos).toFixed(0)} ms, pior ${Math.max(...tempos).toFixed(0)} ms (meta ≤ 1500 ms)`,
  );

  // answering: a running copy of the survey, 10 participants with personal links
  const aberta = (await api('POST', `${Q}`, {}))[0].id as number;
  await db.query(
    `UPDATE pesquisa SET data_fim = '2099-12-31', anonima = true, liberada = true WHERE id = $1`,
    [aberta],
  );
  const copias = (await api('GET', `pesquisa/pesquisas/${aberta}/questionario`)).perguntas as {
    id: number;
    tipo: number;
    respostas: { id: number }[];
  }[];
  const tokens = Array.from({ length: 10 }, () => randomBytes(32).toString('base64url'));
  const { rows: part } = await db.query<{ id: number }>(
    `INSERT INTO pesquisa_participante (empresa_id, pesquisa_id, colaborador_id, respondida, respondida_parcialmente)
     SELECT 1, $1, id, false, false FROM colaborador WHERE empresa_id = 1 ORDER BY id LIMIT 10 RETURNING id`,
    [aberta],
  );
  for (const [i, t] of tokens.entries())
    await db.query('INSERT INTO pesquisa_link (participante_id, token_hash) VALUES ($1, $2)', [
      part[i]!.id,
      createHash('sha256').update(t).digest('hex'),
    ]);
  const pagina = copias
    .slice(0, 10)
    .map((q) =>
      q.tipo === 1
        ? { perguntaId: q.id, respostaId: q.respostas[0]!.id }
        : q.tipo === 5
          ? { perguntaId: q.id, respostasIds: [q.respostas[1]!.id] }
          : q.tipo === 4
            ? { perguntaId: q.id, nota: 8 }
            : { perguntaId: q.id, comentario: 'Tudo certo' },
    );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const ms: number[] = [];
  let erros = 0;
  const fim = performance.now() + 5000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < fim) {
        const t = performance.now();
        const res = await fetch(`${base}/api/pesquisa/link/responder`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, respostas: pagina, respondidoParcialmente: true }),
        });
        await res.arrayBuffer();
        if (!res.ok) erros++;
        ms.push(performance.now() - t);
      }
    }),
  );
  ms.sort((a, b) => a - b);
  const q = (f: number) => ms[Math.min(ms.length - 1, Math.ceil(ms.length * f) - 1)]!.toFixed(0);
  console.log(
    `Salvar uma parte (10 conexões, 5 s): ${ms.length} gravações, ${(ms.length / 5).toFixed(0)}/s, p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, erros ${erros} (meta p95 ≤ 50 ms)`,
  );
} finally {
  await encerrar();
}
