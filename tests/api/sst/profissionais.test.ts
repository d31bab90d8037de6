// SST professionals, part 2: nomeFormatado and cadastroPendente, the offline class-council check, the
// contracts under the professional (/sst/profissional/{profissionalId}/contrato: inicio and tipoContrato
// required, 'TODOS' establishments by default, exams, the signature image and manterAssinatura), and the
// unification of duplicates (every reference re-pointed, found from the database catalogue; one transaction).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, countRows } from '../../helpers/test-app.ts';
import { ambiente, estabelecimento } from './fixtures.ts';
import { created, refused, type SstTest, startSst, userWith } from './helpers.ts';

let s: SstTest;
let semSst: Client;
const ids: Record<string, number> = {};
beforeAll(async () => {
  s = await startSst();
  semSst = await userWith(s, 'ROLE_CARGO_SALARIO', '39053344705');
  ids.matriz = (await estabelecimento(s.t, s.admin)).id;
  ids.filial = (await estabelecimento(s.t, s.admin, '0002', 'Filial')).id;
  ids.ambiente = (await ambiente(s.admin, ids.matriz)).id;
  ids.audiometria = (await created(s.admin, '/api/sst/exame', { nome: 'Audiometria' })).id;
  ids.hemograma = (await created(s.admin, '/api/sst/exame', { nome: 'Hemograma' })).id;
});
afterAll(async () => s?.t.close());

const PROFISSIONAIS = '/api/sst/profissional';
const contratos = (id: number) => `${PROFISSIONAIS}/${id}/contrato`;
const CE = 23;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR'),
]);

const medica = (over: Record<string, unknown> = {}) => ({
  nome: 'Dra. Ana Souza',
  cpf: '52998224725',
  orgaoDeClasse: 1,
  numeroInscricao: '12345',
  uf: { id: CE },
  ...over,
});

function upload(client: Client, url: string, file: Buffer, filename: string) {
  const boundary = '----gente-assinatura';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return s.t.app
    .inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: client.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
}

describe('sst/profissional: computed fields and the council check', () => {
  it('formats the name with council, number and state; a sound registration is not pending', async () => {
    const p = await created(s.admin, PROFISSIONAIS, medica({ codigoAC: '000123' }));
    expect(p).toMatchObject({
      nomeFormatado: 'Dra. Ana Souza - CRM 12345/CE',
      cadastroPendente: false,
      codigoAC: '000123',
    });
    const lista = (await s.admin.get(`${PROFISSIONAIS}?nome=Ana Souza`)).body;
    expect(lista[0]).toMatchObject({
      nomeFormatado: 'Dra. Ana Souza - CRM 12345/CE',
      cadastroPendente: false,
    });
    expect((await s.admin.get(`${PROFISSIONAIS}/${p.id}/validacao-conselho`)).body).toEqual({
      id: p.id,
      nomeFormatado: 'Dra. Ana Souza - CRM 12345/CE',
      problemas: [],
      consultaOnline: false,
    });
  });

  it('lists what the council check finds and marks the registration pending', async () => {
    const p = await created(
      s.admin,
      PROFISSIONAIS,
      medica({ nome: 'Dr. Pendente', numeroInscricao: '12.345-X' }),
    );
    expect(p.cadastroPendente).toBe(true);
    expect((await s.admin.get(`${PROFISSIONAIS}/${p.id}/validacao-conselho`)).body.problemas).toEqual([
      { campo: 'numeroInscricao', mensagem: 'O número de inscrição no CRM deve ter só dígitos.' },
    ]);
    // a record stored before the state was required (or imported) is caught too
    await s.t.sql.query('UPDATE profissional_sst SET uf_id = NULL, numero_inscricao = $2 WHERE id = $1', [
      p.id,
      '777',
    ]);
    expect((await s.admin.get(`${PROFISSIONAIS}/${p.id}/validacao-conselho`)).body.problemas).toEqual([
      { campo: 'uf', mensagem: 'Estado do CRM não informado.' },
    ]);
  });

  it('the check answers 404 for another company and 403 without ROLE_SST', async () => {
    const p = await created(s.admin, PROFISSIONAIS, medica({ nome: 'Dra. Check' }));
    expect((await s.other.get(`${PROFISSIONAIS}/${p.id}/validacao-conselho`)).status).toBe(404);
    expect((await semSst.get(`${PROFISSIONAIS}/${p.id}/validacao-conselho`)).status).toBe(403);
  });

  it('refuses a codigoAC longer than 12', async () => {
    await refused(
      s,
      'profissional_sst',
      () => s.admin.post(PROFISSIONAIS, medica({ codigoAC: '1'.repeat(13) })),
      'codigoAC',
      'Código no AC deve ter no máximo 12 caracteres.',
    );
  });
});

