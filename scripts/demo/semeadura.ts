// The demo as a function (the CLI scripts/demo.ts and tests/api/demo.test.ts call it): plans every row in
// JS from the seeded faker, then writes them in one transaction with set-based SQL and checks what the
// database made of them (validity chain kept by the trigger, one admission entry per employee).
import { createHash } from 'node:crypto';
import { base, en, Faker, fakerPT_BR, pt_BR } from '@faker-js/faker';
import type pg from 'pg';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import type { Registry } from '../../src/shared/schema/registry.ts';
import { dia } from './calendario.ts';
import { type IdiomaPlanejado, planejarCaptacao } from './captacao.ts';
import { EMPRESAS, type EmpresaCatalogo, PESOS_EMPRESAS } from './catalogo/empresas.ts';
import { planejarColaboradores } from './colaboradores.ts';
import { novoCpf } from './documentos.ts';
import { planejarEmpresa, slug } from './estrutura.ts';
import { type Gravado, gravarPlano } from './gravacao.ts';
import { removerDemoAnterior } from './guarda.ts';
import { type Cidade, criarPlano, type Opcoes, type Plano, type Referencias } from './plano.ts';

export type { Opcoes } from './plano.ts';

export const PADRAO: Opcoes = {
  semente: 2026,
  empresas: 3,
  colaboradores: 5000,
  dataReferencia: '2026-06-30',
  candidatos: 1000,
};

export const PERFIL_RH = { nome: 'Analista de RH', permissoes: ['ROLE_CARGO_SALARIO', 'ROLE_CAPTACAO'] };
/** No 0/O, 1/l/I: the passwords are read from a terminal. */
const ALFABETO_SENHA = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export type UsuarioDemo = { nome: string; cpf: string; senha: string; empresa: string };
export type EmpresaDemo = {
  id: number;
  nome: string;
  ativos: number;
  desligados: number;
  historicos: number;
  candidatos: number;
  solicitacoes: number;
  historicosCandidatos: number;
};
export type ResumoDemo = {
  empresas: EmpresaDemo[];
  usuarios: UsuarioDemo[];
  tabelas: Gravado[];
  /** sha-256 of the planned rows (ids aside): equal runs give equal signatures */
  assinatura: string;
  msPlano: number;
  msGravacao: number;
};

/**
 * Fills the database with the demo. `substituir` first removes an earlier run of the same demo (same
 * seed and companies: same CNPJs and user CPFs); the caller decides whether the database may receive it.
 */
