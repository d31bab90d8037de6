// eSocial S-2240 from the registers: the A1 certificate (upload, refusals, encrypted at rest, never answered),
// one employee's event (XSD-valid, signed, verified with xml-crypto), refusals naming the field with nothing
// stored, the batch of employees whose conditions changed, signing events generated before the certificate,
// downloads one by one and in a ZIP, tenant scope.
process.env.GENTE_CHAVE_CERTIFICADOS = 'chave-mestra-de-teste';

import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validarS2240 } from '../../../src/server/modules/sst/esocial/xsd.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import { countRows } from '../../helpers/test-app.ts';
import { assinaturaConfere, certificadoTeste } from './certificado-teste.ts';
import {
  ambiente,
  avaliacao,
  entradaCarreira,
  estabelecimento,
  funcao,
  posicao,
  profissional,
  protetorAuricular,
  ruidoComEpi,
} from './fixtures.ts';
import { created, type SstTest, startSst } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
const EVENTOS = '/api/sst/eventos-esocial';
const CERT = '/api/sst/certificado-digital';
const cert = certificadoTeste();
let pos: { areaId: number; faixaId: number };

async function colaborador(
  nome: string,
  cpf: string | undefined,
  matricula: string | undefined,
  amb = ids.producao,
  fun = ids.operador,
) {
  const c = await created(s.admin, '/api/cargo-salario/colaboradores', {
    nome,
    cpf,
    matricula,
    dataAdmissao: '2024-01-10',
  });
  await created(
    s.admin,
    '/api/cargo-salario/historicos-colaboradores',
    entradaCarreira(pos, c.id, '2024-01-10', {
      ...(amb ? { ambiente: { id: amb } } : {}),
      ...(fun ? { funcao: { id: fun } } : {}),
    }),
  );
  return c.id as number;
}

const gerar = (colaboradorId: number, data = '2024-06-01') =>
  s.admin.post(`${EVENTOS}/s-2240`, { colaborador: { id: colaboradorId }, data });

async function xmlDe(id: number, c = s.admin) {
  const res = await s.t.app.inject({
    method: 'GET',
    url: `${EVENTOS}/${id}/xml`,
    headers: { cookie: c.cookie },
  });
  return { status: res.statusCode, headers: res.headers, xml: res.body };
}

const verifica = (xml: string) => assinaturaConfere(xml, cert.certificadoPem);

beforeAll(async () => {
  s = await startSst();
  ids.matriz = (await estabelecimento(s.t, s.admin)).id;
  ids.producao = (await ambiente(s.admin, ids.matriz, 'Produção')).id;
  ids.semCondicao = (await ambiente(s.admin, ids.matriz, 'Depósito')).id;
  ids.operador = (await funcao(s.admin, 'Operador de Prensa')).id;
  ids.profissional = (await profissional(s.admin)).id;
  ids.risco = (await created(s.admin, '/api/sst/risco', { grupoRisco: 'FISICO', descricao: 'Ruído' })).id;
  ids.epi = (await protetorAuricular(s.admin)).id;
  const aval = await avaliacao(s.admin, 'SUBSTANCIAL');
  ids.condicao = (
    await created(s.admin, '/api/sst/condicoes-ambientais', {
      data: '2024-02-01',
      ambiente: { id: ids.producao },
      profissionais: [ids.profissional],
      observacao: 'Laudo técnico de fevereiro de 2024.',
      agentes: [ruidoComEpi(ids.risco, ids.epi, aval)],
    })
  ).id;
  pos = await posicao(s.admin);
  ids.ana = await colaborador('Ana Souza', '52998224725', '0001');
});
afterAll(async () => s?.t.close());

