// Prontuários (medical records): the rules and their messages, a health user (ROLE_SST_SAUDE only) writes and
// reads, other companies' ids, the audit trail masking the clinical text, and the prontuário report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_TALENTO_DE_OUTRA } from '../../../src/server/modules/sst/relatorios/colaborador-filtro.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import type { Client } from '../../helpers/test-app.ts';
import { profissional } from './fixtures.ts';
import { created, refused, type SstTest, startSst, userWith } from './helpers.ts';

let s: SstTest;
let saude: Client;
const P = '/api/sst/prontuarios';
const R = '/api/sst/relatorios/prontuario';
const ids: Record<string, number> = {};
const ANAMNESE = 'Dor lombar há 3 dias após carregar caixas; nega trauma.';

const registro = (over: Record<string, unknown> = {}) => ({
  colaborador: { id: ids.ana },
  data: '2025-03-10',
  tipoAtendimento: 'CONSULTA',
  anamnese: ANAMNESE,
  ...over,
});

beforeAll(async () => {
  s = await startSst();
  saude = await userWith(s, 'ROLE_SST_SAUDE', '86288366757');
  ids.ana = (
    await created(s.admin, '/api/cargo-salario/colaboradores', {
      nome: 'Ana Souza',
      dataAdmissao: '2024-01-10',
    })
  ).id;
  ids.bia = (
    await created(s.admin, '/api/cargo-salario/colaboradores', {
      nome: 'Bia Reis',
      dataAdmissao: '2024-01-10',
    })
  ).id;
  ids.medica = (await profissional(s.admin, 'Dra. Helena Prado')).id;
  const cids = await s.admin.get('/api/sst/cid?codigo=M545');
  ids.cid = (cids.body.content ?? cids.body).find((c: any) => c.codigo === 'M545').id;
});
afterAll(async () => s?.t.close());

