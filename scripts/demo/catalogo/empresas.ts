// The demo companies: a builder, a hospital network and an agribusiness, each with establishments in real
// cities (IBGE codes of table cidade) and the CEP prefix and DDD of those cities.

export type Setor = 'construcao' | 'saude' | 'agro';

export type CidadeCatalogo = { ibge: number; cep: string; ddd: string };

export type EmpresaCatalogo = {
  nome: string;
  razaoSocial: string;
  dominio: string;
  setor: Setor;
  /** month of the collective agreement (data-base): yearly adjustments of wages and floors */
  mesDataBase: number;
  corPrincipal: string;
  estabelecimentos: { nome: string; cidade: CidadeCatalogo }[];
};

const SAO_PAULO = { ibge: 3550308, cep: '01310', ddd: '11' };
const CAMPINAS = { ibge: 3509502, cep: '13015', ddd: '19' };
const SANTOS = { ibge: 3548500, cep: '11010', ddd: '13' };
const SOROCABA = { ibge: 3552205, cep: '18035', ddd: '15' };
const BELO_HORIZONTE = { ibge: 3106200, cep: '30130', ddd: '31' };
const RECIFE = { ibge: 2611606, cep: '50030', ddd: '81' };
const OLINDA = { ibge: 2609600, cep: '53020', ddd: '81' };
const JABOATAO = { ibge: 2607901, cep: '54410', ddd: '81' };
const CARUARU = { ibge: 2604106, cep: '55002', ddd: '81' };
const JOAO_PESSOA = { ibge: 2507507, cep: '58010', ddd: '83' };
const RIO_VERDE = { ibge: 5218805, cep: '75901', ddd: '64' };
const JATAI = { ibge: 5211909, cep: '75800', ddd: '64' };
const GOIANIA = { ibge: 5208707, cep: '74015', ddd: '62' };
const SORRISO = { ibge: 5107925, cep: '78890', ddd: '66' };
const UBERLANDIA = { ibge: 3170206, cep: '38400', ddd: '34' };

export const EMPRESAS: readonly EmpresaCatalogo[] = [
  {
    nome: 'Construtora Horizonte',
    razaoSocial: 'Construtora Horizonte Ltda',
    dominio: 'construtorahorizonte.com.br',
    setor: 'construcao',
    mesDataBase: 5,
    corPrincipal: '#E65100',
    estabelecimentos: [
      { nome: 'Matriz São Paulo', cidade: SAO_PAULO },
      { nome: 'Filial Campinas', cidade: CAMPINAS },
      { nome: 'Filial Santos', cidade: SANTOS },
      { nome: 'Filial Sorocaba', cidade: SOROCABA },
      { nome: 'Filial Belo Horizonte', cidade: BELO_HORIZONTE },
    ],
  },
  {
    nome: 'Rede Mais Saúde',
    razaoSocial: 'Rede Mais Saúde S.A.',
    dominio: 'redemaissaude.com.br',
    setor: 'saude',
    mesDataBase: 3,
    corPrincipal: '#00897B',
    estabelecimentos: [
      { nome: 'Hospital Mais Saúde Recife (Matriz)', cidade: RECIFE },
      { nome: 'Hospital Mais Saúde Olinda', cidade: OLINDA },
      { nome: 'Clínica Mais Saúde Jaboatão', cidade: JABOATAO },
      { nome: 'Hospital Mais Saúde Caruaru', cidade: CARUARU },
      { nome: 'Hospital Mais Saúde João Pessoa', cidade: JOAO_PESSOA },
    ],
  },
  {
    nome: 'Agroindustrial Vale Verde',
    razaoSocial: 'Agroindustrial Vale Verde Ltda',
    dominio: 'valeverde.agr.br',
    setor: 'agro',
    mesDataBase: 9,
    corPrincipal: '#2E7D32',
    estabelecimentos: [
      { nome: 'Matriz Rio Verde', cidade: RIO_VERDE },
      { nome: 'Unidade Industrial Jataí', cidade: JATAI },
      { nome: 'Escritório Goiânia', cidade: GOIANIA },
      { nome: 'Fazenda Sorriso', cidade: SORRISO },
      { nome: 'Centro de Distribuição Uberlândia', cidade: UBERLANDIA },
    ],
  },
];

/** Share of the employees of each company (cycled when more companies are asked for). */
export const PESOS_EMPRESAS = [5, 3, 2] as const;