describe('A1 certificate', () => {
  it('starts without one', async () => {
    expect((await s.admin.get(CERT)).body).toEqual({ certificado: null });
  });

  it.each([
    [
      'not a certificate',
      { arquivo: Buffer.from('não sou um pfx').toString('base64'), senha: 'x' },
      'arquivo',
      'O arquivo não é um certificado A1 (.pfx ou .p12).',
    ],
    [
      'not Base64',
      { arquivo: '%%%', senha: 'x' },
      'arquivo',
      'O arquivo não é um certificado A1 (.pfx ou .p12).',
    ],
    [
      'with the wrong password',
      { arquivo: cert.base64, senha: 'errada' },
      'senha',
      'Senha do certificado incorreta.',
    ],
    ['without the password', { arquivo: cert.base64 }, 'senha', 'Senha do certificado é obrigatória'],
  ])('refuses a file %s and stores nothing', async (_c, body, field, message) => {
    expectFieldError(await s.admin.post(CERT, body), field, message);
    expect(await countRows(s.t, 'certificado_digital')).toBe(0);
  });

  it('refuses an expired certificate and one of another CNPJ', async () => {
    await s.t.sql.query(`UPDATE empresa SET cnpj = '11222333000181' WHERE id = 1`);
    const vencido = certificadoTeste({ validoDe: new Date('2020-01-01'), validoAte: new Date('2021-01-01') });
    expectFieldError(
      await s.admin.post(CERT, { arquivo: vencido.base64, senha: vencido.senha }),
      'arquivo',
      'O certificado venceu em 01/01/2021.',
    );
    const outro = certificadoTeste({ cnpj: '11444777000161' });
    expectFieldError(
      await s.admin.post(CERT, { arquivo: outro.base64, senha: outro.senha }),
      'arquivo',
      'O certificado é de outro CNPJ (11444777000161), que não está entre os transmissores da empresa (cadastro da empresa, aba eSocial).',
    );
    expect(await countRows(s.t, 'certificado_digital')).toBe(0);
  });
});

