// Sending eSocial events for real, against a local TLS server that speaks the batch services' WSDLs and
// requires a client certificate (tests/helpers/esocial-server.ts): the A1 certificate's rules (in force, naming
// the employer or a declared transmitter), the batch envelope (XSD-valid, grupo 2, employer and transmitter),
// the protocol, the query job answered 'em processamento' then processed, receipts and occurrences per event,
// resending, rectification with the receipt of the accepted version, exclusion with S-3000, the chain.
process.env.GENTE_CHAVE_CERTIFICADOS = 'chave-mestra-de-teste';

import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_CONSULTAR_LOTE } from '../../../src/server/modules/sst/esocial/envio.ts';
import { validarEventos, validarMensagens } from '../../../src/server/modules/sst/esocial/xsd.ts';
import { iniciarServidorEsocial, type ServidorEsocial } from '../../helpers/esocial-server.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { assinaturaConfere, certificadoTeste } from './certificado-teste.ts';
import { ambiente, entradaCarreira, estabelecimento, funcao, posicao, profissional } from './fixtures.ts';

const EVENTOS = '/api/sst/eventos-esocial';
const LOTES = '/api/sst/lotes-esocial';
const CERT = '/api/sst/certificado-digital';
const CONTROLE = 'Contém caracteres de controle não permitidos.';
const cert = certificadoTeste();

let srv: ServidorEsocial;
let t: TestApp;
let admin: Client;
const ids: Record<string, number> = {};
let pos: { areaId: number; faixaId: number };

async function colaborador(nome: string, cpf: string, matricula: string) {
  const c = await created(admin, '/api/cargo-salario/colaboradores', {
    nome,
    cpf,
    matricula,
    dataAdmissao: '2024-01-10',
  });
  await created(
    admin,
    '/api/cargo-salario/historicos-colaboradores',
    entradaCarreira(pos, c.id, '2024-01-10', { ambiente: { id: ids.ambiente }, funcao: { id: ids.funcao } }),
  );
  return c.id as number;
}

const gerarLote = async (data = '2024-06-01') => (await admin.post(`${EVENTOS}/s-2240/lote`, { data })).body;
const evento = async (id: number) => (await admin.get(`${EVENTOS}/${id}`)).body;
const enviar = (lista: number[]) => admin.post(`${EVENTOS}/enviar`, { ids: lista });
const consultarPeloJob = (loteId: number) =>
  t.app.engine.jobs!.run(JOB_CONSULTAR_LOTE, { loteId, empresaId: 1 });
const ultimoDe = async (colaboradorId: number, tipo = 'S-2240') =>
  (await admin.get(`${EVENTOS}?colaborador=${colaboradorId}&tipo=${tipo}&sort=id,desc`)).body[0];

