// CAT (sst/cat) and its physician's report (sst/cat-atestados): the rules with their messages, the leave the CAT
// opens when there is time off (same transaction, refused with the CAT when it overlaps), the health-data
// authority, and the S-2210 (POST sst/eventos-esocial/s-2210): XSD-valid, signed and verified, stored with the
// CAT as origin, refused naming the layout field with nothing stored, tenant scope.
process.env.GENTE_CHAVE_CERTIFICADOS = 'chave-mestra-de-teste';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validarEventos } from '../../../src/server/modules/sst/esocial/xsd.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import { Client, countRows } from '../../helpers/test-app.ts';
import { assinaturaConfere, certificadoTeste } from './certificado-teste.ts';
import { entradaCarreira, estabelecimento, posicao, SAO_PAULO, SP } from './fixtures.ts';
import { created, refused, type SstTest, startSst, userWith } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
const CAT = '/api/sst/cat';
const ATESTADO = '/api/sst/cat-atestados';
const S2210 = '/api/sst/eventos-esocial/s-2210';
const cert = certificadoTeste();

const cat = (over: Record<string, unknown> = {}) => ({
  colaborador: { id: ids.ana },
  dataAcidente: '2025-04-10',
  horaAcidente: '09:30',
  horasTrabalhadas: '02:30',
  tipoAcidente: 1,
  tipoCat: 1,
  tipoLocal: 1,
  estabelecimento: { id: ids.matriz },
  descricaoLocal: 'Posto da prensa 3',
  parteAtingida: 755070000,
  lateralidade: 2,
  agenteCausador: 303020200,
  situacaoGeradora: 200020300,
  ultimoDiaTrabalhado: '2025-04-10',
  testemunhas: [{ nome: 'Carlos Pereira', telefone: '11987654321' }],
  ...over,
});

const atestado = (catId: number, over: Record<string, unknown> = {}) => ({
  cat: { id: catId },
  dataAtendimento: '2025-04-10',
  horaAtendimento: '10:15',
  internacao: false,
  duracaoTratamento: 30,
  afastamento: true,
  naturezaLesao: 702035000,
  cid: { id: ids.cid },
  nomeEmitente: 'Dra. Marta Reis',
  orgaoClasse: 1,
  numeroOrgaoClasse: '123456',
  ufOrgaoClasse: { id: SP },
  ...over,
});

async function xmlDe(id: number) {
  const res = await s.t.app.inject({
    method: 'GET',
    url: `/api/sst/eventos-esocial/${id}/xml`,
    headers: { cookie: s.admin.cookie },
  });
  return res.body;
}

beforeAll(async () => {
  s = await startSst();
  ids.matriz = (await estabelecimento(s.t, s.admin)).id;
  const pos = await posicao(s.admin);
  ids.ana = (
    await created(s.admin, '/api/cargo-salario/colaboradores', {
      nome: 'Ana Souza',
      cpf: '52998224725',
      matricula: '0001',
      dataAdmissao: '2020-01-10',
    })
  ).id;
  await created(
    s.admin,
    '/api/cargo-salario/historicos-colaboradores',
    entradaCarreira(pos, ids.ana!, '2020-01-10'),
  );
  ids.acidente = (
    await created(s.admin, '/api/sst/tipos-afastamento', {
      descricao: 'Acidente de trabalho',
      classe: 'ACIDENTE_DOENCA',
      inss: true,
    })
  ).id;
  ids.simples = (
    await created(s.admin, '/api/sst/tipos-afastamento', { descricao: 'Falta', classe: 'SIMPLES' })
  ).id;
  ids.cid = (await s.admin.get('/api/sst/cid?codigo=S62.6'.replace('.', ''))).body[0].id;
});

afterAll(() => s?.t.close());

