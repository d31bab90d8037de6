// CIPA elections (NR-5 5.5): the election with its candidates and votes, and its stages in the order of the
// process (call, registration, voting, counting, inauguration), each rule refused with its Portuguese message and
// nothing stored; another company's records do not exist for the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import eleicoesSchema from '../../../schemas/sst/eleicoes-cipa.json' with { type: 'json' };
import etapasSchema from '../../../schemas/sst/etapas-eleicao-cipa.json' with { type: 'json' };
import { MSG_CIPA } from '../../../src/server/modules/sst/cipa.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import { countRows } from '../../helpers/test-app.ts';
import { endereco, entradaCarreira, estabelecimento, posicao } from './fixtures.ts';
import { created, refused, type SstTest, startSst } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
const EL = '/api/sst/eleicoes-cipa';
const ET = '/api/sst/etapas-eleicao-cipa';

const eleicao = (over: object = {}) => ({
  descricao: 'Eleição da gestão 2026',
  estabelecimento: { id: ids.matriz },
  candidatos: [{ colaborador: { id: ids.ana } }, { colaborador: { id: ids.bruno } }],
  ...over,
});
const etapa = (etapa: string, inicio: string, fim: string, eleicaoId = ids.eleicao) => ({
  eleicao: { id: eleicaoId },
  etapa,
  inicio,
  fim,
});

beforeAll(async () => {
  s = await startSst();
  ids.matriz = (await estabelecimento(s.t, s.admin)).id;
  ids.filial = (await estabelecimento(s.t, s.admin, '0002', 'Filial')).id;
  for (const [k, nome] of [
    ['ana', 'Ana Souza'],
    ['bruno', 'Bruno Lima'],
    ['carla', 'Carla Dias'],
    ['davi', 'Davi Rocha'],
    ['elisa', 'Elisa Reis'],
  ])
    ids[k] = (
      await created(s.admin, '/api/cargo-salario/colaboradores', { nome, dataAdmissao: '2020-01-10' })
    ).id;
  const pos = await posicao(s.admin);
  for (const [k, est] of [
    ['carla', ids.matriz],
    ['davi', ids.filial],
  ] as const)
    await created(
      s.admin,
      '/api/cargo-salario/historicos-colaboradores',
      entradaCarreira(pos, ids[k]!, '2020-01-10', { estabelecimento: { id: est } }),
    );
  await s.t.sql.query(`UPDATE colaborador SET data_desligamento = '2024-05-31' WHERE id = $1`, [ids.elisa]);
  const mandato = (estabelecimentoId: number) =>
    created(s.admin, '/api/sst/cipa', {
      descricao: 'Gestão 2026',
      estabelecimento: { id: estabelecimentoId },
      inicio: '2026-01-01',
      fim: '2026-12-31',
      membros: [{ colaborador: { id: ids.ana }, representacao: 'EMPREGADOS', funcao: 'TITULAR' }],
    });
  ids.mandatoMatriz = (await mandato(ids.matriz!)).id;
  ids.mandatoFilial = (await mandato(ids.filial!)).id;
});

afterAll(() => s?.t.close());

