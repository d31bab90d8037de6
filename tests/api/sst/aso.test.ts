// PCMSO exam requirements (sst/pcmso) and the ASO (sst/aso): every rule with its message and nothing stored on
// bad input, the physicians' CRM, the exams' table-27 rules (audiometry order, generic procedure observation),
// one admissional ASO, the admission date, health fields masked in the audit trail, other company's ids and
// users without ROLE_SST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import { pdfText } from '../../helpers/reports.ts';
import type { Client } from '../../helpers/test-app.ts';
import {
  ambiente,
  entradaCarreira,
  estabelecimento,
  exameClinico,
  funcao,
  medicaExaminadora,
  posicao,
  SP,
} from './fixtures.ts';
import { created, refused, refusedAll, type SstTest, startSst, userWith } from './helpers.ts';

let s: SstTest;
let semSst: Client;
const ids: Record<string, number> = {};
const PCMSO = '/api/sst/pcmso';
const ASO = '/api/sst/aso';

beforeAll(async () => {
  s = await startSst();
  semSst = await userWith(s, 'ROLE_CARGO_SALARIO', '39053344705');
  ids.matriz = (await estabelecimento(s.t, s.admin)).id;
  ids.producao = (await ambiente(s.admin, ids.matriz, 'Produção')).id;
  ids.operador = (await funcao(s.admin, 'Operador de Prensa')).id;
  const pos = await posicao(s.admin);
  const c = await created(s.admin, '/api/cargo-salario/colaboradores', {
    nome: 'Ana Souza',
    cpf: '52998224725',
    matricula: '0001',
    dataAdmissao: '2024-01-10',
  });
  ids.ana = c.id;
  await created(
    s.admin,
    '/api/cargo-salario/historicos-colaboradores',
    entradaCarreira(pos, c.id, '2024-01-10', {
      ambiente: { id: ids.producao },
      funcao: { id: ids.operador },
    }),
  );
  ids.medica = (await medicaExaminadora(s.admin, { cpf: '71428793860' })).id;
  ids.engenheira = (
    await created(s.admin, '/api/sst/profissional', {
      nome: 'Eng. Carla Segura',
      orgaoDeClasse: 4,
      numeroInscricao: '5061234567',
      uf: { id: SP },
    })
  ).id;
  ids.clinico = (await exameClinico(s.admin)).id;
  ids.audiometria = (
    await created(s.admin, '/api/sst/exame', {
      nome: 'Audiometria',
      periodico: true,
      periodicidade: 12,
      procedimentoEsocial: { id: 281 },
    })
  ).id;
  ids.generico = (
    await created(s.admin, '/api/sst/exame', {
      nome: 'Avaliação postural',
      procedimentoEsocial: { id: 9999 },
    })
  ).id;
  ids.clinica = (
    await created(s.admin, '/api/sst/clinica-autorizada', {
      nome: 'Clínica Vida',
      tipo: 'CLINICA',
      cnpj: '11444777000161',
      inicioContrato: '2024-01-01',
    })
  ).id;
});
afterAll(async () => s?.t.close());

/** Two days ahead: after today in any time zone. */
const amanha = () => new Date(Date.now() + 2 * 864e5).toISOString().slice(0, 10);

const aso = (over: Record<string, unknown> = {}) => ({
  colaborador: { id: ids.ana },
  tipo: 1,
  data: '2025-03-10',
  resultado: 1,
  medico: { id: ids.medica },
  exames: [{ exame: { id: ids.clinico }, data: '2025-03-10' }],
  ...over,
});

describe('sst/pcmso', () => {
  it('creates a requirement with its criteria', async () => {
    const r = await created(s.admin, PCMSO, {
      descricao: 'Audiometria — expostos a ruído',
      exame: { id: ids.audiometria },
      tipos: [0, 1, 9],
      periodicidade: 6,
      funcoes: [ids.operador],
      ambientes: [ids.producao],
    });
    expect(r).toMatchObject({
      descricao: 'Audiometria — expostos a ruído',
      exame: { id: ids.audiometria, nome: 'Audiometria' },
      tipos: [0, 1, 9],
      periodicidade: 6,
      funcoes: [ids.operador],
      ambientes: [ids.producao],
      ativo: true,
    });
  });

  const item = (over: Record<string, unknown>) => {
    const b: Record<string, unknown> = { descricao: 'Novo', exame: { id: ids.clinico }, tipos: [1], ...over };
    for (const [k, v] of Object.entries(b)) if (v === undefined) delete b[k];
    return b;
  };
  it.each<[Record<string, unknown>, string, string]>([
    [{ descricao: undefined }, 'descricao', 'Descrição é obrigatória'],
    [{ exame: undefined }, 'exame', 'Exame é obrigatório'],
    [{ tipos: undefined }, 'tipos', 'Selecione ao menos um tipo de exame.'],
    [{ tipos: [] }, 'tipos', 'Selecione ao menos um tipo de exame.'],
    [{ periodicidade: 99 }, 'periodicidade', 'A periodicidade deve ser menor que 99 meses.'],
    [{ periodicidade: 0 }, 'periodicidade', 'A periodicidade deve ser de ao menos 1 mês.'],
    [
      { descricao: 'Audiometria — expostos a ruído' },
      'descricao',
      'Já existe um exame do PCMSO com a descrição "Audiometria — expostos a ruído".',
    ],
  ])('refuses %j: %s', async (over, field, message) => {
    await refused(s, 'pcmso_exame', () => s.admin.post(PCMSO, item(over)), field, message);
  });

  it("refuses another company's exam and answers 404 to it", async () => {
    const r = await created(s.admin, PCMSO, { descricao: 'Clínico', exame: { id: ids.clinico }, tipos: [1] });
    expect((await s.other.get(`${PCMSO}/${r.id}`)).status).toBe(404);
    await refused(
      s,
      'pcmso_exame',
      () => s.other.post(PCMSO, item({})),
      'exame',
      'Exame: registro não encontrado.',
    );
  });

  it('needs ROLE_SST', async () => {
    expect((await semSst.get(PCMSO)).status).toBe(403);
  });
});

