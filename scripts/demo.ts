// `npm run demo`: fills a fresh Gente database with a realistic Brazilian company group (docs/demo.md).
//   npm run demo -- [--escala N] [--empresas N] [--semente N] [--data-referencia AAAA-MM-DD] [--force]
// Connects like the app (DATABASE_URL, else the embedded PostgreSQL of GENTE_DATA_DIR under the app's
// process lock), builds the app once so the tables and the first-start data exist, then seeds.
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { ConfigError, readConfig } from '../src/server/config.ts';
import { EmbeddedPostgresError } from '../src/server/db/embedded-postgres.ts';
import { ProcessLockError } from '../src/server/db/process-lock.ts';
import { today } from '../src/server/http/params.ts';
import { loadRegistry } from '../src/server/schema-loader.ts';
import { formatCpf } from '../src/shared/br/format.ts';
import { semearAvaliacao } from './demo/avaliacao.ts';
import { abrirBanco, type Banco } from './demo/conexao.ts';
import { semearDesenvolvimento } from './demo/desenvolvimento.ts';
import { alemDoInicial } from './demo/guarda.ts';
import { semearPesquisa } from './demo/pesquisa.ts';
import { type Opcoes, PADRAO, type ResumoDemo, semearDemo } from './demo/semeadura.ts';

class UsoError extends Error {}

const AJUDA = `Uso: npm run demo -- [opções]
  --escala N              multiplica talentos e históricos (padrão 1: 5.000 talentos; 10: 50.000)
  --empresas N            quantas empresas (padrão 3)
  --candidatos N          candidatos da captação, em todas as empresas (padrão ${PADRAO.candidatos} × escala)
  --semente N             semente do gerador (padrão ${PADRAO.semente}): a mesma semente gera os mesmos dados
  --data-referencia DATA  o "hoje" dos dados, AAAA-MM-DD (padrão ${PADRAO.dataReferencia}, ou hoje se for antes)
  --force                 semeia mesmo num banco que já tem dados (substitui uma demonstração anterior igual)`;

function lerOpcoes(argv: string[]): { opcoes: Opcoes; force: boolean } {
  const opcoes = { ...PADRAO, dataReferencia: [PADRAO.dataReferencia, today()].sort()[0]! };
  let escala = 1;
  let candidatos: number | undefined;
  let force = false;
  const numero = (nome: string, v: string | undefined, min: number, max: number) => {
    const n = Number(v);
    if (v === undefined || !Number.isFinite(n) || n < min || n > max)
      throw new UsoError(`${nome} inválido: "${v ?? ''}" (esperado um número de ${min} a ${max}).`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--force') force = true;
    else if (a === '--escala') escala = numero(a, argv[++i], 0.01, 100);
    else if (a === '--empresas') opcoes.empresas = Math.round(numero(a, argv[++i], 1, 30));
    else if (a === '--candidatos') candidatos = Math.round(numero(a, argv[++i], 0, 1_000_000));
    else if (a === '--semente') opcoes.semente = Math.round(numero(a, argv[++i], 0, 2 ** 31));
    else if (a === '--data-referencia') {
      const d = argv[++i] ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(Date.parse(d)))
        throw new UsoError(`--data-referencia inválida: "${d}" (use AAAA-MM-DD).`);
      opcoes.dataReferencia = d;
    } else if (a === '--help' || a === '-h') {
      console.log(AJUDA);
      process.exit(0);
    } else throw new UsoError(`Opção desconhecida: ${a}\n${AJUDA}`);
  }
  opcoes.colaboradores = Math.max(opcoes.empresas, Math.round(PADRAO.colaboradores * escala));
  opcoes.candidatos = candidatos ?? Math.round(PADRAO.candidatos * escala);
  return { opcoes, force };
}

function imprimir(resumo: ResumoDemo, ms: number): void {
  const fmt = (n: number) => n.toLocaleString('pt-BR');
  console.log('\nEmpresas criadas:');
  console.table(
    resumo.empresas.map((e) => ({
      id: e.id,
      empresa: e.nome,
      'talentos ativos': fmt(e.ativos),
      desligados: fmt(e.desligados),
      históricos: fmt(e.historicos),
      candidatos: fmt(e.candidatos),
      solicitações: fmt(e.solicitacoes),
      movimentações: fmt(e.historicosCandidatos),
    })),
  );
  const linhas = resumo.tabelas.reduce((n, t) => n + t.linhas, 0);
  console.log(`${fmt(linhas)} linhas gravadas em ${resumo.tabelas.length} tabelas (detalhes acima).`);
  console.log('Usuários de RH (perfil "Analista de RH"; anote as senhas):');
  for (const u of resumo.usuarios)
    console.log(`  ${u.empresa}: ${u.nome}  CPF ${formatCpf(u.cpf)}  Senha ${u.senha}`);
  console.log(
    `\nAssinatura dos dados: ${resumo.assinatura} (igual em toda execução com as mesmas opções)` +
      `\nTempo total: ${(ms / 1000).toFixed(1)} s (plano ${(resumo.msPlano / 1000).toFixed(1)} s, gravação ${(resumo.msGravacao / 1000).toFixed(1)} s)`,
  );
}