describe('contracts under the professional', () => {
  let prof: number;
  let outroProf: number;
  beforeAll(async () => {
    prof = (await created(s.admin, PROFISSIONAIS, medica({ nome: 'Dra. Contrato' }))).id;
    outroProf = (await created(s.admin, PROFISSIONAIS, medica({ nome: 'Dr. Outro' }))).id;
  });
  const contrato = (over: Record<string, unknown> = {}) => ({
    tipoContrato: 'PRESTADOR_PJ',
    inicio: '2024-01-01',
    especialidade: 'Medicina do Trabalho',
    exames: [ids.audiometria, ids.hemograma],
    ...over,
  });

  it('creates a contract of the path professional, for every establishment by default', async () => {
    const c = await created(s.admin, contratos(prof), contrato({ profissional: { id: outroProf } }));
    expect(c).toMatchObject({
      profissional: { id: prof },
      tipoContrato: 'PRESTADOR_PJ',
      tipoFormatado: 'Prestador de serviço (pessoa jurídica)',
      estabelecimentoResponsavel: 'TODOS',
      exames: [ids.audiometria, ids.hemograma].sort((a, b) => a - b),
      temAssinaturaDigital: false,
    });
    expect(await countRows(s.t, 'profissional_sst_contrato', `id = ${c.id} AND empresa_id = 1`)).toBe(1);
    const lista = (await s.admin.get(contratos(prof))).body;
    expect(lista.map((x: any) => x.id)).toEqual([c.id]);
    expect((await s.admin.get(contratos(outroProf))).body).toEqual([]);
    expect((await s.admin.get(`${contratos(prof)}/${c.id}`)).body.id).toBe(c.id);
    // the contract seen under another professional does not exist
    expect((await s.admin.get(`${contratos(outroProf)}/${c.id}`)).status).toBe(404);
    expect((await s.admin.del(`${contratos(outroProf)}/${c.id}`)).status).toBe(404);
  });

  it.each([
    ['inicio absent', { inicio: undefined }, 'inicio', 'Início é obrigatório'],
    ['tipoContrato absent', { tipoContrato: undefined }, 'tipoContrato', 'Tipo de Contrato é obrigatório'],
    ['fim before inicio', { fim: '2023-12-31' }, 'fim', 'Data final inferior a data inicial.'],
    [
      'some establishments without any chosen',
      { estabelecimentoResponsavel: 'ALGUNS' },
      'estabelecimentos',
      'Estabelecimentos é obrigatório',
    ],
    [
      'telefone of 12',
      { telefone: '853232123456' },
      'telefone',
      'Telefone deve ter no máximo 11 caracteres.',
    ],
  ])('refuses %s and stores nothing', async (_c, over, field, message) => {
    await refused(
      s,
      'profissional_sst_contrato',
      () => s.admin.post(contratos(prof), contrato(over)),
      field,
      message,
    );
  });

  it('keeps the chosen establishments', async () => {
    const c = await created(
      s.admin,
      contratos(prof),
      contrato({ estabelecimentoResponsavel: 'ALGUNS', estabelecimentos: [ids.filial] }),
    );
    expect(c).toMatchObject({ estabelecimentoResponsavel: 'ALGUNS', estabelecimentos: [ids.filial] });
  });

  it("refuses another company's exam and professional; needs ROLE_SST", async () => {
    const exameB = await created(s.other, '/api/sst/exame', { nome: 'Exame da B' });
    await refused(
      s,
      'profissional_sst_contrato',
      () => s.admin.post(contratos(prof), contrato({ exames: [exameB.id] })),
      'exames',
      'Exames: registro não encontrado.',
    );
    expect((await s.other.post(contratos(prof), contrato())).status).toBe(404);
    expect((await s.other.get(contratos(prof))).status).toBe(404);
    expect((await semSst.get(contratos(prof))).status).toBe(403);
  });

  it('keeps the signature image and removes it when manterAssinatura is false', async () => {
    const c = await created(s.admin, contratos(prof), contrato({ inicio: '2024-02-01' }));
    const up = await upload(
      s.admin,
      `/api/sst/profissional-contrato/${c.id}/arquivos/assinaturaDigital`,
      PNG,
      'assinatura.png',
    );
    expect(up.status).toBe(201);
    const lido = (await s.admin.get(`${contratos(prof)}/${c.id}`)).body;
    expect(lido).toMatchObject({ temAssinaturaDigital: true, assinaturaDigital: { nome: 'assinatura.png' } });
    // saving with the default keeps it
    const mantido = await s.admin.put(`${contratos(prof)}/${c.id}`, contrato({ inicio: '2024-02-01' }));
    expect(mantido.body).toMatchObject({ temAssinaturaDigital: true });
    const removido = await s.admin.put(
      `${contratos(prof)}/${c.id}`,
      contrato({ inicio: '2024-02-01', manterAssinatura: false }),
    );
    expect(removido.status).toBe(200);
    expect(removido.body.temAssinaturaDigital).toBe(false);
    expect(removido.body.assinaturaDigital).toBeUndefined();
    expect(
      await countRows(s.t, 'arquivo', `cadastro = 'sst/profissional-contrato' AND registro_id = ${c.id}`),
    ).toBe(0);
    expect((await s.admin.del(`${contratos(prof)}/${c.id}`)).status).toBe(204);
    expect(await countRows(s.t, 'profissional_sst_contrato', `id = ${c.id}`)).toBe(0);
  });
});