describe('sst/aso', () => {
  it('records an ASO with its exams, physician, coordinator and clinic', async () => {
    const r = await created(
      s.admin,
      ASO,
      aso({
        coordenador: { id: ids.medica },
        clinica: { id: ids.clinica },
        observacao: 'Sem restrições.',
        exames: [
          { exame: { id: ids.clinico }, data: '2025-03-10', resultado: 1 },
          { exame: { id: ids.audiometria }, data: '2025-03-08', ordem: 2, resultado: 3 },
        ],
      }),
    );
    expect(r).toMatchObject({
      colaborador: { id: ids.ana, nome: 'Ana Souza' },
      tipo: 1,
      data: '2025-03-10',
      resultado: 1,
      medico: { id: ids.medica, nome: 'Dra. Marta Lima' },
      coordenador: { id: ids.medica },
      exames: [
        { exame: { id: ids.clinico, nome: 'Exame clínico' }, data: '2025-03-10', resultado: 1 },
        { exame: { id: ids.audiometria }, data: '2025-03-08', ordem: 2, resultado: 3 },
      ],
    });
    ids.aso = r.id;
  });

  it('masks the health fields in the audit trail', async () => {
    const { rows } = await s.t.sql.query(
      `SELECT alteracoes::text AS a FROM auditoria WHERE cadastro = 'sst/aso' AND registro_id = $1`,
      [ids.aso],
    );
    const texto = rows.map((r) => r.a).join();
    expect(texto).toContain('***');
    expect(texto).not.toContain('Sem restrições.');
  });

  it('refuses an ASO without its required fields, naming each', async () => {
    await refusedAll(s, 'aso', () => s.admin.post(ASO, {}), [
      { field: 'colaborador', message: 'Talento é obrigatório' },
      { field: 'data', message: 'Data do ASO é obrigatória' },
      { field: 'exames', message: 'Informe ao menos um exame realizado.' },
      { field: 'medico', message: 'Médico examinador é obrigatório' },
      { field: 'resultado', message: 'Resultado é obrigatório' },
      { field: 'tipo', message: 'Tipo do exame é obrigatório' },
    ]);
  });

  it.each<[string, () => Record<string, unknown>, string, string]>([
    ['an unknown type', () => aso({ tipo: 5 }), 'tipo', 'Tipo do exame é obrigatório'],
    ['no exams', () => aso({ exames: [] }), 'exames', 'Informe ao menos um exame realizado.'],
    [
      'an exam without date',
      () => aso({ exames: [{ exame: { id: ids.clinico } }] }),
      'exames.0.data',
      'Data do exame é obrigatória',
    ],
    [
      'a date after today',
      () => aso({ data: amanha(), exames: [{ exame: { id: ids.clinico }, data: '2025-01-01' }] }),
      'data',
      'A data do ASO não pode ser posterior a hoje.',
    ],
    [
      'a physician without CRM',
      () => aso({ medico: { id: ids.engenheira } }),
      'medico',
      'O médico examinador precisa ser um profissional de SST com registro no CRM.',
    ],
    [
      'a coordinator without CRM',
      () => aso({ coordenador: { id: ids.engenheira } }),
      'coordenador',
      'O médico coordenador do PCMSO precisa ser um profissional de SST com registro no CRM.',
    ],
    [
      'an exam after the ASO',
      () => aso({ exames: [{ exame: { id: ids.clinico }, data: '2025-03-11' }] }),
      'exames.0.data',
      'A data do exame não pode ser posterior à data do ASO.',
    ],
    [
      'an audiometry without its order',
      () =>
        aso({
          exames: [
            { exame: { id: ids.clinico }, data: '2025-03-10' },
            { exame: { id: ids.audiometria }, data: '2025-03-10' },
          ],
        }),
      'exames.1.ordem',
      'Ordem do exame é obrigatória na audiometria (procedimento 0281).',
    ],
    [
      'a generic procedure without observation',
      () => aso({ exames: [{ exame: { id: ids.generico }, data: '2025-03-10' }] }),
      'exames.0.observacao',
      'Observação do exame é obrigatória para o procedimento 9999 da Tabela 27.',
    ],
    [
      'the same exam twice on a date',
      () =>
        aso({
          exames: [
            { exame: { id: ids.clinico }, data: '2025-03-10' },
            { exame: { id: ids.clinico }, data: '2025-03-10' },
          ],
        }),
      'exames.1.exame',
      'Este exame já foi informado nesta data.',
    ],
    [
      'a periodic ASO before the admission',
      () => aso({ data: '2024-01-09', exames: [{ exame: { id: ids.clinico }, data: '2024-01-09' }] }),
      'data',
      'A data do ASO não pode ser anterior à admissão do talento (10/01/2024).',
    ],
  ])('refuses %s and stores nothing', async (_c, body, field, message) => {
    await refused(s, 'aso', () => s.admin.post(ASO, body()), field, message);
  });

  it('accepts an admissional ASO before the admission, but only one', async () => {
    const adm = await created(
      s.admin,
      ASO,
      aso({ tipo: 0, data: '2024-01-05', exames: [{ exame: { id: ids.clinico }, data: '2024-01-05' }] }),
    );
    expect(adm.tipo).toBe(0);
    await refused(
      s,
      'aso',
      () => s.admin.post(ASO, aso({ tipo: 0 })),
      'tipo',
      'O talento já tem um ASO admissional (05/01/2024).',
    );
    // editing the admissional ASO itself is not a second one
    const res = await s.admin.put(`${ASO}/${adm.id}`, {
      ...aso({ tipo: 0, data: '2024-01-06' }),
      exames: [{ exame: { id: ids.clinico }, data: '2024-01-06' }],
    });
    expect(res.status).toBe(200);
  });

  it("answers 404 for another company's ASO and refuses its employee and physician", async () => {
    expect((await s.other.get(`${ASO}/${ids.aso}`)).status).toBe(404);
    expect((await s.other.put(`${ASO}/${ids.aso}`, aso())).status).toBe(404);
    expect((await s.other.del(`${ASO}/${ids.aso}`)).status).toBe(404);
    await refusedAll(s, 'aso', () => s.other.post(ASO, aso()), [
      { field: 'colaborador', message: 'Talento: registro não encontrado.' },
      { field: 'exames.0.exame', message: 'Exame: registro não encontrado.' },
      { field: 'medico', message: 'Médico Examinador: registro não encontrado.' },
    ]);
  });

  it('needs ROLE_SST', async () => {
    expect((await semSst.get(ASO)).status).toBe(403);
    expect((await semSst.get(`${ASO}/${ids.aso}`)).status).toBe(403);
    await refusedStatus(semSst.post(ASO, aso()), 403);
  });
});

