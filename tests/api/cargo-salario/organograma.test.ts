// GET /api/cargo-salario/areas-organizacionais/organogramas: the area tree with head counts of the
// employees on the roll whose position in force today is in each area; active areas only by default;
// hidden areas give their place to their children; a chosen root; company scope and authority.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today as hoje } from '../../../src/server/http/params.ts';
import { Client, createCompanyWithUser, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const PATH = '/api/cargo-salario/areas-organizacionais/organogramas';
const AREAS = '/api/cargo-salario/areas-organizacionais';

let t: TestApp;
let admin: Client;
let other: Client;

async function created(res: { status: number; body: any }, what: string): Promise<number> {
  if (res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}
const novaArea = async (nome: string, maeId?: number, over: Record<string, unknown> = {}, client = admin) =>
  created(
    await client.post(AREAS, { nome, ...(maeId ? { areaMae: { id: maeId } } : {}), ...over }),
    `área ${nome}`,
  );

const ids = {} as Record<string, number>;
let faixaId: number;

/** An employee admitted on `admissao` into `areaId`, with a later move when `depois` is given. */
async function talento(
  nome: string,
  areaId: number,
  over: Record<string, unknown> = {},
  depois?: { data: string; areaId: number },
) {
  const admissao = (over.dataAdmissao as string) ?? '2020-01-01';
  const id = await created(
    await admin.post('/api/cargo-salario/colaboradores', { nome, dataAdmissao: admissao, ...over }),
    `talento ${nome}`,
  );
  const historico = (data: string, area: number) =>
    admin.post('/api/cargo-salario/historicos-colaboradores', {
      colaborador: { id },
      data,
      areaOrganizacional: { id: area },
      faixaSalarial: { id: faixaId },
      tipoSalario: 1,
    });
  await created(await historico(admissao, areaId), `admissão de ${nome}`);
  if (depois) await created(await historico(depois.data, depois.areaId), `movimentação de ${nome}`);
  return id;
}

const anoQueVem = `${Number(hoje().slice(0, 4)) + 1}-03-01`;

// Diretoria (e-mail) > Comercial > Vendas; Diretoria > TI > Legado (inactive);
// Diretoria > Projetos Especiais (hidden from the chart) > Inovação.
beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  ids.diretoria = await novaArea('Diretoria', undefined, { email: 'diretoria@empresa.com.br' });
  ids.comercial = await novaArea('Comercial', ids.diretoria);
  ids.vendas = await novaArea('Vendas', ids.comercial);
  ids.ti = await novaArea('TI', ids.diretoria);
  ids.legado = await novaArea('Legado', ids.ti, { ativo: false });
  ids.projetos = await novaArea('Projetos Especiais', ids.diretoria, { exibirOrganograma: false });
  ids.inovacao = await novaArea('Inovação', ids.projetos);
  ids.outraRaiz = await novaArea('Conselho');

  const cargo = await created(
    await admin.post('/api/cargo-salario/cargos', {
      nome: 'Analista',
      nomeMercado: 'Analista',
      areasOrganizacionais: [ids.diretoria],
    }),
    'cargo',
  );
  faixaId = await created(
    await admin.post('/api/cargo-salario/faixas-salariais', {
      cargo: { id: cargo },
      nome: 'Única',
      codigoCBO: '252105',
      historico: [{ data: '2000-01-01', tipo: 3, valor: 3000 }],
    }),
    'faixa',
  );

  await talento('Ana', ids.vendas);
  await talento('Bruno', ids.comercial);
  // moved from TI to Vendas: counted where the entry in force today puts him
  await talento('Carla', ids.ti, {}, { data: '2023-01-01', areaId: ids.vendas });
  await talento('Davi', ids.projetos);
  await talento('Eva', ids.inovacao);
  await talento('Fábio', ids.legado);
  // not on the roll today: dismissed, cancelled, not admitted yet
  await talento('Gil', ids.ti, { status: 'D', dataDesligamento: '2023-05-31' });
  await talento('Hugo', ids.ti, { status: 'C' });
  await talento('Iris', ids.ti, { dataAdmissao: anoQueVem, status: 'G' });
});
afterAll(async () => t?.close());

/** The tree as "name own/subtree" lines, indented by level, to compare whole charts at a glance. */
function outline(nodes: any[], level = 0): string[] {
  return nodes.flatMap((n) => [
    `${'  '.repeat(level)}${n.nome} ${n.colaboradores}/${n.colaboradoresSubarvore}`,
    ...outline(n.filhas, level + 1),
  ]);
}

