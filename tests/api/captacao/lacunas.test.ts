// The recruitment gaps of issue 26: a stage inserted with its name only (next order), the company's mandatory
// candidate fields on the staff side (the military certificate of men only), the suspension note, documents of a
// personnel request, foreigners' data, the kinship warning, 'Incluir candidatos' by relevance with the CV's line,
// and the job ad's picker of open, approved requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import schemaAnuncio from '../../../schemas/captacao/anuncios.json' with { type: 'json' };
import { expectFieldError, expectFieldErrors } from '../../helpers/expect.ts';
import {
  Client as ApiClient,
  type Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { type Base, CANDIDATOS, CE, FORTALEZA, SOLICITACOES, seedCaptacao, solicitacao } from './fixtures.ts';

const ETAPAS = '/api/captacao/etapas-seletivas';
const CONFIG = '/api/captacao/configuracao-campos-candidato';
const COLABORADORES = '/api/cargo-salario/colaboradores';

let t: TestApp;
let admin: Client;
let other: Client;
let b: Base;

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new ApiClient(t.app);
  await admin.login();
  b = await seedCaptacao(admin);
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
}, 120_000);
afterAll(async () => t?.close());

const upload = (url: string, nome: string, tipo: string, bytes: Buffer) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data; boundary=X' },
    payload: Buffer.concat([
      Buffer.from(
        `--X\r\nContent-Disposition: form-data; name="file"; filename="${nome}"\r\nContent-Type: ${tipo}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n--X--\r\n'),
    ]),
  });

describe('selection stages', () => {
  it('a stage with only its name comes after the last one; an update without the order keeps it', async () => {
    const maior = (await admin.get(ETAPAS)).body.reduce(
      (m: number, e: { ordem: number }) => Math.max(m, e.ordem),
      0,
    );
    const nova = await created(admin, ETAPAS, { nome: 'Dinâmica de grupo' });
    expect(nova.ordem).toBe(maior + 1);
    expect((await admin.get(`${ETAPAS}/proxima-ordem`)).body).toEqual({ ordem: maior + 2 });
    const outra = await created(admin, ETAPAS, { nome: 'Teste prático' });
    expect(outra.ordem).toBe(maior + 2);
    const alterada = await admin.put(`${ETAPAS}/${nova.id}`, { nome: 'Dinâmica em grupo' });
    expect(alterada.body).toMatchObject({ nome: 'Dinâmica em grupo', ordem: maior + 1 });
    // the other company's stages do not count
    expect((await created(other, ETAPAS, { nome: 'Entrevista' })).ordem).toBe(1);
  });

  it('an order above 999 and a stage without a name are refused, nothing stored', async () => {
    const antes = await countRows(t, 'etapa_seletiva');
    expectFieldError(
      await admin.post(ETAPAS, { nome: 'Final', ordem: 1000 }),
      'ordem',
      'Ordem deve ser no máximo 999.',
    );
    expectFieldError(await admin.post(ETAPAS, { ordem: 5 }), 'nome', 'Nome é obrigatório');
    expect(await countRows(t, 'etapa_seletiva')).toBe(antes);
  });
});

describe("the company's mandatory candidate fields on the staff side", () => {
  let configId: number;
  beforeAll(async () => {
    configId = (
      await created(admin, CONFIG, {
        camposVisiveis: ['pessoal.sexo'],
        camposObrigatorios: [
          'pessoal.dataNascimento',
          'documentos.certificadoMilitar',
          'contato.foneCelular',
        ],
      })
    ).id;
  });
  afterAll(async () => {
    await admin.del(`${CONFIG}/${configId}`);
  });

  it('refuses a candidate without them, with the portal’s messages, and stores nothing', async () => {
    const antes = await countRows(t, 'candidato');
    expectFieldErrors(
      await admin.post(CANDIDATOS, { nome: 'Bruno Reis', cargos: [b.cargo], pessoal: { sexo: 'M' } }),
      [
        { field: 'pessoal.dataNascimento', message: 'Data de Nascimento é obrigatória' },
        { field: 'documentos.certificadoMilitar.numero', message: 'Certificado Militar é obrigatório' },
        { field: 'contato.dddCelular', message: 'Celular é obrigatório' },
      ],
    );
    expect(await countRows(t, 'candidato')).toBe(antes);
  });

  it('does not ask a woman (nor who did not say) for the military certificate', async () => {
    const base = {
      cargos: [b.cargo],
      contato: { dddCelular: '11', foneCelular: '912345678' },
    };
    const ana = await admin.post(CANDIDATOS, {
      ...base,
      nome: 'Ana Reis',
      pessoal: { sexo: 'F', dataNascimento: '1990-01-01' },
    });
    expect(ana.status).toBe(201);
    const semSexo = await admin.post(CANDIDATOS, {
      ...base,
      nome: 'Alex Reis',
      pessoal: { dataNascimento: '1990-01-01' },
    });
    expect(semSexo.status).toBe(201);
    const bruno = await admin.post(CANDIDATOS, {
      ...base,
      nome: 'Bruno Reis',
      pessoal: { sexo: 'M', dataNascimento: '1990-01-01' },
      documentos: { certificadoMilitar: { numero: 'RA123456', tipo: 'CR' } },
    });
    expect(bruno.status).toBe(201);
    // an update that empties a mandatory field is refused too, and the record keeps it
    const { id, ...corpo } = ana.body;
    expectFieldError(
      await admin.put(`${CANDIDATOS}/${id}`, { ...corpo, pessoal: { sexo: 'F' } }),
      'pessoal.dataNascimento',
      'Data de Nascimento é obrigatória',
    );
    expect((await admin.get(`${CANDIDATOS}/${id}`)).body.pessoal.dataNascimento).toBe('1990-01-01');
  });

  it('another company (without a configuration) asks nothing more', async () => {
    const area = await created(other, '/api/cargo-salario/areas-organizacionais', { nome: 'Loja' });
    const cargo = await created(other, '/api/cargo-salario/cargos', {
      nome: 'Caixa',
      nomeMercado: 'Caixa',
      areasOrganizacionais: [area.id],
    });
    expect((await other.post(CANDIDATOS, { nome: 'Caio', cargos: [cargo.id] })).status).toBe(201);
  });
});

describe('foreign candidates', () => {
  const estrangeiro = {
    nacionalidade: 'ESTRANGEIRA',
    paisOrigem: 'Venezuela',
    dataChegada: '2019-03-10',
    tipoVisto: 'REFUGIO',
    rnm: 'F123456-7',
    validadeVisto: '2030-03-10',
  };

  it('keeps the foreigner’s data of a foreign candidate', async () => {
    const c = await created(admin, CANDIDATOS, {
      nome: 'Luis Pérez',
      cargos: [b.cargo],
      pessoal: estrangeiro,
    });
    expect(c.pessoal).toMatchObject(estrangeiro);
  });

  it('a Brazilian candidate does not keep them', async () => {
    const c = await created(admin, CANDIDATOS, {
      nome: 'Júlia Matos',
      cargos: [b.cargo],
      pessoal: { ...estrangeiro, nacionalidade: 'BRASILEIRA' },
    });
    expect(c.pessoal).toEqual({ nacionalidade: 'BRASILEIRA', deficiencia: '0' });
  });

  it('refuses an arrival after today and an unknown visa, nothing stored', async () => {
    const antes = await countRows(t, 'candidato');
    expectFieldErrors(
      await admin.post(CANDIDATOS, {
        nome: 'Marta Gómez',
        cargos: [b.cargo],
        pessoal: {
          ...estrangeiro,
          dataChegada: `${new Date().getFullYear() + 1}-01-01`,
          tipoVisto: 'TURISTA',
        },
      }),
      [
        {
          field: 'pessoal.dataChegada',
          message: 'A data de chegada ao Brasil deve ser igual ou anterior a data atual',
        },
        { field: 'pessoal.tipoVisto', message: 'Visto ou Autorização de Residência: valor inválido.' },
      ],
    );
    expect(await countRows(t, 'candidato')).toBe(antes);
  });
});

describe('personnel request: suspension note and documents', () => {
  it('keeps the suspension note while suspended, clears it when reopened', async () => {
    const s = await created(admin, SOLICITACOES, solicitacao(b));
    const res = await admin.put(`${SOLICITACOES}/${s.id}/suspende`, {
      obsSuspensao: 'Aguardando o orçamento de 2027',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ situacao: 'S', obsSuspensao: 'Aguardando o orçamento de 2027' });
    expect((await admin.get(`${SOLICITACOES}/${s.id}`)).body.obsSuspensao).toBe(
      'Aguardando o orçamento de 2027',
    );
    const reaberta = await admin.put(`${SOLICITACOES}/${s.id}/reabre`, undefined);
    expect(reaberta.body.situacao).toBe('A');
    expect(reaberta.body.obsSuspensao).toBeUndefined();
    // as the spec declares it: no body, no note
    const semNota = await admin.put(`${SOLICITACOES}/${s.id}/suspende`, undefined);
    expect(semNota.status).toBe(200);
    expect(semNota.body.obsSuspensao).toBeUndefined();
  });

  it('refuses a note over 1000 characters, and the request stays open', async () => {
    const s = await created(admin, SOLICITACOES, solicitacao(b));
    expectFieldError(
      await admin.put(`${SOLICITACOES}/${s.id}/suspende`, { obsSuspensao: 'x'.repeat(1001) }),
      'obsSuspensao',
      'Motivo da Suspensão deve ter no máximo 1000 caracteres.',
    );
    expect((await admin.get(`${SOLICITACOES}/${s.id}`)).body).toMatchObject({
      situacao: 'A',
      suspensa: false,
    });
  });

  it('the note is not sent in a create or update, nor copied by a clone', async () => {
    const s = await created(admin, SOLICITACOES, { ...solicitacao(b), obsSuspensao: 'não' });
    expect(s.obsSuspensao).toBeUndefined();
    await admin.put(`${SOLICITACOES}/${s.id}/suspende`, { obsSuspensao: 'Férias do gestor' });
    const copia = await admin.post(`${SOLICITACOES}/${s.id}/clonar`, undefined);
    expect(copia.status).toBe(201);
    expect(copia.body.obsSuspensao).toBeUndefined();
  });

  it('attaches documents to a request; a file that is not a document is refused', async () => {
    const s = await created(admin, SOLICITACOES, solicitacao(b));
    const url = `${SOLICITACOES}/${s.id}/arquivos/anexos`;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    expect((await upload(url, 'descricao-do-cargo.pdf', 'application/pdf', pdf)).statusCode).toBe(201);
    const exe = await upload(url, 'virus.pdf', 'application/pdf', Buffer.from('MZ\x90\x00binário'));
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors[0]).toMatchObject({ field: 'anexos' });
    const lida = (await admin.get(`${SOLICITACOES}/${s.id}`)).body;
    expect(lida.anexos).toHaveLength(1);
    expect(lida.anexos[0]).toMatchObject({ nome: 'descricao-do-cargo.pdf', tipo: 'application/pdf' });
    expect(await countRows(t, 'arquivo', `cadastro = 'captacao/solicitacoes-pessoal'`)).toBe(1);
  });
});

describe('the job ad offers only open, approved requests', () => {
  it('the picker’s filter (x-ui.refFilter) lists only those', async () => {
    const filtro = schemaAnuncio.properties.solicitacao['x-ui'].refFilter as Record<string, string>;
    const aberta = await created(admin, SOLICITACOES, solicitacao(b, { descricao: 'Aberta e aprovada' }));
    await admin.put(`${SOLICITACOES}/${aberta.id}/libera`, {});
    const analise = await created(admin, SOLICITACOES, solicitacao(b, { descricao: 'Em análise' }));
    const suspensa = await created(admin, SOLICITACOES, solicitacao(b, { descricao: 'Aprovada e suspensa' }));
    await admin.put(`${SOLICITACOES}/${suspensa.id}/libera`, {});
    await admin.put(`${SOLICITACOES}/${suspensa.id}/suspende`, undefined);
    const q = new URLSearchParams({ ...filtro, page: '0', size: '200' });
    const ids = (await admin.get(`${SOLICITACOES}?${q}`)).body.content.map((s: { id: number }) => s.id);
    expect(ids).toContain(aberta.id);
    expect(ids).not.toContain(analise.id);
    expect(ids).not.toContain(suspensa.id);
    expect(schemaAnuncio.properties.solicitacao['x-ui'].fillEmpty).toBe('titulo');
  });
});

describe('kinship between candidates and employees', () => {
  it('warns of the same phone, address, mother, a spouse and a declared name; never shows the compared data', async () => {
    await created(admin, COLABORADORES, {
      nome: 'Roberto Carvalho Lima',
      matricula: 'M-100',
      dataAdmissao: '2020-01-01',
      contato: { dddCelular: '85', foneCelular: '998877665' },
      pessoal: { mae: 'Teresa Carvalho', conjuge: 'Sandra Lima' },
    });
    await created(admin, COLABORADORES, {
      nome: 'Paula Nogueira',
      matricula: 'M-200',
      dataAdmissao: '2021-01-01',
      endereco: {
        cep: '60110000',
        numero: '45',
        complemento: 'Apto 302',
        logradouro: 'Rua B',
        bairro: 'Aldeota',
        uf: { id: CE },
        cidade: { id: FORTALEZA },
      },
    });
    await created(admin, COLABORADORES, {
      nome: 'Jorge Desligado Lima',
      dataAdmissao: '2010-01-01',
      status: 'D',
      dataDesligamento: '2015-01-01',
      contato: { dddCelular: '85', foneCelular: '998877665' },
    });
    const irmao = await created(admin, CANDIDATOS, {
      nome: 'Marcos Carvalho Lima',
      cargos: [b.cargo],
      contato: { foneCelular: '998877665' },
      pessoal: { mae: 'TERESA  CARVALHO' },
    });
    const vizinha = await created(admin, CANDIDATOS, {
      nome: 'Clara Dias',
      cargos: [b.cargo],
      endereco: {
        cep: '60110000',
        numero: '45',
        complemento: 'apto. 301',
        logradouro: 'Rua B',
        bairro: 'Aldeota',
        uf: { id: CE },
        cidade: { id: FORTALEZA },
      },
    });
    const esposa = await created(admin, CANDIDATOS, {
      nome: 'Sandra Lima',
      cargos: [b.cargo],
      pessoal: {
        possuiParentes: true,
        parentesAmigos: 'Meu marido, Roberto Carvalho Lima; a amiga Paula Nogueira',
      },
    });
    const res = await admin.get(`${CANDIDATOS}/${irmao.id}/parentesco`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      declarado: null,
      talentos: [
        {
          id: expect.any(Number),
          nome: 'Roberto Carvalho Lima',
          matricula: 'M-100',
          motivos: ['mesma mãe', 'mesmo telefone', 'mesmo sobrenome'],
        },
      ],
    });
    // another apartment of the same building is not the same address
    expect((await admin.get(`${CANDIDATOS}/${vizinha.id}/parentesco`)).body.talentos).toEqual([]);
    const dela = (await admin.get(`${CANDIDATOS}/${esposa.id}/parentesco`)).body;
    expect(dela.declarado).toBe('Meu marido, Roberto Carvalho Lima; a amiga Paula Nogueira');
    expect(dela.talentos.map((x: { nome: string; motivos: string[] }) => [x.nome, x.motivos])).toEqual([
      ['Paula Nogueira', ['citado pelo candidato em Parentes/Amigos na Empresa']],
      [
        'Roberto Carvalho Lima',
        [
          'citado pelo candidato em Parentes/Amigos na Empresa',
          'tem o candidato como cônjuge',
          'mesmo sobrenome',
        ],
      ],
    ]);
    expect(JSON.stringify(dela)).not.toContain('998877665');

    // the board's warnings, one line per candidate of the request
    const s = await created(admin, SOLICITACOES, solicitacao(b));
    await admin.put(`${SOLICITACOES}/${s.id}/libera`, {});
    await admin.post(`/api/captacao/candidatos-solicitacao/lote?solicitacaoId=${s.id}`, {
      candidatosIds: [irmao.id, vizinha.id],
    });
    const quadro = (await admin.get(`${SOLICITACOES}/${s.id}/parentescos`)).body;
    expect(quadro).toEqual([
      {
        candidatoId: irmao.id,
        declarado: null,
        talentos: [expect.objectContaining({ nome: 'Roberto Carvalho Lima' })],
        resumo: 'Roberto Carvalho Lima (mesma mãe, mesmo telefone, mesmo sobrenome)',
      },
    ]);
    // another company's candidate is not found
    expect((await other.get(`${CANDIDATOS}/${irmao.id}/parentesco`)).status).toBe(404);
  });
});

describe("'Incluir candidatos': by relevance, with the CV's line", () => {
  it('puts the CV that says it most first, marks the words, leaves out who is in the request or hired', async () => {
    const s = await created(admin, SOLICITACOES, solicitacao(b));
    await admin.put(`${SOLICITACOES}/${s.id}/libera`, {});
    const pouco = await created(admin, CANDIDATOS, {
      nome: 'Aaron Pouco',
      cargos: [b.cargo],
      ocrTexto: 'Auxiliar de cozinha. Curso básico de Soldagem em 2010.',
    });
    const muito = await created(admin, CANDIDATOS, {
      nome: 'Zélia Muito',
      cargos: [b.cargo],
      ocrTexto:
        'Soldadora MIG há 10 anos.\n\nSoldagem TIG, soldagem de estruturas, inspeção de soldas. Técnica em Soldagem.',
    });
    const dentro = await created(admin, CANDIDATOS, {
      nome: 'Dentro Já',
      cargos: [b.cargo],
      ocrTexto: 'Soldagem e soldagem.',
    });
    await admin.post(`/api/captacao/candidatos-solicitacao/lote?solicitacaoId=${s.id}`, {
      candidatosIds: [dentro.id],
    });
    const url = `${SOLICITACOES}/${s.id}/candidatos-para-incluir`;
    const res = await admin.get(`${url}?curriculo=soldagem`);
    expect(res.status).toBe(200);
    expect(res.body.ordem).toBe('relevancia');
    expect(res.body.totalElements).toBe(2);
    expect(res.body.content.map((c: { id: number }) => c.id)).toEqual([muito.id, pouco.id]);
    const trecho = res.body.content[0].trecho as { texto: string; destaques: [number, number][] };
    // the CV as typed (accents and capitals), white space collapsed, the words found marked
    expect(trecho.texto).toContain('Soldagem TIG, soldagem de estruturas');
    const marcadas = trecho.destaques.map(([a, z]) => trecho.texto.slice(a, z));
    expect(marcadas.length).toBeGreaterThan(0);
    expect(marcadas.every((m) => /^sold/i.test(m))).toBe(true);
    expect(res.body.content[1].trecho.texto).toContain('Curso básico de Soldagem');

    // by name only: name order, no line
    const porNome = (await admin.get(`${url}?nome=muito`)).body;
    expect(porNome).toEqual({
      content: [{ id: muito.id, nome: 'Zélia Muito' }],
      totalElements: 1,
      ordem: 'nome',
    });
    // name and CV words together
    expect(
      (await admin.get(`${url}?curriculo=soldagem&nome=aaron`)).body.content.map((c: { id: number }) => c.id),
    ).toEqual([pouco.id]);
    // a CV search with too long a text is refused
    expectFieldError(
      await admin.get(`${url}?curriculo=${'a'.repeat(201)}`),
      'curriculo',
      'Palavras do currículo deve ter no máximo 200 caracteres.',
    );
    // another company's request is not found
    expect((await other.get(`${url}?curriculo=soldagem`)).status).toBe(404);
  });
});
