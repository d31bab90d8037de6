// Talent-management lookups (spec §2 /gestao-talentos/*, /geral/geracoes): required fields and limits with the
// exact messages and nothing stored, negative points, the six generations seeded with the empty-state text,
// a record in use not deleted (the platform's dependency message), other companies' records not seen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../helpers/test-app.ts';
import { posicao } from '../sst/fixtures.ts';
import { conflicted, created, type GtTest, refused, startGt, talento } from './helpers.ts';

let s: GtTest;
const G = '/api/gestao-talentos';

beforeAll(async () => {
  s = await startGt();
});
afterAll(() => s?.t.close());

describe('motivos de desligamento', () => {
  it('requires the reason, limits it to 100 characters and defaults the flags', async () => {
    await refused(
      s,
      'motivo_desligamento',
      () => s.admin.post(`${G}/motivos-desligamento`, {}),
      'motivo',
      'Motivo é obrigatório',
    );
    await refused(
      s,
      'motivo_desligamento',
      () => s.admin.post(`${G}/motivos-desligamento`, { motivo: 'x'.repeat(101) }),
      'motivo',
      'Motivo deve ter no máximo 100 caracteres.',
    );
    const m = await created(s.admin, `${G}/motivos-desligamento`, { motivo: 'Pedido de demissão' });
    expect(m).toMatchObject({
      motivo: 'Pedido de demissão',
      ativo: true,
      turnover: true,
      reducaoQuadro: false,
    });
  });
});

describe('tipos de ocorrência', () => {
  it('accepts negative points within limits', async () => {
    const t = await created(s.admin, `${G}/tipos-ocorrencia`, {
      descricao: 'Advertência',
      pontuacao: -10,
      codigoAC: 'ADV',
      afetaDesempenho: true,
    });
    expect(t).toMatchObject({ pontuacao: -10, absenteismo: false, afetaDesempenho: true });
    await refused(
      s,
      'tipo_ocorrencia',
      () => s.admin.post(`${G}/tipos-ocorrencia`, { descricao: 'Falta', pontuacao: -1000 }),
      'pontuacao',
      'Pontuação deve ser maior ou igual a -999.',
    );
    await refused(
      s,
      'tipo_ocorrencia',
      () => s.admin.post(`${G}/tipos-ocorrencia`, { pontuacao: 1 }),
      'descricao',
      'Descrição é obrigatória',
    );
  });
});

describe('providências and tipos de documento', () => {
  it('require the description', async () => {
    await refused(
      s,
      'providencia',
      () => s.admin.post(`${G}/providencias`, { descricao: '  ' }),
      'descricao',
      'Descrição é obrigatória',
    );
    await refused(
      s,
      'tipo_documento',
      () => s.admin.post(`${G}/tipos-documento`, {}),
      'descricao',
      'Descrição é obrigatória',
    );
    expect(
      (await created(s.admin, `${G}/providencias`, { descricao: 'Conversa com o gestor' })).descricao,
    ).toBe('Conversa com o gestor');
  });

  it('are per company', async () => {
    const p = await created(s.admin, `${G}/providencias`, { descricao: 'Advertência escrita' });
    expect((await s.other.get(`${G}/providencias/${p.id}`)).status).toBe(404);
    expect((await s.other.get(`${G}/providencias`)).body).toEqual([]);
  });
});

