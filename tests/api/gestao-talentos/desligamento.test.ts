// Dismissal (spec §2 talentos 'Desligar', §8): one declared action on the employee. The employee leaves the active
// lists (status D, date), its user loses access at once, its unanswered participations of open evaluations are
// removed, the company's checklist is copied (defaults on the first dismissal; the access item done), a CIPA
// member with stability needs confirmation (the date in the message), rules with exact messages and nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../helpers/test-app.ts';
import { estabelecimento, posicao } from '../sst/fixtures.ts';
import { conflicted, created, type GtTest, refused, startGt, talento, userWith } from './helpers.ts';

let s: GtTest;
const G = '/api/gestao-talentos';
const ids: Record<string, number> = {};
let pos: { areaId: number; faixaId: number };

const desligar = (id: number, body: Record<string, unknown>) =>
  s.admin.post(`${G}/talentos/${id}/desligar`, body);

beforeAll(async () => {
  s = await startGt();
  pos = await posicao(s.admin);
  ids.pedido = (await created(s.admin, `${G}/motivos-desligamento`, { motivo: 'Pedido de demissão' })).id;
  ids.antigo = (await created(s.admin, `${G}/motivos-desligamento`, { motivo: 'Antigo', ativo: false })).id;
});
afterAll(() => s?.t.close());

