// The exam schedule's change-of-function and dismissal exams (GET sst/agenda-exames): a new function or
// environment in the career history asks the PCMSO's change exams on the change's date (an exam from up to 30
// days before counts, NR-7 7.5.8); a dismissal date asks the dismissal exams on the last day, waived by an
// exam within 90 days before it (NR-7 7.5.11); an admission or a salary-only entry asks nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ambiente,
  entradaCarreira,
  estabelecimento,
  exameClinico,
  funcao,
  medicaExaminadora,
  posicao,
} from './fixtures.ts';
import { created, type SstTest, startSst } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
let pos: { areaId: number; faixaId: number };
const REF = '2025-06-01';

type Linha = {
  colaborador: { nome: string };
  status: string;
  tipo: number;
  proximo: string;
  ultimo: string | null;
};
const agenda = async () => {
  const res = await s.admin.get(`/api/sst/agenda-exames?referencia=${REF}&size=50`);
  expect(res.status).toBe(200);
  return (res.body.itens as Linha[]).map(
    (i) => `${i.colaborador.nome}|${i.tipo}|${i.proximo}|${i.status}|${i.ultimo ?? '-'}`,
  );
};

async function talento(nome: string, entradas: [string, Record<string, unknown>][], dados = {}) {
  const c = await created(s.admin, '/api/cargo-salario/colaboradores', {
    nome,
    dataAdmissao: entradas[0]![0],
    ...dados,
  });
  for (const [data, extra] of entradas)
    await created(
      s.admin,
      '/api/cargo-salario/historicos-colaboradores',
      entradaCarreira(pos, c.id, data, { estabelecimento: { id: ids.matriz }, ...extra }),
    );
  return c.id as number;
}

async function clinicoEm(colaboradorId: number, tipo: number, data: string) {
  await created(s.admin, '/api/sst/aso', {
    colaborador: { id: colaboradorId },
    tipo,
    data,
    resultado: 1,
    medico: { id: ids.medica },
    exames: [{ exame: { id: ids.clinico }, data }],
  });
}

beforeAll(async () => {
  s = await startSst();
  ids.matriz = (await estabelecimento(s.t, s.admin)).id;
  pos = await posicao(s.admin);
  const producao = (await ambiente(s.admin, ids.matriz, 'Produção')).id;
  const prensa = { ambiente: { id: producao }, funcao: { id: (await funcao(s.admin)).id } };
  const empilhadeira = {
    ambiente: { id: producao },
    funcao: { id: (await funcao(s.admin, 'Operador de Empilhadeira', 782510)).id },
  };
  ids.medica = (await medicaExaminadora(s.admin)).id;
  ids.clinico = (await exameClinico(s.admin)).id;
  // only the change and dismissal exams: nothing periodic or admissional on this schedule
  await created(s.admin, '/api/sst/pcmso', {
    descricao: 'Clínico — mudança e demissional',
    exame: { id: ids.clinico },
    tipos: [3, 9],
  });

  // moved to the forklift on 15/05/2025, no exam since: overdue since the change
  ids.fabio = await talento('Fábio Lima', [
    ['2024-01-02', prensa],
    ['2025-05-15', empilhadeira],
  ]);
  // the same change, examined 14 days before it: done
  ids.gil = await talento('Gil Souza', [
    ['2024-01-02', prensa],
    ['2025-05-15', empilhadeira],
  ]);
  await clinicoEm(ids.gil, 3, '2025-05-01');
  // changed long ago, then a raise in the same function: the change is still the one of 2024, examined 40 days
  // before it (too early): due since that change
  ids.hana = await talento('Hana Reis', [
    ['2023-01-02', prensa],
    ['2024-03-01', empilhadeira],
    ['2025-02-01', { ...empilhadeira, salario: 3500 }],
  ]);
  await clinicoEm(ids.hana, 1, '2024-01-21');
  // a raise only: no change
  await talento('Iara Melo', [
    ['2024-01-02', prensa],
    ['2025-05-15', { ...prensa, salario: 3500 }],
  ]);
  // leaving on 20/06/2025 (awaiting the dismissal's confirmation): the dismissal exam is due that day
  await talento('João Dias', [['2024-01-02', prensa]], { status: 'U', dataDesligamento: '2025-06-20' });
  // leaving on 20/06/2025 with an exam on 01/04/2025 (80 days before): waived
  ids.julia = await talento('Júlia Alves', [['2024-01-02', prensa]], {
    status: 'U',
    dataDesligamento: '2025-06-20',
  });
  await clinicoEm(ids.julia, 1, '2025-04-01');
});
afterAll(async () => s?.t.close());

describe('GET sst/agenda-exames: change of function and dismissal', () => {
  it('lists the change exam from the change date and the dismissal exam on the last day', async () => {
    expect(await agenda()).toEqual([
      'Hana Reis|3|2024-03-01|VENCIDO|2024-01-21',
      'Fábio Lima|3|2025-05-15|VENCIDO|-',
      'João Dias|9|2025-06-20|A_VENCER|-',
    ]);
  });

  it('an exam recorded after the change or close to the dismissal takes the row off', async () => {
    await clinicoEm(ids.fabio, 3, '2025-05-20');
    expect(await agenda()).toEqual([
      'Hana Reis|3|2024-03-01|VENCIDO|2024-01-21',
      'João Dias|9|2025-06-20|A_VENCER|-',
    ]);
  });
});