describe('CAT', () => {
  it('requires its fields with the messages, conditionally on the type and place', async () => {
    const sem = (campo: string) => {
      const b: Record<string, unknown> = cat();
      delete b[campo];
      return b;
    };
    await refused(
      s,
      'cat',
      () => s.admin.post(CAT, sem('colaborador')),
      'colaborador',
      'Talento é obrigatório',
    );
    await refused(
      s,
      'cat',
      () => s.admin.post(CAT, sem('parteAtingida')),
      'parteAtingida',
      'Parte do corpo atingida é obrigatória',
    );
    await refused(
      s,
      'cat',
      () => s.admin.post(CAT, sem('horaAcidente')),
      'horaAcidente',
      'Hora do acidente é obrigatória',
    );
    await refused(
      s,
      'cat',
      () => s.admin.post(CAT, sem('estabelecimento')),
      'estabelecimento',
      'Estabelecimento é obrigatório',
    );
    await refused(
      s,
      'cat',
      () => s.admin.post(CAT, cat({ obito: true })),
      'dataObito',
      'Data do óbito é obrigatória',
    );
    await refused(
      s,
      'cat',
      () => s.admin.post(CAT, cat({ tipoLocal: 4, estabelecimento: undefined })),
      'endereco',
      'Endereço do local do acidente é obrigatório',
    );
    await refused(
      s,
      'cat',
      () => s.admin.post(CAT, cat({ tipoCat: 2 })),
      'reciboCatOrigem',
      'Recibo da CAT de origem é obrigatório',
    );
    await refused(
      s,
      'cat',
      () => s.admin.post(CAT, cat({ houveAfastamento: true })),
      'tipoAfastamento',
      'Motivo do afastamento é obrigatório',
    );
    await refused(
      s,
      'cat',
      () => s.admin.post(CAT, cat({ houveAfastamento: true, tipoAfastamento: { id: ids.simples } })),
      'tipoAfastamento',
      'O motivo do afastamento aberto pela CAT deve ser da classe acidente / doença.',
    );
    await refused(
      s,
      'cat',
      () =>
        s.admin.post(
          CAT,
          cat({
            tipoLocal: 4,
            estabelecimento: undefined,
            endereco: {
              logradouro: 'Rua A',
              numero: '10',
              bairro: 'Centro',
              uf: { id: 33 },
              cidade: { id: SAO_PAULO },
            },
          }),
        ),
      'endereco.cidade',
      'A cidade não pertence ao estado informado.',
    );
    // a disease needs no hour
    const doenca = await created(
      s.admin,
      CAT,
      cat({ tipoAcidente: 2, horaAcidente: undefined, horasTrabalhadas: undefined }),
    );
    await s.admin.del(`${CAT}/${doenca.id}`);
  });

  it('with time off opens the leave (accident class, work accident) from the day after the last day worked', async () => {
    const c = await created(
      s.admin,
      CAT,
      cat({ houveAfastamento: true, tipoAfastamento: { id: ids.acidente } }),
    );
    ids.cat = c.id;
    expect(c.afastamento.id).toBeGreaterThan(0);
    const af = (await s.admin.get(`/api/sst/afastamentos/${c.afastamento.id}`)).body;
    expect(af).toMatchObject({
      colaborador: { id: ids.ana },
      afastamento: { id: ids.acidente },
      classe: 'ACIDENTE_DOENCA',
      inicio: '2025-04-11',
      acidenteTrabalho: true,
      cat: { id: c.id },
    });
    expect((await s.admin.get(`${CAT}/${c.id}`)).body.testemunhas).toMatchObject([
      { nome: 'Carlos Pereira' },
    ]);
    // editing the CAT does not open a second leave
    expect(
      (
        await s.admin.put(
          `${CAT}/${c.id}`,
          cat({
            houveAfastamento: true,
            tipoAfastamento: { id: ids.acidente },
            observacao: 'Prensa sem trava',
          }),
        )
      ).status,
    ).toBe(200);
    expect(await countRows(s.t, 'afastamento')).toBe(1);
  });

  it('a second CAT whose leave would overlap the open one is refused whole (no CAT, no leave)', async () => {
    const cats = await countRows(s.t, 'cat');
    const res = await s.admin.post(
      CAT,
      cat({
        dataAcidente: '2025-05-02',
        ultimoDiaTrabalhado: '2025-05-02',
        houveAfastamento: true,
        tipoAfastamento: { id: ids.acidente },
      }),
    );
    expectFieldError(
      res,
      'houveAfastamento',
      'Ana Souza já tem um afastamento (Acidente de trabalho) de 11/04/2025 sem data de fim que coincide com este período.',
    );
    expect(await countRows(s.t, 'cat')).toBe(cats);
    expect(await countRows(s.t, 'afastamento')).toBe(1);
  });

  it("the physician's report is health data: ROLE_SST_SAUDE only", async () => {
    await refused(
      s,
      'cat_atestado',
      () => s.admin.post(ATESTADO, atestado(ids.cat!, { cid: undefined })),
      'cid',
      'CID é obrigatório',
    );
    await refused(
      s,
      'cat_atestado',
      () => s.admin.post(ATESTADO, atestado(ids.cat!, { ufOrgaoClasse: undefined })),
      'ufOrgaoClasse',
      'UF do órgão de classe é obrigatória',
    );
    const soSst = await userWith(s, 'ROLE_SST', '12345678909');
    expect((await soSst.get(`${CAT}/${ids.cat}`)).status).toBe(200);
    expect((await soSst.post(ATESTADO, atestado(ids.cat!))).status).toBe(403);
    expect((await soSst.get(ATESTADO)).status).toBe(403);
    expect((await soSst.post(S2210, { cat: { id: ids.cat } })).status).toBe(403);
    ids.atestado = (await created(s.admin, ATESTADO, atestado(ids.cat!))).id;
    const log = await s.t.sql.query(`SELECT alteracoes FROM auditoria WHERE cadastro = 'sst/cat-atestados'`);
    const texto = JSON.stringify(log.rows);
    expect(texto).not.toContain('702035000');
    expect(texto).toContain('***');
  });
});