describe('elections (sst/eleicoes-cipa)', () => {
  it("the console's success notices are the spec's words", () => {
    expect(eleicoesSchema['x-resource'].messages.create).toBe('Eleição cadastrada com sucesso.');
    expect(etapasSchema['x-resource'].messages.create).toBe(
      'Etapa do processo eleitoral cadastrada com sucesso.',
    );
  });

  it('refuses a candidate twice, a mandate of another establishment, votes before the counting, bad input', async () => {
    const send = (over: object) => () => s.admin.post(EL, eleicao(over));
    await refused(
      s,
      'cipa_eleicao',
      send({ candidatos: [{ colaborador: { id: ids.ana } }, { colaborador: { id: ids.ana } }] }),
      'candidatos.1.colaborador',
      'Este talento já é candidato nesta eleição.',
    );
    await refused(
      s,
      'cipa_eleicao',
      send({ mandato: { id: ids.mandatoFilial } }),
      'mandato',
      'O mandato escolhido é de outro estabelecimento.',
    );
    await refused(
      s,
      'cipa_eleicao',
      send({ candidatos: [{ colaborador: { id: ids.ana } }, { colaborador: { id: ids.bruno }, votos: 3 }] }),
      'candidatos.1.votos',
      'Os votos só podem ser informados depois de iniciada a apuração da eleição.',
    );
    await refused(
      s,
      'cipa_eleicao',
      send({ candidatos: [{ colaborador: { id: ids.ana }, votos: -1 }] }),
      'candidatos.0.votos',
      'Votos deve ser maior ou igual a 0.',
    );
    await refused(
      s,
      'cipa_eleicao',
      send({ candidatos: [{ colaborador: { id: ids.carla } }, { colaborador: { id: ids.davi } }] }),
      'candidatos.1.colaborador',
      'Davi Rocha: talento de outro estabelecimento.',
    );
    await refused(
      s,
      'cipa_eleicao',
      send({ candidatos: [{ colaborador: { id: ids.elisa } }] }),
      'candidatos.0.colaborador',
      'Elisa Reis: talento desligado não pode ser candidato.',
    );
    await refused(s, 'cipa_eleicao', send({ descricao: '' }), 'descricao', 'Descrição é obrigatória');
    await refused(
      s,
      'cipa_eleicao',
      () => s.admin.post(EL, { descricao: 'Sem estabelecimento' }),
      'estabelecimento',
      'Estabelecimento é obrigatório',
    );
    expect(await countRows(s.t, 'cipa_eleicao_candidatos')).toBe(0);
  });

  it('stores an election with its mandate and candidates', async () => {
    const e = await created(s.admin, EL, eleicao({ mandato: { id: ids.mandatoMatriz } }));
    ids.eleicao = e.id;
    const lido = (await s.admin.get(`${EL}/${e.id}`)).body;
    expect(lido.mandato.id).toBe(ids.mandatoMatriz);
    expect(lido.candidatos.map((c: any) => c.colaborador.id)).toEqual([ids.ana, ids.bruno]);
  });

  it("another company's establishment, mandate and employees do not exist; its election is not found", async () => {
    expectFieldError(
      await s.other.post(EL, { descricao: 'Outra', estabelecimento: { id: ids.matriz } }),
      'estabelecimento',
      'Estabelecimento: registro não encontrado.',
    );
    await s.t.sql.query(`UPDATE empresa SET cnpj = '11444777000161' WHERE id = $1`, [s.otherEmpresaId]);
    const estOutra = (
      await created(s.other, '/api/utilitario/estabelecimentos', {
        nome: 'Outra Matriz',
        tipoInscricao: 'CNPJ',
        complementoCnpj: '0001',
        endereco,
      })
    ).id;
    expectFieldError(
      await s.other.post(EL, {
        descricao: 'Outra',
        estabelecimento: { id: estOutra },
        mandato: { id: ids.mandatoMatriz },
      }),
      'mandato',
      'Mandato eleito: registro não encontrado.',
    );
    expectFieldError(
      await s.other.post(EL, {
        descricao: 'Outra',
        estabelecimento: { id: estOutra },
        candidatos: [{ colaborador: { id: ids.ana } }],
      }),
      'candidatos.0.colaborador',
      'Talento: registro não encontrado.',
    );
    expect((await s.other.get(`${EL}/${ids.eleicao}`)).status).toBe(404);
    expect((await s.other.put(`${EL}/${ids.eleicao}`, eleicao())).status).toBe(404);
    expect((await s.other.del(`${EL}/${ids.eleicao}`)).status).toBe(404);
    expectFieldError(
      await s.other.post(ET, etapa('CONVOCACAO', '2025-10-01', '2025-10-01')),
      'eleicao',
      'Eleição: registro não encontrado.',
    );
  });
});