async function refusedStatus(p: Promise<{ status: number }>, status: number) {
  const antes = (await s.t.sql.query('SELECT count(*)::int AS n FROM aso')).rows[0].n;
  expect((await p).status).toBe(status);
  expect((await s.t.sql.query('SELECT count(*)::int AS n FROM aso')).rows[0].n).toBe(antes);
}

describe('report sst/aso (the ASO printed)', () => {
  const imprimir = (asoId: number, c = s.admin) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/sst/relatorios/aso?formato=pdf',
      headers: { cookie: c.cookie },
      payload: { aso: { id: asoId } },
    });

  it('prints the identification, the procedures and the conclusion, without results or observations', async () => {
    const res = await imprimir(ids.aso);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    const ordem = [
      'ASO — Atestado de Saúde Ocupacional',
      'Talento: Ana Souza',
      'CPF: 529.982.247-25',
      'Função: Operador de Prensa',
      'Ambiente de trabalho: Produção',
      'Tipo do exame: Periódico',
      'Data do ASO: 10/03/2025',
      'Procedimentos realizados',
      'Audiometria',
      '0281 - Audiometria tonal ocupacional',
      'Exame clínico',
      'Resultado: Apto',
      'Médico examinador: Dra. Marta Lima — CRM 123456/SP',
      'Clínica: Clínica Vida',
    ];
    let from = 0;
    for (const piece of ordem) {
      const at = text.indexOf(piece, from);
      expect(at, `${piece} (depois de ${from}) em: ${text}`).toBeGreaterThanOrEqual(0);
      from = at + piece.length;
    }
    expect(text).not.toContain('Sem restrições.');
  });

  it("answers 404 for another company's ASO, 403 without ROLE_SST, and requires the ASO", async () => {
    expect((await imprimir(ids.aso, s.other)).statusCode).toBe(404);
    expect((await imprimir(ids.aso, semSst)).statusCode).toBe(403);
    expectFieldError(await s.admin.post('/api/sst/relatorios/aso', {}), 'aso', 'ASO é obrigatório');
  });
});
