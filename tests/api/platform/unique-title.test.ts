// A register's record title is unique per company by default, compared without accents and case, with a
// message naming the record; knowledge, skills and attitudes share one name space; opting out allows
// homonyms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const CS = '/api/cargo-salario';
const KHA = 'Já existe um Conhecimento, Habilidade ou Atitude com o nome';

let t: TestApp;
let admin: Client;
let other: Client;
let areaId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  other = (await createCompanyWithUser(admin, 'Outra Títulos', '11144477735')).client;
  areaId = (await created(admin, `${CS}/areas-organizacionais`, { nome: 'Área Títulos' })).id;
});
afterAll(() => t?.close());

describe('default: the title is unique per company', () => {
  it('refuses the same name without regard to accents and case, naming the record', async () => {
    await created(admin, `${CS}/grupos-ocupacionais`, { nome: 'Operação' });
    const before = await countRows(t, 'grupo_ocupacional');
    expectFieldError(
      await admin.post(`${CS}/grupos-ocupacionais`, { nome: '  OPERACAO ' }),
      'nome',
      'Já existe um Grupo Ocupacional com o nome "OPERACAO".',
    );
    expect(await countRows(t, 'grupo_ocupacional')).toBe(before);
  });

  it('names a feminine register and a non-name title field correctly', async () => {
    await created(admin, '/api/captacao/motivos-solicitacao', { descricao: 'Aumento de quadro' });
    expectFieldError(
      await admin.post('/api/captacao/motivos-solicitacao', { descricao: 'aumento de quadro' }),
      'descricao',
      'Já existe um Motivo de Solicitação com a descrição "aumento de quadro".',
    );
  });

  it('lets a record keep its own name and refuses taking another one', async () => {
    const a = await created(admin, `${CS}/grupos-ocupacionais`, { nome: 'Apoio' });
    await created(admin, `${CS}/grupos-ocupacionais`, { nome: 'Gestão' });
    expect((await admin.put(`${CS}/grupos-ocupacionais/${a.id}`, { nome: 'apoio' })).status).toBe(200);
    expectFieldError(
      await admin.put(`${CS}/grupos-ocupacionais/${a.id}`, { nome: 'Gestao' }),
      'nome',
      'Já existe um Grupo Ocupacional com o nome "Gestao".',
    );
    expect((await admin.get(`${CS}/grupos-ocupacionais/${a.id}`)).body.nome).toBe('apoio');
  });

  it('another company may use the same name', async () => {
    expect((await other.post(`${CS}/grupos-ocupacionais`, { nome: 'Operação' })).status).toBe(201);
  });

  it('a register that opts out accepts homonyms (areas under different parents)', async () => {
    await created(admin, `${CS}/areas-organizacionais`, { nome: 'Comercial' });
    expect((await admin.post(`${CS}/areas-organizacionais`, { nome: 'Comercial' })).status).toBe(201);
  });
});

describe('knowledge, skills and attitudes share one name space', () => {
  it('refuses an attitude, a knowledge or a skill named like any of the three', async () => {
    const body = (nome: string) => ({ nome, areasOrganizacionais: [areaId] });
    await created(admin, `${CS}/atitudes`, body('Organizado'));
    expectFieldError(await admin.post(`${CS}/atitudes`, body('Organizado')), 'nome', `${KHA} "Organizado".`);
    expectFieldError(
      await admin.post(`${CS}/conhecimentos`, body('organizádo')),
      'nome',
      `${KHA} "organizádo".`,
    );
    expectFieldError(
      await admin.post(`${CS}/habilidades`, body('ORGANIZADO')),
      'nome',
      `${KHA} "ORGANIZADO".`,
    );
    expect(await countRows(t, 'conhecimento')).toBe(0);
    expect(await countRows(t, 'habilidade')).toBe(0);
    expect((await admin.post(`${CS}/habilidades`, body('Comunicação'))).status).toBe(201);
  });
});