describe('S-2240 of one employee', () => {
  it('without a certificate: generated, valid but for the signature, status gerado', async () => {
    const res = await gerar(ids.ana);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tipo: 'S-2240',
      status: 'gerado',
      colaborador: { id: ids.ana, nome: 'Ana Souza' },
      dataCondicao: '2024-02-01',
      dataReferencia: '2024-06-01',
    });
    // 'ID' + 1 (CNPJ) + the root 11222333 completed with zeros to 14 + AAAAMMDDHHMMSS + sequence
    expect(res.body.idEvento).toMatch(/^ID111222333000000\d{19}$/);
    ids.eventoGerado = res.body.id;
    const { xml } = await xmlDe(res.body.id);
    expect(xml).not.toContain('Signature');
  });

  it('the certificate is stored encrypted and only its description is answered', async () => {
    const res = await s.admin.post(CERT, { arquivo: cert.base64, senha: cert.senha });
    expect(res.status).toBe(200);
    expect(res.body.certificado).toMatchObject({
      titular: 'EMPRESA PADRAO LTDA:11222333000181',
      cnpj: '11222333000181',
      emissor: 'AC TESTE GENTE',
    });
    expect(JSON.stringify((await s.admin.get(CERT)).body)).not.toMatch(/PRIVATE|BEGIN|senha-do-certificado/);
    const { rows } = await s.t.sql.query('SELECT conteudo FROM certificado_digital');
    const bruto = (rows[0].conteudo as Buffer).toString('latin1');
    expect(bruto).not.toContain('PRIVATE KEY');
    expect(bruto).not.toContain('BEGIN');
    const log = await s.t.sql.query(
      `SELECT alteracoes::text AS a FROM auditoria WHERE operacao = 'enviar-certificado-digital'`,
    );
    expect(log.rows.map((r) => r.a).join()).not.toContain(cert.senha);
  });

  it('signs the events generated before the certificate', async () => {
    expect((await s.admin.post(`${EVENTOS}/assinar`, undefined as never)).body).toEqual({ assinados: 1 });
    expect((await s.admin.get(`${EVENTOS}/${ids.eventoGerado}`)).body.status).toBe('assinado');
    const { xml } = await xmlDe(ids.eventoGerado);
    expect(verifica(xml)).toBe(true);
    expect(await validarS2240([xml])).toEqual([null]);
  });

  it('with the certificate: signed, XSD-valid, verified, with the data of the registers', async () => {
    const res = await gerar(ids.ana, '2024-07-01');
    expect(res.body.status).toBe('assinado');
    const { xml, headers } = await xmlDe(res.body.id);
    expect(headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(headers['content-disposition']).toBe(`attachment; filename="${res.body.idEvento}.xml"`);
    expect(await validarS2240([xml])).toEqual([null]);
    expect(verifica(xml)).toBe(true);
    for (const trecho of [
      `<evtExpRisco Id="${res.body.idEvento}">`,
      '<ideEmpregador><tpInsc>1</tpInsc><nrInsc>11222333</nrInsc></ideEmpregador>',
      '<ideVinculo><cpfTrab>52998224725</cpfTrab><matricula>0001</matricula></ideVinculo>',
      '<dtIniCondicao>2024-02-01</dtIniCondicao>',
      '<infoAmb><localAmb>1</localAmb><dscSetor>Produção</dscSetor><tpInsc>1</tpInsc><nrInsc>11222333000181</nrInsc></infoAmb>',
      '<dscAtivDes>Operar prensa hidráulica.</dscAtivDes>',
      '<codAgNoc>02.01.001</codAgNoc><tpAval>1</tpAval><intConc>91.5</intConc><unMed>4</unMed><tecMedicao>NHO-01</tecMedicao>',
      '<utilizEPI>2</utilizEPI><eficEpi>S</eficEpi><epi><docAval>5745</docAval></epi>',
      '<respReg><cpfResp>39053344705</cpfResp><ideOC>4</ideOC><nrOC>5061234567</nrOC><ufOC>SP</ufOC></respReg>',
      '<obs><obsCompl>Laudo técnico de fevereiro de 2024.</obsCompl></obs>',
    ])
      expect(xml).toContain(trecho);
    // tampering is detected
    expect(verifica(xml.replace('91.5', '81.5'))).toBe(false);
  });

  it.each([
    [
      'without CPF',
      () => colaborador('Sem CPF', undefined, '0010'),
      'ideVinculo/cpfTrab',
      'Sem CPF não tem CPF (campo ideVinculo/cpfTrab do S-2240).',
    ],
    [
      'without registration number',
      () => colaborador('Sem Matrícula', '11144477735', undefined),
      'ideVinculo/matricula',
      'Sem Matrícula não tem matrícula (campo ideVinculo/matricula do S-2240).',
    ],
    [
      'without function',
      () => colaborador('Sem Função', '86288366757', '0011', ids.producao, 0),
      'infoAtiv/dscAtivDes',
      'Sem Função não tem função vigente (com a descrição das atividades) no histórico na data (campo infoAtiv/dscAtivDes do S-2240).',
    ],
    [
      'in an environment without condition',
      () => colaborador('Sem Condição', '71428793860', '0012', ids.semCondicao),
      'agNoc',
      'O ambiente Depósito não tem condição ambiental registrada até a data (campo agNoc do S-2240).',
    ],
  ])('refuses an employee %s, naming the field, storing nothing', async (_c, novo, field, message) => {
    const id = await novo();
    const antes = await countRows(s.t, 'evento_esocial');
    expectFieldError(await gerar(id), field, message);
    expect(await countRows(s.t, 'evento_esocial')).toBe(antes);
  });

  it("answers 404 for another company's event and refuses its employee", async () => {
    expect((await xmlDe(ids.eventoGerado, s.other)).status).toBe(404);
    expect((await s.other.get(`${EVENTOS}/${ids.eventoGerado}`)).status).toBe(404);
    expectFieldError(
      await s.other.post(`${EVENTOS}/s-2240`, { colaborador: { id: ids.ana } }),
      'colaborador',
      'Talento: registro não encontrado.',
    );
  });

  it('the register is read-only through the generic API', async () => {
    expect((await s.admin.del(`${EVENTOS}/${ids.eventoGerado}`)).status).toBe(405);
  });
});

