// POST /api/captacao/candidatos/:id/imprimir-curriculo: the CV as PDF with the print options of spec §3,
// read back as text (unpdf) option by option. The candidate is made through the register's API; the
// personnel request and the candidate's moves with SQL (what the lead's move actions write).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../helpers/reports.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { type Base, CANDIDATOS, candidatoCompleto, seedCaptacao } from './fixtures.ts';

let t: TestApp;
let admin: Client;
let b: Base;
let ana: number;
let vaga: number;
let outraVaga: number;

const url = (id: number) => `${CANDIDATOS}/${id}/imprimir-curriculo`;

async function imprimir(opcoes: Record<string, unknown> = {}, id = ana, client = admin) {
  const res = await client.post(url(id), opcoes);
  return res;
}
async function texto(opcoes: Record<string, unknown> = {}) {
  const res = await admin.app.inject({
    method: 'POST',
    url: url(ana),
    headers: { cookie: admin.cookie },
    payload: opcoes,
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe('attachment; filename="curriculo-ana-souza.pdf"');
  return pdfText(res.rawPayload);
}

const solicitacaoSql = (descricao: string) =>
  t.sql.query(
    `INSERT INTO solicitacao_pessoal (empresa_id, data, descricao, horario_comercial, estabelecimento_id, area_organizacional_id,
       faixa_salarial_id, motivo_solicitacao_id, quantidade, status, suspensa, cancelada, encerrada, invisivel_para_gestor)
     VALUES (1, '2026-01-05', $1, '08:00 às 17:00', $2, $3, $4, $5, 1, 'A', false, false, false, false) RETURNING id`,
    [descricao, b.estabelecimento, b.area, b.faixa, b.motivo],
  );

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  b = await seedCaptacao(admin);
  const conhecimento = await created(admin, '/api/cargo-salario/conhecimentos', {
    nome: 'Excel avançado',
    areasOrganizacionais: [b.area],
  });
  const como = await created(admin, '/api/captacao/como-ficou-sabendo-vaga', { nome: 'LinkedIn' });
  ana = (
    await created(
      admin,
      CANDIDATOS,
      candidatoCompleto(b, {
        nomeSocial: 'Aninha',
        pessoal: {
          dataNascimento: '1995-04-10',
          sexo: 'F',
          escolaridade: '09',
          estadoCivil: '01',
          naturalidade: 'Campinas',
          qtdFilhos: 2,
          indicadoPor: 'Carlos Lima',
          deficiencia: '1',
        },
        habilitacao: { categoria: 'B', vencimento: '2030-10-10' },
        primeiroEmprego: false,
        comoFicouSabendoVaga: { id: como.id },
        colocacao: 'E',
        pretencaoSalarial: 3200,
        formacao: [
          {
            areaFormacao: { id: b.areaFormacao },
            curso: 'Administração de Empresas',
            local: 'Universidade de São Paulo',
            tipo: 'GRADUACAO',
            situacao: 'COMPLETO',
            anoConclusao: 2018,
          },
        ],
        candidatoIdiomas: [{ idioma: { id: b.ingles }, nivel: 'A' }],
        certificados: [
          {
            titulo: 'Técnicas de Vendas',
            organizacao: 'SENAC',
            tipo: 'CURSO',
            dataInicio: '2023-01-10',
            dataFim: '2023-03-10',
            cargaHorariaTotal: 40,
            cargaHorariaDiaria: 4,
          },
        ],
        conhecimentos: [conhecimento.id],
        cursos: 'Oratória (2022); Atendimento ao cliente (2021)',
        experiencias: [
          {
            empresa: 'Magazine Exemplo',
            cargo: { id: b.cargo },
            dataAdmissao: '2019-02-01',
            dataDesligamento: '2023-12-20',
            motivoSaida: 'Mudança de cidade',
            salario: 2800,
          },
        ],
        socioEconomica: { pagaPensao: true, quantidade: 1, valor: 500, possuiVeiculo: false },
        observacao: 'Disponível para trabalhar aos sábados.',
        ocrTexto: 'Vendedora com experiência em varejo e atendimento ao cliente. Metas batidas em 2023.',
        camposExtras: { texto1: 'Camiseta M', data1: '2026-03-01' },
      }),
    )
  ).id;
  vaga = (await solicitacaoSql('Vendedores para a loja')).rows[0].id;
  outraVaga = (await solicitacaoSql('Vendedor temporário')).rows[0].id;
  const lugar = (
    await t.sql.query(
      `INSERT INTO candidato_solicitacao (empresa_id, candidato_id, solicitacao_id, etapa_seletiva_id, situacao, origem, data_inclusao)
       VALUES (1, $1, $2, $3, 'EM_PROCESSO', 'I', '2026-01-06') RETURNING id`,
      [ana, vaga, b.etapas[1]],
    )
  ).rows[0].id;
  await t.sql.query(
    `INSERT INTO historico_candidato (empresa_id, candidato_solicitacao_id, etapa_seletiva_id, data, resultado, observacao, responsavel_id)
     VALUES (1, $1, $2, '2026-01-06', 'APROVADO', 'Perfil aderente', 1), (1, $1, $3, '2026-01-10', 'PENDENTE', NULL, 1)`,
    [lugar, b.etapas[0], b.etapas[1]],
  );
});
afterAll(async () => t?.close());

