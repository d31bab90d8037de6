// Action plans (PDI), spec §5 "Action plan": every rule with its message, nothing stored on refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import { Client, countRows, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const PATH = '/api/avaliacao/planos-acao';
let t: TestApp;
let admin: Client;
let ana: number;
let bia: number;

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  ana = (
    await created(admin, '/api/cargo-salario/colaboradores', { nome: 'Ana', dataAdmissao: '2024-01-01' })
  ).id;
  bia = (
    await created(admin, '/api/cargo-salario/colaboradores', { nome: 'Bia', dataAdmissao: '2024-01-01' })
  ).id;
});
afterAll(async () => t?.close());

const valido = () => ({
  colaborador: { id: ana },
  nome: 'Curso de negociação',
  meta: 'Fechar 3 contratos grandes no semestre',
  responsavel: { id: bia },
  previsaoInicio: '2026-03-01',
  previsaoTermino: '2026-08-31',
});

describe('plano de ação (spec §5)', () => {
  it.each([
    ['nome ausente', { nome: undefined }, 'nome', 'Ação é obrigatória'],
    ['nome de 256', { nome: 'n'.repeat(256) }, 'nome', 'Ação deve ter no máximo 255 caracteres.'],
    ['meta ausente', { meta: undefined }, 'meta', 'Meta é obrigatória'],
    ['responsável ausente', { responsavel: undefined }, 'responsavel', 'Responsável é obrigatório'],
    [
      'previsão de início ausente',
      { previsaoInicio: undefined },
      'previsaoInicio',
      'Previsão de Início é obrigatória',
    ],
    [
      'término antes do início',
      { previsaoTermino: '2026-02-28' },
      'previsaoTermino',
      'Data de previsão de término é menor que a data de previsão de início.',
    ],
    [
      'término do acompanhamento sem início',
      { acompanhamentoTermino: '2026-09-30' },
      'acompanhamentoInicio',
      'Início do acompanhamento é obrigatório quando há término do acompanhamento.',
    ],
    [
      'acompanhamento antes da previsão de início',
      { acompanhamentoInicio: '2026-01-01' },
      'acompanhamentoInicio',
      'Início do acompanhamento é menor que a data de previsão de início.',
    ],
    [
      'término do acompanhamento antes do início dele',
      { acompanhamentoInicio: '2026-04-01', acompanhamentoTermino: '2026-03-31' },
      'acompanhamentoTermino',
      'Término do acompanhamento é menor que o início do acompanhamento.',
    ],
  ])('recusa %s sem gravar', async (_c, mudanca, field, message) => {
    const antes = await countRows(t, 'plano_acao');
    expectFieldError(await admin.post(PATH, { ...valido(), ...mudanca }), field, message);
    expect(await countRows(t, 'plano_acao')).toBe(antes);
  });

  it('grava o plano com acompanhamento', async () => {
    const p = await created(admin, PATH, {
      ...valido(),
      acompanhamentoInicio: '2026-03-15',
      acompanhamentoTermino: '2026-09-15',
    });
    expect(p).toMatchObject({ colaborador: { id: ana, nome: 'Ana' }, responsavel: { id: bia, nome: 'Bia' } });
    expect((await admin.get(`${PATH}?colaborador=${ana}`)).body).toHaveLength(1);
  });
});