describe('S-2210', () => {
  it('without the physician report or with missing data: refused naming the field, nothing stored', async () => {
    const semAtestado = await created(
      s.admin,
      CAT,
      cat({ dataAcidente: '2024-01-05', ultimoDiaTrabalhado: '2024-01-05' }),
    );
    const antes = await countRows(s.t, 'evento_esocial');
    const r1 = await s.admin.post(S2210, { cat: { id: semAtestado.id } });
    expectFieldError(r1, 'atestado', 'A CAT não tem o atestado médico (campo atestado do S-2210).');
    await s.t.sql.query(`UPDATE colaborador SET cpf = NULL WHERE id = $1`, [ids.ana]);
    const r2 = await s.admin.post(S2210, { cat: { id: ids.cat } });
    expectFieldError(r2, 'ideVinculo/cpfTrab', 'Ana Souza não tem CPF (campo ideVinculo/cpfTrab do S-2210).');
    await s.t.sql.query(`UPDATE colaborador SET cpf = '52998224725' WHERE id = $1`, [ids.ana]);
    expect(await countRows(s.t, 'evento_esocial')).toBe(antes);
    await s.admin.del(`${CAT}/${semAtestado.id}`);
  });

  it('generated (unsigned without certificate) and XSD-valid, with the CAT as origin', async () => {
    const res = await s.admin.post(S2210, { cat: { id: ids.cat } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tipo: 'S-2210',
      status: 'gerado',
      origemId: ids.cat,
      colaborador: { id: ids.ana },
    });
    const xml = await xmlDe(res.body.id);
    expect(xml).not.toContain('Signature');
    for (const trecho of [
      '<ideVinculo><cpfTrab>52998224725</cpfTrab><matricula>0001</matricula></ideVinculo>',
      '<dtAcid>2025-04-10</dtAcid><tpAcid>1</tpAcid><hrAcid>0930</hrAcid><hrsTrabAntesAcid>0230</hrsTrabAntesAcid><tpCat>1</tpCat>',
      '<codSitGeradora>200020300</codSitGeradora>',
      '<ultDiaTrab>2025-04-10</ultDiaTrab><houveAfast>S</houveAfast>',
      '<tpLocal>1</tpLocal><dscLocal>Posto da prensa 3</dscLocal><dscLograd>Avenida Paulista</dscLograd><nrLograd>1000</nrLograd>',
      '<codMunic>3550308</codMunic><uf>SP</uf><ideLocalAcid><tpInsc>1</tpInsc><nrInsc>11222333000181</nrInsc></ideLocalAcid>',
      '<parteAtingida><codParteAting>755070000</codParteAting><lateralidade>2</lateralidade></parteAtingida>',
      '<codAgntCausador>303020200</codAgntCausador>',
      '<dscLesao>702035000</dscLesao><codCID>S626</codCID>',
      '<emitente><nmEmit>Dra. Marta Reis</nmEmit><ideOC>1</ideOC><nrOC>123456</nrOC><ufOC>SP</ufOC></emitente>',
    ])
      expect(xml).toContain(trecho);
  });

  it('its XML carries health data: without ROLE_SST_SAUDE neither the XML nor a ZIP with it is served', async () => {
    const res = await s.admin.post(S2210, { cat: { id: ids.cat } });
    expect(res.status).toBe(201);
    // the ROLE_SST-only user of the physician-report test above
    const soSst = new Client(s.t.app);
    await soSst.login('12345678909', 'senha-de-teste-9', 1);
    const xml = `/api/sst/eventos-esocial/${res.body.id}/xml`;
    const zip = `/api/sst/eventos-esocial/zip?ids=${res.body.id}`;
    for (const url of [xml, zip]) {
      const negado = await soSst.get(url);
      expect(negado.status).toBe(403);
      expect(negado.body.message).toBe('Não autorizado.');
    }
    const saude = await userWith(s, 'ROLE_SST_SAUDE', '39053344705');
    expect((await saude.get(xml)).status).toBe(403); // the event register itself needs ROLE_SST
    expect((await s.admin.get(xml)).status).toBe(200);
    expect((await s.admin.get(zip)).status).toBe(200);
  });

  it('with the certificate: signed, XSD-valid and verified', async () => {
    expect(
      (await s.admin.post('/api/sst/certificado-digital', { arquivo: cert.base64, senha: cert.senha }))
        .status,
    ).toBe(200);
    const res = await s.admin.post(S2210, { cat: { id: ids.cat } });
    expect(res.body.status).toBe('assinado');
    const xml = await xmlDe(res.body.id);
    expect(await validarEventos('S-2210', [xml])).toEqual([null]);
    expect(assinaturaConfere(xml, cert.certificadoPem)).toBe(true);
    expect(
      assinaturaConfere(xml.replace('<durTrat>30</durTrat>', '<durTrat>31</durTrat>'), cert.certificadoPem),
    ).toBe(false);
  });

  it("another company's CAT is not found; unknown body refused", async () => {
    expect((await s.other.post(S2210, { cat: { id: ids.cat } })).status).toBe(404);
    expect((await s.other.get(`${CAT}/${ids.cat}`)).status).toBe(404);
    expectFieldError(await s.admin.post(S2210, {}), 'cat', 'CAT é obrigatória');
  });
});
