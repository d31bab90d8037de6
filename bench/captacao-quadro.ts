// Selection board benchmark (not part of npm test). Needs a build (npx vite build) and /usr/bin/chromium.
//   npx tsx bench/captacao-quadro.ts [--runs 5] [--candidatos 500] [--waterfall] [--perfil]
// Seeds one approved personnel request with 500 candidates through the API (200 at screening, the rest
// spread over 6 stages with a move each), then prints, over chromium:
//  1. navigation → interactive board: the cards' handles drawn and the first one focusable (target
//     <= 1 s), cold browser cache (new context each run) and warm; then → every column's first batch
//     drawn (the first render draws CARTOES_PRIMEIRO_DESENHO a column, the rest follow in a background
//     render); for reference, a cold load of the console's home page (static, no data): the console's
//     own floor on this machine;
//  2. the same inside the console, the way recruiters open it: the request's screen (or the requests'
//     list) already open, click on 'Processo seletivo' → interactive board. '1ª vez': the first board of
//     a new browser context (the console's code cached by its own load); 'de novo': the same tab again,
//     after going back to the request;
//  3. one keyboard move: Espaço, →, Espaço on a card (each key after the previous one's announcement)
//     until the move's dialog is open, and 'Gravar' until
//     the card is drawn in its new column (the board is not read again).
// --waterfall prints the requests of one full load and of one click; --perfil the main thread's self time
// (per script, per 100 ms, per function) of one cold full load.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, chromium, type Page, request } from 'playwright-core';
import {
  CARTOES_POR_VEZ,
  CARTOES_PRIMEIRO_DESENHO,
  colunas,
  type Quadro,
} from '../src/admin/screens/processo-seletivo/quadro.ts';
import { buildApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) || fallback : fallback;
};
const RUNS = arg('--runs', 5);
const CANDIDATOS = arg('--candidatos', 500);
const NA_TRIAGEM = Math.round(CANDIDATOS * 0.4);
const ETAPAS = 6;
const CPF = '52998224725';
const SENHA = 'bench-senha-123';
const DIST = new URL('../dist/', import.meta.url);
const HANDLE = '[aria-roledescription="candidato arrastável"]';

if (!existsSync(new URL('index.html', DIST))) {
  console.error('dist/ não encontrado: rode `npx vite build` antes do benchmark.');
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `${CHROMIUM_PATH} não encontrado: instale o chromium do Debian (node scripts/ensure-chromium.mjs).`,
  );
  process.exit(1);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const fmt = (xs: number[]) =>
  `mediana ${median(xs).toFixed(0)} ms  [${xs.map((t) => t.toFixed(0)).join(', ')}]`;

