// EPC, EPI types and sizes, EPI (§5: nome and fabricante max 100, CA max 20, validity ≥ 1 day; description and CA
// required unless a uniform), the EPI's type required (its category) and its CA history (docs/sst-epi.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_EPI } from '../../../src/server/modules/sst/epi.ts';
import { atualizarCaEmVigor } from '../../../src/server/modules/sst/epi-sql.ts';
import { created, refused, type SstTest, startSst } from './helpers.ts';

let s: SstTest;
beforeAll(async () => {
  s = await startSst();
});
afterAll(async () => s?.t.close());

const EPCS = '/api/sst/epcs';
const EPIS = '/api/sst/epis';
const TIPOS = '/api/sst/tipos-epi';
const TAMANHOS = '/api/sst/tamanhos-epi';

describe('sst/epcs', () => {
  it('creates an active EPC by default', async () => {
    expect(await created(s.admin, EPCS, { nome: 'Enclausuramento acústico' })).toMatchObject({ ativo: true });
  });
  it.each([
    ['nome absent', {}, 'nome', 'Nome é obrigatório'],
    ['nome of 101', { nome: 'e'.repeat(101) }, 'nome', 'Nome deve ter no máximo 100 caracteres.'],
  ])('refuses %s', async (_c, body, field, message) => {
    await refused(s, 'epc', () => s.admin.post(EPCS, body), field, message);
  });
});

describe('EPI types and sizes', () => {
  it('links a type to its sizes', async () => {
    const p = await created(s.admin, TAMANHOS, { descricao: 'P' });
    const g = await created(s.admin, TAMANHOS, { descricao: 'G' });
    const tipo = await created(s.admin, TIPOS, { nome: 'Luva', tiposTamanhosEpi: [g.id, p.id] });
    expect(tipo.tiposTamanhosEpi).toEqual([p.id, g.id].sort((a, b) => a - b));
  });
  it.each([
    ['size without description', TAMANHOS, 'tamanho_epi', {}, 'descricao', 'Descrição é obrigatória'],
    [
      'size description of 31',
      TAMANHOS,
      'tamanho_epi',
      { descricao: 'x'.repeat(31) },
      'descricao',
      'Descrição deve ter no máximo 30 caracteres.',
    ],
    ['type without name', TIPOS, 'tipo_epi', {}, 'nome', 'Nome é obrigatório'],
  ])('refuses a %s', async (_c, path, table, body, field, message) => {
    await refused(s, table, () => s.admin.post(path, body), field, message);
  });
});

