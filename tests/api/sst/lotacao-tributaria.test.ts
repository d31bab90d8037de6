// Lotação tributária (§5: type required; registration validated as CNO, CNPJ, CPF, either, or empty by type).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CNO } from './fixtures.ts';
import { created, refused, type SstTest, startSst } from './helpers.ts';

let s: SstTest;
beforeAll(async () => {
  s = await startSst();
});
afterAll(async () => s?.t.close());

const PATH = '/api/sst/lotacao-tributaria';
const CNPJ = '11444777000161';
const CPF = '52998224725';
let n = 0;
const lotacao = (tipo: string, numeroInscricao?: string) => ({
  codigo: `L${++n}`,
  descricao: 'Lotação',
  tipo,
  numeroInscricao,
});

describe('sst/lotacao-tributaria', () => {
  it.each([
    ['01', undefined],
    ['02', CNO],
    ['03', CPF],
    ['04', CNPJ],
    ['07', CPF],
    ['08', CNPJ],
    ['09', CNPJ],
    ['09', CPF],
    ['24', undefined],
  ])('type %s accepts %s', async (tipo, numero) => {
    expect(await created(s.admin, PATH, lotacao(tipo, numero))).toMatchObject({ tipo });
  });

  it.each([
    ['type absent', { codigo: 'X1' }, 'tipo', 'Tipo é obrigatório'],
    ['type unknown', { codigo: 'X1', tipo: '99' }, 'tipo', 'Tipo: valor inválido.'],
    ['code absent', { tipo: '01' }, 'codigo', 'Código é obrigatório'],
    [
      'code of 31',
      { tipo: '01', codigo: 'c'.repeat(31) },
      'codigo',
      'Código deve ter no máximo 30 caracteres.',
    ],
    ['type 02 without the CNO', lotacao('02'), 'numeroInscricao', 'Número de Inscrição é obrigatório'],
    ['type 02 with a CNPJ', lotacao('02', CNPJ), 'numeroInscricao', 'Cno inválido.'],
    ['type 03 with a CNPJ', lotacao('03', CNPJ), 'numeroInscricao', 'Cpf inválido.'],
    ['type 04 with a CPF', lotacao('04', CPF), 'numeroInscricao', 'Cnpj inválido.'],
    ['type 05 with a bad CNPJ', lotacao('05', '11444777000162'), 'numeroInscricao', 'Cnpj inválido.'],
    [
      'type 09 with neither',
      lotacao('09', '12345678901'),
      'numeroInscricao',
      'Informe um CNPJ ou um CPF válido.',
    ],
    [
      'type 01 with a registration',
      lotacao('01', CNPJ),
      'numeroInscricao',
      'Este tipo de lotação não tem número de inscrição.',
    ],
    [
      'type 90 with a registration',
      lotacao('90', CPF),
      'numeroInscricao',
      'Este tipo de lotação não tem número de inscrição.',
    ],
  ])('refuses %s and stores nothing', async (_c, body, field, message) => {
    await refused(s, 'lotacao_tributaria', () => s.admin.post(PATH, body), field, message);
  });

  it('refuses a repeated code', async () => {
    await created(s.admin, PATH, { codigo: 'MATRIZ', tipo: '01' });
    await refused(
      s,
      'lotacao_tributaria',
      () => s.admin.post(PATH, { codigo: 'MATRIZ', tipo: '01' }),
      'codigo',
      'Já existe uma lotação tributária com este código.',
    );
  });
});
