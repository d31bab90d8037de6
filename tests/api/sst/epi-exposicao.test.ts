// The EPIs of an exposure in an environmental condition (the risks of an environment and of a function in it):
// two EPIs with the same CA in one agent refused; the per-EPI efficacy (episNaoEficazes) kept, only among the
// agent's EPIs; the warning (avisoEficacia, never a refusal) when the efficacies diverge among the agent's EPIs,
// from the agent's single 'EPI Eficaz', or from the same agent and EPI in the environment's other condition.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVISO_EFICACIA, MSG_EPI } from '../../../src/server/modules/sst/epi.ts';
import {
  ambiente,
  avaliacao,
  estabelecimento,
  funcao,
  profissional,
  ruidoComEpi,
  tipoEpi,
} from './fixtures.ts';
import { created, refused, type SstTest, startSst } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
let aval: object;
const CONDICOES = '/api/sst/condicoes-ambientais';

const epi = async (nome: string, ca: string) =>
  (
    await created(s.admin, '/api/sst/epis', {
      nome,
      tipoEpi: { id: await tipoEpi(s.admin) },
      descricao: nome,
      historicoCA: [{ data: '2020-01-01', numeroCA: ca, vencimentoCA: '2030-01-01' }],
    })
  ).id as number;

/** Noise with EPI used: the given EPIs, the ones marked not effective and the agent's single efficacy. */
const ruido = (epis: number[], naoEficazes: number[] = [], epiEficaz = 'S') =>
  ruidoComEpi(ids.risco, epis[0]!, aval, { epis, episNaoEficazes: naoEficazes, epiEficaz });
const condicao = (data: string, agentes: object[], over: Record<string, unknown> = {}) => ({
  data,
  ambiente: { id: ids.ambiente },
  profissionais: [ids.profissional],
  agentes,
  ...over,
});

beforeAll(async () => {
  s = await startSst();
  const est = await estabelecimento(s.t, s.admin);
  ids.ambiente = (await ambiente(s.admin, est.id)).id;
  ids.funcao = (await funcao(s.admin)).id;
  ids.risco = (await created(s.admin, '/api/sst/risco', { grupoRisco: 'FISICO', descricao: 'Ruído' })).id;
  ids.profissional = (await profissional(s.admin)).id;
  aval = await avaliacao(s.admin);
  ids.a = await epi('Protetor A', '5745');
  ids.b = await epi('Protetor B', ' 5745');
  ids.c = await epi('Plugue C', '9999');
});
afterAll(async () => s?.t.close());

describe('EPIs of an exposure', () => {
  it('refuses two EPIs with the same CA in one agent and stores nothing', async () => {
    await refused(
      s,
      'condicao_ambiental',
      () => s.admin.post(CONDICOES, condicao('2024-01-10', [ruido([ids.a, ids.c, ids.b])])),
      'agentes.0.epis',
      MSG_EPI.caRepetido('Protetor A', 'Protetor B', '5745'),
    );
  });

  it('refuses an EPI marked not effective that the agent does not list', async () => {
    await refused(
      s,
      'condicao_ambiental',
      () => s.admin.post(CONDICOES, condicao('2024-01-10', [ruido([ids.a], [ids.c])])),
      'agentes.0.episNaoEficazes',
      MSG_EPI.naoEficazForaDaLista,
    );
  });

  it('keeps the per-EPI efficacy and warns when the efficacies diverge', async () => {
    const c = await created(
      s.admin,
      CONDICOES,
      condicao('2024-02-01', [ruido([ids.a, ids.c], [ids.c], 'S')]),
    );
    const aviso = AVISO_EFICACIA.divergentes(['Protetor A'], ['Plugue C'], 'S');
    expect(c.agentes[0]).toMatchObject({
      epis: [ids.a, ids.c],
      episNaoEficazes: [ids.c],
      avisoEficacia: aviso,
    });
    expect((await s.admin.get(`${CONDICOES}/${c.id}`)).body.agentes[0].avisoEficacia).toBe(aviso);
    const { rows } = await s.t.sql.query(
      'SELECT ref_id FROM condicao_ambiental_agentes_epis_nao_eficazes j JOIN condicao_ambiental_agentes a ON a.id = j.owner_id WHERE a.owner_id = $1',
      [c.id],
    );
    expect(rows.map((r) => r.ref_id)).toEqual([ids.c]);
    // the warning is never stored nor refused back: the record read is saved as it is
    const { id, ...resto } = (await s.admin.get(`${CONDICOES}/${c.id}`)).body;
    expect((await s.admin.put(`${CONDICOES}/${id}`, resto)).status).toBe(200);
  });

  it.each([
    ['every EPI effective, agent effective', [0, 2], [], 'S', undefined],
    [
      'the only EPI not effective, agent effective',
      [0],
      [0],
      'S',
      AVISO_EFICACIA.agenteEficazComNaoEficaz(['Protetor A']),
    ],
    [
      'every EPI effective, agent not effective',
      [0, 2],
      [],
      'N',
      AVISO_EFICACIA.agenteNaoEficazTodosEficazes,
    ],
    ['every EPI not effective, agent not effective', [0, 2], [0, 2], 'N', undefined],
  ])('%s', async (_c, epis, nao, eficaz, aviso) => {
    const todos = [ids.a, ids.b, ids.c];
    const data = `2023-0${epis.length + nao.length + (eficaz === 'S' ? 1 : 5)}-01`;
    const c = await created(
      s.admin,
      CONDICOES,
      condicao(
        data,
        [
          ruido(
            epis.map((i) => todos[i]!),
            nao.map((i) => todos[i]!),
            eficaz,
          ),
        ],
        {
          funcao: { id: ids.funcao },
        },
      ),
    );
    expect(c.agentes[0].avisoEficacia).toBe(aviso);
    await s.admin.del(`${CONDICOES}/${c.id}`);
  });

  it("warns when the function's condition and the environment's disagree on an EPI", async () => {
    // the whole environment from 2024-02-01: Protetor A effective, Plugue C not (above)
    const f = await created(
      s.admin,
      CONDICOES,
      condicao('2024-03-01', [ruido([ids.a], [ids.a], 'N')], { funcao: { id: ids.funcao } }),
    );
    expect(f.agentes[0].avisoEficacia).toBe(
      AVISO_EFICACIA.outraCondicao('Protetor A', true, 'do ambiente todo de 01/02/2024'),
    );
  });

  it('keeps no per-EPI efficacy when the agent uses no EPI', async () => {
    const c = await created(
      s.admin,
      CONDICOES,
      condicao('2024-04-01', [{ ...ruido([ids.a], [ids.a]), utilizaEpi: '1', epis: [] }]),
    );
    expect(c.agentes[0].episNaoEficazes).toEqual([]);
    expect(c.agentes[0].avisoEficacia).toBeUndefined();
  });
});