describe('dismissing an employee', () => {
  it('asks for confirmation, dismisses, closes the access and copies the default checklist', async () => {
    const { client: ana, userId } = await userWith(s, ['ROLE_GESTAO_TALENTOS'], '98765432029', 'Ana Souza');
    ids.ana = await talento(s, 'Ana Souza', pos, '2020-01-10', { usuario: { id: userId } });
    expect((await ana.get(`${G}/providencias`)).status).toBe(200);
    const alerta = await s.admin.get(`${G}/talentos/${ids.ana}/alerta-desligamento?data=2025-03-31`);
    expect(alerta.body).toEqual({ mensagem: 'Confirma desligamento?', estabilidade: null });

    const r = await desligar(ids.ana!, {
      data: '2025-03-31',
      motivo: ids.pedido,
      observacao: 'Mudou de cidade',
      elegivelRecontratacao: true,
    });
    expect(r.status).toBe(200);
    expect(r.body.mensagem).toBe('Talento desligado com sucesso.');
    expect(r.body.desligamento).toMatchObject({
      colaborador: { id: ids.ana },
      data: '2025-03-31',
      motivo: { id: ids.pedido, motivo: 'Pedido de demissão' },
      observacao: 'Mudou de cidade',
      elegivelRecontratacao: true,
      checklistPendente: 3,
    });
    expect(r.body.desligamento.checklist.map((i: any) => [i.tipo, i.concluido])).toEqual([
      ['EPI', false],
      ['ACESSO', true],
      ['ASO', false],
      ['DOCUMENTOS', false],
    ]);
    // the employee is dismissed on that date and leaves the active list
    const c = (await s.admin.get(`/api/cargo-salario/colaboradores/${ids.ana}`)).body;
    expect(c).toMatchObject({ status: 'D', dataDesligamento: '2025-03-31' });
    const ativos = (await s.admin.get('/api/cargo-salario/colaboradores?status=A')).body as any[];
    expect(ativos.map((x) => x.id)).not.toContain(ids.ana);
    // the linked user (of this company only) is deactivated: its session ends
    expect((await ana.get(`${G}/providencias`)).status).toBe(401);
    expect((await s.t.sql.query('SELECT ativo FROM usuario WHERE id = $1', [userId])).rows[0].ativo).toBe(
      false,
    );
    // the company now has the default template
    const modelo = (await s.admin.get(`${G}/itens-checklist-desligamento`)).body as any[];
    expect(modelo.map((i) => i.tipo)).toEqual(['EPI', 'ACESSO', 'ASO', 'DOCUMENTOS']);
    // the dismissal list shows it with the pending items
    const lista = (await s.admin.get(`${G}/desligamentos?colaborador=${ids.ana}`)).body as any[];
    expect(lista).toHaveLength(1);
    expect(lista[0].checklistPendente).toBe(3);
  });

  it('an item done later is kept; the dismissal is not deleted and its employee not changed', async () => {
    const d = ((await s.admin.get(`${G}/desligamentos?colaborador=${ids.ana}`)).body as any[])[0];
    const { id: _, ...full } = (await s.admin.get(`${G}/desligamentos/${d.id}`)).body;
    full.checklist[0].concluido = true;
    full.checklist[0].concluidoEm = '2025-04-01';
    const r = await s.admin.put(`${G}/desligamentos/${d.id}`, full);
    expect(r.status).toBe(200);
    expect(r.body.checklistPendente).toBe(2);
    await conflicted(
      s,
      'desligamento',
      () => s.admin.del(`${G}/desligamentos/${d.id}`),
      'Um desligamento não é excluído: para readmitir o talento, cadastre uma nova admissão em Cargos e Salários.',
    );
    const outro = await talento(s, 'Outro', pos);
    await refused(
      s,
      'desligamento',
      () => s.admin.put(`${G}/desligamentos/${d.id}`, { ...full, colaborador: { id: outro } }),
      'colaborador',
      'O talento de um desligamento não pode ser trocado.',
    );
  });

  it('refuses a dismissed employee, a date before the admission, an inactive reason and missing fields', async () => {
    await refused(
      s,
      'desligamento',
      () => desligar(ids.ana!, { data: '2025-04-30', motivo: ids.pedido }),
      'colaborador',
      'Este talento já está desligado.',
    );
    const bia = await talento(s, 'Bia', pos, '2021-06-01');
    await refused(
      s,
      'desligamento',
      () => desligar(bia, { data: '2021-05-31', motivo: ids.pedido }),
      'data',
      'A data do desligamento não pode ser anterior à admissão do talento (01/06/2021).',
    );
    await refused(
      s,
      'desligamento',
      () => desligar(bia, { data: '2025-05-31', motivo: ids.antigo }),
      'motivo',
      'Motivo inativo: escolha um motivo de desligamento ativo.',
    );
    await refused(
      s,
      'desligamento',
      () => desligar(bia, { data: '2025-05-31' }),
      'motivo',
      'Motivo do desligamento é obrigatório',
    );
    expect((await s.admin.get(`/api/cargo-salario/colaboradores/${bia}`)).body.status).toBe('A');
    // another company's employee and reason
    expect(
      (await s.other.post(`${G}/talentos/${bia}/desligar`, { data: '2025-05-31', motivo: ids.pedido }))
        .status,
    ).toBe(404);
    const deles = await created(s.other, `${G}/motivos-desligamento`, { motivo: 'Deles' });
    const r = await desligar(bia, { data: '2025-05-31', motivo: deles.id });
    expect(r.status).toBe(400);
    expect(await countRows(s.t, 'desligamento', `colaborador_id = ${bia}`)).toBe(0);
  });

  it('uses the company template when it has one, in its order, without inactive items', async () => {
    const itens = (await s.admin.get(`${G}/itens-checklist-desligamento`)).body as any[];
    const aso = itens.find((i) => i.tipo === 'ASO');
    const { id: asoId, ...resto } = aso;
    expect(
      (await s.admin.put(`${G}/itens-checklist-desligamento/${asoId}`, { ...resto, ativo: false })).status,
    ).toBe(200);
    await created(s.admin, `${G}/itens-checklist-desligamento`, {
      descricao: 'Devolver notebook',
      tipo: 'EPI',
      ordem: 9,
    });
    const caio = await talento(s, 'Caio', pos);
    const r = await desligar(caio, { data: '2025-06-30', motivo: ids.pedido, elegivelRecontratacao: false });
    expect(r.body.desligamento.elegivelRecontratacao).toBe(false);
    expect(r.body.desligamento.checklist.map((i: any) => i.descricao)).toEqual([
      'Devolver EPI, uniforme, crachá e equipamentos',
      'Remover o acesso ao sistema',
      'Colher as assinaturas dos documentos da rescisão',
      'Devolver notebook',
    ]);
    // no user: the access item is done, saying why
    expect(r.body.desligamento.checklist[1]).toMatchObject({
      concluido: true,
      observacao: 'Talento sem usuário no sistema.',
    });
  });
});