async function post<T = { id: number }>(
  api: APIRequestContext,
  path: string,
  data: unknown,
  method = 'post',
) {
  const res = await (method === 'put' ? api.put(path, { data }) : api.post(path, { data }));
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Runs `fn` over `items`, `n` at a time. */
async function emParalelo<T, R>(items: T[], n: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

async function semear(api: APIRequestContext): Promise<number> {
  const empresaId = ((await (await api.get('/api/userinfo')).json()) as { empresa: { id: number } }).empresa
    .id;
  const { id: _id, ...empresa } = await (await api.get(`/api/utilitario/empresas/${empresaId}`)).json();
  await post(api, `/api/utilitario/empresas/${empresaId}`, { ...empresa, cnpj: '11222333000181' }, 'put');
  const area = await post(api, '/api/cargo-salario/areas-organizacionais', { nome: 'Comercial' });
  const cargo = await post(api, '/api/cargo-salario/cargos', {
    nome: 'Vendedor',
    nomeMercado: 'Vendedor',
    areasOrganizacionais: [area.id],
  });
  const faixa = await post(api, '/api/cargo-salario/faixas-salariais', {
    cargo: { id: cargo.id },
    nome: 'Júnior',
    codigoCBO: '521110',
    historico: [{ data: '2025-01-01', tipo: 3, valor: 2500 }],
  });
  const estabelecimento = await post(api, '/api/utilitario/estabelecimentos', {
    nome: 'Loja',
    tipoInscricao: 'CNPJ',
    complementoCnpj: '0001',
    endereco: { logradouro: 'Rua A', numero: '1', bairro: 'Centro', uf: { id: 35 }, cidade: { id: 3550308 } },
  });
  const motivo = await post(api, '/api/captacao/motivos-solicitacao', { descricao: 'Aumento de quadro' });
  const etapas: number[] = [];
  for (let i = 1; i <= ETAPAS; i++)
    etapas.push((await post(api, '/api/captacao/etapas-seletivas', { ordem: i, nome: `Etapa ${i}` })).id);
  const solicitacao = await post(api, '/api/captacao/solicitacoes-pessoal', {
    data: '2026-01-05',
    descricao: 'Vendedor para a loja',
    horarioComercial: '08:00 às 17:00',
    quantidade: 10,
    estabelecimento: { id: estabelecimento.id },
    areaOrganizacional: { id: area.id },
    motivoSolicitacao: { id: motivo.id },
    faixaSalarial: { id: faixa.id },
  });
  await post(api, `/api/captacao/solicitacoes-pessoal/${solicitacao.id}/libera`, {}, 'put');
  const ids = await emParalelo(
    Array.from({ length: CANDIDATOS }, (_, i) => i),
    4,
    async (i) =>
      (
        await post(api, '/api/captacao/candidatos', {
          nome: `Candidato ${String(i).padStart(4, '0')}`,
          cargos: [cargo.id],
        })
      ).id,
  );
  const lugares = await post<{ id: number }[]>(
    api,
    `/api/captacao/candidatos-solicitacao/lote?solicitacaoId=${solicitacao.id}`,
    { candidatosIds: ids },
  );
  await emParalelo(lugares.slice(NA_TRIAGEM), 4, (lugar) =>
    post(api, `/api/captacao/candidatos-solicitacao/${lugar.id}/movimentar`, {
      etapaSeletiva: { id: etapas[lugar.id % ETAPAS] },
      resultado: lugar.id % 3 === 0 ? 'APROVADO' : 'PENDENTE',
    }),
  );
  return solicitacao.id;
}

const dir = mkdtempSync(join(tmpdir(), 'gente-bench-quadro-'));
let browser: Browser | undefined;
const embedded = await startEmbeddedPostgres({ databaseDir: join(dir, 'postgres') });
const config = readConfig({
  GENTE_ADMIN_CPF: CPF,
  GENTE_ADMIN_SENHA: SENHA,
  GENTE_LOG_LEVEL: process.env.GENTE_LOG_LEVEL ?? 'warn',
  GENTE_DATA_DIR: dir,
  PORT: '0',
});
const app = await buildApp({ config, databaseUrl: embedded.databaseUrl });

try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const api = await request.newContext({ baseURL: base });
  const login = await api.post('/api/login', { data: { cpf: CPF, senha: SENHA, empresaId: 1 } });
  if (!login.ok()) throw new Error(`login: ${login.status()}`);
  process.stdout.write(`Semeando uma solicitação com ${CANDIDATOS} candidatos pela API... `);
  const t0 = Date.now();
  const solicitacaoId = await semear(api);
  console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const quadroApi: number[] = [];
  let quadro: Quadro | undefined;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await api.get(`/api/captacao/solicitacoes-pessoal/${solicitacaoId}/quadro`);
    const body = await res.body();
    quadroApi.push(performance.now() - t);
    quadro = JSON.parse(body.toString()) as Quadro;
  }
  // the cards the board draws before any 'Mostrar mais': the first batch of each column
  const ESPERADOS = colunas(quadro!).reduce((n, c) => n + Math.min(c.cartoes.length, CARTOES_POR_VEZ), 0);
  await api.dispose();

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const first = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  const loginPage = await first.newPage();
  await loginPage.goto('/login');
  await loginPage.getByRole('textbox', { name: /^CPF/ }).pressSequentially(CPF);
  await loginPage.getByLabel(/^Senha/).fill(SENHA);
  await loginPage
    .locator('#login-empresa option:checked')
    .filter({ hasText: 'Empresa Padrão' })
    .waitFor({ state: 'attached' });
  await loginPage.getByRole('button', { name: 'Entrar' }).click();
  await loginPage.waitForURL(`${base}/`);
  const storage = await first.storageState();
  await first.close();
  const newContext = () =>
    browser!.newContext({ baseURL: base, storageState: storage, viewport: { width: 1280, height: 800 } });
  const url = `/captacao/solicitacoes-pessoal/${solicitacaoId}/processo-seletivo`;

  /** Every column drawn with its first cards, and the first handle focusable. */
  const esperarInterativo = async (page: Page) => {
    await page.waitForFunction(
      (sel) => {
        const handles = document.querySelectorAll<HTMLElement>(sel);
        if (handles.length < 20) return false;
        handles[0]!.focus();
        return document.activeElement === handles[0];
      },
      HANDLE,
      { timeout: 30_000, polling: 'raf' },
    );
    return page.evaluate(
      (sel) => ({ t: performance.now(), cartoes: document.querySelectorAll(sel).length }),
      HANDLE,
    );
  };
  /** Navigation → every column drawn with its first cards, and the first handle focusable. */
  const interativo = async (page: Page) => {
    await page.goto(url);
    return esperarInterativo(page);
  };
  const telaSolicitacao = `/captacao/solicitacoes-pessoal/${solicitacaoId}`;
  const botaoQuadro = (page: Page) =>
    page
      .getByRole('toolbar', { name: 'Ações da solicitação' })
      .getByRole('button', { name: 'Processo seletivo' });
  /**
   * In-app: the click on `botao` (its event's time, read in the page) → interactive board. Waits for the
   * console to settle first (its after-login prefetches), as a recruiter reads the screen before clicking.
   */
  const cliqueAteInterativo = async (page: Page, botao: ReturnType<Page['locator']>) => {
    await botao.waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const w = window as unknown as { __clique?: number };
      w.__clique = undefined;
      document.addEventListener('click', (e) => (w.__clique ??= e.timeStamp), { capture: true, once: true });
    });
    await botao.click();
    const r = await esperarInterativo(page);
    const clique = await page.evaluate(() => (window as unknown as { __clique: number }).__clique);
    return { ...r, t: r.t - clique };
  };

  if (process.argv.includes('--waterfall')) {
    // what the page asks for, and when: a full load of the board, then a click from the request's screen
    const ctx0 = await newContext();
    const p0 = await ctx0.newPage();
    let t0 = Date.now();
    p0.on('request', (r) =>
      console.log(`  ${String(Date.now() - t0).padStart(5)} ms  → ${new URL(r.url()).pathname}`),
    );
    p0.on('requestfinished', (r) =>
      console.log(`  ${String(Date.now() - t0).padStart(5)} ms  ✓ ${new URL(r.url()).pathname}`),
    );
    console.log('Carga da página do quadro:');
    const r = await interativo(p0);
    console.log(`  ${r.t.toFixed(0)} ms  interativo (${r.cartoes} cartões)`);
    console.log('Tela da solicitação (cache frio), depois o clique:');
    const ctx1 = await newContext();
    const p1 = await ctx1.newPage();
    p1.on('request', (req) =>
      console.log(`  ${String(Date.now() - t0).padStart(5)} ms  → ${new URL(req.url()).pathname}`),
    );
    p1.on('requestfinished', (req) =>
      console.log(`  ${String(Date.now() - t0).padStart(5)} ms  ✓ ${new URL(req.url()).pathname}`),
    );
    await p1.goto(telaSolicitacao);
    await botaoQuadro(p1).waitFor();
    await p1.waitForLoadState('networkidle');
    console.log('  --- clique');
    t0 = Date.now();
    const r1 = await cliqueAteInterativo(p1, botaoQuadro(p1));
    console.log(`  ${r1.t.toFixed(0)} ms  interativo depois do clique`);
    await ctx0.close();
    await ctx1.close();
  }
  if (process.argv.includes('--perfil')) {
    // where a cold full load spends its main thread: self time per script and per function (CDP profiler)
    const ctxp = await newContext();
    const pp = await ctxp.newPage();
    const cdp = await ctxp.newCDPSession(pp);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const r = await interativo(pp);
    const { profile } = await cdp.send('Profiler.stop');
    await ctxp.close();
    const porId = new Map(profile.nodes.map((n) => [n.id, n]));
    const porArquivo = new Map<string, number>();
    const porFuncao = new Map<string, number>();
    const amostras = profile.samples ?? [];
    const deltas = profile.timeDeltas ?? [];
    // the same per 100 ms of the load, to see what runs after the last chunk arrives
    const porFaixa = new Map<number, Map<string, number>>();
    let relogio = 0;
    for (let i = 0; i < amostras.length; i++) {
      const f = porId.get(amostras[i]!)!.callFrame;
      const ms = (deltas[i + 1] ?? 0) / 1000;
      relogio += (deltas[i] ?? 0) / 1000;
      const arquivo = f.url
        ? new URL(f.url).pathname.replace(/-[\w-]{8}\.js$/, '.js')
        : `(${f.functionName || 'nativo'})`;
      porArquivo.set(arquivo, (porArquivo.get(arquivo) ?? 0) + ms);
      const funcao = `${f.functionName || '(anônima)'} ${arquivo}:${f.lineNumber}`;
      porFuncao.set(funcao, (porFuncao.get(funcao) ?? 0) + ms);
      const faixa = porFaixa.get(Math.floor(relogio / 100)) ?? new Map<string, number>();
      faixa.set(arquivo, (faixa.get(arquivo) ?? 0) + ms);
      porFaixa.set(Math.floor(relogio / 100), faixa);
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `  ${v.toFixed(0).padStart(5)} ms  ${k}`);
    console.log(`Perfil de uma carga fria (interativo em ${r.t.toFixed(0)} ms), tempo próprio por arquivo:`);
    console.log(top(porArquivo, 15).join('\n'));
    console.log('por 100 ms desde o início do perfil (os 3 maiores):');
    for (const [faixa, m] of [...porFaixa].sort((a, b) => a[0] - b[0]))
      console.log(
        `  ${String(faixa * 100).padStart(5)} ms  ${[...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([k, v]) => `${v.toFixed(0)} ${k.replace(/^\/assets\//, '').slice(0, 40)}`)
          .join(' · ')}`,
      );
    console.log('por função:');
    console.log(top(porFuncao, 25).join('\n'));
  }
  let desenhados = 0;
  let todos = 0;
  const frio: number[] = [];
  // the first render draws CARTOES_PRIMEIRO_DESENHO cards a column, the rest of the first batch follows in
  // a background render: when every column has its CARTOES_POR_VEZ cards
  const frioCompleto: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await newContext();
    const page = await ctx.newPage();
    const r = await interativo(page);
    frio.push(r.t);
    desenhados = r.cartoes;
    await page.waitForFunction(
      ([sel, n]) => document.querySelectorAll(sel).length >= n,
      [HANDLE, ESPERADOS] as const,
      { timeout: 30_000, polling: 'raf' },
    );
    const completo = await page.evaluate(
      (sel) => ({ t: performance.now(), n: document.querySelectorAll(sel).length }),
      HANDLE,
    );
    frioCompleto.push(completo.t);
    todos = completo.n;
    await ctx.close();
  }
  // the console's own floor on the same machine: its home page (static, no data) by URL, cold cache
  const inicio: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c = await newContext();
    const p = await c.newPage();
    await p.goto('/');
    await p.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor({ timeout: 30_000 });
    inicio.push(await p.evaluate(() => performance.now()));
    await c.close();
  }
  const quente: number[] = [];
  const ctx = await newContext();
  const page = await ctx.newPage();
  await interativo(page);
  for (let i = 0; i < RUNS; i++) quente.push((await interativo(page)).t);

  // in-app, from the request's screen and from the requests' list
  const appTelaFrio: number[] = [];
  const appListaFrio: number[] = [];
  const appTelaQuente: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c1 = await newContext();
    const p1 = await c1.newPage();
    await p1.goto(telaSolicitacao);
    appTelaFrio.push((await cliqueAteInterativo(p1, botaoQuadro(p1))).t);
    // back to the request inside the app, then the board again: its code is here now
    await p1.getByRole('button', { name: 'Voltar para a solicitação' }).click();
    appTelaQuente.push((await cliqueAteInterativo(p1, botaoQuadro(p1))).t);
    await c1.close();
    const c2 = await newContext();
    const p2 = await c2.newPage();
    await p2.goto('/captacao/solicitacoes-pessoal');
    const naLista = p2.getByRole('row').getByRole('button', { name: 'Processo seletivo', exact: true });
    appListaFrio.push((await cliqueAteInterativo(p2, naLista.first())).t);
    await c2.close();
  }

  // one keyboard move, from screening to the first stage
  const abrirDialogo: number[] = [];
  const gravar: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const triagem = page.getByRole('region', { name: 'Triagem', exact: true });
    const handle = triagem.locator(HANDLE).first();
    const nome = (await handle.getAttribute('aria-label'))!.replace(/^Mover /, '');
    await handle.focus();
    let t = performance.now();
    // each key waits for the previous one's announcement (dnd-kit listens from the next task on)
    const anuncio = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await anuncio.filter({ hasText: `${nome} pego` }).waitFor();
    await page.keyboard.press('ArrowRight');
    await anuncio.filter({ hasText: `${nome} sobre a coluna Etapa 1.` }).waitFor();
    await page.keyboard.press('Space');
    const dialogo = page.getByRole('dialog', { name: new RegExp(`^Mover ${nome} para`) });
    await dialogo.getByRole('button', { name: 'Gravar' }).waitFor();
    abrirDialogo.push(performance.now() - t);
    t = performance.now();
    await dialogo.getByRole('button', { name: 'Gravar' }).click();
    await page
      .getByRole('region', { name: 'Etapa 1', exact: true })
      .getByRole('button', { name: `Mover ${nome}`, exact: true })
      .waitFor();
    gravar.push(performance.now() - t);
    await dialogo.waitFor({ state: 'detached' });
  }
  await ctx.close();

  console.log(
    `\nQuadro de uma solicitação com ${CANDIDATOS} candidatos (${NA_TRIAGEM} na triagem, ${ETAPAS} etapas):`,
  );
  console.log(`  GET …/quadro (API, sem navegador): ${fmt(quadroApi)}`);
  console.log(
    `  cartões desenhados: ${desenhados} no primeiro desenho (${CARTOES_PRIMEIRO_DESENHO} por coluna), ${todos} logo depois (${CARTOES_POR_VEZ} por coluna; 'Mostrar mais' traz o resto)`,
  );
  console.log(
    `  navegação → quadro interativo, cache frio:   ${fmt(frio)}  (meta <= 1000 ms) ${median(frio) <= 1000 ? 'OK' : 'ACIMA DA META'}`,
  );
  console.log(`  navegação → os ${todos} cartões desenhados, cache frio: ${fmt(frioCompleto)}`);
  console.log(`  navegação → quadro interativo, cache quente: ${fmt(quente)}`);
  console.log(`  referência: navegação → página inicial do console desenhada, cache frio: ${fmt(inicio)}`);
  console.log(
    `  no console: tela da solicitação, clique em 'Processo seletivo' → quadro interativo, 1ª vez: ${fmt(appTelaFrio)}  (meta <= 1000 ms) ${median(appTelaFrio) <= 1000 ? 'OK' : 'ACIMA DA META'}`,
  );
  console.log(
    `  no console: lista de solicitações, clique → quadro interativo, 1ª vez:    ${fmt(appListaFrio)}`,
  );
  console.log(
    `  no console: tela da solicitação, clique → quadro interativo, de novo:    ${fmt(appTelaQuente)}`,
  );
  console.log(`  teclado (Espaço, →, Espaço) → diálogo aberto: ${fmt(abrirDialogo)}`);
  console.log(`  'Gravar' → cartão na nova coluna (sem reler o quadro): ${fmt(gravar)}`);
} finally {
  await browser?.close();
  await app.close();
  await embedded.stop();
  rmSync(dir, { recursive: true, force: true });
}
