// Control characters in the API's input (src/server/http/input-guard.ts): a NUL answered 500 (PostgreSQL
// refuses it in text) and the other C0 controls and DEL were stored, to break the eSocial XML later. Now any
// of them in a body, a query string or a path parameter is refused where it comes in: 400
// FIELD_VALIDATION_VIOLATION naming each field, nothing stored, no attempt counted. TAB, LF and CR stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../helpers/expect.ts';
import { ADMIN_CPF, Client, countRows, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const MSG = 'Contém caracteres de controle não permitidos.';
const erro = (field: string) => ({ field, message: MSG });
const BAIRROS = '/api/geral/bairros';
const AREAS = '/api/captacao/areas-interesse';
const SAO_PAULO = 3550308;

let t: TestApp;
let admin: Client;
let area: number;

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  area = (await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Comercial' })).id;
});
afterAll(() => t?.close());

describe('control characters in the input', () => {
  it('a NUL in a register field answers 400 naming it, on create and on update; nothing stored', async () => {
    const antes = await countRows(t, 'bairro');
    expectFieldErrors(await admin.post(BAIRROS, { nome: 'Vila\u0000Nova', cidade: { id: SAO_PAULO } }), [
      erro('nome'),
    ]);
    expect(await countRows(t, 'bairro')).toBe(antes);
    const b = await created(admin, BAIRROS, { nome: 'Vila Nova', cidade: { id: SAO_PAULO } });
    expectFieldErrors(await admin.put(`${BAIRROS}/${b.id}`, { nome: '\u0000', cidade: { id: SAO_PAULO } }), [
      erro('nome'),
    ]);
    expect((await t.sql.query('SELECT nome FROM bairro WHERE id = $1', [b.id])).rows[0].nome).toBe(
      'Vila Nova',
    );
  });

  it('BEL, ESC and DEL in text fields are refused, every field named at once; nothing stored', async () => {
    const antes = await countRows(t, 'area_interesse');
    const res = await admin.post(AREAS, {
      nome: 'Vendas\u001b[31m',
      areasOrganizacionais: [area],
      observacao: 'toca o sino\u0007 e apaga\u007f',
    });
    expectFieldErrors(res, [erro('nome'), erro('observacao')]);
    expect(await countRows(t, 'area_interesse')).toBe(antes);
  });

  it('keeps TAB, LF and CR: a text area has lines', async () => {
    const observacao = 'Linha 1\r\nLinha 2\n\tcom recuo';
    const res = await admin.post(AREAS, { nome: 'Logística', areasOrganizacionais: [area], observacao });
    expect(res.status).toBe(201);
    const { rows } = await t.sql.query('SELECT observacao FROM area_interesse WHERE id = $1', [res.body.id]);
    expect(rows[0].observacao).toBe(observacao);
  });

  it('names a nested field and a key that carries one', async () => {
    const antes = await countRows(t, 'bairro');
    expectFieldErrors(
      await admin.post(BAIRROS, { nome: 'Centro', cidade: { id: SAO_PAULO, 'x\u0000': 1 } }),
      [erro('cidade.x')],
    );
    expect(await countRows(t, 'bairro')).toBe(antes);
  });

  it('a NUL in a query string or a path parameter answers 400 naming it, not 500', async () => {
    expectFieldErrors(await admin.get(`${BAIRROS}?page=0&nome=%00`), [erro('nome')]);
    expectFieldErrors(await admin.get(`${BAIRROS}?nome=a%07b`), [erro('nome')]);
    expectFieldErrors(await admin.get('/api/utilitario/log?cadastro=geral%2Fbairros%00'), [erro('cadastro')]);
    expectFieldErrors(await admin.get(`${BAIRROS}/1%00`), [erro('id')]);
    // a tab in a filter is text like any other
    expect((await admin.get(`${BAIRROS}?page=0&nome=a%09b`)).status).toBe(200);
  });

  it('a NUL in the login answers 400 before anything is counted or looked up', async () => {
    const antes = await countRows(t, 'login_tentativa');
    const res = await new Client(t.app).post('/api/login', {
      cpf: ADMIN_CPF,
      senha: 'x\u0000',
      empresaId: 1,
    });
    expectFieldErrors(res, [erro('senha')]);
    expect(await countRows(t, 'login_tentativa')).toBe(antes);
  });
});