describe('sst/epis', () => {
  let tipo: number;
  beforeAll(async () => {
    tipo = (await created(s.admin, TIPOS, { nome: 'Protetor auricular', grupoNr6: 'C' })).id;
  });
  const epi = (over: Record<string, unknown> = {}) => ({
    nome: 'Protetor auricular tipo concha',
    tipoEpi: { id: tipo },
    fabricante: '3M',
    descricao: 'Abafador com atenuação de 21 dB',
    historicoCA: [{ data: '2020-01-01', numeroCA: '5745', vencimentoCA: '2027-06-30' }],
    validadeUso: 180,
    ...over,
  });

  it('creates an EPI, not a uniform, active, with the CA of its history in force', async () => {
    expect(await created(s.admin, EPIS, epi())).toMatchObject({
      fardamento: false,
      ativo: true,
      numeroCA: '5745',
      vencimentoCA: '2027-06-30',
      tipoEpi: { id: tipo, nome: 'Protetor auricular' },
    });
  });

  it('the CA in force is the history entry of today; entries come back in date order', async () => {
    const e = await created(
      s.admin,
      EPIS,
      epi({
        nome: 'Protetor com CA renovado',
        historicoCA: [
          { data: '2099-01-01', numeroCA: '9000', vencimentoCA: '2105-01-01' },
          { data: '2020-01-01', numeroCA: '1111', vencimentoCA: '2024-12-31' },
          { data: '2025-01-01', numeroCA: '2222', vencimentoCA: '2029-12-31' },
        ],
      }),
    );
    expect(e.historicoCA.map((h: any) => h.data)).toEqual(['2020-01-01', '2025-01-01', '2099-01-01']);
    expect(e).toMatchObject({ numeroCA: '2222', vencimentoCA: '2029-12-31' });
    // the value sent for the CA in force is the server's to keep
    const { id: _id, ...semId } = e;
    const res = await s.admin.put(`${EPIS}/${e.id}`, { ...semId, numeroCA: '0000' });
    expect(res.body.numeroCA).toBe('2222');
    // the night job moves it on when a future entry comes into force
    expect(await atualizarCaEmVigor(s.t.app.engine.db, '2099-01-02')).toBeGreaterThanOrEqual(1);
    expect((await s.admin.get(`${EPIS}/${e.id}`)).body.numeroCA).toBe('9000');
    expect(await atualizarCaEmVigor(s.t.app.engine.db, '2099-01-02')).toBe(0);
  });

  it('an EPI whose every CA starts later shows the first one', async () => {
    const e = await created(
      s.admin,
      EPIS,
      epi({
        nome: 'EPI novo',
        historicoCA: [{ data: '2099-06-01', numeroCA: '7777', vencimentoCA: '2104-01-01' }],
      }),
    );
    expect(e.numeroCA).toBe('7777');
  });

  it('a uniform needs neither description nor CA; a CA history sent with it is dropped', async () => {
    const f = await created(s.admin, EPIS, {
      nome: 'Camisa do uniforme',
      tipoEpi: { id: tipo },
      fardamento: true,
      historicoCA: [{ data: '2020-01-01', numeroCA: '1', vencimentoCA: '2030-01-01' }],
    });
    expect(f).toMatchObject({ fardamento: true, historicoCA: [] });
    expect(f.numeroCA).toBeUndefined();
    expect(f.vencimentoCA).toBeUndefined();
  });

  it.each([
    ['nome absent', { nome: undefined }, 'nome', 'Nome é obrigatório'],
    ['type absent (the EPI category)', { tipoEpi: undefined }, 'tipoEpi', 'Tipo de EPI é obrigatório'],
    ['nome of 101', { nome: 'n'.repeat(101) }, 'nome', 'Nome deve ter no máximo 100 caracteres.'],
    [
      'fabricante of 101',
      { fabricante: 'f'.repeat(101) },
      'fabricante',
      'Fabricante deve ter no máximo 100 caracteres.',
    ],
    [
      'validity of 0 days',
      { validadeUso: 0 },
      'validadeUso',
      'Validade de Uso (dias) deve ser maior ou igual a 1.',
    ],
    ['description absent (not a uniform)', { descricao: undefined }, 'descricao', 'Descrição é obrigatória'],
    [
      'CA history absent (not a uniform)',
      { historicoCA: undefined },
      'historicoCA',
      'Informe o CA do EPI: número e vencimento, a partir de uma data.',
    ],
    [
      'CA history empty (explicitly not a uniform)',
      { historicoCA: [], fardamento: false },
      'historicoCA',
      'Informe o CA do EPI: número e vencimento, a partir de uma data.',
    ],
    [
      'a CA of 21',
      { historicoCA: [{ data: '2020-01-01', numeroCA: '1'.repeat(21), vencimentoCA: '2027-06-30' }] },
      'historicoCA.0.numeroCA',
      'Número do CA deve ter no máximo 20 caracteres.',
    ],
    [
      'a CA entry without number',
      { historicoCA: [{ data: '2020-01-01', vencimentoCA: '2027-06-30' }] },
      'historicoCA.0.numeroCA',
      'Número do CA é obrigatório',
    ],
    [
      'a CA entry without due date',
      { historicoCA: [{ data: '2020-01-01', numeroCA: '5745' }] },
      'historicoCA.0.vencimentoCA',
      'Vencimento do CA é obrigatório',
    ],
    [
      'a CA entry without date',
      { historicoCA: [{ numeroCA: '5745', vencimentoCA: '2027-06-30' }] },
      'historicoCA.0.data',
      'A partir de é obrigatório',
    ],
    [
      'a CA due date that is not a date',
      { historicoCA: [{ data: '2020-01-01', numeroCA: '5745', vencimentoCA: '30/06/2027' }] },
      'historicoCA.0.vencimentoCA',
      'Data inválida.',
    ],
    [
      'two CA entries on one date',
      {
        historicoCA: [
          { data: '2020-01-01', numeroCA: '5745', vencimentoCA: '2027-06-30' },
          { data: '2020-01-01', numeroCA: '5746', vencimentoCA: '2027-06-30' },
        ],
      },
      'historicoCA.1.data',
      MSG_EPI.caDataRepetida,
    ],
  ])('refuses %s and stores nothing', async (_c, over, field, message) => {
    await refused(s, 'epi', () => s.admin.post(EPIS, epi(over)), field, message);
  });

  it("refuses another company's EPI type", async () => {
    const tipoB = await created(s.other, TIPOS, { nome: 'Tipo da B' });
    await refused(
      s,
      'epi',
      () => s.admin.post(EPIS, epi({ tipoEpi: { id: tipoB.id } })),
      'tipoEpi',
      'Tipo de EPI: registro não encontrado.',
    );
  });

  it('refuses an NR-6 group that is not one of annex I', async () => {
    await refused(
      s,
      'tipo_epi',
      () => s.admin.post(TIPOS, { nome: 'Outro', grupoNr6: 'Z' }),
      'grupoNr6',
      'Grupo (NR-6, Anexo I): valor inválido.',
    );
  });
});