describe('unification of duplicates', () => {
  const unificar = (client: Client, mantido: number, duplicadoId: unknown) =>
    client.post(`${PROFISSIONAIS}/${mantido}/unificar`, { duplicadoId });

  it('re-points every reference to the duplicate, drops junction rows that would repeat, deletes it', async () => {
    const a = (await created(s.admin, PROFISSIONAIS, medica({ nome: 'Dra. Mantida' }))).id;
    const b = (await created(s.admin, PROFISSIONAIS, medica({ nome: 'Dra. Mantida (duplicada)' }))).id;
    const contratoB = await created(s.admin, contratos(b), {
      tipoContrato: 'EMPREGADO',
      inicio: '2023-01-01',
    });
    const condicao = (data: string, profissionais: number[]) =>
      created(s.admin, '/api/sst/condicoes-ambientais', {
        data,
        ambiente: { id: ids.ambiente },
        profissionais,
        agentes: [{ atividadePerigosaInsalubre: { id: 901001 } }],
      });
    const ambos = await condicao('2024-03-01', [a, b]);
    const soB = await condicao('2024-03-02', [b]);

    const res = await unificar(s.admin, a, b);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a, nome: 'Dra. Mantida' });
    expect(await countRows(s.t, 'profissional_sst', `id = ${b}`)).toBe(0);
    expect((await s.admin.get(`${contratos(a)}/${contratoB.id}`)).body.profissional.id).toBe(a);
    expect((await s.admin.get(`/api/sst/condicoes-ambientais/${ambos.id}`)).body.profissionais).toEqual([a]);
    expect((await s.admin.get(`/api/sst/condicoes-ambientais/${soB.id}`)).body.profissionais).toEqual([a]);
    const log = (
      await s.t.sql.query(
        `SELECT operacao, registro_id FROM auditoria WHERE cadastro = 'sst/profissional' AND registro_id IN ($1, $2)
          ORDER BY id DESC LIMIT 2`,
        [a, b],
      )
    ).rows;
    expect(log).toEqual(
      expect.arrayContaining([
        { operacao: 'unificar-profissionais', registro_id: a },
        { operacao: 'delete', registro_id: b },
      ]),
    );
  });

  it('refuses the same professional, an unknown one and another company’s, changing nothing', async () => {
    const a = (await created(s.admin, PROFISSIONAIS, medica({ nome: 'Dr. Único' }))).id;
    const deB = (await created(s.other, PROFISSIONAIS, medica({ nome: 'Dr. da Empresa B' }))).id;
    await refused(
      s,
      'profissional_sst',
      () => unificar(s.admin, a, a),
      'duplicadoId',
      'Selecione um profissional diferente do que será mantido.',
    );
    await refused(
      s,
      'profissional_sst',
      () => unificar(s.admin, a, 999999),
      'duplicadoId',
      'Profissional duplicado não encontrado nesta empresa.',
    );
    await refused(
      s,
      'profissional_sst',
      () => unificar(s.admin, a, deB),
      'duplicadoId',
      'Profissional duplicado não encontrado nesta empresa.',
    );
    await refused(
      s,
      'profissional_sst',
      () => unificar(s.admin, a, undefined),
      'duplicadoId',
      'Profissional Duplicado é obrigatório',
    );
    expect((await unificar(s.other, a, deB)).status).toBe(404);
    expect((await unificar(semSst, a, deB)).status).toBe(403);
    expect(await countRows(s.t, 'profissional_sst', `id IN (${a}, ${deB})`)).toBe(2);
  });
});