export async function semearDemo(
  pool: pg.Pool,
  registry: Registry,
  opcoes: Opcoes,
  params: { substituir?: boolean; log?: (msg: string) => void } = {},
): Promise<ResumoDemo> {
  const log = params.log ?? (() => {});
  const t0 = performance.now();
  const refs = await carregarReferencias(pool);
  const { plano, empresas, usuarios, idiomas } = planejar(fakerPT_BR, refs, opcoes);
  const msPlano = performance.now() - t0;
  log(`Plano pronto em ${(msPlano / 1000).toFixed(1)} s; gravando…`);

  const t1 = performance.now();
  const tabelas: Gravado[] = [];
  const client = await pool.connect();
  // a connection lost mid-seed (Ctrl-C stops the server) fails the running query; without a listener
  // the client's own 'error' event would also crash the process before it can release the lock
  const ignorar = () => {};
  client.on('error', ignorar);
  let ids: Map<string, number[]>;
  try {
    await client.query('BEGIN');
    // two demo runs on one server (DATABASE_URL) wait for each other
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('gente:demo'))`);
    if (params.substituir) {
      const removidas = await removerDemoAnterior(
        client,
        plano.empresa.colunas.get('cnpj') as string[],
        usuarios.map((u) => u.cpf),
      );
      if (removidas) log(`Removida(s) ${removidas} empresa(s) de uma demonstração anterior.`);
    }
    await prepararUsuarios(client, plano);
    ids = await gravarPlano(client, plano, registry, (g) => {
      tabelas.push(g);
      log(`  ${g.tabela}: ${g.linhas.toLocaleString('pt-BR')} linha(s) em ${(g.ms / 1000).toFixed(1)} s`);
    });
    await gravarIdiomas(client, idiomas, ids.get('candidato') ?? []);
    await conferir(client, ids.get('empresa')!);
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.off('error', ignorar);
    client.release();
  }
  return {
    empresas: empresas.map((e, i) => ({ id: ids.get('empresa')![i]!, ...e })),
    usuarios,
    tabelas,
    assinatura: assinatura(plano),
    msPlano,
    msGravacao: performance.now() - t1,
  };
}

async function carregarReferencias(pool: pg.Pool): Promise<Referencias> {
  const cidades = (
    await pool.query<Cidade>(
      'SELECT id, nome, uf_id AS "ufId", codigo_ibge AS ibge FROM cidade ORDER BY codigo_ibge',
    )
  ).rows;
  const cidadesPorUf = new Map<number, Cidade[]>();
  for (const c of cidades) cidadesPorUf.set(c.ufId, [...(cidadesPorUf.get(c.ufId) ?? []), c]);
  const cbo = (await pool.query<{ codigo: string }>('SELECT codigo FROM cbo')).rows.map((r) => r.codigo);
  const ufs = (await pool.query<{ id: number; sigla: string }>('SELECT id, sigla FROM estado')).rows;
  return {
    cidades: new Map(cidades.map((c) => [c.ibge, c])),
    cidadesPorUf,
    cbo: new Set(cbo),
    ufs: new Map(ufs.map((u) => [u.id, u.sigla])),
  };
}

/** Employees per company: shares 5:3:2 (cycled), rounded so they add up to the total. */
export function distribuir(total: number, empresas: number): number[] {
  const pesos = Array.from({ length: empresas }, (_, i) => PESOS_EMPRESAS[i % PESOS_EMPRESAS.length]!);
  const soma = pesos.reduce((a, b) => a + b, 0);
  const cotas = pesos.map((p) => Math.floor((total * p) / soma));
  for (let i = 0, falta = total - cotas.reduce((a, b) => a + b, 0); falta > 0; i++, falta--)
    cotas[i % empresas]!++;
  return cotas;
}

/** Companies beyond the catalog's three: a generated name on one of the three sectors' templates. */
function catalogoDaEmpresa(faker: Faker, i: number): EmpresaCatalogo {
  const base = EMPRESAS[i % EMPRESAS.length]!;
  if (i < EMPRESAS.length) return base;
  const nome = `${faker.company.name()} ${{ construcao: 'Construções', saude: 'Saúde', agro: 'Agronegócios' }[base.setor]}`;
  return { ...base, nome, razaoSocial: `${nome} Ltda`, dominio: `${slug(nome).replace(/\./g, '')}.com.br` };
}

/** Everything the demo writes, drawn from `faker` seeded with `opcoes.semente`. Pure: no database. */
export function planejar(faker: Faker, refs: Referencias, opcoes: Opcoes) {
  faker.seed(opcoes.semente);
  const plano = criarPlano();
  const ref = dia(opcoes.dataReferencia);
  const usados = new Set<string>();
  // the RH users first: their logins depend on the seed only, not on --escala
  const catalogos: EmpresaCatalogo[] = [];
  const usuarios: UsuarioDemo[] = [];
  for (let i = 0; i < opcoes.empresas; i++) {
    catalogos.push(catalogoDaEmpresa(faker, i));
    usuarios.push(planejarUsuario(faker, plano, catalogos[i]!, i, usados));
  }
  // then every company's structure (CNPJ, areas, jobs, indices): also the same at any scale, so --force
  // finds an earlier run by its CNPJs whatever its --escala was
  const estruturas = catalogos.map((catalogo) => planejarEmpresa(faker, plano, refs, catalogo, ref));
  const cotas = distribuir(opcoes.colaboradores, opcoes.empresas);
  const colaboradores = estruturas.map((empresa, i) =>
    planejarColaboradores({ faker, plano, refs, empresa, usados }, cotas[i]!, ref),
  );
  // recruitment draws from a generator of its own: candidates do not change with --escala's employees
  const fakerCaptacao = new Faker({ locale: [pt_BR, en, base] });
  fakerCaptacao.seed(opcoes.semente + 1);
  const idiomas: IdiomaPlanejado[] = [];
  const cotasCandidatos = distribuir(opcoes.candidatos, opcoes.empresas);
  const empresas = estruturas.map((empresa, i) => {
    // the company's RH user is the i-th planned user
    const c = planejarCaptacao(
      fakerCaptacao,
      plano,
      refs,
      empresa,
      i,
      cotasCandidatos[i]!,
      ref,
      usados,
      idiomas,
    );
    return {
      nome: empresa.catalogo.nome,
      ...colaboradores[i]!,
      candidatos: c.candidatos,
      solicitacoes: c.solicitacoes,
      historicosCandidatos: c.historicos,
    };
  });
  return { plano, empresas, usuarios, idiomas };
}

/** The RH user of the company planned `empresa`-th (its profile is added when writing). */
function planejarUsuario(
  faker: Faker,
  plano: Plano,
  catalogo: EmpresaCatalogo,
  empresa: number,
  usados: Set<string>,
): UsuarioDemo {
  const usuario: UsuarioDemo = {
    nome: `${faker.person.firstName()} ${faker.person.lastName()}`,
    cpf: novoCpf(faker, usados),
    senha: faker.string.fromCharacters(ALFABETO_SENHA, 12),
    empresa: catalogo.nome,
  };
  const pos = plano.usuario.add({
    nome: usuario.nome,
    cpf: usuario.cpf,
    email: `rh@${catalogo.dominio}`,
    senha: usuario.senha,
    ativo: true,
    fornecedor: false,
  });
  plano.usuario_empresas.add({ owner_id: pos, ref_id: empresa });
  return usuario;
}

/** The RH profile (created once, shared by the companies) and the users' password hashes. */
async function prepararUsuarios(client: pg.ClientBase, plano: Plano): Promise<void> {
  let perfil = (await client.query<{ id: number }>('SELECT id FROM perfil WHERE nome = $1', [PERFIL_RH.nome]))
    .rows[0]?.id;
  perfil ??= (
    await client.query<{ id: number }>('INSERT INTO perfil (nome, permissoes) VALUES ($1, $2) RETURNING id', [
      PERFIL_RH.nome,
      JSON.stringify(PERFIL_RH.permissoes),
    ])
  ).rows[0]!.id;
  const senhas = plano.usuario.colunas.get('senha')!;
  const hashes = await Promise.all(senhas.map((s) => hashPassword(s as string)));
  plano.usuario.colunas.set('senha', hashes);
  for (let i = 0; i < plano.usuario.linhas; i++) plano.usuario_perfis.add({ owner_id: i, ref_id: perfil });
}

/**
 * What the trigger made of the bulk insert: every data_fim as the chain defines it (recomputed here for
 * every row written) and one admission entry per employee on the admission date.
 */
async function conferir(client: pg.ClientBase, empresas: number[]): Promise<void> {
  const cadeia = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM (
       SELECT data_fim, CASE WHEN status IS DISTINCT FROM 'X' THEN
           lead(data) OVER (PARTITION BY colaborador_id, status IS DISTINCT FROM 'X' ORDER BY data) - 1 END AS fim
         FROM historico_colaborador WHERE empresa_id = ANY($1::int[])) x
     WHERE data_fim IS DISTINCT FROM fim`,
    [empresas],
  );
  if (Number(cadeia.rows[0]!.n) > 0)
    throw new Error(
      `Conferência: ${cadeia.rows[0]!.n} histórico(s) com data_fim fora da cadeia de vigência.`,
    );
  const admissao = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM colaborador c WHERE c.empresa_id = ANY($1::int[]) AND NOT EXISTS (
       SELECT 1 FROM historico_colaborador h
        WHERE h.colaborador_id = c.id AND h.data = c.data_admissao AND h.motivo = 'A')`,
    [empresas],
  );
  if (Number(admissao.rows[0]!.n) > 0)
    throw new Error(`Conferência: ${admissao.rows[0]!.n} talento(s) sem o histórico de admissão.`);
}

/** The candidates' languages, by the name of the company's language (seeded by the database per company). */
async function gravarIdiomas(client: pg.ClientBase, idiomas: IdiomaPlanejado[], candidatos: number[]) {
  if (idiomas.length === 0) return;
  await client.query(
    `INSERT INTO candidato_candidato_idiomas (owner_id, posicao, idioma_id, nivel)
     SELECT u.candidato, row_number() OVER (PARTITION BY u.candidato ORDER BY u.ordem) - 1, i.id, u.nivel
       FROM unnest($1::int[], $2::text[], $3::text[], $4::int[]) AS u(candidato, nome, nivel, ordem)
       JOIN candidato c ON c.id = u.candidato
       JOIN idioma i ON i.empresa_id = c.empresa_id AND i.nome = u.nome`,
    [
      idiomas.map((x) => candidatos[x.candidato]),
      idiomas.map((x) => x.idioma),
      idiomas.map((x) => x.nivel),
      idiomas.map((_, i) => i),
    ],
  );
}

function assinatura(plano: Plano): string {
  const hash = createHash('sha256');
  for (const t of [
    plano.colaborador,
    plano.historico_colaborador,
    plano.faixa_salarial_historico,
    plano.candidato,
    plano.historico_candidato,
  ]) {
    for (const [coluna, valores] of t.colunas)
      hash.update(`${t.nome}.${coluna}:${JSON.stringify(valores)}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}