async function main(): Promise<void> {
  const inicio = performance.now();
  const { opcoes, force } = lerOpcoes(process.argv.slice(2));
  const env = readConfig();
  // the app's request log is noise here; GENTE_LOG_LEVEL still wins when set
  const config = { ...env, logLevel: process.env.GENTE_LOG_LEVEL ? env.logLevel : ('warn' as const) };
  let banco: Banco | undefined;
  let pool: pg.Pool | undefined;
  const encerrar = async () => {
    await pool?.end().catch(() => {});
    await banco?.fechar();
  };
  process.once('SIGINT', () => {
    console.error('\nInterrompido: nada foi gravado (a transação em curso é desfeita pelo PostgreSQL).');
    // the database first: its shutdown ends the seeding transaction, which a pool.end() would wait for
    void (banco?.fechar() ?? Promise.resolve()).finally(() => process.exit(130));
  });
  try {
    banco = await abrirBanco(config, (m) => console.log(m));
    console.log(`Banco: ${banco.descricao}`);
    // the app creates/updates the tables, loads IBGE and CBO data and makes the first company and admin
    const app = await buildApp({ config, databaseUrl: banco.databaseUrl });
    await app.close();
    pool = new pg.Pool({ connectionString: banco.databaseUrl, max: 2 });
    pool.on('error', () => {});
    const alem = await alemDoInicial(pool);
    if (alem.length && !force) {
      throw new UsoError(
        `O banco já tem dados (${alem.join(', ')}). A demonstração só é criada num banco novo; ` +
          'use --force para criá-la mesmo assim (uma demonstração anterior com as mesmas opções é substituída).',
      );
    }
    console.log(
      `Semeando ${opcoes.empresas} empresa(s), ${opcoes.colaboradores.toLocaleString('pt-BR')} talentos e ` +
        `${opcoes.candidatos.toLocaleString('pt-BR')} candidatos ` +
        `(semente ${opcoes.semente}, data de referência ${opcoes.dataReferencia})…`,
    );
    const resumo = await semearDemo(pool, loadRegistry(), opcoes, {
      substituir: force,
      log: (m) => console.log(m),
    });
    const inicioAvaliacao = performance.now();
    const avaliacao = await semearAvaliacao(
      pool,
      resumo.empresas.map((e) => e.id),
      opcoes,
    );
    console.log(
      `Avaliação: ${avaliacao.reduce((n, a) => n + a.folhas, 0).toLocaleString('pt-BR')} folhas respondidas e um nove-box por empresa (${((performance.now() - inicioAvaliacao) / 1000).toFixed(1)} s).`,
    );
    const pesquisas = await semearPesquisa(
      pool,
      resumo.empresas.map((e) => e.id),
      opcoes,
    );
    console.log(
      `Pesquisas: ${pesquisas.reduce((n, p) => n + p.folhas, 0).toLocaleString('pt-BR')} folhas (clima anônima encerrada e pulso em andamento por empresa).`,
    );
    const treinamentos = await semearDesenvolvimento(
      pool,
      resumo.empresas.map((e) => e.id),
      opcoes,
    );
    console.log(
      `Desenvolvimento: ${treinamentos.reduce((n, d) => n + d.inscricoes, 0).toLocaleString('pt-BR')} inscrições em turmas.`,
    );
    // fresh statistics and visibility map: the lists and reports plan well from the first request
    await pool.query('VACUUM ANALYZE');
    imprimir(resumo, performance.now() - inicio);
  } finally {
    await encerrar();
  }
}

main().catch((e: unknown) => {
  const conhecido = [UsoError, ConfigError, ProcessLockError, EmbeddedPostgresError].some(
    (c) => e instanceof c,
  );
  console.error(`Erro: ${conhecido ? (e as Error).message : e instanceof Error ? e.stack : String(e)}`);
  process.exitCode = 1;
});