describe('CIPA stability (spec §8)', () => {
  it('a member of the safety committee with stability is dismissed only after confirming', async () => {
    const est = (await estabelecimento(s.t, s.admin)).id;
    const davi = await talento(s, 'Davi Lima', pos);
    await created(s.admin, '/api/sst/cipa', {
      descricao: 'Gestão 2025',
      estabelecimento: { id: est },
      inicio: '2025-01-01',
      fim: '2025-12-31',
      membros: [{ colaborador: { id: davi }, representacao: 'EMPREGADOS', funcao: 'TITULAR' }],
    });
    const msg =
      'Davi Lima faz parte da CIPA (Comissão Interna de Prevenção de Acidentes) e tem estabilidade até 31/12/2026. Confirma o desligamento mesmo assim?';
    const alerta = (await s.admin.get(`${G}/talentos/${davi}/alerta-desligamento?data=2025-08-01`)).body;
    expect(alerta).toEqual({ mensagem: msg, estabilidade: { ate: '2026-12-31', motivo: 'CIPA' } });
    expect(
      (await s.admin.get(`${G}/talentos/data-estabilidade-comissao?colaboradorId=${davi}&data=2025-08-01`))
        .body,
    ).toEqual({
      dataEstabilidade: '2026-12-31',
      motivo: 'CIPA',
    });
    await conflicted(
      s,
      'desligamento',
      () => desligar(davi, { data: '2025-08-01', motivo: ids.pedido }),
      msg,
    );
    expect((await s.admin.get(`/api/cargo-salario/colaboradores/${davi}`)).body.status).toBe('A');
    const ok = await desligar(davi, { data: '2025-08-01', motivo: ids.pedido, confirmarEstabilidade: true });
    expect(ok.status).toBe(200);
    expect((await s.admin.get(`/api/cargo-salario/colaboradores/${davi}`)).body.status).toBe('D');
  });
});

describe('open evaluation work', () => {
  it('unanswered participations of open evaluations are removed; answered and finished ones stay', async () => {
    const eva = await talento(s, 'Eva', pos);
    const fabio = await talento(s, 'Fábio', pos);
    const av = await s.admin.post('/api/avaliacao/avaliacoes-desempenho', {
      titulo: 'Ciclo 2025',
      dataIni: '2025-01-01',
      dataFim: '2025-12-31',
      anonima: false,
      permiteAutoAvaliacao: true,
      avaliarSomenteCompetencias: true,
    });
    expect(av.status, JSON.stringify(av.body)).toBe(201);
    const part = (avaliado: number, avaliador: number, papel: string) =>
      created(s.admin, '/api/avaliacao/participantes-avaliacao-desempenho', {
        avaliacaoDesempenho: { id: av.body.id },
        avaliado: { id: avaliado },
        avaliador: { id: avaliador },
        papel,
      });
    await part(eva, eva, 'U');
    await part(fabio, eva, 'P');
    const fica = await part(fabio, fabio, 'U');
    await s.t.sql.query(
      'UPDATE avaliacao_participante SET respondida = true WHERE avaliado_id = $1 AND avaliador_id = $1',
      [eva],
    );
    await desligar(eva, { data: '2025-09-30', motivo: ids.pedido });
    const restantes = (
      await s.t.sql.query('SELECT id, avaliado_id, avaliador_id FROM avaliacao_participante ORDER BY id')
    ).rows;
    // Eva's self-evaluation was answered (kept); her evaluation of Fábio was not (removed); Fábio's own stays
    expect(restantes.map((r) => [r.avaliado_id, r.avaliador_id])).toEqual([
      [eva, eva],
      [fabio, fabio],
    ]);
    expect(restantes[1].id).toBe(fica.id);
  });
});
