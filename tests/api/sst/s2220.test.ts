// S-2220 from an ASO (POST sst/aso/{id}/s-2220): XSD-valid, with the registers' data (exams with table-27 codes,
// physician, coordinator), unsigned without a certificate and signed (verified by xml-crypto) with one, stored
// with the ASO as origin; refusals name the layout field and store nothing; the same content twice is refused;
// another company's ASO is 404 and ROLE_SST is required.
process.env.GENTE_CHAVE_CERTIFICADOS = 'chave-mestra-de-teste';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validarEventos } from '../../../src/server/modules/sst/esocial/xsd.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import { countRows } from '../../helpers/test-app.ts';
import { assinaturaConfere, certificadoTeste } from './certificado-teste.ts';
import { entradaCarreira, estabelecimento, medicaExaminadora, posicao, SP } from './fixtures.ts';
import { created, type SstTest, startSst, userWith } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
const EVENTOS = '/api/sst/eventos-esocial';
const cert = certificadoTeste();

const gerar = (asoId: number, c = s.admin) => c.post(`/api/sst/aso/${asoId}/s-2220`, undefined as never);

async function xmlDe(id: number) {
  const res = await s.t.app.inject({
    method: 'GET',
    url: `${EVENTOS}/${id}/xml`,
    headers: { cookie: s.admin.cookie },
  });
  return res.body;
}

async function talento(nome: string, cpf: string | undefined, matricula: string | undefined) {
  const c = await created(s.admin, '/api/cargo-salario/colaboradores', {
    nome,
    cpf,
    matricula,
    dataAdmissao: '2024-01-10',
  });
  await created(
    s.admin,
    '/api/cargo-salario/historicos-colaboradores',
    entradaCarreira(ids.pos as never, c.id, '2024-01-10'),
  );
  return c.id as number;
}

const novoAso = (colaboradorId: number, over: Record<string, unknown> = {}) =>
  created(s.admin, '/api/sst/aso', {
    colaborador: { id: colaboradorId },
    tipo: 1,
    data: '2025-03-10',
    resultado: 1,
    medico: { id: ids.medica },
    coordenador: { id: ids.coordenador },
    exames: [
      { exame: { id: ids.clinico }, data: '2025-03-10', resultado: 1 },
      { exame: { id: ids.audiometria }, data: '2025-03-08', ordem: 1, resultado: 1 },
    ],
    ...over,
  });

beforeAll(async () => {
  s = await startSst();
  await estabelecimento(s.t, s.admin);
  ids.pos = (await posicao(s.admin)) as never;
  ids.medica = (await medicaExaminadora(s.admin)).id;
  ids.coordenador = (
    await created(s.admin, '/api/sst/profissional', {
      nome: 'Dr. Paulo Reis',
      cpf: '39053344705',
      orgaoDeClasse: 1,
      numeroInscricao: '654321',
      uf: { id: SP },
    })
  ).id;
  ids.clinico = (
    await created(s.admin, '/api/sst/exame', { nome: 'Exame clínico', procedimentoEsocial: { id: 295 } })
  ).id;
  ids.audiometria = (
    await created(s.admin, '/api/sst/exame', { nome: 'Audiometria', procedimentoEsocial: { id: 281 } })
  ).id;
  ids.semCodigo = (await created(s.admin, '/api/sst/exame', { nome: 'Hemograma' })).id;
  ids.ana = await talento('Ana Souza', '52998224725', '0001');
  ids.aso = (await novoAso(ids.ana)).id;
});
afterAll(async () => s?.t.close());

