// Records most SST tests need, created through the API: an establishment of company 1 (CNPJ 11.222.333/0001-81),
// a salary range to place employees, employees with their admission entry, environments and functions.
import type { Client, TestApp } from '../../helpers/test-app.ts';
import { created } from '../../helpers/test-app.ts';

export const CNO = '051000000007';
export const CNO_2 = '051000000077';
export const CNPJ_TERCEIRO = '11444777000161';
export const CAEPF = '52998224725039';
export const SP = 35;
export const SAO_PAULO = 3550308;

export const endereco = {
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  uf: { id: SP },
  cidade: { id: SAO_PAULO },
};

export async function estabelecimento(t: TestApp, c: Client, complemento = '0001', nome = 'Matriz') {
  await t.sql.query(`UPDATE empresa SET cnpj = '11222333000181' WHERE id = 1 AND cnpj IS NULL`);
  return created(c, '/api/utilitario/estabelecimentos', {
    nome,
    tipoInscricao: 'CNPJ',
    complementoCnpj: complemento,
    endereco,
  });
}

export async function ambiente(
  c: Client,
  estabelecimentoId: number,
  nome = 'Produção',
  over: Record<string, unknown> = {},
) {
  return created(c, '/api/sst/ambientes', {
    historicos: [
      {
        data: '2020-01-01',
        nomeAmbiente: nome,
        tipoLocal: 'E',
        estabelecimento: { id: estabelecimentoId },
        ...over,
      },
    ],
  });
}

export async function funcao(c: Client, nome = 'Operador de Prensa', cbo = 784205) {
  return created(c, '/api/sst/funcoes', {
    historicos: [
      { data: '2020-01-01', nomeFuncao: nome, cbo: { id: cbo }, descricao: 'Operar prensa hidráulica.' },
    ],
  });
}

/** An area and a salary range by value, to place employees in the career history. */
export async function posicao(c: Client) {
  const area = await created(c, '/api/cargo-salario/areas-organizacionais', { nome: 'Produção' });
  const cargo = await created(c, '/api/cargo-salario/cargos', {
    nome: 'Operador',
    nomeMercado: 'Operador',
    areasOrganizacionais: [area.id],
  });
  const faixa = await created(c, '/api/cargo-salario/faixas-salariais', {
    cargo: { id: cargo.id },
    nome: 'A',
    codigoCBO: '784205',
    historico: [{ data: '2000-01-01', tipo: 3, valor: 3000 }],
  });
  return { areaId: area.id as number, faixaId: faixa.id as number };
}

export const entradaCarreira = (
  p: { areaId: number; faixaId: number },
  colaboradorId: number,
  data: string,
  over: Record<string, unknown> = {},
) => ({
  colaborador: { id: colaboradorId },
  data,
  areaOrganizacional: { id: p.areaId },
  faixaSalarial: { id: p.faixaId },
  tipoSalario: 3,
  salario: 3000,
  ...over,
});

/** The six NR-06 answers of an exposure with EPI, all 'S'. */
export const RESPOSTAS_EPI = {
  medProtecao: 'S',
  condFuncto: 'S',
  usoInint: 'S',
  przValid: 'S',
  periodicTroca: 'S',
  higienizacao: 'S',
} as const;

/** Noise (02.01.001) measured at 91.5 dB(A) with NHO-01, EPI used (with the NR-06 answers), no EPC. */
export const ruidoComEpi = (riscoId: number, epiId: number, avaliacao: object, over: object = {}) => ({
  atividadePerigosaInsalubre: { id: 201001 },
  risco: { id: riscoId },
  tipoAvaliacao: '1',
  intensidadeConcentracao: 91.5,
  unidadeMedida: 4,
  tecnicaMedicao: 'NHO-01',
  utilizaEpc: '0',
  utilizaEpi: '2',
  epiEficaz: 'S',
  epis: [epiId],
  ...RESPOSTAS_EPI,
  ...avaliacao,
  ...over,
});

/** The engineer who signs the environmental records (CREA 5061234567/SP). */
export const profissional = (c: Client, nome = 'Eng. Carla Segura') =>
  created(c, '/api/sst/profissional', {
    nome,
    cpf: '39053344705',
    orgaoDeClasse: 4,
    numeroInscricao: '5061234567',
    uf: { id: SP },
  });

/** The examining physician of the ASOs (CRM 123456/SP). */
export const medicaExaminadora = (c: Client, over: Record<string, unknown> = {}) =>
  created(c, '/api/sst/profissional', {
    nome: 'Dra. Marta Lima',
    orgaoDeClasse: 1,
    numeroInscricao: '123456',
    uf: { id: SP },
    ...over,
  });

/** The clinical exam (eSocial procedure 0295), periodic every 12 months. */
export const exameClinico = (c: Client) =>
  created(c, '/api/sst/exame', {
    nome: 'Exame clínico',
    periodico: true,
    periodicidade: 12,
    procedimentoEsocial: { id: 295 },
  });

/** Probability and gravity 'Muito Exposto' × 'Moderado' (company defaults) with a classification. */
export async function avaliacao(c: Client, classificacaoSeveridadeRisco = 'MODERADO') {
  const g = (await c.get('/api/sst/gravidades-risco?sort=id,asc')).body[1].id;
  const p = (await c.get('/api/sst/probabilidades-risco?sort=id,asc')).body[1].id;
  return { probabilidadeRisco: { id: p }, gravidadeRisco: { id: g }, classificacaoSeveridadeRisco };
}

/** The EPI type (category, required on every EPI) of this name, created the first time it is asked. */
export async function tipoEpi(c: Client, nome = 'Protetor auricular'): Promise<number> {
  const achados = (await c.get(`/api/sst/tipos-epi?nome=${encodeURIComponent(nome)}`)).body as {
    id: number;
    nome: string;
  }[];
  return achados.find((t) => t.nome === nome)?.id ?? (await created(c, '/api/sst/tipos-epi', { nome })).id;
}

/** An ear protector with CA 5745 (in force since 2020). */
export const protetorAuricular = async (c: Client, nome = 'Protetor auricular') =>
  created(c, '/api/sst/epis', {
    nome,
    tipoEpi: { id: await tipoEpi(c) },
    descricao: 'Concha',
    historicoCA: [{ data: '2020-01-01', numeroCA: '5745', vencimentoCA: '2027-01-01' }],
  });
