// Exams (§5: periodicity required and below 99 when periodic; eSocial table 27 procedure), the table 27
// register loaded at start, and authorised clinics (§5 Clinic: the lengths, CNPJ for the clinic type, the
// other type's name, contract start).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, countRows } from '../../helpers/test-app.ts';
import { created, refused, type SstTest, startSst, userWith } from './helpers.ts';

let s: SstTest;
let semSst: Client;
beforeAll(async () => {
  s = await startSst();
  semSst = await userWith(s, 'ROLE_CARGO_SALARIO', '39053344705');
});
afterAll(async () => s?.t.close());

const PROCEDIMENTOS = '/api/sst/procedimentos-esocial';
const EXAMES = '/api/sst/exame';
const CLINICAS = '/api/sst/clinica-autorizada';

describe('sst/procedimentos-esocial (eSocial table 27)', () => {
  it('loads the 1,436 procedures with id = the code as a number', async () => {
    expect(await countRows(s.t, 'procedimento_esocial')).toBe(1436);
    expect((await s.admin.get(`${PROCEDIMENTOS}/281`)).body).toEqual({
      id: 281,
      codigo: '0281',
      descricao: 'Audiometria tonal ocupacional',
      nome: '0281 - Audiometria tonal ocupacional',
    });
  });
  it('is searchable by code and by description ignoring accents and case', async () => {
    const porCodigo = (await s.admin.get(`${PROCEDIMENTOS}?codigo=0281`)).body;
    expect(porCodigo.map((p: any) => p.codigo)).toEqual(['0281']);
    const porNome = (await s.admin.get(`${PROCEDIMENTOS}?nome=AUDIOMETRIA TONAL`)).body;
    expect(porNome.map((p: any) => p.codigo)).toContain('0281');
    expect(porNome.every((p: any) => /audiometria tonal/i.test(p.descricao))).toBe(true);
  });
  it('is read-only', async () => {
    expect((await s.admin.post(PROCEDIMENTOS, { codigo: '0000', descricao: 'x', nome: 'x' })).status).toBe(
      405,
    );
    expect(await countRows(s.t, 'procedimento_esocial')).toBe(1436);
  });
});

describe('sst/exame', () => {
  it('creates a periodic exam with its table 27 procedure, active by default', async () => {
    const e = await created(s.admin, EXAMES, {
      nome: 'Audiometria',
      periodico: true,
      periodicidade: 12,
      procedimentoEsocial: { id: 281 },
    });
    expect(e).toMatchObject({
      nome: 'Audiometria',
      periodico: true,
      periodicidade: 12,
      ativo: true,
      procedimentoEsocial: { id: 281, nome: '0281 - Audiometria tonal ocupacional' },
    });
  });
  it('a non-periodic exam needs no periodicity', async () => {
    expect(await created(s.admin, EXAMES, { nome: 'Exame clínico admissional' })).toMatchObject({
      periodico: false,
      ativo: true,
    });
  });
  it('accepts 98 months, the largest periodicity below 99', async () => {
    expect(
      await created(s.admin, EXAMES, { nome: 'Raio X de tórax', periodico: true, periodicidade: 98 }),
    ).toMatchObject({ periodicidade: 98 });
  });
  it.each([
    ['nome absent', { periodico: false }, 'nome', 'Nome é obrigatório'],
    ['nome of 101', { nome: 'n'.repeat(101) }, 'nome', 'Nome deve ter no máximo 100 caracteres.'],
    [
      'a periodic exam without periodicity',
      { nome: 'Hemograma', periodico: true },
      'periodicidade',
      'Periodicidade (meses) é obrigatória',
    ],
    [
      'periodicity of 99',
      { nome: 'Hemograma', periodico: true, periodicidade: 99 },
      'periodicidade',
      'Periodicidade (meses) deve ser menor que 99.',
    ],
    [
      'periodicity of 0',
      { nome: 'Hemograma', periodico: true, periodicidade: 0 },
      'periodicidade',
      'Periodicidade (meses) deve ser maior ou igual a 1.',
    ],
    [
      'an unknown procedure',
      { nome: 'Hemograma', procedimentoEsocial: { id: 8888 } },
      'procedimentoEsocial',
      'Procedimento eSocial (Tabela 27): registro não encontrado.',
    ],
  ])('refuses %s and stores nothing', async (_c, body, field, message) => {
    await refused(s, 'exame', () => s.admin.post(EXAMES, body), field, message);
  });
  it('refuses clearing the periodicity of a periodic exam on update', async () => {
    const e = await created(s.admin, EXAMES, { nome: 'Espirometria', periodico: true, periodicidade: 24 });
    await refused(
      s,
      'exame',
      () => s.admin.put(`${EXAMES}/${e.id}`, { nome: 'Espirometria', periodico: true }),
      'periodicidade',
      'Periodicidade (meses) é obrigatória',
    );
  });
  it("keeps each company's exams apart and needs ROLE_SST", async () => {
    const e = await created(s.admin, EXAMES, { nome: 'Glicemia' });
    expect((await s.other.get(`${EXAMES}/${e.id}`)).status).toBe(404);
    expect((await s.other.put(`${EXAMES}/${e.id}`, { nome: 'Roubado' })).status).toBe(404);
    expect((await s.other.get(EXAMES)).body.map((x: any) => x.nome)).not.toContain('Glicemia');
    expect((await semSst.get(EXAMES)).status).toBe(403);
    expect((await semSst.post(EXAMES, { nome: 'Sem autoridade' })).status).toBe(403);
    expect(await countRows(s.t, 'exame', "nome = 'Sem autoridade'")).toBe(0);
  });
});

