// The limits of an evaluation's participations (docs/decisions.md, "Avaliação: limites de participações"):
// 51 people of one area, each evaluated by themself and 50 peers, is 51 × 51 — refused with the message naming
// who would pass 50 evaluators, nothing stored; without the self-evaluation (51 × 50) it is accepted; a 51st
// evaluator added by hand is refused too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../helpers/expect.ts';
import { Client, countRows, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const API = '/api/cargo-salario';
const AV = '/api/avaliacao/avaliacoes-desempenho';
const PART = '/api/avaliacao/participantes-avaliacao-desempenho';
let t: TestApp;
let admin: Client;
let avaliacao: number;
const pessoas: number[] = [];
let externo: number;

const participacoes = () => countRows(t, 'avaliacao_participante', `avaliacao_desempenho_id = ${avaliacao}`);

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  const area = await created(admin, `${API}/areas-organizacionais`, { nome: 'Equipe' });
  const outra = await created(admin, `${API}/areas-organizacionais`, { nome: 'Outra' });
  const cargo = await created(admin, `${API}/cargos`, {
    nome: 'Atendente',
    nomeMercado: 'Atendente',
    areasOrganizacionais: [area.id, outra.id],
  });
  const faixa = await created(admin, `${API}/faixas-salariais`, {
    cargo: { id: cargo.id },
    nome: 'I',
    codigoCBO: '422310',
    historico: [{ data: '2024-01-01', tipo: 3, valor: 2000 }],
  });
  const pessoa = async (nome: string, areaId: number) => {
    const c = await created(admin, `${API}/colaboradores`, { nome, dataAdmissao: '2024-01-01' });
    await created(admin, `${API}/historicos-colaboradores`, {
      colaborador: { id: c.id },
      data: '2024-01-01',
      areaOrganizacional: { id: areaId },
      faixaSalarial: { id: faixa.id },
      tipoSalario: 1,
    });
    return c.id as number;
  };
  for (let i = 1; i <= 51; i++) pessoas.push(await pessoa(`Pessoa ${String(i).padStart(2, '0')}`, area.id));
  externo = await pessoa('Zeca de Fora', outra.id);
  const modelo = await created(admin, '/api/avaliacao/modelos-avaliacao', {
    titulo: 'Desempenho',
    tipo: 'D',
  });
  avaliacao = (
    await created(admin, AV, {
      titulo: 'Ciclo',
      dataIni: '2026-01-01',
      dataFim: '2099-12-31',
      modeloAvaliacao: { id: modelo.id },
      anonima: false,
      permiteAutoAvaliacao: true,
    })
  ).id;
}, 120_000);
afterAll(async () => t?.close());

describe('participations of an evaluation', () => {
  it('refuses 51 × 51 (self-evaluation and 50 peers each) naming who passes 50 evaluators', async () => {
    const res = await admin.post(`${AV}/${avaliacao}/participantes/gerar`, {
      colaboradoresIds: pessoas,
      autoavaliacao: true,
      gestores: true,
      pares: true,
      maximoPares: 50,
    });
    expectFieldErrors(res, [
      {
        field: 'colaboradoresIds',
        message:
          'Cada talento pode ter no máximo 50 avaliadores numa avaliação: Pessoa 01 ficaria com 51 (e outros 50 talentos também passariam do limite). Diminua o máximo de pares, desmarque os liderados ou gere os participantes desses talentos à parte.',
      },
    ]);
    expect(await participacoes()).toBe(0);
  });

  it('accepts 51 × 50 and then refuses a 51st evaluator added by hand, storing nothing', async () => {
    const res = await admin.post(`${AV}/${avaliacao}/participantes/gerar`, {
      colaboradoresIds: pessoas,
      autoavaliacao: false,
      gestores: true,
      pares: true,
      maximoPares: 50,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ avaliados: 51, gerados: 2550, incluidos: 2550 });
    const mais = {
      avaliacaoDesempenho: { id: avaliacao },
      avaliado: { id: pessoas[0] },
      avaliador: { id: externo },
      papel: 'R',
    };
    expectFieldErrors(await admin.post(PART, mais), [
      {
        field: 'avaliado',
        message: 'Este talento já tem 50 avaliadores nesta avaliação, o limite por talento.',
      },
    ]);
    expect(await participacoes()).toBe(2550);
    // the self-evaluation now is a 51st as well
    const auto = await admin.post(`${AV}/${avaliacao}/participantes/gerar`, {
      colaboradoresIds: [pessoas[50]],
      autoavaliacao: true,
      gestores: false,
      pares: false,
    });
    expectFieldErrors(auto, [
      {
        field: 'colaboradoresIds',
        message:
          'Cada talento pode ter no máximo 50 avaliadores numa avaliação: Pessoa 51 ficaria com 51. Diminua o máximo de pares, desmarque os liderados ou gere os participantes desses talentos à parte.',
      },
    ]);
    // generating the same again adds nothing and passes no limit
    const again = await admin.post(`${AV}/${avaliacao}/participantes/gerar`, {
      colaboradoresIds: pessoas,
      pares: true,
      maximoPares: 50,
    });
    expect(again.body).toEqual({ avaliados: 51, gerados: 2550, incluidos: 0 });
    expect(await participacoes()).toBe(2550);
  });
});