describe('S-2240 in batch', () => {
  it('generates for everyone whose conditions changed, then nothing until something changes', async () => {
    const bruno = await colaborador('Bruno Lima', '15350946056', '0002');
    const primeiro = (await s.admin.post(`${EVENTOS}/s-2240/lote`, { data: '2024-08-01' })).body;
    // Ana's last event has the same content: only Bruno is new; the four refused above stay refused
    expect(primeiro.gerados).toBe(1);
    expect(primeiro.eventos.map((e: any) => e.colaborador.nome)).toEqual(['Bruno Lima']);
    expect(primeiro.semAlteracao).toBe(1);
    expect(primeiro.recusados.map((r: any) => r.campo).sort()).toEqual([
      'agNoc',
      'ideVinculo/cpfTrab',
      'ideVinculo/matricula',
      'infoAtiv/dscAtivDes',
    ]);
    expect((await s.admin.post(`${EVENTOS}/s-2240/lote`, { data: '2024-08-01' })).body).toMatchObject({
      gerados: 0,
      semAlteracao: 2,
    });
    // a new measurement for the environment changes both
    const atual = (await s.admin.get(`/api/sst/condicoes-ambientais/${ids.condicao}`)).body;
    const { id: _id, ...resto } = atual;
    resto.agentes[0].intensidadeConcentracao = 88;
    expect((await s.admin.put(`/api/sst/condicoes-ambientais/${ids.condicao}`, resto)).status).toBe(200);
    const depois = (await s.admin.post(`${EVENTOS}/s-2240/lote`, { data: '2024-08-01' })).body;
    expect(depois.eventos.map((e: any) => e.colaborador.id).sort()).toEqual([ids.ana, bruno].sort());
    for (const e of depois.eventos) expect(await validarS2240([(await xmlDe(e.id)).xml])).toEqual([null]);
  });

  it('downloads several events in one ZIP', async () => {
    const lista = (await s.admin.get(`${EVENTOS}?sort=id,asc`)).body as { id: number; idEvento: string }[];
    const res = await s.t.app.inject({
      method: 'GET',
      url: `${EVENTOS}/zip?ids=${lista.map((e) => e.id).join(',')}`,
      headers: { cookie: s.admin.cookie },
    });
    expect(res.headers['content-type']).toBe('application/zip');
    const arquivos = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(arquivos).sort()).toEqual(lista.map((e) => `S-2240-${e.idEvento}.xml`).sort());
    const xmls = Object.values(arquivos).map((b) => new TextDecoder().decode(b));
    expect(await validarS2240(xmls)).toEqual(xmls.map(() => null));
    expect(xmls.every(verifica)).toBe(true);
    const outra = await s.t.app.inject({
      method: 'GET',
      url: `${EVENTOS}/zip?ids=${lista[0]!.id}`,
      headers: { cookie: s.other.cookie },
    });
    expect(outra.statusCode).toBe(404);
  });
});

describe('certificate removal', () => {
  it('removes it; signing then asks for one', async () => {
    expect((await s.admin.del(CERT)).status).toBe(204);
    expect((await s.admin.get(CERT)).body).toEqual({ certificado: null });
    const res = await s.admin.post(`${EVENTOS}/assinar`, undefined as never);
    expectFieldError(
      res,
      'certificado',
      'A empresa não tem certificado digital válido: envie o certificado A1 para assinar os eventos.',
    );
  });
});

describe('Table 24 after the technical note 05/2022', () => {
  it('refuses an agent the table no longer has, naming the code that replaced it; nothing stored', async () => {
    const laboratorio = (await ambiente(s.admin, ids.matriz, 'Laboratório')).id;
    const aval = await avaliacao(s.admin, 'SUBSTANCIAL');
    await created(s.admin, '/api/sst/condicoes-ambientais', {
      data: '2024-02-01',
      ambiente: { id: laboratorio },
      profissionais: [ids.profissional],
      agentes: [
        {
          atividadePerigosaInsalubre: { id: 119037 },
          risco: { id: ids.risco },
          tipoAvaliacao: '2',
          utilizaEpc: '0',
          utilizaEpi: '0',
          ...aval,
        },
      ],
    });
    const lia = await colaborador('Lia Quintas', '28473951646', '0013', laboratorio);
    const antes = await countRows(s.t, 'evento_esocial');
    expectFieldError(
      await gerar(lia),
      'agNoc[01.19.037]/codAgNoc',
      'O agente 01.19.037 saiu da Tabela 24 do eSocial em 15/06/2022 (NT 05/2022): use 01.19.008 (campo agNoc[01.19.037]/codAgNoc do S-2240).',
    );
    expect(await countRows(s.t, 'evento_esocial')).toBe(antes);
    // the code that took its place, with the wording of the note
    const agente = (await s.admin.get('/api/sst/agentes-nocivos/119008')).body;
    expect(agente.descricao).toBe('Aminobifenila (4-aminodifenil)');
  });
});