describe('records in use', () => {
  it('a type, a measure, a document type and a reason in use are not deleted', async () => {
    const pos = await posicao(s.admin);
    const ana = await talento(s, 'Ana', pos);
    const tipo = await created(s.admin, `${G}/tipos-ocorrencia`, { descricao: 'Atraso', pontuacao: -1 });
    const prov = await created(s.admin, `${G}/providencias`, { descricao: 'Orientação' });
    await created(s.admin, `${G}/colaboradores-ocorrencias`, {
      colaborador: { id: ana },
      tipoOcorrencia: { id: tipo.id },
      dataIni: '2024-05-02',
      providencia: { id: prov.id },
    });
    await conflicted(
      s,
      'tipo_ocorrencia',
      () => s.admin.del(`${G}/tipos-ocorrencia/${tipo.id}`),
      'Não é possível excluir: Tipo de Ocorrência está em uso em Ocorrências dos Talentos.',
    );
    await conflicted(
      s,
      'providencia',
      () => s.admin.del(`${G}/providencias/${prov.id}`),
      'Não é possível excluir: Providência está em uso em Ocorrências dos Talentos.',
    );
    const tipoDoc = await created(s.admin, `${G}/tipos-documento`, { descricao: 'Contrato' });
    await created(s.admin, `${G}/colaboradores-documentos`, {
      colaborador: { id: ana },
      descricao: 'Contrato de trabalho',
      data: '2020-01-10',
      tipoDocumento: { id: tipoDoc.id },
    });
    await conflicted(
      s,
      'tipo_documento',
      () => s.admin.del(`${G}/tipos-documento/${tipoDoc.id}`),
      'Não é possível excluir: Tipo de Documento está em uso em Documentos dos Talentos.',
    );
    const motivo = await created(s.admin, `${G}/motivos-desligamento`, { motivo: 'Término de contrato' });
    const bruno = await talento(s, 'Bruno', pos);
    const deslig = await s.admin.post(`${G}/talentos/${bruno}/desligar`, {
      data: '2025-01-31',
      motivo: motivo.id,
    });
    expect(deslig.body).toMatchObject({ mensagem: 'Talento desligado com sucesso.' });
    await conflicted(
      s,
      'motivo_desligamento',
      () => s.admin.del(`${G}/motivos-desligamento/${motivo.id}`),
      'Não é possível excluir: Motivo de Desligamento está em uso em Desligamentos.',
    );
    // unused ones are deleted
    const livre = await created(s.admin, `${G}/providencias`, { descricao: 'Sem uso' });
    expect((await s.admin.del(`${G}/providencias/${livre.id}`)).status).toBe(204);
  });

  it('a document description is limited to 100 characters', async () => {
    const pos = await posicao(s.admin).catch(() => null);
    const id = (await s.t.sql.query(`SELECT id FROM colaborador WHERE nome = 'Ana'`)).rows[0].id;
    void pos;
    await refused(
      s,
      'colaborador_documento',
      () =>
        s.admin.post(`${G}/colaboradores-documentos`, {
          colaborador: { id },
          descricao: 'x'.repeat(101),
          data: '2024-01-01',
        }),
      'descricao',
      'Descrição deve ter no máximo 100 caracteres.',
    );
  });
});

describe('gerações', () => {
  it('the six Brazilian generations are seeded, in order of birth years', async () => {
    const g = (await s.admin.get('/api/geral/geracoes')).body as any[];
    expect(g.map((x) => [x.nome, x.anoInicial, x.anoFinal])).toEqual([
      ['Veteranos (Geração Silenciosa)', 1925, 1945],
      ['Baby Boomers', 1946, 1964],
      ['Geração X', 1965, 1980],
      ['Geração Y (Millennials)', 1981, 1996],
      ['Geração Z', 1997, 2009],
      ['Geração Alpha', 2010, 2024],
    ]);
    // every company sees the same generations
    expect(((await s.other.get('/api/geral/geracoes')).body as any[]).length).toBe(6);
  });

  it("a generation without description shows 'Geração não possui descrição.'", async () => {
    const g = await created(s.admin, '/api/geral/geracoes', {
      nome: 'Geração Beta',
      anoInicial: 2025,
      anoFinal: 2039,
    });
    expect(g.descricaoExibida).toBe('Geração não possui descrição.');
    const z = ((await s.admin.get('/api/geral/geracoes?nome=Geração Z')).body as any[])[0];
    expect(z.descricaoExibida).toBe(z.descricao);
  });

  it('refuses an end year before the start year and keeps writes at the installation level', async () => {
    await refused(
      s,
      'geracao',
      () => s.admin.post('/api/geral/geracoes', { nome: 'Errada', anoInicial: 2000, anoFinal: 1990 }),
      'anoFinal',
      'O ano final não pode ser anterior ao ano inicial.',
    );
    const antes = await countRows(s.t, 'geracao');
    expect(
      (await s.other.post('/api/geral/geracoes', { nome: 'Outra', anoInicial: 2040, anoFinal: 2050 })).status,
    ).toBe(403);
    expect(await countRows(s.t, 'geracao')).toBe(antes);
  });
});
