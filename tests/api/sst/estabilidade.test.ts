// Job stability date (GET cargo-salario/colaboradores/:id/data-estabilidade?data=): worked examples of Lei 8.213
// art. 118 — 12 months after the return from a work-accident leave paid by the INSS (longer than 15 days),
// relapses of such a leave included; common illness, short, open or non-INSS leaves give none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import { entradaCarreira, estabelecimento, posicao } from './fixtures.ts';
import { created, type SstTest, startSst } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
const AF = '/api/sst/afastamentos';
const estabilidade = async (id: number, data: string) =>
  (await s.admin.get(`/api/cargo-salario/colaboradores/${id}/data-estabilidade?data=${data}`)).body
    .dataEstabilidade;

async function colaborador(nome: string, pos: { areaId: number; faixaId: number }) {
  const id = (
    await created(s.admin, '/api/cargo-salario/colaboradores', { nome, dataAdmissao: '2020-01-10' })
  ).id;
  await created(
    s.admin,
    '/api/cargo-salario/historicos-colaboradores',
    entradaCarreira(pos, id, '2020-01-10'),
  );
  return id as number;
}

const afastar = (colaboradorId: number, tipo: number, inicio: string, fim: string | undefined, over = {}) =>
  created(s.admin, AF, {
    colaborador: { id: colaboradorId },
    afastamento: { id: tipo },
    inicio,
    fim,
    ...over,
  });

beforeAll(async () => {
  s = await startSst();
  const pos = await posicao(s.admin);
  for (const n of ['ana', 'bruno', 'carla', 'davi', 'elisa']) ids[n] = await colaborador(n, pos);
  const tipo = (b: object) => created(s.admin, '/api/sst/tipos-afastamento', b).then((t) => t.id as number);
  ids.inss = await tipo({ descricao: 'Auxílio-doença', classe: 'ACIDENTE_DOENCA', inss: true });
  ids.semInss = await tipo({ descricao: 'Atestado', classe: 'ACIDENTE_DOENCA', inss: false });
  ids.recaida = await tipo({ descricao: 'Recaída', classe: 'RECAIDA', inss: true });
});

afterAll(() => s?.t.close());

describe('stability date', () => {
  it('work accident with INSS, 59 days: stable until 12 months after the return', async () => {
    await afastar(ids.ana!, ids.inss!, '2025-01-01', '2025-02-28', { acidenteTrabalho: true });
    // back on 01/03/2025: protected through 28/02/2026
    expect(await estabilidade(ids.ana!, '2025-06-01')).toBe('2026-02-28');
    expect(await estabilidade(ids.ana!, '2026-02-28')).toBe('2026-02-28');
    expect(await estabilidade(ids.ana!, '2026-03-01')).toBeNull();
  });

  it('common illness, 15 days or less, non-INSS type or still open: no stability', async () => {
    await afastar(ids.bruno!, ids.inss!, '2025-01-01', '2025-03-31', { acidenteTrabalho: false });
    expect(await estabilidade(ids.bruno!, '2025-06-01')).toBeNull();
    await afastar(ids.carla!, ids.inss!, '2025-01-01', '2025-01-15', { acidenteTrabalho: true });
    expect(await estabilidade(ids.carla!, '2025-06-01')).toBeNull();
    await afastar(ids.carla!, ids.semInss!, '2025-02-01', '2025-03-31', { acidenteTrabalho: true });
    expect(await estabilidade(ids.carla!, '2025-06-01')).toBeNull();
    await afastar(ids.elisa!, ids.inss!, '2025-01-01', undefined, { acidenteTrabalho: true });
    expect(await estabilidade(ids.elisa!, '2025-06-01')).toBeNull();
  });

  it('a relapse of a work accident moves the date to 12 months after its own end', async () => {
    const origem = await afastar(ids.davi!, ids.inss!, '2025-01-01', '2025-01-31', {
      acidenteTrabalho: true,
    });
    expect(await estabilidade(ids.davi!, '2025-02-15')).toBe('2026-01-31');
    await afastar(ids.davi!, ids.recaida!, '2025-03-01', '2025-04-30', {
      afastamentoOrigem: { id: origem.id },
    });
    expect(await estabilidade(ids.davi!, '2025-06-01')).toBe('2026-04-30');
  });

  it('CIPA: elected employee representatives (full or alternate) until 1 year after the mandate; designated, none', async () => {
    const est = (await estabelecimento(s.t, s.admin)).id;
    const mandato = (membros: object[]) => ({
      descricao: 'Gestão 2025',
      estabelecimento: { id: est },
      inicio: '2025-01-01',
      fim: '2025-12-31',
      membros,
    });
    expectFieldError(
      await s.admin.post(
        '/api/sst/cipa',
        mandato([
          { colaborador: { id: ids.elisa }, representacao: 'EMPREGADOS', funcao: 'SUPLENTE' },
          { colaborador: { id: ids.elisa }, representacao: 'EMPREGADOS', funcao: 'TITULAR' },
        ]),
      ),
      'membros.1.colaborador',
      'Este talento já é membro deste mandato.',
    );
    expectFieldError(
      await s.admin.post('/api/sst/cipa', mandato([])),
      'membros',
      'Informe ao menos um membro.',
    );
    await created(
      s.admin,
      '/api/sst/cipa',
      mandato([
        { colaborador: { id: ids.elisa }, representacao: 'EMPREGADOS', funcao: 'SUPLENTE' },
        { colaborador: { id: ids.bruno }, representacao: 'EMPREGADOR', funcao: 'PRESIDENTE' },
        { colaborador: { id: ids.ana }, representacao: 'EMPREGADOS', funcao: 'VICE_PRESIDENTE' },
      ]),
    );
    expect(await estabilidade(ids.elisa!, '2025-06-01')).toBe('2026-12-31');
    expect(await estabilidade(ids.elisa!, '2024-12-01')).toBeNull(); // the mandate had not started
    expect(await estabilidade(ids.bruno!, '2025-06-01')).toBeNull();
    // the later of the accident (28/02/2026) and the CIPA (31/12/2026) dates
    expect(await estabilidade(ids.ana!, '2025-06-01')).toBe('2026-12-31');
  });

  it("another company's employee is not found", async () => {
    expect((await s.other.get(`/api/cargo-salario/colaboradores/${ids.ana}/data-estabilidade`)).status).toBe(
      404,
    );
  });
});
