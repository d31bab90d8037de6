// Personnel requests (captacao/solicitacoes-pessoal): the §5 rules with their messages and nothing stored,
// the company settings, every transition of docs/decisions.md (409 and nothing changed when refused), the
// clone, deletion, the list filters, notifications and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError, expectFieldErrors } from '../../helpers/expect.ts';
import {
  Client as ApiClient,
  type Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { type Base, CANDIDATOS, SOLICITACOES, seedCaptacao, solicitacao } from './fixtures.ts';

let t: TestApp;
let admin: Client;
let other: Client;
let b: Base;
let outra: Base;

const hoje = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const estado = async (id: number) =>
  (
    await t.sql.query(
      `SELECT status, suspensa, encerrada, cancelada, to_char(data_encerramento, 'YYYY-MM-DD') AS encerramento,
              obs_cancelamento, liberador_id FROM solicitacao_pessoal WHERE id = $1`,
      [id],
    )
  ).rows[0];
const nova = async (extra: Record<string, unknown> = {}) =>
  created(admin, SOLICITACOES, solicitacao(b, extra));
const acao = (id: number, nome: string, body?: unknown) => admin.put(`${SOLICITACOES}/${id}/${nome}`, body);
const empresa = (campos: string) => t.sql.query(`UPDATE empresa SET ${campos} WHERE id = 1`);

beforeAll(async () => {
  t = await startTestApp();
  admin = new ApiClient(t.app);
  await admin.login();
  b = await seedCaptacao(admin);
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  outra = await seedCaptacao(other, ' B');
});
afterAll(async () => t?.close());

describe('creating', () => {
  it('starts em análise and open, with the session user as requester and the computed fields', async () => {
    const s = await nova({ dataPrevisaoEncerramento: '2026-10-31' });
    expect(s).toMatchObject({
      status: 'I',
      situacao: 'A',
      suspensa: false,
      encerrada: false,
      cancelada: false,
      solicitante: { id: 1 },
      cargo: { id: b.cargo, nome: 'Vendedor' },
      quantidade: 2,
      sexo: 'I',
      vinculo: 'E',
      tipoVaga: 'EXTERNA',
      qtdDiasPrevisao: 30,
      qtdCandidatos: 0,
      qtdVagasPreenchidas: 0,
    });
  });

  it('refuses what the form requires, with the spec labels, and stores nothing', async () => {
    const before = await countRows(t, 'solicitacao_pessoal');
    expectFieldErrors(await admin.post(SOLICITACOES, {}), [
      { field: 'data', message: 'Data é obrigatória' },
      { field: 'descricao', message: 'Descrição é obrigatória' },
      { field: 'horarioComercial', message: 'Horário de Trabalho é obrigatório' },
      { field: 'estabelecimento', message: 'Estabelecimento é obrigatório' },
      { field: 'areaOrganizacional', message: 'Área Organizacional é obrigatória' },
      { field: 'motivoSolicitacao', message: 'Motivo da Solicitação é obrigatório' },
      { field: 'faixaSalarial', message: 'Cargo/Faixa Salarial é obrigatório' },
    ]);
    expectFieldError(
      await admin.post(SOLICITACOES, solicitacao(b, { quantidade: 0 })),
      'quantidade',
      'Número de vagas deve ser um número positivo',
    );
    expectFieldError(
      await admin.post(SOLICITACOES, solicitacao(b, { idadeMinima: 30, idadeMaxima: 20 })),
      'idadeMaxima',
      'A idade máxima não pode ser menor que a idade mínima.',
    );
    expectFieldError(
      await admin.post(SOLICITACOES, solicitacao(b, { dataPrevisaoEncerramento: '2026-09-01' })),
      'dataPrevisaoEncerramento',
      'Data final inferior a data inicial.',
    );
    expectFieldError(
      await admin.post(SOLICITACOES, solicitacao(b, { emailsCheck: ['rh@empresa'] })),
      'emailsCheck.0',
      'E-mail inválido.',
    );
    const res = await admin.post(SOLICITACOES, solicitacao(b, { faixaSalarial: { id: outra.faixa } }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('faixaSalarial');
    expect(await countRows(t, 'solicitacao_pessoal')).toBe(before);
  });

  it('requires the complementary data and a positive pay when the company says so', async () => {
    await empresa('sol_pessoal_obrigar_dados_complementares = true, sol_pessoal_exibir_salario = true');
    try {
      const before = await countRows(t, 'solicitacao_pessoal');
      expectFieldErrors(
        await admin.post(SOLICITACOES, solicitacao(b, { sexo: 'F', vinculo: 'E', remuneracao: 0 })),
        [
          { field: 'escolaridade', message: 'Escolaridade Mínima é obrigatória' },
          { field: 'idadeMinima', message: 'Idade Mínima é obrigatória' },
          { field: 'idadeMaxima', message: 'Idade Máxima é obrigatória' },
          { field: 'uf', message: 'Estado é obrigatório' },
          { field: 'cidade', message: 'Cidade é obrigatória' },
          { field: 'bairros', message: 'Selecione ao menos um Bairro' },
          { field: 'infoComplementares', message: 'Informações Complementares é obrigatório' },
          { field: 'remuneracao', message: 'Remuneração deve ser um número positivo' },
        ],
      );
      expect(await countRows(t, 'solicitacao_pessoal')).toBe(before);
      const bairro = await created(admin, '/api/geral/bairros', {
        nome: 'Bela Vista',
        cidade: { id: 3550308 },
      });
      const ok = await admin.post(
        SOLICITACOES,
        solicitacao(b, {
          escolaridade: '07',
          idadeMinima: 18,
          idadeMaxima: 40,
          uf: { id: 35 },
          cidade: { id: 3550308 },
          bairros: [bairro.id],
          infoComplementares: 'Disponibilidade aos sábados',
          remuneracao: 2500,
        }),
      );
      expect(ok.status).toBe(201);
      expect((await admin.get(`${SOLICITACOES}/${ok.body.id}/bairros`)).body).toEqual([
        { id: bairro.id, nome: 'Bela Vista' },
      ]);
    } finally {
      await empresa('sol_pessoal_obrigar_dados_complementares = false, sol_pessoal_exibir_salario = false');
    }
  });

  it('refuses an empty talent in the list of substituted talents, and stores nothing', async () => {
    const antes = await t.sql.query('SELECT count(*)::int AS n FROM solicitacao_pessoal');
    const res = await admin.post(SOLICITACOES, solicitacao(b, { colaboradoresSubstituidos: [null, 1] }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        field: expect.stringMatching(/^colaboradoresSubstituidos/),
        message: 'Somente o último talento pode ficar vazio',
      },
    ]);
    const depois = await t.sql.query('SELECT count(*)::int AS n FROM solicitacao_pessoal');
    expect(depois.rows[0].n).toBe(antes.rows[0].n);
  });

  it('refuses a city outside the chosen state', async () => {
    expectFieldError(
      await admin.post(SOLICITACOES, solicitacao(b, { uf: { id: 23 }, cidade: { id: 3550308 } })),
      'cidade',
      'A cidade não pertence ao estado informado.',
    );
  });
});

describe('transitions (docs/decisions.md)', () => {
  it('approves, suspends, reopens and closes, recording who and when, audited', async () => {
    const s = await nova();
    const lib = await acao(s.id, 'libera', { observacaoLiberador: 'Orçamento aprovado' });
    expect(lib.status).toBe(200);
    expect(lib.body).toMatchObject({
      status: 'A',
      situacao: 'A',
      liberador: { id: 1 },
      dataStatus: hoje(),
      observacaoLiberador: 'Orçamento aprovado',
    });
    expect((await acao(s.id, 'suspende')).body.situacao).toBe('S');
    expect((await acao(s.id, 'reabre')).body.situacao).toBe('A');
    const enc = await acao(s.id, 'encerra', {
      dataEncerramento: '2026-10-20',
      obsEncerra: 'Vagas preenchidas',
    });
    expect(enc.body).toMatchObject({ situacao: 'E', encerrada: true, dataEncerramento: '2026-10-20' });
    const audit = await t.sql.query(
      `SELECT operacao, alteracoes FROM auditoria WHERE cadastro = 'captacao/solicitacoes-pessoal'
        AND registro_id = $1 AND operacao = 'solicitacao-encerra'`,
      [s.id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(JSON.stringify(audit.rows[0].alteracoes)).toContain('encerrada');
  });

  it.each([
    [
      'suspend a suspended one',
      ['libera', 'suspende'],
      'suspende',
      undefined,
      'Não é possível suspender uma solicitação suspensa.',
    ],
    ['approve an approved one', ['libera'], 'libera', {}, 'A solicitação já está aprovada.'],
    [
      'close one never approved',
      [],
      'encerra',
      { dataEncerramento: '2026-10-20' },
      'Somente uma solicitação aprovada pode ser encerrada.',
    ],
    ['reopen an open one', [], 'reabre', undefined, 'Não é possível reabrir uma solicitação aberta.'],
    [
      'cancel a cancelled one',
      ['cancela'],
      'cancela',
      { obsCancelamento: 'de novo' },
      'Não é possível cancelar uma solicitação cancelada.',
    ],
    [
      'reopen a cancelled one',
      ['cancela'],
      'reabre',
      undefined,
      'Não é possível reabrir uma solicitação cancelada.',
    ],
    [
      'reopen a closed one when the company does not allow it',
      ['libera', 'encerra'],
      'reabre',
      undefined,
      'A empresa não permite reabrir solicitações encerradas (configuração "Reabrir solicitação de pessoal").',
    ],
    ['set the same approval', [], 'status', { status: 'I' }, 'A solicitação já está em análise.'],
  ])('answers 409 to %s, changing nothing', async (_c, antes, nome, body, mensagem) => {
    const s = await nova();
    const corpos: Record<string, unknown> = {
      libera: {},
      encerra: { dataEncerramento: '2026-10-20' },
      cancela: { obsCancelamento: 'Sem orçamento' },
    };
    for (const a of antes) expect((await acao(s.id, a, corpos[a])).status).toBe(200);
    const before = await estado(s.id);
    const res = await acao(s.id, nome, body);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(mensagem);
    expect(await estado(s.id)).toEqual(before);
  });

  it('reopens a closed request when the company allows it', async () => {
    const s = await nova();
    await acao(s.id, 'libera', {});
    await acao(s.id, 'encerra', { dataEncerramento: '2026-10-20' });
    await empresa('sol_pessoal_reabrir_solicitacao = true');
    try {
      const res = await acao(s.id, 'reabre');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ situacao: 'A', encerrada: false });
      expect(res.body.dataEncerramento).toBeUndefined();
    } finally {
      await empresa('sol_pessoal_reabrir_solicitacao = false');
    }
  });

  it('needs the note to cancel and a valid closing date', async () => {
    const s = await nova();
    expectFieldError(
      await acao(s.id, 'cancela', {}),
      'obsCancelamento',
      'Motivo do Cancelamento é obrigatório',
    );
    expectFieldError(
      await acao(s.id, 'cancela', { obsCancelamento: '  ' }),
      'obsCancelamento',
      'Motivo do Cancelamento é obrigatório',
    );
    await acao(s.id, 'libera', {});
    expectFieldError(
      await acao(s.id, 'encerra', {}),
      'dataEncerramento',
      'Data de Encerramento é obrigatória',
    );
    expectFieldError(
      await acao(s.id, 'encerra', { dataEncerramento: '2026-09-30' }),
      'dataEncerramento',
      'A data de encerramento não pode ser anterior à data da solicitação.',
    );
    expectFieldError(
      await acao(s.id, 'encerra', { dataEncerramento: '2199-01-01' }),
      'dataEncerramento',
      'A data de encerramento não pode ser posterior à data atual.',
    );
    expect((await estado(s.id)).encerrada).toBe(false);
    const ok = await acao(s.id, 'cancela', { obsCancelamento: 'Vaga congelada' });
    expect(ok.body).toMatchObject({ situacao: 'C', obsCancelamento: 'Vaga congelada' });
  });

  it('reproves through status and refuses an unknown status', async () => {
    const s = await nova();
    const res = await acao(s.id, 'status', { status: 'R', observacaoLiberador: 'Sem orçamento' });
    expect(res.body).toMatchObject({ status: 'R', situacao: 'A', observacaoLiberador: 'Sem orçamento' });
    expectFieldError(await acao(s.id, 'status', { status: 'X' }), 'status', 'Aprovação: valor inválido.');
    expectFieldError(await acao(s.id, 'status', {}), 'status', 'Aprovação é obrigatória');
  });

  it('does not edit a closed or cancelled request', async () => {
    const s = await nova();
    await acao(s.id, 'cancela', { obsCancelamento: 'x' });
    const res = await admin.put(`${SOLICITACOES}/${s.id}`, solicitacao(b, { descricao: 'Outra' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Solicitação cancelada não pode ser alterada: reabra-a antes.');
    expect((await admin.get(`${SOLICITACOES}/${s.id}`)).body.descricao).toBe('Vendedor para a loja');
  });

  it('mails the notification addresses on each change', async () => {
    const s = await nova({ emailsCheck: ['gestor@empresa.com.br', 'rh@empresa.com.br'] });
    const before = await countRows(t, 'email_saida');
    await acao(s.id, 'libera', {});
    expect(await countRows(t, 'email_saida')).toBe(before + 2);
    const { rows } = await t.sql.query(
      'SELECT destinatario, texto FROM email_saida ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0].texto).toContain(
      `A solicitação de pessoal nº ${s.id} (Vendedor para a loja) está aberta e aprovada.`,
    );
  });

  it("answers 404 for another company's request and changes nothing", async () => {
    const daOutra = await created(other, SOLICITACOES, solicitacao(outra));
    const corpos: [string, unknown][] = [
      ['libera', {}],
      ['suspende', undefined],
      ['reabre', undefined],
      ['cancela', { obsCancelamento: 'x' }],
      ['encerra', { dataEncerramento: '2026-10-02' }],
      ['status', { status: 'A' }],
    ];
    for (const [nome, corpo] of corpos) expect((await acao(daOutra.id, nome, corpo)).status).toBe(404);
    expect((await admin.post(`${SOLICITACOES}/${daOutra.id}/clonar`, undefined)).status).toBe(404);
    expect((await admin.get(`${SOLICITACOES}/${daOutra.id}/bairros`)).status).toBe(404);
    expect((await other.get(`${SOLICITACOES}/${daOutra.id}`)).body.status).toBe('I');
  });
});

describe('clone, delete and list', () => {
  it('clones as a new request em análise, today, without forecast, people or notes', async () => {
    const s = await nova({ dataPrevisaoEncerramento: '2026-12-01', infoComplementares: 'Turno da noite' });
    await acao(s.id, 'libera', { observacaoLiberador: 'ok' });
    const res = await admin.post(`${SOLICITACOES}/${s.id}/clonar`, undefined);
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(s.id);
    expect(res.body).toMatchObject({
      data: hoje(),
      descricao: 'Vendedor para a loja',
      infoComplementares: 'Turno da noite',
      status: 'I',
      situacao: 'A',
      solicitante: { id: 1 },
      quantidade: 2,
    });
    for (const campo of ['dataPrevisaoEncerramento', 'liberador', 'observacaoLiberador', 'dataStatus'])
      expect(res.body[campo]).toBeUndefined();
  });

  it('deletes a request without candidates (with its ad), refuses one with candidates', async () => {
    const s = await nova();
    await created(admin, '/api/captacao/anuncios', {
      solicitacao: { id: s.id },
      titulo: 'Vendedor',
      descricao: 'Vaga',
    });
    expect((await admin.del(`${SOLICITACOES}/${s.id}`)).status).toBe(204);
    expect(await countRows(t, 'anuncio', `solicitacao_id = ${s.id}`)).toBe(0);
    const com = await nova();
    await acao(com.id, 'libera', {});
    const c = await created(admin, CANDIDATOS, { nome: 'Lia', cargos: [b.cargo] });
    await created(admin, '/api/captacao/candidatos-solicitacao', {
      candidato: { id: c.id },
      solicitacao: { id: com.id },
    });
    expect((await admin.get(`${SOLICITACOES}/${com.id}/possui-candidato`)).body).toEqual({
      possuiCandidato: true,
    });
    const res = await admin.del(`${SOLICITACOES}/${com.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Não é possível excluir: a solicitação possui candidatos.');
    expect(await countRows(t, 'solicitacao_pessoal', `id = ${com.id}`)).toBe(1);
  });

  it('filters by situation, code and job', async () => {
    const aberta = await nova({ descricao: 'Filtro aberta' });
    const suspensa = await nova({ descricao: 'Filtro suspensa' });
    await acao(suspensa.id, 'libera', {});
    await acao(suspensa.id, 'suspende');
    const ids = async (q: string) =>
      (
        (await admin.get(`${SOLICITACOES}?page=0&size=200&descricao=filtro&${q}`)).body.content as {
          id: number;
        }[]
      ).map((s) => s.id);
    expect(await ids('status=S')).toEqual([suspensa.id]);
    expect((await ids('status=A')).includes(aberta.id)).toBe(true);
    expect((await ids('status=A')).includes(suspensa.id)).toBe(false);
    expect((await ids('status=T')).length).toBe(2);
    expect(await ids(`codigo=${aberta.id}`)).toEqual([aberta.id]);
    expect((await ids(`cargoId=${b.cargo}`)).length).toBe(2);
    expect(await ids(`cargoId=${outra.cargo}`)).toEqual([]);
    expect((await admin.get(`${SOLICITACOES}?page=0&status=Z`)).status).toBe(400);
  });
});