describe('the chart', () => {
  it('shows the active areas by name with own and subtree head counts', async () => {
    const res = await admin.get(`${PATH}?ativa=true`);
    expect(res.status).toBe(200);
    expect(outline(res.body)).toEqual([
      'Conselho 0/0',
      'Diretoria 0/5',
      '  Comercial 1/3',
      '    Vendas 2/2',
      // Projetos Especiais is hidden: Inovação takes its place, Davi still counts in Diretoria
      '  Inovação 1/1',
      '  TI 0/0',
    ]);
  });

  it('answers every node with its id, parent, status and e-mail (no responsáveis in the model yet)', async () => {
    const [, diretoria] = (await admin.get(PATH)).body;
    expect(diretoria).toEqual({
      id: ids.diretoria,
      nome: 'Diretoria',
      ativo: true,
      areaMaeId: null,
      email: 'diretoria@empresa.com.br',
      colaboradores: 0,
      colaboradoresSubarvore: 5,
      filhas: expect.any(Array),
    });
    const inovacao = diretoria.filhas.find((f: any) => f.nome === 'Inovação');
    expect(inovacao).toEqual({
      id: ids.inovacao,
      nome: 'Inovação',
      ativo: true,
      // its real parent, even though the chart draws it under Diretoria
      areaMaeId: ids.projetos,
      colaboradores: 1,
      colaboradoresSubarvore: 1,
      filhas: [],
    });
  });

  it('takes the inactive areas too with ativa=false', async () => {
    const res = await admin.get(`${PATH}?ativa=false`);
    expect(res.status).toBe(200);
    expect(outline(res.body)).toEqual([
      'Conselho 0/0',
      'Diretoria 0/6',
      '  Comercial 1/3',
      '    Vendas 2/2',
      '  Inovação 1/1',
      '  TI 0/1',
      '    Legado 1/1',
    ]);
    expect(res.body[1].filhas[2].filhas[0]).toMatchObject({ nome: 'Legado', ativo: false });
  });

  it('starts at the chosen area, shown even when hidden from the chart', async () => {
    const res = await admin.get(`${PATH}?ativa=true&areaOrganizacionalId=${ids.comercial}`);
    expect(outline(res.body)).toEqual(['Comercial 1/3', '  Vendas 2/2']);
    const oculta = await admin.get(`${PATH}?areaOrganizacionalId=${ids.projetos}`);
    expect(outline(oculta.body)).toEqual(['Projetos Especiais 1/2', '  Inovação 1/1']);
    // a leaf: the console says 'Área Organizacional não possui área filha.'
    expect((await admin.get(`${PATH}?areaOrganizacionalId=${ids.vendas}`)).body).toMatchObject([
      { nome: 'Vendas', filhas: [] },
    ]);
    // an inactive area asked for among the active ones: nothing to show
    expect((await admin.get(`${PATH}?areaOrganizacionalId=${ids.legado}`)).body).toEqual([]);
  });

  it('refuses malformed parameters', async () => {
    expect((await admin.get(`${PATH}?ativa=talvez`)).body).toMatchObject({
      status: 400,
      errors: [{ field: 'ativa', message: 'Somente ativas: valor inválido.' }],
    });
    const res = await admin.get(`${PATH}?areaOrganizacionalId=abc`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'areaOrganizacionalId', message: 'Área Organizacional: valor inválido.' },
    ]);
  });
});

describe('scope', () => {
  it("is the session company's: another company sees its own areas and not ours", async () => {
    const area = await novaArea('Matriz B', undefined, {}, other);
    const res = await other.get(PATH);
    expect(outline(res.body)).toEqual(['Matriz B 0/0']);
    expect((await other.get(`${PATH}?areaOrganizacionalId=${ids.diretoria}`)).status).toBe(404);
    expect((await admin.get(`${PATH}?areaOrganizacionalId=${area}`)).status).toBe(404);
    expect((await admin.get(`${PATH}?areaOrganizacionalId=999999`)).status).toBe(404);
  });

  it('needs a session and ROLE_CARGO_SALARIO', async () => {
    expect((await new Client(t.app).get(PATH)).status).toBe(401);
    const perfil = await admin.post('/api/utilitario/perfis', {
      nome: 'Só Captação',
      permissoes: ['ROLE_CAPTACAO'],
    });
    await created(
      await admin.post('/api/utilitario/usuarios', {
        nome: 'Recrutadora',
        cpf: '39053344705',
        senha: 'senha-recrutadora-1',
        empresas: [1],
        perfis: [perfil.body.id],
      }),
      'usuária',
    );
    const recrutadora = new Client(t.app);
    await recrutadora.login('39053344705', 'senha-recrutadora-1', 1);
    expect((await recrutadora.get(PATH)).body).toMatchObject({ status: 403, message: 'Não autorizado.' });
  });
});