describe('stages of the election (sst/etapas-eleicao-cipa)', () => {
  it('stores the stages in order and refuses one out of order, naming the field', async () => {
    await created(s.admin, ET, etapa('CONVOCACAO', '2025-10-01', '2025-10-01'));
    ids.inscricao = (await created(s.admin, ET, etapa('INSCRICAO', '2025-10-01', '2025-10-20'))).id;
    await refused(
      s,
      'cipa_eleicao_etapa',
      () => s.admin.post(ET, etapa('VOTACAO', '2025-10-15', '2025-10-25')),
      'inicio',
      'A etapa Votação não pode começar antes do fim da etapa Inscrição de candidatos (20/10/2025).',
    );
    await refused(
      s,
      'cipa_eleicao_etapa',
      () => s.admin.post(ET, etapa('VOTACAO', '2025-10-25', '2025-10-24')),
      'fim',
      'Data final inferior a data inicial.',
    );
    await created(s.admin, ET, etapa('VOTACAO', '2025-10-25', '2025-10-25'));
    await created(s.admin, ET, etapa('POSSE', '2025-11-03', '2025-11-03'));
    // registered after the inauguration: it must still fit between voting and inauguration
    await refused(
      s,
      'cipa_eleicao_etapa',
      () => s.admin.post(ET, etapa('APURACAO', '2025-10-25', '2025-11-05')),
      'fim',
      'A etapa Apuração não pode terminar depois do início da etapa Posse (03/11/2025).',
    );
    // an update is checked against the other stages, not against itself
    await refused(
      s,
      'cipa_eleicao_etapa',
      () => s.admin.put(`${ET}/${ids.inscricao}`, etapa('INSCRICAO', '2025-10-01', '2025-10-26')),
      'fim',
      'A etapa Inscrição de candidatos não pode terminar depois do início da etapa Votação (25/10/2025).',
    );
    const ok = await s.admin.put(`${ET}/${ids.inscricao}`, etapa('INSCRICAO', '2025-10-02', '2025-10-21'));
    expect(ok.status).toBe(200);
  });

  it('a stage once per election', async () => {
    await refused(
      s,
      'cipa_eleicao_etapa',
      () => s.admin.post(ET, etapa('CONVOCACAO', '2025-09-20', '2025-09-20')),
      'eleicao',
      'Esta etapa já está cadastrada nesta eleição.',
    );
  });

  it('votes once the counting has started; the counting then stays', async () => {
    const comVotos = eleicao({
      mandato: { id: ids.mandatoMatriz },
      candidatos: [
        { colaborador: { id: ids.ana }, votos: 12 },
        { colaborador: { id: ids.bruno }, votos: 0 },
      ],
    });
    await refused(
      s,
      'cipa_eleicao_candidatos',
      () => s.admin.put(`${EL}/${ids.eleicao}`, comVotos),
      'candidatos.0.votos',
      MSG_CIPA.votosAntesDaApuracao,
    );
    const apuracao = await created(s.admin, ET, etapa('APURACAO', '2025-10-25', '2025-10-26'));
    // a candidate dismissed after registering keeps his place (and his votes)
    await s.t.sql.query(`UPDATE colaborador SET data_desligamento = '2025-12-01' WHERE id = $1`, [ids.bruno]);
    const res = await s.admin.put(`${EL}/${ids.eleicao}`, comVotos);
    expect(res.status).toBe(200);
    expect(res.body.candidatos.map((c: any) => c.votos)).toEqual([12, 0]);

    const r = await s.admin.del(`${ET}/${apuracao.id}`);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(
      'A eleição já tem votos informados: apague-os dos candidatos antes de excluir ou adiar a apuração.',
    );
    expect((await s.admin.get(`${ET}/${apuracao.id}`)).body.inicio).toBe('2025-10-25');
    // stability from the registration of the candidacy (ADCT art. 10, II, a): elected, until 1 year after the
    // elected mandate; not elected, until the result
    const estabilidade = async (id: number, data: string) =>
      (await s.admin.get(`/api/cargo-salario/colaboradores/${id}/data-estabilidade?data=${data}`)).body
        .dataEstabilidade;
    expect(await estabilidade(ids.ana!, '2025-10-01')).toBeNull(); // registration opens on 02/10
    expect(await estabilidade(ids.ana!, '2025-10-02')).toBe('2027-12-31');
    expect(await estabilidade(ids.bruno!, '2025-10-10')).toBe('2025-10-26');
    expect(await estabilidade(ids.bruno!, '2025-10-27')).toBeNull();
    expect(await estabilidade(ids.carla!, '2025-10-10')).toBeNull();
    // an election with stages is not deleted under them
    const del = await s.admin.del(`${EL}/${ids.eleicao}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(
      'Não é possível excluir: Eleição da CIPA está em uso em Etapas do processo eleitoral.',
    );
  });

  it('a counting stage in the future does not open the votes', async () => {
    const e = await created(
      s.admin,
      EL,
      eleicao({ descricao: 'Eleição futura', candidatos: [{ colaborador: { id: ids.carla } }] }),
    );
    await created(s.admin, ET, etapa('APURACAO', '2099-01-01', '2099-01-01', e.id));
    await refused(
      s,
      'cipa_eleicao_candidatos',
      () =>
        s.admin.put(
          `${EL}/${e.id}`,
          eleicao({
            descricao: 'Eleição futura',
            candidatos: [{ colaborador: { id: ids.carla }, votos: 1 }],
          }),
        ),
      'candidatos.0.votos',
      MSG_CIPA.votosAntesDaApuracao,
    );
  });
});
