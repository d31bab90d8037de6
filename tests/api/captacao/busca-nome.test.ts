// A part of a name searched among the candidates (nome=…): served by the words of the names (migrations
// 036_captacao_busca_nome.after.sql and 038, busca-nome.ts), a text with spaces by its longest part's words, with
// exactly the matches, order, pages and totals of the list's own "contains" filter; kept by the triggers through
// renames and deletions; per company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client as ApiClient,
  type Client,
  createCompanyWithUser,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { CANDIDATOS } from './fixtures.ts';

let t: TestApp;
let admin: Client;
let other: Client;
let empresaId: number;
let outraId: number;

const NOMES = [
  'Maria Souza',
  'Ana Mariana Lima',
  'José Marinho',
  'Rosemari Alves',
  'Mário Quintana',
  'Carlos Silva',
  'Ana Paula Reis',
  'Ana_Paula Reis',
  'Bruno 50% Dias',
  'Beatriz  Costa',
  'AMARILDO SANTOS',
  'Mariana Maria Pires',
];
// 60 distinct words with 'kwy' (past the 50 words merged one by one)
const MUITAS_PALAVRAS = Array.from(
  { length: 60 },
  (_, i) => `Kwy${String.fromCharCode(97 + (i % 26))}${i} Teste`,
);

const inserir = (empresa: number, nomes: string[], curriculo: string | null = null) =>
  t.sql.query(
    'INSERT INTO candidato (empresa_id, nome, ocr_texto) SELECT $1, n, $3 FROM unnest($2::text[]) n',
    [empresa, nomes, curriculo],
  );

beforeAll(async () => {
  t = await startTestApp();
  admin = new ApiClient(t.app);
  await admin.login();
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  empresaId = (await admin.get('/api/userinfo')).body.empresa.id;
  outraId = (await other.get('/api/userinfo')).body.empresa.id;
  await inserir(empresaId, NOMES);
  await inserir(empresaId, MUITAS_PALAVRAS);
  await inserir(empresaId, ['Marisa Soldadora', 'Pedro Marinheiro'], 'Soldador com experiência em estaleiro');
  await inserir(outraId, ['Maria da Outra', 'Carlos Silva']);
});
afterAll(() => t?.close());

const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** What the list's own filter finds (filters.ts), in the list's name order. */
const esperado = async (termo: string, empresa = empresaId) =>
  (
    await t.sql.query<{ nome: string }>(
      `SELECT nome FROM candidato WHERE empresa_id = $1 AND nome__busca LIKE '%' || gente_search($2) || '%'
        ORDER BY nome__busca, id`,
      [empresa, likeLiteral(termo)],
    )
  ).rows.map((r) => r.nome);