const SECOES_OPCIONAIS = [
  'Informações Socioeconômicas',
  'Observações',
  'Histórico nos Processos Seletivos',
  'Texto do Currículo',
  'Campos Extras',
  'Solicitação de Pessoal',
];

describe('imprimir-curriculo', () => {
  it('prints identification, address, contact, interests and the default sections, with the report header', async () => {
    const text = await texto();
    expect(text).toMatch(
      /^Empresa Padrão Emitido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Administrador Currículo – Ana Souza Ana Souza/,
    );
    expect(text).toContain('Nome social: Aninha');
    expect(text).toMatch(/Data de Nascimento: 10\/04\/1995 \(\d+ anos\)/);
    expect(text).toContain('Sexo: Feminino');
    expect(text).toContain('Estado Civil: Solteiro(a)');
    expect(text).toContain('Naturalidade: Campinas');
    expect(text).toContain('CNH: categoria B, vence em 10/10/2030');
    expect(text).toContain('Endereço: Av. Paulista, 1000 – Bela Vista');
    expect(text).toContain('Cidade: São Paulo/SP');
    expect(text).toContain('CEP: 01310-100');
    expect(text).toContain('E-mail: ana@exemplo.com.br');
    expect(text).toContain('Celular: (11) 98765-4321');
    expect(text).toContain('Cargos Pretendidos: Vendedor');
    expect(text).toContain('Colocação Pretendida: Emprego');
    expect(text).toContain('Pretensão Salarial: R$ 3.200,00');
    expect(text).toContain('Como Ficou Sabendo da Vaga: LinkedIn');
    expect(text).toContain('Indicado Por: Carlos Lima');
    expect(text).toContain(
      'Formação • Administração de Empresas — Universidade de São Paulo (Graduação, Completo, 2018) · Área: Administração',
    );
    expect(text).toContain('Idiomas • Inglês: Avançado');
    expect(text).toContain(
      'Certificados e Cursos • Técnicas de Vendas — SENAC (Curso, 10/01/2023 a 10/03/2023, 40 h)',
    );
    expect(text).toContain('Outros Cursos Oratória (2022); Atendimento ao cliente (2021)');
    expect(text).toContain('Conhecimentos Excel avançado');
    expect(text).toContain(
      'Experiências Profissionais • Magazine Exemplo — Vendedor · 01/02/2019 a 20/12/2023 · último salário R$ 2.800,00 · motivo da saída: Mudança de cidade',
    );
    for (const s of SECOES_OPCIONAIS) expect(text).not.toContain(s);
    expect(text).toContain('Página 1 de 1');
    // never the CPF, nor health data
    expect(text).not.toMatch(/529\.?982\.?247-?25/);
    expect(text).not.toContain('Deficiência');
    expect(text).not.toContain('Física');
  });

  it.each([
    ['exibirFormacao', 'Formação', 'Universidade de São Paulo'],
    ['exibirIdiomas', 'Idiomas', 'Inglês: Avançado'],
    ['exibirCertificados', 'Certificados e Cursos', 'SENAC'],
    ['exibirCursos', 'Outros Cursos', 'Oratória'],
    ['exibirConhecimentos', 'Conhecimentos', 'Excel avançado'],
    ['exibirExperiencias', 'Experiências Profissionais', 'Magazine Exemplo'],
  ])('%s false leaves out its section', async (opcao, secao, conteudo) => {
    const text = await texto({ [opcao]: false });
    expect(text).not.toContain(secao);
    expect(text).not.toContain(conteudo);
  });

  it.each([
    [
      'exibirSocioEconomica',
      'Informações Socioeconômicas Paga Pensão: Sim Quantidade de Pensões: 1 Valor da Pensão: R$ 500,00 Possui Veículo: Não Quantidade de Filhos: 2',
    ],
    ['exibirObservacoes', 'Observações Disponível para trabalhar aos sábados.'],
    [
      'exibirOcrTexto',
      'Texto do Currículo Vendedora com experiência em varejo e atendimento ao cliente. Metas batidas em 2023.',
    ],
    ['exibirCamposExtras', 'Campos Extras Texto 1: Camiseta M Data 1: 01/03/2026'],
    [
      'exibirHistorico',
      'Histórico nos Processos Seletivos Nº 1 – Vendedores para a loja • 06/01/2026 – Triagem de currículos: Aprovado (Administrador). Perfil aderente • 10/01/2026 – Entrevista com o RH: Aguardando (Administrador)',
    ],
    [
      'exibirSolicitacaoPessoal',
      'Solicitação de Pessoal • Nº 1 – Vendedores para a loja · Vendedor – Júnior · Comercial · situação: Em processo · etapa atual: Entrevista com o RH · incluído em 06/01/2026',
    ],
  ])('%s true adds its section', async (opcao, esperado) => {
    expect(await texto({ [opcao]: true })).toContain(esperado);
  });

  it('prints without the header when asked', async () => {
    const text = await texto({ exibirCabecalho: false });
    expect(text).not.toContain('Empresa Padrão');
    expect(text).not.toContain('Emitido em');
    expect(text).toMatch(/^Ana Souza Nome social: Aninha/);
  });

  it('draws the signature lines asked for, each with its text', async () => {
    const text = await texto({
      exibirAssinatura1: true,
      textoAssinatura1: 'Analista de RH',
      textoAssinatura2: 'Não aparece',
      exibirAssinatura3: true,
      textoAssinatura3: 'Gestor da Área',
    });
    expect(text).toContain('Analista de RH Gestor da Área');
    expect(text).not.toContain('Não aparece');
  });

  it('narrows the request section and history to the request it is printed from', async () => {
    const text = await texto({
      exibirSolicitacaoPessoal: true,
      exibirHistorico: true,
      solicitacaoId: outraVaga,
    });
    expect(text).toContain(
      'Solicitação de Pessoal • Nº 2 – Vendedor temporário · Vendedor – Júnior · Comercial Histórico',
    );
    expect(text).toContain('Nº 2 – Vendedor temporário • Sem movimentações.');
    expect(text).not.toContain('Vendedores para a loja');
  });

  it('repeats the header on every page of a long CV', async () => {
    const longo = Array.from({ length: 120 }, (_, i) => `Linha ${i + 1} do currículo digitalizado.`).join(
      '\n',
    );
    await t.sql.query(`UPDATE candidato SET ocr_texto = $1 WHERE id = $2`, [longo, ana]);
    try {
      const text = await texto({ exibirOcrTexto: true });
      expect(text).toContain('Página 3 de 3');
      expect(text.match(/Currículo – Ana Souza/g)?.length).toBe(3);
      expect(text).toContain('Linha 120 do currículo digitalizado.');
    } finally {
      await t.sql.query(`UPDATE candidato SET ocr_texto = 'Vendedora.' WHERE id = $1`, [ana]);
    }
  });

  it('records who printed whose CV in the audit trail', async () => {
    const antes = await countRows(t, 'auditoria', `operacao = 'imprimir-curriculo' AND registro_id = ${ana}`);
    await texto();
    // a file made inside a transaction is sent after the commit: the audit row is there when it arrives
    expect(await countRows(t, 'auditoria', `operacao = 'imprimir-curriculo' AND registro_id = ${ana}`)).toBe(
      antes + 1,
    );
  });

  it('refuses bad options with field messages', async () => {
    const longo = await imprimir({ exibirAssinatura1: true, textoAssinatura1: 'x'.repeat(101) });
    expect(longo.status).toBe(400);
    expect(longo.body.errors.map((e: { field: string }) => e.field)).toEqual(['textoAssinatura1']);
    expect((await imprimir({ outraOpcao: true })).status).toBe(400);
    expect((await imprimir({ exibirFormacao: 'sim' })).status).toBe(400);
    expect((await admin.request('POST', url(ana), '[1]')).status).toBe(400);
  });

  it("answers 404 for another company's candidate or request, and for a missing one", async () => {
    expect((await imprimir({}, 999_999)).status).toBe(404);
    expect((await imprimir({ solicitacaoId: 999_999 })).status).toBe(404);
    const { client } = await createCompanyWithUser(admin, 'Outra Empresa', '11144477735');
    expect((await imprimir({}, ana, client)).status).toBe(404);
  });
});
