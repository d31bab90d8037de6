// CIPA meetings (NR-5 5.6): a meeting within its mandate with the mandate's members present, each rule refused with
// its Portuguese message and nothing stored; the minutes printed as PDF (agenda, attendance with signature lines,
// minutes); another company's records do not exist for the session; the stability of the elected representatives
// (GET cargo-salario/colaboradores/{id}/data-estabilidade) still comes from the mandate's members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import reunioesSchema from '../../../schemas/sst/reunioes-cipa.json' with { type: 'json' };
import { expectFieldError } from '../../helpers/expect.ts';
import { gerarRelatorio, pdfRelatorio } from '../../helpers/reports.ts';
import { estabelecimento } from './fixtures.ts';
import { created, refused, type SstTest, startSst } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
const RE = '/api/sst/reunioes-cipa';

const reuniao = (over: object = {}) => ({
  mandato: { id: ids.mandato },
  data: '2026-03-10',
  hora: '14:30',
  tipo: 'ORDINARIA',
  local: 'Sala de treinamento',
  pauta: 'Mapa de riscos do setor de prensas; SIPAT 2026.',
  presentes: [ids.ana, ids.bruno],
  ata: 'Aberta a reunião pelo presidente, foi aprovado o mapa de riscos e marcada a SIPAT para maio.',
  ...over,
});

const estabilidade = async (id: number, data: string) =>
  (await s.admin.get(`/api/cargo-salario/colaboradores/${id}/data-estabilidade?data=${data}`)).body
    .dataEstabilidade;

beforeAll(async () => {
  s = await startSst();
  const est = (await estabelecimento(s.t, s.admin)).id;
  for (const [k, nome] of [
    ['ana', 'Ana Souza'],
    ['bruno', 'Bruno Lima'],
    ['carla', 'Carla Dias'],
    ['davi', 'Davi Rocha'],
  ])
    ids[k] = (
      await created(s.admin, '/api/cargo-salario/colaboradores', { nome, dataAdmissao: '2020-01-10' })
    ).id;
  ids.mandato = (
    await created(s.admin, '/api/sst/cipa', {
      descricao: 'Gestão 2026',
      estabelecimento: { id: est },
      inicio: '2026-01-01',
      fim: '2026-12-31',
      membros: [
        { colaborador: { id: ids.bruno }, representacao: 'EMPREGADOR', funcao: 'PRESIDENTE' },
        { colaborador: { id: ids.ana }, representacao: 'EMPREGADOS', funcao: 'VICE_PRESIDENTE' },
        { colaborador: { id: ids.davi }, representacao: 'EMPREGADOS', funcao: 'SUPLENTE' },
      ],
    })
  ).id;
});

afterAll(() => s?.t.close());