describe('POST sst/aso/{id}/s-2220', () => {
  it('without a certificate: generated, XSD-valid but for the signature, with the ASO as origin', async () => {
    const res = await gerar(ids.aso);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tipo: 'S-2220',
      status: 'gerado',
      colaborador: { id: ids.ana, nome: 'Ana Souza' },
      dataReferencia: '2025-03-10',
      origemId: ids.aso,
    });
    expect(res.body.idEvento).toMatch(/^ID111222333000000\d{19}$/);
    const xml = await xmlDe(res.body.id);
    expect(xml).not.toContain('Signature');
    for (const trecho of [
      `<evtMonit Id="${res.body.idEvento}">`,
      '<ideEmpregador><tpInsc>1</tpInsc><nrInsc>11222333</nrInsc></ideEmpregador>',
      '<ideVinculo><cpfTrab>52998224725</cpfTrab><matricula>0001</matricula></ideVinculo>',
      '<tpExameOcup>1</tpExameOcup><aso><dtAso>2025-03-10</dtAso><resAso>1</resAso>',
      '<exame><dtExm>2025-03-08</dtExm><procRealizado>0281</procRealizado><ordExame>1</ordExame><indResult>1</indResult></exame>',
      '<exame><dtExm>2025-03-10</dtExm><procRealizado>0295</procRealizado><indResult>1</indResult></exame>',
      '<medico><nmMed>Dra. Marta Lima</nmMed><nrCRM>123456</nrCRM><ufCRM>SP</ufCRM></medico>',
      '<respMonit><cpfResp>39053344705</cpfResp><nmResp>Dr. Paulo Reis</nmResp><nrCRM>654321</nrCRM><ufCRM>SP</ufCRM></respMonit>',
    ])
      expect(xml).toContain(trecho);
  });

  it('refuses the same content again (409), storing nothing', async () => {
    const antes = await countRows(s.t, 'evento_esocial');
    const res = await gerar(ids.aso);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(
      /^O S-2220 deste ASO já foi gerado, sem alterações desde então \(ID1\d+\)\.$/,
    );
    expect(await countRows(s.t, 'evento_esocial')).toBe(antes);
  });

  it('with the certificate: signed, XSD-valid and verified; a corrected ASO makes a new event', async () => {
    expect(
      (await s.admin.post('/api/sst/certificado-digital', { arquivo: cert.base64, senha: cert.senha }))
        .status,
    ).toBe(200);
    const aso = (await s.admin.get(`/api/sst/aso/${ids.aso}`)).body;
    expect(
      (await s.admin.put(`/api/sst/aso/${ids.aso}`, { ...aso, id: undefined, resultado: 2 })).status,
    ).toBe(200);
    const res = await gerar(ids.aso);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('assinado');
    const xml = await xmlDe(res.body.id);
    expect(xml).toContain('<resAso>2</resAso>');
    expect(await validarEventos('S-2220', [xml])).toEqual([null]);
    expect(assinaturaConfere(xml, cert.certificadoPem)).toBe(true);
    expect(
      assinaturaConfere(xml.replace('<resAso>2</resAso>', '<resAso>1</resAso>'), cert.certificadoPem),
    ).toBe(false);
  });

  it.each<[string, () => Promise<number>, string, string]>([
    [
      'an employee without CPF',
      async () => (await novoAso(await talento('Sem CPF', undefined, '0002'))).id,
      'ideVinculo/cpfTrab',
      'Sem CPF não tem CPF (campo ideVinculo/cpfTrab do S-2220).',
    ],
    [
      'an employee without registration',
      async () => (await novoAso(await talento('Sem Matrícula', '11144477735', undefined))).id,
      'ideVinculo/matricula',
      'Sem Matrícula não tem matrícula (campo ideVinculo/matricula do S-2220).',
    ],
    [
      'an exam without table-27 procedure',
      async () =>
        (await novoAso(ids.ana, { exames: [{ exame: { id: ids.semCodigo }, data: '2025-03-10' }] })).id,
      'exame[Hemograma]/procRealizado',
      'O exame Hemograma não tem o procedimento diagnóstico da Tabela 27 (campo exame[Hemograma]/procRealizado do S-2220).',
    ],
    [
      'a physician without the state of the CRM',
      async () => {
        const semUf = await created(s.admin, '/api/sst/profissional', {
          nome: 'Dr. Sem Estado',
          orgaoDeClasse: 1,
          numeroInscricao: '777',
          uf: { id: SP },
        });
        const a = await novoAso(ids.ana, { medico: { id: semUf.id } });
        await s.t.sql.query('UPDATE profissional_sst SET uf_id = NULL WHERE id = $1', [semUf.id]);
        return a.id;
      },
      'aso/medico/ufCRM',
      'O médico examinador Dr. Sem Estado não tem o estado do CRM (campo aso/medico/ufCRM do S-2220).',
    ],
  ])('refuses %s, naming the field, storing nothing', async (_c, preparar, field, message) => {
    const asoId = await preparar();
    const antes = await countRows(s.t, 'evento_esocial');
    expectFieldError(await gerar(asoId), field, message);
    expect(await countRows(s.t, 'evento_esocial')).toBe(antes);
  });

  it("answers 404 for another company's ASO and 403 without ROLE_SST", async () => {
    expect((await gerar(ids.aso, s.other)).status).toBe(404);
    const semSst = await userWith(s, 'ROLE_CARGO_SALARIO', '86288366757');
    const antes = await countRows(s.t, 'evento_esocial');
    expect((await gerar(ids.aso, semSst)).status).toBe(403);
    expect(await countRows(s.t, 'evento_esocial')).toBe(antes);
  });

  it('the events list filters by type and shows the origin', async () => {
    const lista = (await s.admin.get(`${EVENTOS}?tipo=S-2220`)).body;
    expect(lista.length).toBe(2);
    expect(lista.every((e: any) => e.tipo === 'S-2220')).toBe(true);
  });
});