describe('sst/clinica-autorizada', () => {
  const clinica = (over: Record<string, unknown> = {}) => ({
    nome: 'Clínica Saúde no Trabalho',
    tipo: 'CLINICA',
    cnpj: '11222333000181',
    endereco: 'Rua das Flores, 100, Centro',
    telefone: '8532321234',
    horario: 'Seg. a sex., 7h às 17h',
    inicioContrato: '2024-01-01',
    ...over,
  });

  it('keeps only the digits of a masked phone', async () => {
    expect(
      await created(s.admin, CLINICAS, clinica({ nome: 'Clínica Máscara', telefone: '(85) 3232-1234' })),
    ).toMatchObject({ telefone: '8532321234' });
  });
  it('accepts a toll-free number of 11 digits', async () => {
    expect(
      await created(s.admin, CLINICAS, clinica({ nome: 'Clínica 0800', telefone: '08007271234' })),
    ).toMatchObject({ telefone: '08007271234' });
  });
  it('creates a clinic', async () => {
    expect(await created(s.admin, CLINICAS, clinica())).toMatchObject({
      nome: 'Clínica Saúde no Trabalho',
      tipo: 'CLINICA',
      cnpj: '11222333000181',
      inicioContrato: '2024-01-01',
    });
  });
  it('a laboratory needs no CNPJ; the other type needs its name', async () => {
    expect(
      await created(
        s.admin,
        CLINICAS,
        clinica({ nome: 'Laboratório Central', tipo: 'LABORATORIO', cnpj: undefined }),
      ),
    ).toMatchObject({ tipo: 'LABORATORIO' });
    expect(
      await created(
        s.admin,
        CLINICAS,
        clinica({ nome: 'Unidade móvel', tipo: 'OUTRO', cnpj: undefined, nomeOutroTipo: 'Unidade móvel' }),
      ),
    ).toMatchObject({ tipo: 'OUTRO', nomeOutroTipo: 'Unidade móvel' });
  });
  it.each([
    ['nome absent', { nome: undefined }, 'nome', 'Nome é obrigatório'],
    ['nome of 45', { nome: 'n'.repeat(45) }, 'nome', 'Nome deve ter no máximo 44 caracteres.'],
    [
      'endereço of 81',
      { endereco: 'e'.repeat(81) },
      'endereco',
      'Endereço deve ter no máximo 80 caracteres.',
    ],
    [
      'telefone of 12 digits',
      { telefone: '853232123456' },
      'telefone',
      'Telefone deve ter no máximo 11 caracteres.',
    ],
    [
      'horário of 46',
      { horario: 'h'.repeat(46) },
      'horario',
      'Horário de Atendimento deve ter no máximo 45 caracteres.',
    ],
    ['tipo absent', { tipo: undefined }, 'tipo', 'Tipo é obrigatório'],
    ['an unknown tipo', { tipo: 'POSTO' }, 'tipo', 'Tipo: valor inválido.'],
    ['CNPJ absent for a clinic', { cnpj: undefined }, 'cnpj', 'CNPJ é obrigatório'],
    ['an invalid CNPJ', { cnpj: '11222333000182' }, 'cnpj', 'Cnpj inválido.'],
    [
      "the other type's name absent",
      { tipo: 'OUTRO', cnpj: undefined },
      'nomeOutroTipo',
      'Nome do Outro Tipo é obrigatório',
    ],
    [
      "the other type's name of 51",
      { tipo: 'OUTRO', nomeOutroTipo: 'o'.repeat(51) },
      'nomeOutroTipo',
      'Nome do Outro Tipo deve ter no máximo 50 caracteres.',
    ],
    [
      'contract start absent',
      { inicioContrato: undefined },
      'inicioContrato',
      'Início do Contrato é obrigatório',
    ],
    [
      'contract end before its start',
      { fimContrato: '2023-12-31' },
      'fimContrato',
      'Data final inferior a data inicial.',
    ],
  ])('refuses %s and stores nothing', async (_c, over, field, message) => {
    await refused(s, 'clinica_autorizada', () => s.admin.post(CLINICAS, clinica(over)), field, message);
  });
  it("keeps each company's clinics apart and needs ROLE_SST", async () => {
    const c = await created(s.admin, CLINICAS, clinica({ nome: 'Clínica da empresa A' }));
    expect((await s.other.get(`${CLINICAS}/${c.id}`)).status).toBe(404);
    expect((await s.other.del(`${CLINICAS}/${c.id}`)).status).toBe(404);
    expect((await semSst.get(CLINICAS)).status).toBe(403);
  });
});