async function xmlDe(id: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${EVENTOS}/${id}/xml`,
    headers: { cookie: admin.cookie },
  });
  return res.body;
}

/** Sends, then queries until processed (the server answers 'em processamento' twice): the batch's id. */
async function enviarEProcessar(lista: number[]): Promise<number> {
  const res = await enviar(lista);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const loteId = res.body.lotes[0].id;
  for (let i = 0; i < 3; i++) await consultarPeloJob(loteId);
  return loteId;
}

/** The condition's observation: a change to what the S-2240 says (obs/obsCompl), same start date. */
async function mudarObservacao(texto: string) {
  const { id: _id, ...atual } = (await admin.get(`/api/sst/condicoes-ambientais/${ids.condicao}`)).body;
  const res = await admin.put(`/api/sst/condicoes-ambientais/${ids.condicao}`, {
    ...atual,
    observacao: texto,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  srv = await iniciarServidorEsocial({ matriculasForaDoRet: ['9999'] });
  Object.assign(process.env, srv.ambiente(), { GENTE_ESOCIAL_CONSULTA_ESPERA_S: '1' });
  // no worker: the test runs the query job itself
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  ids.matriz = (await estabelecimento(t, admin)).id;
  ids.ambiente = (await ambiente(admin, ids.matriz, 'Expedição')).id;
  ids.funcao = (await funcao(admin, 'Conferente')).id;
  ids.profissional = (await profissional(admin)).id;
  // no harmful agent (09.01.001): the event needs only the professional's CPF
  ids.condicao = (
    await created(admin, '/api/sst/condicoes-ambientais', {
      data: '2024-02-01',
      ambiente: { id: ids.ambiente },
      profissionais: [ids.profissional],
      observacao: 'Laudo de fevereiro de 2024.',
      agentes: [{ atividadePerigosaInsalubre: { id: 901001 } }],
    })
  ).id;
  pos = await posicao(admin);
  ids.ana = await colaborador('Ana Souza', '52998224725', '0001');
  ids.bruno = await colaborador('Bruno Lima', '15350946056', '0002');
  ids.carla = await colaborador('Carla Dias', '12345678909', '9999');
});
afterAll(async () => {
  await t?.close();
  await srv?.close();
});

describe('the A1 certificate', () => {
  const guardar = (c: { base64: string; senha: string }) =>
    admin.post(CERT, { arquivo: c.base64, senha: c.senha });

  it.each([
    [
      'expired',
      certificadoTeste({ validoDe: new Date('2020-01-01'), validoAte: new Date('2021-01-01') }),
      'O certificado venceu em 01/01/2021.',
    ],
    [
      'not yet in force',
      certificadoTeste({ validoDe: new Date('2099-01-01'), validoAte: new Date('2100-01-01') }),
      'O certificado só vale a partir de 01/01/2099.',
    ],
    [
      'naming no CNPJ nor CPF',
      certificadoTeste({ cn: 'EMPRESA PADRAO LTDA' }),
      'O certificado não traz o CNPJ nem o CPF do titular: use um e-CNPJ ou e-CPF A1 (ICP-Brasil).',
    ],
    [
      'of another CNPJ',
      certificadoTeste({ cnpj: '11444777000161' }),
      'O certificado é de outro CNPJ (11444777000161), que não está entre os transmissores da empresa (cadastro da empresa, aba eSocial).',
    ],
    [
      "of a person's CPF not declared",
      certificadoTeste({ cn: 'MARIA DA SILVA:39053344705' }),
      'O certificado é de um CPF que não está entre os transmissores da empresa (cadastro da empresa, aba eSocial).',
    ],
  ])('refuses one %s, naming the file, storing nothing', async (_c, c, mensagem) => {
    expectFieldError(await guardar(c), 'arquivo', mensagem);
    expect(await countRows(t, 'certificado_digital')).toBe(0);
  });

  it("accepts a declared transmitter's (an accounting firm's CNPJ, a person's CPF), never showing the CPF", async () => {
    const { id: _id, ...empresa } = (await admin.get('/api/utilitario/empresas/1')).body;
    const res = await admin.put('/api/utilitario/empresas/1', {
      ...empresa,
      esocialTransmissores: ['11444777000161', '39053344705'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const firma = await guardar(certificadoTeste({ cnpj: '11444777000161' }));
    expect(firma.status).toBe(200);
    expect(firma.body.certificado).toMatchObject({
      cnpj: '11444777000161',
      assinaComo: 'transmissor',
      inscricao: 'CNPJ 11.444.777/0001-61',
      vencido: false,
    });
    const pessoa = await guardar(certificadoTeste({ cn: 'MARIA DA SILVA', sanCpf: '39053344705' }));
    expect(pessoa.status).toBe(200);
    expect(pessoa.body.certificado).toMatchObject({
      titular: 'MARIA DA SILVA',
      cnpj: null,
      assinaComo: 'transmissor',
      inscricao: 'CPF',
    });
    expect(JSON.stringify((await admin.get(CERT)).body)).not.toContain('39053344705');
  });

  it("the company's own (CNPJ in the ICP-Brasil alternative name): who signs and until when", async () => {
    const res = await guardar(cert);
    expect(res.status).toBe(200);
    const { certificado } = (await admin.get(CERT)).body;
    expect(certificado).toMatchObject({
      titular: 'EMPRESA PADRAO LTDA:11222333000181',
      cnpj: '11222333000181',
      assinaComo: 'empresa',
      inscricao: 'CNPJ 11.222.333/0001-81',
      emissor: 'AC TESTE GENTE',
      vencido: false,
    });
    expect(certificado.diasParaVencer).toBeGreaterThanOrEqual(364);
    expect(certificado.validoAte).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const san = certificadoTeste({ cn: 'EMPRESA PADRAO LTDA', sanCnpj: '11222333000181' });
    expect((await guardar(san)).body.certificado).toMatchObject({
      cnpj: '11222333000181',
      assinaComo: 'empresa',
    });
    expect((await guardar(cert)).status).toBe(200);
  });
});

describe('sending a batch', () => {
  it('generates the events with the Id of the CNPJ root', async () => {
    const r = await gerarLote();
    expect(r.gerados).toBe(3);
    for (const e of r.eventos) {
      expect(e.status).toBe('assinado');
      expect(e.idEvento).toMatch(/^ID111222333000000\d{19}$/);
    }
    Object.assign(ids, {
      evAna: (await ultimoDe(ids.ana)).id,
      evBruno: (await ultimoDe(ids.bruno)).id,
      evCarla: (await ultimoDe(ids.carla)).id,
    });
  });

  it('refuses an event not signed, naming it; nothing is sent', async () => {
    await t.sql.query(`UPDATE evento_esocial SET status = 'gerado' WHERE id = $1`, [ids.evCarla]);
    const { idEvento } = await evento(ids.evCarla);
    const antes = srv.requisicoes.length;
    expectFieldError(
      await enviar([ids.evAna, ids.evCarla]),
      'ids',
      `O evento ${idEvento} de Carla Dias não está assinado: envie o certificado A1 e use 'Assinar pendentes' antes de enviar.`,
    );
    expect(srv.requisicoes.length).toBe(antes);
    expect(await countRows(t, 'lote_esocial')).toBe(0);
    await t.sql.query(`UPDATE evento_esocial SET status = 'assinado' WHERE id = $1`, [ids.evCarla]);
  });

  it('refuses an expired stored certificate at sending', async () => {
    await t.sql.query(`UPDATE certificado_digital SET valido_ate = '2025-01-31T12:00:00Z'`);
    expect((await admin.get(CERT)).body.certificado.vencido).toBe(true);
    expectFieldError(
      await enviar([ids.evAna]),
      'certificado',
      'O certificado digital da empresa venceu em 31/01/2025: envie um certificado em vigor.',
    );
    expect((await admin.post(CERT, { arquivo: cert.base64, senha: cert.senha })).status).toBe(200);
  });

  it('sends one batch: XSD-valid envelope, grupo 2, employer root, transmitter, client certificate', async () => {
    const res = await enviar([ids.evAna, ids.evBruno, ids.evCarla]);
    expect(res.status).toBe(200);
    expect(res.body.enviados).toBe(3);
    expect(res.body.lotes).toEqual([
      expect.objectContaining({ status: 'enviado', quantidade: 3, cdResposta: 201 }),
    ]);
    const lote = res.body.lotes[0];
    expect(lote.protocolo).toMatch(/^1\.2\.\d{6}\.\d{19}$/);
    ids.lote1 = lote.id;

    const req = srv.requisicoes.at(-1)!;
    expect(req.operacao).toBe('enviar');
    expect(req.soapAction).toBe(
      'http://www.esocial.gov.br/servicos/empregador/lote/eventos/envio/v1_1_0/ServicoEnviarLoteEventos/EnviarLoteEventos',
    );
    // mutual TLS: the server saw the company's A1 certificate
    expect(req.certificado).toBe('EMPRESA PADRAO LTDA:11222333000181');
    const envelope =
      /<eSocial xmlns="http:\/\/www\.esocial\.gov\.br\/schema\/lote\/eventos\/envio\/v1_1_1">.*<\/eSocial>(?=<\/loteEventos>)/s.exec(
        req.corpo,
      )![0];
    expect(await validarMensagens('envioLote', [envelope])).toEqual([null]);
    expect(envelope).toContain(
      '<envioLoteEventos grupo="2"><ideEmpregador><tpInsc>1</tpInsc><nrInsc>11222333</nrInsc></ideEmpregador>' +
        '<ideTransmissor><tpInsc>1</tpInsc><nrInsc>11222333000181</nrInsc></ideTransmissor>',
    );
    // every event whole and signed inside <evento Id>
    for (const id of [ids.evAna, ids.evBruno, ids.evCarla]) {
      const { idEvento } = await evento(id);
      expect(envelope).toContain(
        `<evento Id="${idEvento}"><eSocial xmlns="http://www.esocial.gov.br/schema/evt/evtExpRisco/v_S_01_03_00">`,
      );
    }
    expect(srv.eventos.every((e) => assinaturaConfere(e.xml, cert.certificadoPem))).toBe(true);

    for (const id of [ids.evAna, ids.evBruno, ids.evCarla])
      expect(await evento(id)).toMatchObject({ status: 'enviado', lote: { id: lote.id } });
    // the query is scheduled, one per batch, some time after the sending (not at once: a slow machine may be past it)
    const { rows } = await t.sql.query(
      `SELECT data, singleton_key, start_after > created_on AS depois FROM pgboss.job WHERE name = $1`,
      [JOB_CONSULTAR_LOTE],
    );
    expect(rows).toEqual([
      { data: { loteId: lote.id, empresaId: 1 }, singleton_key: `lote:${lote.id}`, depois: true },
    ]);
  });

  it('refuses to send again an event awaiting processing', async () => {
    const { idEvento } = await evento(ids.evAna);
    expectFieldError(
      await enviar([ids.evAna]),
      'ids',
      `O evento ${idEvento} de Ana Souza já foi enviado e aguarda o processamento do eSocial: use 'Consultar'.`,
    );
  });

  it("the job queries: 'em processamento' twice (batch still sent), then receipts and occurrences", async () => {
    await consultarPeloJob(ids.lote1);
    let lote = (await admin.get(`${LOTES}/${ids.lote1}`)).body;
    expect(lote).toMatchObject({ status: 'enviado', cdResposta: 101, consultas: 1 });
    expect(lote.descResposta).toBe('Lote Aguardando Processamento.');
    expect((await evento(ids.evAna)).status).toBe('enviado');
    // 'Consultar' on the screen does the same
    const manual = await admin.post(`${LOTES}/${ids.lote1}/consultar`, undefined as never);
    expect(manual.body).toMatchObject({ emProcessamento: true, lote: { cdResposta: 101 } });
    await consultarPeloJob(ids.lote1);
    lote = (await admin.get(`${LOTES}/${ids.lote1}`)).body;
    expect(lote).toMatchObject({ status: 'processado', cdResposta: 201, consultas: 3 });

    for (const id of [ids.evAna, ids.evBruno]) {
      const e = await evento(id);
      expect(e.status).toBe('aceito');
      expect(e.recibo).toMatch(/^1\.2\.\d{19}$/);
      expect(e.retorno).toBeUndefined();
    }
    const carla = await evento(ids.evCarla);
    expect(carla.recibo).toBeUndefined();
    expect(carla).toMatchObject({
      status: 'rejeitado',
      retorno: '1100 — O trabalhador não consta do RET com esta matrícula. (campo ideVinculo/matricula)',
    });
    expect(carla.ocorrencias).toEqual([
      expect.objectContaining({
        tipo: 1,
        codigo: 1100,
        descricao: 'O trabalhador não consta do RET com esta matrícula.',
        localizacao: '/eSocial/evtExpRisco/ideVinculo/matricula',
        campo: 'ideVinculo/matricula',
      }),
    ]);
    // the list carries the receipt and the occurrences next to each event
    const lista = (await admin.get(`${EVENTOS}?lote=${ids.lote1}&sort=id,asc`)).body;
    expect(lista.map((e: any) => [e.status, !!e.recibo, e.retorno ?? null])).toEqual([
      ['aceito', true, null],
      ['aceito', true, null],
      ['rejeitado', false, carla.retorno],
    ]);
  });

  it("the local server's answers follow the return XSDs", async () => {
    const de = (op: string) => srv.respostas.filter((r) => r.operacao === op).map((r) => r.xml);
    expect(await validarMensagens('retornoEnvio', de('enviar'))).toEqual(de('enviar').map(() => null));
    expect(await validarMensagens('retornoProcessamento', de('consultar'))).toEqual(
      de('consultar').map(() => null),
    );
    expect(await validarMensagens('retornoEvento', srv.retornosDeEvento)).toEqual(
      srv.retornosDeEvento.map(() => null),
    );
  });

  it('an accepted event is not sent again: it is rectified', async () => {
    const { idEvento, recibo } = await evento(ids.evAna);
    expectFieldError(
      await enviar([ids.evAna]),
      'ids',
      `O evento ${idEvento} de Ana Souza já foi aceito pelo eSocial (recibo ${recibo}): para corrigi-lo, use 'Retificar'.`,
    );
  });

  it('the rejected event, corrected, is generated again (the old one replaced) and accepted', async () => {
    const { id: _id, ...carla } = (await admin.get(`/api/cargo-salario/colaboradores/${ids.carla}`)).body;
    expect(
      (await admin.put(`/api/cargo-salario/colaboradores/${ids.carla}`, { ...carla, matricula: '0099' }))
        .status,
    ).toBe(200);
    const r = await gerarLote();
    expect(r.eventos.map((e: any) => [e.colaborador.id, e.indRetif])).toEqual([[ids.carla, 1]]);
    expect(r.semAlteracao).toBe(2);
    expect((await evento(ids.evCarla)).status).toBe('substituido');
    const nova = r.eventos[0].id;
    await enviarEEsperar(nova);
    expect(await evento(nova)).toMatchObject({ status: 'aceito', indRetif: 1 });
    ids.evCarla = nova;
  });

  it('a rejected event is sent again as it is, and accepted', async () => {
    const dani = await colaborador('Daniela Reis', '98765432100', '0004');
    const r = await gerarLote();
    const ev = r.eventos.find((e: any) => e.colaborador.id === dani).id;
    // a transient refusal the first time this Id arrives (the eSocial's precedence rule, say)
    const vistos = new Set<string>();
    srv.configurar({
      regra: (e) =>
        e.matricula === '0004' && !vistos.has(e.idEvento) && vistos.add(e.idEvento)
          ? [{ codigo: 407, descricao: 'Regra de precedência não seguida.' }]
          : null,
    });
    await enviarEEsperar(ev);
    expect(await evento(ev)).toMatchObject({
      status: 'rejeitado',
      retorno: '407 — Regra de precedência não seguida.',
    });
    await enviarEEsperar(ev);
    const aceito = await evento(ev);
    expect(aceito.status).toBe('aceito');
    expect(aceito.retorno).toBeUndefined();
    expect(aceito.ocorrencias).toEqual([]);
    srv.configurar({ regra: undefined });
  });

  it('a batch that cannot reach the eSocial is recorded as not sent; its events stay signed', async () => {
    const eva = await colaborador('Eva Prado', '86288366757', '0005');
    const ev = (await gerarLote()).eventos.find((e: any) => e.colaborador.id === eva).id;
    const antes = process.env.GENTE_ESOCIAL_URL_ENVIO_RESTRITA;
    process.env.GENTE_ESOCIAL_URL_ENVIO_RESTRITA = 'https://127.0.0.1:1/servicos/WsEnviarLoteEventos.svc';
    const res = await enviar([ev]);
    process.env.GENTE_ESOCIAL_URL_ENVIO_RESTRITA = antes;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ enviados: 0, lotes: [{ status: 'erro', protocolo: null }] });
    expect(res.body.lotes[0].descResposta).toMatch(
      /^Não foi possível falar com o eSocial \(.+\)\. Tente de novo mais tarde\.$/,
    );
    expect((await evento(ev)).status).toBe('assinado');
    ids.evEva = ev;
  });

  it('the local server refuses a connection without a client certificate (as the eSocial does)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(srv.urlEnvio, { method: 'POST', ca: srv.caPem }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end('<x/>');
    });
    expect(status).toBe(403);
  });
});

/** Sends one event and runs the query until its batch is processed. */
async function enviarEEsperar(id: number) {
  await enviarEProcessar([id]);
}

describe('rectification', () => {
  it('a change to accepted events makes their rectifications, with the receipts they correct', async () => {
    await mudarObservacao('Laudo de fevereiro de 2024, revisto em junho.');
    const recibos = {
      ana: (await evento(ids.evAna)).recibo,
      bruno: (await evento(ids.evBruno)).recibo,
    };
    const r = await gerarLote();
    const porColaborador = new Map(r.eventos.map((e: any) => [e.colaborador.id, e]));
    for (const [quem, original] of [
      ['ana', ids.evAna],
      ['bruno', ids.evBruno],
    ] as const) {
      const ev = porColaborador.get(ids[quem]) as { id: number; indRetif: number };
      expect(ev.indRetif).toBe(2);
      const registro = await evento(ev.id);
      expect(registro).toMatchObject({ indRetif: 2, eventoOriginal: { id: original }, status: 'assinado' });
      const xml = await xmlDe(ev.id);
      expect(xml).toContain(
        `<ideEvento><indRetif>2</indRetif><nrRecibo>${recibos[quem]}</nrRecibo><tpAmb>2</tpAmb>`,
      );
      expect(await validarEventos('S-2240', [xml])).toEqual([null]);
    }
    ids.retAna = (porColaborador.get(ids.ana) as { id: number }).id;
    ids.retBruno = (porColaborador.get(ids.bruno) as { id: number }).id;
    // Carla's and Daniela's accepted events are rectified too; Eva's, never sent, is replaced by a new original
    expect(r.eventos.map((e: any) => e.indRetif).sort()).toEqual([1, 2, 2, 2, 2]);
    const loteId = await enviarEProcessar(r.eventos.map((e: any) => e.id));
    expect((await admin.get(`${LOTES}/${loteId}`)).body.status).toBe('processado');
    // the server accepted them: the receipts were ones it issued, of accepted S-2240 in force
    expect(await evento(ids.retAna)).toMatchObject({ status: 'aceito' });
    expect(await evento(ids.retBruno)).toMatchObject({ status: 'aceito' });
  });

  it("'Retificar' with nothing changed: nothing to rectify (409), nothing stored", async () => {
    const antes = await countRows(t, 'evento_esocial');
    const { idEvento } = await evento(ids.retAna);
    const res = await admin.post(`${EVENTOS}/${ids.retAna}/retificar`, undefined as never);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `O S-2240 de Ana Souza (${idEvento}) foi aceito pelo eSocial e nada mudou desde então: não há o que retificar.`,
    );
    expect(await countRows(t, 'evento_esocial')).toBe(antes);
  });

  it("'Retificar' an event the eSocial never accepted is refused", async () => {
    const { idEvento } = await evento(ids.evEva);
    expectFieldError(
      await admin.post(`${EVENTOS}/${ids.evEva}/retificar`, undefined as never),
      'status',
      `O evento ${idEvento} não foi aceito pelo eSocial: só se retifica ou exclui um evento aceito (corrija os dados e gere-o de novo).`,
    );
  });

  it("'Retificar' after a change: the rectification of the latest accepted version, with its receipt", async () => {
    await mudarObservacao('Laudo de fevereiro de 2024, revisto em julho.');
    const recibo = (await evento(ids.retAna)).recibo;
    const res = await admin.post(`${EVENTOS}/${ids.evAna}/retificar`, undefined as never);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ indRetif: 2, eventoOriginal: { id: ids.retAna }, status: 'assinado' });
    expect(await xmlDe(res.body.id)).toContain(`<indRetif>2</indRetif><nrRecibo>${recibo}</nrRecibo>`);
    ids.ret2Ana = res.body.id;
  });

  it('while a rectification awaits processing, no other event of that chain is generated', async () => {
    expect((await enviar([ids.ret2Ana])).status).toBe(200);
    await mudarObservacao('Laudo de fevereiro de 2024, revisto em agosto.');
    const { idEvento } = await evento(ids.ret2Ana);
    const r = await gerarLote();
    expect(r.recusados).toContainEqual({
      colaborador: { id: ids.ana, nome: 'Ana Souza' },
      campo: 'status',
      mensagem: `O evento ${idEvento} aguarda o processamento do eSocial: consulte o lote antes de gerar outro.`,
    });
    const loteId = (await evento(ids.ret2Ana)).lote.id;
    for (let i = 0; i < 3; i++) await admin.post(`${EVENTOS}/${ids.ret2Ana}/consultar`, undefined as never);
    expect((await admin.get(`${LOTES}/${loteId}`)).body.status).toBe('processado');
    expect((await evento(ids.ret2Ana)).status).toBe('aceito');
  });
});

describe('exclusion (S-3000)', () => {
  it("generates the S-3000 of the chain's latest accepted version: type, receipt, worker", async () => {
    // Bruno's latest S-2240 is an unsent rectification (generated above): it gives way to the exclusion
    expect(await ultimoDe(ids.bruno)).toMatchObject({ status: 'assinado', indRetif: 2 });
    const alvo = await evento(ids.retBruno);
    expect(alvo.status).toBe('aceito');
    const res = await admin.post(`${EVENTOS}/${ids.evBruno}/excluir`, undefined as never);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      tipo: 'S-3000',
      status: 'assinado',
      colaborador: { id: ids.bruno },
      eventoOriginal: { id: alvo.id },
    });
    const xml = await xmlDe(res.body.id);
    expect(await validarEventos('S-3000', [xml])).toEqual([null]);
    expect(assinaturaConfere(xml, cert.certificadoPem)).toBe(true);
    expect(xml).toContain(
      `<infoExclusao><tpEvento>S-2240</tpEvento><nrRecEvt>${alvo.recibo}</nrRecEvt><ideTrabalhador><cpfTrab>15350946056</cpfTrab></ideTrabalhador></infoExclusao>`,
    );
    expect(xml).toMatch(
      /^<eSocial xmlns="http:\/\/www\.esocial\.gov\.br\/schema\/evt\/evtExclusao\/v_S_01_03_00"><evtExclusao Id="ID111222333000000\d{19}"><ideEvento><tpAmb>2<\/tpAmb><procEmi>1<\/procEmi>/,
    );
    ids.exclusao = res.body.id;
    const pendente = await admin.post(`${EVENTOS}/${ids.evBruno}/excluir`, undefined as never);
    expect(pendente.status).toBe(409);
    expect(pendente.body.message).toBe(
      `A exclusão (S-3000) do evento ${alvo.idEvento} ainda não foi aceita pelo eSocial: consulte o lote antes de gerar outro.`,
    );
  });

  it('sent and accepted; the chain shows original → rectification → exclusion with the receipts', async () => {
    await enviarEProcessar([ids.exclusao]);
    expect(await evento(ids.exclusao)).toMatchObject({ status: 'aceito' });
    const { eventos } = (await admin.get(`${EVENTOS}/${ids.exclusao}/cadeia`)).body;
    expect(eventos.map((e: any) => [e.tipo, e.indRetif, e.status, e.eventoOriginal?.id ?? null])).toEqual([
      ['S-2240', 1, 'aceito', null],
      ['S-2240', 2, 'aceito', ids.evBruno],
      ['S-2240', 2, 'substituido', ids.retBruno],
      ['S-3000', null, 'aceito', ids.retBruno],
    ]);
    const aceitos = eventos.filter((e: any) => e.status === 'aceito');
    expect(aceitos.every((e: any) => /^1\.2\.\d{19}$/.test(e.recibo) && e.lote?.protocolo)).toBe(true);
    const dup = await admin.post(`${EVENTOS}/${ids.evBruno}/excluir`, undefined as never);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(
      `O evento ${(await evento(ids.retBruno)).idEvento} já foi excluído (S-3000 aceito).`,
    );
  });

  it('an excluded chain starts again with a new original', async () => {
    const r = await gerarLote();
    const bruno = r.eventos.find((e: any) => e.colaborador.id === ids.bruno);
    expect(bruno.indRetif).toBe(1);
    expect((await evento(bruno.id)).eventoOriginal ?? null).toBeNull();
  });

  it("the chain of a rejected and corrected event shows both; a tenant's other company sees nothing", async () => {
    const { eventos } = (await admin.get(`${EVENTOS}/${ids.evCarla}/cadeia`)).body;
    expect(eventos.slice(0, 2).map((e: any) => [e.status, e.indRetif])).toEqual([
      ['substituido', 1],
      ['aceito', 1],
    ]);
    expect(eventos[0].ocorrencias).toEqual([
      expect.objectContaining({ codigo: 1100, campo: 'ideVinculo/matricula' }),
    ]);
    const { client } = await createCompanyWithUser(admin, 'Empresa B', '11144477735');
    expect((await client.get(`${EVENTOS}/${ids.evCarla}/cadeia`)).status).toBe(404);
    expect((await client.post(`${LOTES}/${ids.lote1}/consultar`, undefined as never)).status).toBe(404);
    expect((await client.post(`${EVENTOS}/enviar`, { ids: [ids.evEva] })).status).toBe(404);
  });
});

describe('control characters in what the events carry', () => {
  it("a CAT's observation and a condition's observation with BEL are refused at input, naming the field", async () => {
    const antes = await countRows(t, 'cat');
    expectFieldError(
      await admin.post('/api/sst/cat', { observacao: 'Prensa\u0007 sem trava' }),
      'observacao',
      CONTROLE,
    );
    expect(await countRows(t, 'cat')).toBe(antes);
    const { id: _id, ...atual } = (await admin.get(`/api/sst/condicoes-ambientais/${ids.condicao}`)).body;
    expectFieldError(
      await admin.put(`/api/sst/condicoes-ambientais/${ids.condicao}`, {
        ...atual,
        observacao: 'Laudo\u0007',
      }),
      'observacao',
      CONTROLE,
    );
  });
});

describe("'Gerar de novo' a rejected event", () => {
  it('nothing changed: 409 and nothing stored; corrected: a new event in its place, sent and accepted', async () => {
    const fabio = await colaborador('Fábio Nunes', '28473951646', '9999');
    const ev = (await gerarLote()).eventos.find((e: any) => e.colaborador.id === fabio).id;
    await enviarEEsperar(ev);
    const rejeitado = await evento(ev);
    expect(rejeitado).toMatchObject({ status: 'rejeitado' });
    expect(rejeitado.ocorrencias[0]).toMatchObject({ codigo: 1100, campo: 'ideVinculo/matricula' });

    const antes = await countRows(t, 'evento_esocial');
    const igual = await admin.post(`${EVENTOS}/${ev}/gerar-novamente`, undefined as never);
    expect(igual.status).toBe(409);
    expect(igual.body.message).toBe(
      `Nada mudou desde o evento rejeitado ${rejeitado.idEvento}: corrija os dados que as ocorrências apontam, ou reenvie-o como está.`,
    );
    expect(await countRows(t, 'evento_esocial')).toBe(antes);
    expect((await evento(ev)).status).toBe('rejeitado');

    // the registration number the occurrence named, corrected in the employee's register
    const { id: _id, ...dados } = (await admin.get(`/api/cargo-salario/colaboradores/${fabio}`)).body;
    expect(
      (await admin.put(`/api/cargo-salario/colaboradores/${fabio}`, { ...dados, matricula: '0010' })).status,
    ).toBe(200);
    const res = await admin.post(`${EVENTOS}/${ev}/gerar-novamente`, undefined as never);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      tipo: 'S-2240',
      status: 'assinado',
      indRetif: 1,
      colaborador: { id: fabio },
    });
    expect(await xmlDe(res.body.id)).toContain('<matricula>0010</matricula>');
    expect((await evento(ev)).status).toBe('substituido');
    await enviarEEsperar(res.body.id);
    expect(await evento(res.body.id)).toMatchObject({ status: 'aceito' });
    const { eventos } = (await admin.get(`${EVENTOS}/${res.body.id}/cadeia`)).body;
    expect(eventos.map((e: any) => [e.id, e.status])).toEqual([
      [ev, 'substituido'],
      [res.body.id, 'aceito'],
    ]);

    const { idEvento } = await evento(res.body.id);
    expectFieldError(
      await admin.post(`${EVENTOS}/${res.body.id}/gerar-novamente`, undefined as never),
      'status',
      `O evento ${idEvento} não foi rejeitado pelo eSocial: só se gera de novo um evento rejeitado (um aceito se retifica).`,
    );
  });
});