const nomes = (res: { body: { content: { nome: string }[] } }) => res.body.content.map((c) => c.nome);
const lista = (client: Client, q: string) => client.get(`${CANDIDATOS}?${q}`);
describe('candidates by a part of the name', () => {
  it('finds what the contains filter finds, in name order, from the words of the names', async () => {
    for (const termo of [
      'mari',
      'MARÍ',
      'ari',
      'rinh',
      'a_p',
      '50%',
      'silva',
      'xyz',
      'ma',
      'ana paula',
      'z  c',
      'ria sou',
      ' maria ',
      'mario quint',
      'a_paula r',
      'maria  pires',
    ]) {
      const res = await lista(admin, `nome=${encodeURIComponent(termo)}&page=0&size=100`);
      expect(res.status, termo).toBe(200);
      const e = await esperado(termo);
      expect(nomes(res), termo).toEqual(e);
      expect(res.body.totalElements, termo).toBe(e.length);
    }
    // the cases that matter, spelled out: accents and case folded, a wildcard taken literally
    expect(await esperado('mari')).toEqual([
      'AMARILDO SANTOS',
      'Ana Mariana Lima',
      'José Marinho',
      'Maria Souza',
      'Mariana Maria Pires',
      'Mário Quintana',
      'Marisa Soldadora',
      'Pedro Marinheiro',
      'Rosemari Alves',
    ]);
    expect(await esperado('a_p')).toEqual(['Ana_Paula Reis']);
    // served by the words: with the words of one name taken away (by hand, here), the list no longer finds it
    await t.sql.query(
      `DELETE FROM candidato_nome_palavra WHERE candidato_id IN (SELECT id FROM candidato WHERE nome = 'Rosemari Alves')`,
    );
    expect(nomes(await lista(admin, 'nome=mari&page=0&size=50'))).not.toContain('Rosemari Alves');
    // a text with spaces from its longest part's words ('rosemari' of 'rosemari alv'), filtered by the whole text
    expect(nomes(await lista(admin, 'nome=rosemari%20alv&page=0&size=50'))).toEqual([]);
    expect(await esperado('rosemari alv')).toEqual(['Rosemari Alves']);
    // …and a rename (the trigger) gives them back
    await t.sql.query(`UPDATE candidato SET nome = 'Rosemari  Alves' WHERE nome = 'Rosemari Alves'`);
    await t.sql.query(`UPDATE candidato SET nome = 'Rosemari Alves' WHERE nome = 'Rosemari  Alves'`);
    expect(nomes(await lista(admin, 'nome=mari&page=0&size=50'))).toEqual(await esperado('mari'));
    expect(nomes(await lista(admin, 'nome=rosemari%20alv&page=0&size=50'))).toEqual(['Rosemari Alves']);
  });

  it('pages, sorts otherwise, and combines with the CV search', async () => {
    const todos = await esperado('mari');
    const segunda = await lista(admin, 'nome=mari&page=1&size=3');
    expect(nomes(segunda)).toEqual(todos.slice(3, 6));
    expect(segunda.body).toMatchObject({ totalElements: todos.length, totalPages: 3, number: 1 });
    const porId = await lista(admin, 'nome=mari&page=0&size=50&sort=id,desc');
    const ids = porId.body.content.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(nomes(porId).sort()).toEqual([...todos].sort());
    const comCurriculo = await lista(admin, 'nome=mari&curriculo=soldador&page=0&size=50');
    expect(nomes(comCurriculo)).toEqual(['Marisa Soldadora', 'Pedro Marinheiro']);
    expect(comCurriculo.body.totalElements).toBe(2);
  });

  it("never shows another company's candidates", async () => {
    expect(nomes(await lista(other, 'nome=mari&page=0&size=50'))).toEqual(['Maria da Outra']);
    expect(nomes(await lista(admin, 'nome=outra&page=0&size=50'))).toEqual([]);
    const ids = (
      await t.sql.query<{ ids: string }>(
        `SELECT n.ids FROM gente_candidato_nome_lista('mari', 100, $1, 1000, 15) n`,
        [outraId],
      )
    ).rows[0]!.ids;
    const daOutra = (
      await t.sql.query<{ id: number }>(
        `SELECT id FROM candidato WHERE empresa_id = $1 AND nome = 'Maria da Outra'`,
        [outraId],
      )
    ).rows[0]!.id;
    expect(ids).toBe(`{${daOutra}}`);
  });

  it('follows renames and deletions', async () => {
    await t.sql.query(
      `UPDATE candidato SET nome = 'Carlos Marighella' WHERE empresa_id = $1 AND nome = 'Carlos Silva'`,
      [empresaId],
    );
    expect(nomes(await lista(admin, 'nome=mari&page=0&size=50'))).toContain('Carlos Marighella');
    expect(nomes(await lista(admin, 'nome=silva&page=0&size=50'))).toEqual([]);
    const maria = (await lista(admin, 'nome=souza&page=0&size=50')).body.content[0];
    expect(maria.nome).toBe('Maria Souza');
    expect((await admin.del(`${CANDIDATOS}/${maria.id}`)).status).toBe(204);
    const depois = await lista(admin, 'nome=mari&page=0&size=50');
    expect(nomes(depois)).not.toContain('Maria Souza');
    expect(nomes(depois)).toEqual(await esperado('mari'));
    const palavras = await t.sql.query('SELECT 1 FROM candidato_nome_palavra WHERE candidato_id = $1', [
      maria.id,
    ]);
    expect(palavras.rowCount).toBe(0);
  });

  it('says "more than 1,000" from the words: all the ids of few entries, the first ones of more', async () => {
    await inserir(
      empresaId,
      Array.from({ length: 1005 }, (_, i) => `Marinalva ${String(i).padStart(4, '0')}`),
    );
    await t.sql.query('ANALYZE candidato_nome_palavra');
    const funcao = async (termo: string, entradas: number, contagem: number | null, ate = 15) =>
      (
        await t.sql.query<{ total: number | null; ids: string | null; completos: boolean | null }>(
          'SELECT n.total, n.ids, n.completos FROM gente_candidato_nome_lista($1, $2, $3, $4, $5) n',
          [termo, entradas, empresaId, contagem, ate],
        )
      ).rows[0]!;
    const idsDe = async (nomes: string[]) =>
      `{${(
        await t.sql.query<{ id: number }>(
          'SELECT id FROM candidato WHERE empresa_id = $1 AND nome = ANY($2) ORDER BY nome__busca, id',
          [empresaId, nomes],
        )
      ).rows
        .map((r) => r.id)
        .join(',')}}`;
    const todos = await esperado('marinalva');
    expect(todos).toHaveLength(1005);
    // up to the entries' limit, all of them; past it, how many up to the count limit + 1 and the first `ate`
    expect(await funcao('marinalva', 5000, 1000)).toMatchObject({ total: 1005, completos: true });
    expect(await funcao('marinalva', 1000, 1000, 4)).toEqual({
      total: 1001,
      ids: await idsDe(todos.slice(0, 4)),
      completos: false,
    });
    expect(await funcao('marinalva', 1000, 2000)).toMatchObject({ total: 1005, completos: false });
    // a text with spaces: its longest part's entries, filtered by the whole text, in either case
    const cem = todos.filter((n) => n.startsWith('Marinalva 00'));
    expect(cem).toHaveLength(100);
    expect(await funcao('Marinalva 00', 5000, 1000, 2000)).toEqual({
      total: 100,
      ids: await idsDe(cem),
      completos: true,
    });
    expect(await funcao('marinalva 00', 10, 1000, 2000)).toEqual({
      total: 100,
      ids: await idsDe(cem),
      completos: false,
    });
    expect(await funcao('marinalva 0', 10, 1000, 3)).toEqual({
      total: 1000,
      ids: await idsDe(todos.slice(0, 3)),
      completos: false,
    });
    // a list without a count limit, or a frequent part in more than 50 words: the list's own filter
    expect(await funcao('marinalva', 1000, null)).toEqual({ total: null, ids: null, completos: null });
    expect(await funcao('kwy', 10, 1000)).toEqual({ total: null, ids: null, completos: null });
    // several words past the entries' limit: a name with two of them counts once ('Mariana Maria Pires')
    const mari = await esperado('mari');
    expect(await funcao('mari', 10, 2000, 2000)).toEqual({
      total: mari.length,
      ids: await idsDe(mari),
      completos: false,
    });
    // the list (PALAVRAS_DO_NOME entries: all 1,005) says "more than 1,000", up to the last page
    const primeira = await lista(admin, 'nome=marinalva&page=0&size=15');
    expect(primeira.body).toMatchObject({ totalElements: 1001, totalElementsLimited: true, totalPages: 67 });
    expect(nomes(primeira)).toEqual(todos.slice(0, 15));
    const ultima = await lista(admin, 'nome=marinalva&page=66&size=15');
    expect(nomes(ultima)).toEqual(todos.slice(990, 1005));
  });

  it('reads the first of a frequent part from the words, pages past them as usual', async () => {
    // 5,100 entries of one word: more than PALAVRAS_DO_NOME, so the list gets the first ones and the count
    await inserir(
      empresaId,
      Array.from({ length: 5100 }, (_, i) => `Zuleide ${String(i).padStart(4, '0')} Frequente`),
    );
    await t.sql.query('ANALYZE candidato_nome_palavra');
    const todos = await esperado('frequent');
    expect(todos).toHaveLength(5100);
    const primeira = await lista(admin, 'nome=frequent&page=0&size=15');
    expect(primeira.body).toMatchObject({ totalElements: 1001, totalElementsLimited: true, totalPages: 67 });
    expect(nomes(primeira)).toEqual(todos.slice(0, 15));
    const quinta = await lista(admin, 'nome=frequent&page=4&size=20');
    expect(nomes(quinta)).toEqual(todos.slice(80, 100));
    // page 66 holds the last counted ones; page 70 is past the count, found by the list's own filter
    expect(nomes(await lista(admin, 'nome=frequent&page=66&size=15'))).toEqual(todos.slice(990, 1005));
    expect(nomes(await lista(admin, 'nome=frequent&page=70&size=15'))).toEqual(todos.slice(1050, 1065));
    // another order and another filter: the list's own ways, the same rows
    const porId = await lista(admin, 'nome=frequent&page=0&size=15&sort=id,desc');
    expect(porId.body).toMatchObject({ totalElements: 1001, totalElementsLimited: true });
    expect(nomes(porId)).toEqual(
      (
        await t.sql.query<{ nome: string }>(
          `SELECT nome FROM candidato WHERE empresa_id = $1 AND nome LIKE 'Zuleide % Frequente' ORDER BY id DESC LIMIT 15`,
          [empresaId],
        )
      ).rows.map((r) => r.nome),
    );
    // served by the words: the first name's words taken away by hand, the first page no longer shows it
    await t.sql.query(
      `DELETE FROM candidato_nome_palavra WHERE candidato_id IN (SELECT id FROM candidato WHERE nome = $1)`,
      [todos[0]],
    );
    const semPalavras = await lista(admin, 'nome=frequent&page=0&size=15');
    expect(nomes(semPalavras)).toEqual(todos.slice(1, 16));
    await t.sql.query(`DELETE FROM candidato WHERE nome LIKE 'Zuleide % Frequente'`);
  });

  it('finds a name with a CV search of many matches along the words, in name order, up to "more than 1,000"', async () => {
    // 2,600 CVs with the word (more than POUCOS_CURRICULOS: not a search of few CVs); 1,300 of them with a name
    // that has 'pedreir' in one of its words, 1,300 without
    await t.sql.query(
      `INSERT INTO candidato (empresa_id, nome, ocr_texto, data_cadastro)
       SELECT $1, CASE WHEN n % 2 = 0 THEN 'Joao Pedreiro ' ELSE 'Joao Carpinteiro ' END || lpad(n::text, 4, '0'),
              'Alvenaria estrutural e reboco', current_date
         FROM generate_series(1, 2600) n`,
      [empresaId],
    );
    await inserir(empresaId, ['Joao Pedreiro Sem Curriculo']);
    await t.sql.query('ANALYZE candidato_curriculo_busca');
    await t.sql.query('ANALYZE candidato_nome_palavra');
    const ordem = async (sort = 'nome__busca, id') =>
      (
        await t.sql.query<{ nome: string }>(
          `SELECT nome FROM candidato c WHERE empresa_id = $1 AND nome__busca LIKE '%pedreir%'
              AND id IN (SELECT candidato_id FROM candidato_curriculo_busca b
                          WHERE b.vetor @@ gente_curriculo_consulta('alvenaria'))
            ORDER BY ${sort}`,
          [empresaId],
        )
      ).rows.map((r) => r.nome);
    const todos = await ordem();
    expect(todos).toHaveLength(1300);
    const q = 'nome=pedreir&curriculo=alvenaria';
    const primeira = await lista(admin, `${q}&page=0&size=15`);
    expect(primeira.body).toMatchObject({ totalElements: 1001, totalElementsLimited: true, totalPages: 67 });
    expect(nomes(primeira)).toEqual(todos.slice(0, 15));
    expect(nomes(await lista(admin, `${q}&page=20&size=15`))).toEqual(todos.slice(300, 315));
    // past the first 1,001 (page 66 goes from the 991st to the 1,005th): found as usual
    expect(nomes(await lista(admin, `${q}&page=66&size=15`))).toEqual(todos.slice(990, 1005));
    // another order, another filter: the list's own conditions
    expect(nomes(await lista(admin, `${q}&page=0&size=15&sort=id,desc`))).toEqual(
      (await ordem('id DESC')).slice(0, 15),
    );
    const rec = await lista(admin, `${q}&page=0&size=15&dataIni=2000-01-01`);
    expect(nomes(rec)).toEqual(todos.slice(0, 15));
    // served by the words: the first one's words taken away (by hand, here), the first page no longer has it
    await t.sql.query(
      `DELETE FROM candidato_nome_palavra WHERE candidato_id IN (SELECT id FROM candidato WHERE nome = $1)`,
      [todos[0]],
    );
    expect(nomes(await lista(admin, `${q}&page=0&size=15`))).toEqual(todos.slice(1, 16));
    await t.sql.query(`UPDATE candidato SET nome = nome || ' ' WHERE nome = $1`, [todos[0]]);
    await t.sql.query(`UPDATE candidato SET nome = rtrim(nome) WHERE nome = $1`, [`${todos[0]} `]);
    expect(nomes(await lista(admin, `${q}&page=0&size=15`))).toEqual(todos.slice(0, 15));
    // few matches of both: counted exactly
    const poucos = await lista(admin, 'nome=pedreiro 000&curriculo=alvenaria&page=0&size=15');
    expect(poucos.body.totalElements).toBe(4);
  });

  it('counts a name with a CV search in batches of the name word\'s candidates: exactly, or up to "more than 1,000"', async () => {
    // a word in 2,400 names, half of them with the CV word (the batches, sized for its frequency, take two
    // rounds), and a word in 42 names, 37 with it
    await t.sql.query(
      `INSERT INTO candidato (empresa_id, nome, ocr_texto, data_cadastro)
       SELECT $1::int, 'Rufino ' || lpad(n::text, 4, '0'),
              CASE WHEN n % 2 = 0 THEN 'Alvenaria e acabamento' ELSE 'Pintura predial' END, current_date
         FROM generate_series(1, 2400) n
       UNION ALL
       SELECT $1::int, 'Quintino ' || lpad(n::text, 2, '0'),
              CASE WHEN n <= 37 THEN 'Alvenaria de blocos' ELSE 'Jardinagem' END, current_date
         FROM generate_series(1, 42) n`,
      [empresaId],
    );
    await t.sql.query('ANALYZE candidato_curriculo_busca');
    await t.sql.query('ANALYZE candidato_nome_palavra');
    const ordem = async (parte: string) =>
      (
        await t.sql.query<{ nome: string }>(
          `SELECT nome FROM candidato WHERE empresa_id = $1 AND nome__busca LIKE '%' || $2 || '%'
              AND id IN (SELECT candidato_id FROM candidato_curriculo_busca b
                          WHERE b.vetor @@ gente_curriculo_consulta('alvenaria'))
            ORDER BY nome__busca, id`,
          [empresaId, parte],
        )
      ).rows.map((r) => r.nome);
    const rufinos = await ordem('rufin');
    expect(rufinos).toHaveLength(1200);
    const r = await lista(admin, 'nome=rufin&curriculo=alvenaria&page=3&size=15');
    expect(r.body).toMatchObject({ totalElements: 1001, totalElementsLimited: true });
    expect(nomes(r)).toEqual(rufinos.slice(45, 60));
    const quintinos = await ordem('quintin');
    expect(quintinos).toHaveLength(37);
    for (const page of [0, 2]) {
      const q = await lista(admin, `nome=quintin&curriculo=alvenaria&page=${page}&size=15`);
      expect(q.body).toMatchObject({ totalElements: 37, totalPages: 3 });
      expect(nomes(q)).toEqual(quintinos.slice(page * 15, page * 15 + 15));
    }
  });

  it('refuses a name of more than 200 characters, as every text filter', async () => {
    const res = await lista(admin, `nome=${'m'.repeat(201)}&page=0&size=15`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Filtro inválido. (nome)');
  });
});