describe('meetings (sst/reunioes-cipa)', () => {
  it("the console's success notice is the spec's", () => {
    expect(reunioesSchema['x-resource'].messages.create).toBe('Reunião cadastrada com sucesso');
  });

  it('refuses a date outside the mandate, someone not a member, a member twice, bad input', async () => {
    const send = (over: object) => () => s.admin.post(RE, reuniao(over));
    await refused(
      s,
      'cipa_reuniao',
      send({ data: '2027-01-05' }),
      'data',
      'A data da reunião deve estar dentro do mandato (01/01/2026 a 31/12/2026).',
    );
    await refused(
      s,
      'cipa_reuniao',
      send({ presentes: [ids.ana, ids.carla] }),
      'presentes.1',
      'Carla Dias não é membro do mandato desta reunião.',
    );
    await refused(
      s,
      'cipa_reuniao',
      send({ presentes: [ids.ana, ids.ana] }),
      'presentes',
      'Um membro aparece mais de uma vez na lista de presença.',
    );
    await refused(s, 'cipa_reuniao', send({ hora: '25:00' }), 'hora', 'Hora inválida.');
    await refused(s, 'cipa_reuniao', send({ pauta: '' }), 'pauta', 'Pauta é obrigatória');
    await refused(s, 'cipa_reuniao', send({ tipo: undefined }), 'tipo', 'Tipo da reunião é obrigatório');
  });

  it('stores a meeting and checks an update the same way', async () => {
    const r = await created(s.admin, RE, reuniao());
    ids.reuniao = r.id;
    const lida = (await s.admin.get(`${RE}/${r.id}`)).body;
    expect(lida.presentes).toEqual([ids.ana, ids.bruno]);
    expect(lida.hora).toBe('14:30');
    await refused(
      s,
      'cipa_reuniao',
      () => s.admin.put(`${RE}/${r.id}`, reuniao({ presentes: [ids.carla] })),
      'presentes.0',
      'Carla Dias não é membro do mandato desta reunião.',
    );
    expect((await s.admin.get(`${RE}/${r.id}`)).body.presentes).toEqual([ids.ana, ids.bruno]);
  });

  it("another company's mandate and employees do not exist; its meeting is not found", async () => {
    expectFieldError(
      await s.other.post(RE, reuniao({ presentes: [] })),
      'mandato',
      'Mandato: registro não encontrado.',
    );
    const deOutra = (
      await created(s.other, '/api/cargo-salario/colaboradores', { nome: 'Zé', dataAdmissao: '2023-01-01' })
    ).id;
    await refused(
      s,
      'cipa_reuniao',
      () => s.admin.post(RE, reuniao({ presentes: [deOutra] })),
      'presentes',
      'Membros presentes: registro não encontrado.',
    );
    expect((await s.other.get(`${RE}/${ids.reuniao}`)).status).toBe(404);
    expect((await s.other.put(`${RE}/${ids.reuniao}`, reuniao())).status).toBe(404);
    expect((await s.other.del(`${RE}/${ids.reuniao}`)).status).toBe(404);
  });

  it('a mandate with meetings is not deleted under them', async () => {
    const del = await s.admin.del(`/api/sst/cipa/${ids.mandato}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('Não é possível excluir: Mandato da CIPA está em uso em Reuniões da CIPA.');
  });
});

describe('minutes (report sst/ata-reuniao-cipa)', () => {
  const secao = (texto: string, de: string, ate: string) =>
    texto.slice(texto.indexOf(de), ate ? texto.indexOf(ate) : undefined);

  it('a PDF with the meeting, the agenda, who was present and absent, the minutes and the signature lines', async () => {
    const res = await gerarRelatorio(s.admin, 'sst', 'ata-reuniao-cipa', { reuniao: { id: ids.reuniao } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = await pdfRelatorio(s.admin, 'sst', 'ata-reuniao-cipa', { reuniao: { id: ids.reuniao } });
    expect(texto).toContain('Ata de Reunião da CIPA');
    for (const t of ['Matriz', 'Gestão 2026 (01/01/2026 a 31/12/2026)', 'Ordinária', '10/03/2026', '14:30'])
      expect(texto).toContain(t);
    expect(texto).toContain('Sala de treinamento');
    expect(texto).toContain('Mapa de riscos do setor de prensas; SIPAT 2026.');
    const presentes = secao(texto, 'Membros presentes', 'Membros ausentes');
    expect(presentes).toContain('Bruno Lima');
    expect(presentes).toContain('Presidente');
    expect(presentes).toContain('Ana Souza');
    expect(presentes).toContain('Dos empregados (eleito)');
    expect(presentes).not.toContain('Davi Rocha');
    expect(secao(texto, 'Membros ausentes', 'Assinaturas')).toContain('Davi Rocha');
    expect(texto).toContain('marcada a SIPAT para maio');
    const assinaturas = secao(texto, 'Assinaturas dos presentes', '');
    expect(assinaturas).toContain('Bruno Lima');
    expect(assinaturas).toContain('Ana Souza');
    expect(assinaturas).toContain('Membro presente');
  });

  it("refuses another company's meeting and an absent filter", async () => {
    const res = await gerarRelatorio(s.other, 'sst', 'ata-reuniao-cipa', { reuniao: { id: ids.reuniao } });
    expect(res.statusCode).toBe(404);
    const sem = await gerarRelatorio(s.admin, 'sst', 'ata-reuniao-cipa', {});
    expect(sem.statusCode).toBe(400);
    expect(sem.json().errors).toEqual([{ field: 'reuniao', message: 'Reunião é obrigatória' }]);
  });
});

describe('CIPA stability (GET cargo-salario/colaboradores/{id}/data-estabilidade)', () => {
  it('elected representatives, full or alternate, until 1 year after the mandate; designated ones, none', async () => {
    expect(await estabilidade(ids.ana!, '2026-06-01')).toBe('2027-12-31');
    expect(await estabilidade(ids.davi!, '2026-06-01')).toBe('2027-12-31');
    expect(await estabilidade(ids.ana!, '2025-12-01')).toBeNull();
    expect(await estabilidade(ids.ana!, '2028-01-01')).toBeNull();
    expect(await estabilidade(ids.bruno!, '2026-06-01')).toBeNull();
    expect(await estabilidade(ids.carla!, '2026-06-01')).toBeNull();
  });
});
