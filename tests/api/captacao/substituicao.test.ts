// §8 "Employee replacement": before a personnel request replaces a talent with job stability, the form asks for
// confirmation with the message of GET captacao/solicitacoes-pessoal/alerta-substituicao/:id (CIPA employees'
// representative until 1 year after the mandate; 12 months after an INSS work-accident leave).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../../src/server/http/params.ts';
import { formatDate } from '../../../src/shared/br/format.ts';
import { entradaCarreira, estabelecimento, posicao } from '../sst/fixtures.ts';
import { created, type SstTest, startSst, userWith } from '../sst/helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
const ALERTA = '/api/captacao/solicitacoes-pessoal/alerta-substituicao';

/** yyyy-MM-dd `dias` days from today (the alert is about today). */
const hojeMais = (dias: number) => {
  const d = new Date(`${today()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  s = await startSst();
  const pos = await posicao(s.admin);
  for (const nome of ['Ana Cipeira', 'Bruno Acidentado', 'Carla Comum']) {
    const id = (
      await created(s.admin, '/api/cargo-salario/colaboradores', { nome, dataAdmissao: '2020-01-10' })
    ).id as number;
    await created(
      s.admin,
      '/api/cargo-salario/historicos-colaboradores',
      entradaCarreira(pos, id, '2020-01-10'),
    );
    ids[nome.split(' ')[0]!.toLowerCase()] = id;
  }
  const est = (await estabelecimento(s.t, s.admin)).id;
  await created(s.admin, '/api/sst/cipa', {
    descricao: 'Gestão atual',
    estabelecimento: { id: est },
    inicio: hojeMais(-60),
    fim: hojeMais(300),
    membros: [{ colaborador: { id: ids.ana }, representacao: 'EMPREGADOS', funcao: 'TITULAR' }],
  });
  const tipo = await created(s.admin, '/api/sst/tipos-afastamento', {
    descricao: 'Auxílio-doença acidentário',
    classe: 'ACIDENTE_DOENCA',
    inss: true,
  });
  await created(s.admin, '/api/sst/afastamentos', {
    colaborador: { id: ids.bruno },
    afastamento: { id: tipo.id },
    inicio: hojeMais(-90),
    fim: hojeMais(-31),
    acidenteTrabalho: true,
  });
});

afterAll(() => s?.t.close());

describe('alert before replacing a talent with stability', () => {
  it('a CIPA representative: the committee and the date, asking to confirm', async () => {
    const res = await s.admin.get(`${ALERTA}/${ids.ana}`);
    expect(res.status).toBe(200);
    const ate = hojeMais(300).replace(/^(\d{4})/, (a) => String(Number(a) + 1));
    expect(res.body).toEqual({
      mensagem: `Ana Cipeira faz parte da CIPA (Comissão Interna de Prevenção de Acidentes) e tem estabilidade até ${formatDate(ate)}. Deseja substituí-lo(a) mesmo assim?`,
      dataEstabilidade: ate,
    });
  });

  it('back from a work-accident INSS leave: the date and the reason, never the leave itself', async () => {
    const res = await s.admin.get(`${ALERTA}/${ids.bruno}`);
    expect(res.body.mensagem).toMatch(
      /^Bruno Acidentado tem estabilidade até \d{2}\/\d{2}\/\d{4} \(retorno de afastamento por acidente de trabalho\)\. Deseja substituí-lo\(a\) mesmo assim\?$/,
    );
    expect(res.body.mensagem).not.toMatch(/CID|INSS|Auxílio/);
  });

  it('no stability: no message', async () => {
    expect((await s.admin.get(`${ALERTA}/${ids.carla}`)).body).toEqual({
      mensagem: null,
      dataEstabilidade: null,
    });
  });

  it("another company's talent is not found; recruitment authority required; malformed id refused", async () => {
    expect((await s.other.get(`${ALERTA}/${ids.ana}`)).status).toBe(404);
    const semCaptacao = await userWith(s, 'ROLE_SST', '12345678909');
    expect((await semCaptacao.get(`${ALERTA}/${ids.ana}`)).status).toBe(403);
    const captacao = await userWith(s, 'ROLE_CAPTACAO', '71428793860');
    expect((await captacao.get(`${ALERTA}/${ids.ana}`)).status).toBe(200);
    expect((await s.admin.get(`${ALERTA}/abc`)).status).toBe(400);
  });
});
