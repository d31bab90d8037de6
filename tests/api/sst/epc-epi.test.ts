// EPC, EPI types and sizes, EPI (§5: nome and fabricante max 100, CA max 20, validity ≥ 1 day; description and CA
// due date required unless a uniform).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const epi = (over: Record<string, unknown> = {}) => ({
    nome: 'Protetor auricular tipo concha',
    fabricante: '3M',
    descricao: 'Abafador com atenuação de 21 dB',
    numeroCA: '5745',
    vencimentoCA: '2027-06-30',
    validadeUso: 180,
    ...over,
  });

  it('creates an EPI, not a uniform, active', async () => {
    expect(await created(s.admin, EPIS, epi())).toMatchObject({
      fardamento: false,
      ativo: true,
      numeroCA: '5745',
    });
  });

  it('a uniform needs neither description nor CA due date', async () => {
    const f = await created(s.admin, EPIS, { nome: 'Camisa do uniforme', fardamento: true });
    expect(f).toMatchObject({ fardamento: true });
    expect(f.vencimentoCA).toBeUndefined();
  });

  it.each([
    ['nome absent', { nome: undefined }, 'nome', 'Nome é obrigatório'],
    ['nome of 101', { nome: 'n'.repeat(101) }, 'nome', 'Nome deve ter no máximo 100 caracteres.'],
    [
      'fabricante of 101',
      { fabricante: 'f'.repeat(101) },
      'fabricante',
      'Fabricante deve ter no máximo 100 caracteres.',
    ],
    ['CA of 21', { numeroCA: '1'.repeat(21) }, 'numeroCA', 'Número do CA deve ter no máximo 20 caracteres.'],
    [
      'validity of 0 days',
      { validadeUso: 0 },
      'validadeUso',
      'Validade de Uso (dias) deve ser maior ou igual a 1.',
    ],
    ['description absent (not a uniform)', { descricao: undefined }, 'descricao', 'Descrição é obrigatória'],
    [
      'CA due date absent (not a uniform)',
      { vencimentoCA: undefined },
      'vencimentoCA',
      'Vencimento do CA é obrigatório',
    ],
    [
      'CA due date absent (explicitly not a uniform)',
      { vencimentoCA: undefined, fardamento: false },
      'vencimentoCA',
      'Vencimento do CA é obrigatório',
    ],
    ['CA due date not a date', { vencimentoCA: '30/06/2027' }, 'vencimentoCA', 'Data inválida.'],
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
});