describe('prontuários', () => {
  it('refuses missing fields with their messages and a future date, storing nothing', async () => {
    for (const [campo, msg] of [
      ['colaborador', 'Talento é obrigatório'],
      ['data', 'Data do atendimento é obrigatória'],
      ['tipoAtendimento', 'Tipo de atendimento é obrigatório'],
      ['anamnese', 'Anamnese é obrigatória'],
    ] as const) {
      const { [campo]: _x, ...sem } = registro();
      await refused(s, 'prontuario', () => saude.post(P, sem), campo, msg);
    }
    await refused(
      s,
      'prontuario',
      () => saude.post(P, registro({ data: `${new Date().getFullYear() + 1}-01-01` })),
      'data',
      'Data do Atendimento não pode ser posterior à data atual.',
    );
    await refused(
      s,
      'prontuario',
      () => saude.post(P, registro({ tipoAtendimento: 'CIRURGIA' })),
      'tipoAtendimento',
      expect.any(String) as never,
    );
  });

  it('a health user records and reads; the list is by employee and date', async () => {
    const r = await created(
      saude,
      P,
      registro({
        profissional: { id: ids.medica },
        cid: { id: ids.cid },
        observacoes: 'Analgésico; retorno em 7 dias.',
      }),
    );
    expect(r).toMatchObject({
      colaborador: { id: ids.ana, nome: 'Ana Souza' },
      profissional: { id: ids.medica },
      cid: { id: ids.cid },
      anamnese: ANAMNESE,
    });
    await created(
      saude,
      P,
      registro({ data: '2025-03-17', tipoAtendimento: 'RETORNO', anamnese: 'Melhora.' }),
    );
    await created(saude, P, registro({ colaborador: { id: ids.bia }, anamnese: 'Cefaleia.' }));
    const lista = await saude.get(`${P}?colaborador=${ids.ana}`);
    expect(lista.status).toBe(200);
    const linhas = lista.body.content ?? lista.body;
    expect(linhas.map((x: any) => x.data)).toEqual(['2025-03-17', '2025-03-10']);
    ids.registro = r.id;
  });

  it("another company's records and employees are out of reach", async () => {
    const outro = (
      await created(s.other, '/api/cargo-salario/colaboradores', {
        nome: 'Outro',
        dataAdmissao: '2024-01-10',
      })
    ).id;
    await refused(
      s,
      'prontuario',
      () => s.admin.post(P, registro({ colaborador: { id: outro } })),
      'colaborador',
      expect.any(String) as never,
    );
    expect((await s.other.get(`${P}/${ids.registro}`)).status).toBe(404);
    expect((await s.other.put(`${P}/${ids.registro}`, registro())).status).toBe(404);
    expect((await s.other.del(`${P}/${ids.registro}`)).status).toBe(404);
    expectFieldError(
      await s.admin.get(`${R}/previa?colaborador=${outro}`),
      'colaborador',
      MSG_TALENTO_DE_OUTRA,
    );
  });

  it('the audit trail keeps *** instead of the clinical text', async () => {
    await saude.put(
      `${P}/${ids.registro}`,
      registro({ profissional: { id: ids.medica }, anamnese: 'Texto clínico alterado.' }),
    );
    const trilha = await saude.get(`${P}/${ids.registro}/historico-alteracoes`);
    expect(trilha.status).toBe(200);
    const texto = JSON.stringify(trilha.body);
    expect(texto).not.toContain('lombar');
    expect(texto).not.toContain('alterado');
    expect(trilha.body.content[0].alteracoes).toContainEqual({ campo: 'anamnese', de: '***', para: '***' });
    // the CID-10 removed by this update: masked too
    expect(trilha.body.content[0].alteracoes).toContainEqual({ campo: 'cid', de: '***', para: null });
    expect(texto).not.toContain('M545');
    const bruto = await s.t.sql.query(
      `SELECT alteracoes::text AS a FROM auditoria WHERE cadastro = 'sst/prontuarios'`,
    );
    expect(bruto.rows.length).toBeGreaterThanOrEqual(4);
    for (const row of bruto.rows) {
      expect(row.a).not.toContain('lombar');
      expect(row.a).not.toContain('Analgésico');
    }
  });

  it('the prontuário report lists one employee, within the period when given', async () => {
    const todas = await saude.get(`${R}/previa?colaborador=${ids.ana}`);
    expect(todas.status).toBe(200);
    expect(todas.body.map((x: any) => [x.talento, x.tipo, x.profissional, x.cid])).toEqual([
      ['Ana Souza', 'Consulta clínica', 'Dra. Helena Prado', null],
      ['Ana Souza', 'Retorno', null, null],
    ]);
    await saude.put(
      `${P}/${ids.registro}`,
      registro({ cid: { id: ids.cid }, anamnese: 'Texto clínico alterado.' }),
    );
    const comCid = await saude.get(`${R}/previa?colaborador=${ids.ana}&dataFim=2025-03-10`);
    expect(comCid.body.map((x: any) => x.cid)).toEqual([expect.stringMatching(/^M545 - Dor lombar baixa/)]);
    const periodo = await saude.get(
      `${R}/previa?colaborador=${ids.ana}&dataIni=2025-03-11&dataFim=2025-03-31`,
    );
    expect(periodo.body.map((x: any) => x.anamnese)).toEqual(['Melhora.']);
    expectFieldError(await saude.get(`${R}/previa`), 'colaborador', 'Talento é obrigatório');
    const pdf = await saude.post(`${R}?formato=pdf`, { colaborador: ids.ana });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('without ROLE_SST_SAUDE: 403 on the register and the report', async () => {
    const sst = await userWith(s, 'ROLE_SST', '12345678909');
    expect((await sst.get(P)).status).toBe(403);
    expect((await sst.get(`${P}/${ids.registro}`)).status).toBe(403);
    expect((await sst.post(P, registro())).status).toBe(403);
    expect((await sst.get(`${R}/previa?colaborador=${ids.ana}`)).status).toBe(403);
  });
});