describe('an S-2220 the eSocial rejected, then accepted, corrected from its ASO', () => {
  it("'Gerar de novo' only once the ASO changed, in the rejected one's place; 'Retificar' with the receipt", async () => {
    const lista = (await s.admin.get(`${EVENTOS}?tipo=S-2220&sort=id,desc`)).body as any[];
    const evento = lista.find((e) => e.origemId === ids.aso && e.status === 'assinado');
    // the eSocial's answers (the sending itself: esocial-envio.test.ts)
    await s.t.sql.query(
      `UPDATE evento_esocial SET status = 'rejeitado', retorno = '999 — Teste.' WHERE id = $1`,
      [evento.id],
    );
    const antes = await countRows(s.t, 'evento_esocial');
    const igual = await s.admin.post(`${EVENTOS}/${evento.id}/gerar-novamente`, undefined as never);
    expect(igual.status).toBe(409);
    expect(igual.body.message).toBe(
      `Nada mudou desde o evento rejeitado ${evento.idEvento}: corrija os dados que as ocorrências apontam, ou reenvie-o como está.`,
    );
    expect(await countRows(s.t, 'evento_esocial')).toBe(antes);

    const mudarResultado = async (resultado: number) => {
      const aso = (await s.admin.get(`/api/sst/aso/${ids.aso}`)).body;
      expect(
        (await s.admin.put(`/api/sst/aso/${ids.aso}`, { ...aso, id: undefined, resultado })).status,
      ).toBe(200);
    };
    await mudarResultado(1);
    const novo = await s.admin.post(`${EVENTOS}/${evento.id}/gerar-novamente`, undefined as never);
    expect(novo.status, JSON.stringify(novo.body)).toBe(201);
    expect(novo.body).toMatchObject({ tipo: 'S-2220', status: 'assinado', origemId: ids.aso, indRetif: 1 });
    expect(await xmlDe(novo.body.id)).toContain('<resAso>1</resAso>');
    expect((await s.admin.get(`${EVENTOS}/${evento.id}`)).body.status).toBe('substituido');

    await s.t.sql.query(
      `UPDATE evento_esocial SET status = 'aceito', recibo = '1.2.0000000000000000001' WHERE id = $1`,
      [novo.body.id],
    );
    await mudarResultado(2);
    const ret = await s.admin.post(`${EVENTOS}/${novo.body.id}/retificar`, undefined as never);
    expect(ret.status, JSON.stringify(ret.body)).toBe(201);
    expect(ret.body).toMatchObject({ tipo: 'S-2220', indRetif: 2, eventoOriginal: { id: novo.body.id } });
    const xml = await xmlDe(ret.body.id);
    expect(xml).toContain('<indRetif>2</indRetif><nrRecibo>1.2.0000000000000000001</nrRecibo>');
    expect(await validarEventos('S-2220', [xml])).toEqual([null]);
  });
});
