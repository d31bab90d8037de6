// Jobs of the demo: the support jobs every company has plus those of its sector. Each job works in the
// areas whose tag (catalogo/areas.ts) it lists — management jobs only at their level of the tree
// (1 Diretoria, 2 Gerência, 3 Coordenação, 4 Setor), the others in coordinations and sectors. `salario` is
// range I at the reference date (each further range pays 12 % more), `peso` the share of the headcount,
// `indice` makes the job's ranges "by index" on that index, `proximo` is where a vertical promotion leads.
// CBO codes are real (table cbo).

import type { Setor } from './empresas.ts';
import type { ChaveIndice } from './indices.ts';

export type Grupo =
  | 'Operacional'
  | 'Técnico'
  | 'Administrativo'
  | 'Nível Superior'
  | 'Liderança'
  | 'Executivo';

export const GRUPOS: readonly Grupo[] = [
  'Operacional',
  'Técnico',
  'Administrativo',
  'Nível Superior',
  'Liderança',
  'Executivo',
];

export type CargoCatalogo = {
  nome: string;
  mercado: string;
  cbo: string;
  grupo: Grupo;
  tags: readonly string[];
  nivel?: 1 | 2 | 3 | 4;
  faixas: 1 | 2 | 3 | 4;
  salario: number;
  peso: number;
  /** eSocial education level: 05 fundamental, 07 médio, 09 superior, 10 pós-graduação */
  escolaridade: '05' | '07' | '09' | '10';
  indice?: ChaveIndice;
  /** the job a vertical promotion (PV) leads to, in the same company */
  proximo?: string;
};

type Linha = [
  nome: string,
  mercado: string,
  cbo: string,
  grupo: Grupo,
  tags: string,
  faixas: 1 | 2 | 3 | 4,
  salario: number,
  peso: number,
  escolaridade: CargoCatalogo['escolaridade'],
  extra?: { nivel?: 1 | 2 | 3 | 4; indice?: ChaveIndice; proximo?: string },
];

const cargos = (linhas: Linha[]): CargoCatalogo[] =>
  linhas.map(([nome, mercado, cbo, grupo, tags, faixas, salario, peso, escolaridade, extra]) => ({
    nome,
    mercado,
    cbo,
    grupo,
    tags: tags.split(' '),
    faixas,
    salario,
    peso,
    escolaridade,
    ...extra,
  }));

const SUPORTE = 'fin adm ti rh sst com';

// biome-ignore format: a table, one job per line
export const CARGOS_COMUNS: readonly CargoCatalogo[] = cargos([
  ['Diretor Administrativo-Financeiro', 'CFO', '123110', 'Executivo', 'fin', 1, 38000, 0.08, '10', { nivel: 1 }],
  ['Diretor de Pessoas e Cultura', 'CHRO', '123205', 'Executivo', 'rh', 1, 34000, 0.08, '10', { nivel: 1 }],
  ['Diretor Comercial', 'Diretor Comercial', '123305', 'Executivo', 'com', 1, 36000, 0.08, '10', { nivel: 1 }],
  ['Gerente Financeiro', 'Gerente Financeiro', '142115', 'Liderança', 'fin', 2, 19000, 0.15, '10', { nivel: 2 }],
  ['Gerente Administrativo', 'Gerente Administrativo', '142105', 'Liderança', 'adm', 2, 17000, 0.08, '09', { nivel: 2 }],
  ['Gerente de Tecnologia da Informação', 'Gerente de TI', '142515', 'Liderança', 'ti', 2, 21000, 0.08, '10', { nivel: 2 }],
  ['Gerente de Recursos Humanos', 'Gerente de RH', '142205', 'Liderança', 'rh sst', 2, 18000, 0.15, '10', { nivel: 2 }],
  ['Gerente Comercial', 'Gerente Comercial', '142305', 'Liderança', 'com', 2, 19500, 0.15, '09', { nivel: 2 }],
  ['Coordenador Administrativo', 'Coordenador', '410105', 'Liderança', SUPORTE, 3, 9500, 1.2, '09', { nivel: 3, indice: 'gerencial' }],
  ['Supervisor Administrativo', 'Supervisor', '410105', 'Liderança', 'fin adm rh com', 2, 6800, 1.2, '09', { nivel: 4 }],
  ['Auxiliar Administrativo', 'Auxiliar de Escritório', '411005', 'Administrativo', 'adm fin rh com', 3, 2000, 3, '07', { indice: 'administrativo', proximo: 'Assistente Administrativo' }],
  ['Assistente Administrativo', 'Assistente Administrativo', '411010', 'Administrativo', 'adm fin rh com', 3, 2800, 4, '07', { indice: 'administrativo', proximo: 'Coordenador Administrativo' }],
  ['Recepcionista', 'Recepcionista', '422105', 'Administrativo', 'adm com', 2, 2100, 1.2, '07', { indice: 'administrativo', proximo: 'Assistente Administrativo' }],
  ['Almoxarife', 'Almoxarife', '414105', 'Administrativo', 'adm', 2, 2600, 1.2, '07', { proximo: 'Comprador' }],
  ['Comprador', 'Comprador', '354205', 'Administrativo', 'adm', 3, 4300, 0.8, '09'],
  ['Auxiliar de Contabilidade', 'Auxiliar Contábil', '413110', 'Administrativo', 'fin', 3, 2700, 1, '07', { proximo: 'Analista Contábil' }],
  ['Analista Contábil', 'Contador', '252210', 'Nível Superior', 'fin', 4, 5900, 1, '09', { proximo: 'Coordenador Administrativo' }],
  ['Analista Financeiro', 'Analista Financeiro', '252105', 'Nível Superior', 'fin', 3, 5700, 1, '09', { proximo: 'Coordenador Administrativo' }],
  ['Analista de Cobrança', 'Analista de Crédito e Cobrança', '252515', 'Nível Superior', 'fin', 3, 4300, 0.6, '09'],
  ['Analista de Folha de Pagamento', 'Analista de DP', '413105', 'Nível Superior', 'rh', 3, 4900, 0.8, '09'],
  ['Auxiliar de Pessoal', 'Auxiliar de DP', '411030', 'Administrativo', 'rh', 2, 2500, 1, '07', { proximo: 'Analista de Folha de Pagamento' }],
  ['Analista de Recursos Humanos', 'Analista de RH', '252405', 'Nível Superior', 'rh', 4, 5300, 1.2, '09', { proximo: 'Coordenador Administrativo' }],
  ['Técnico em Segurança do Trabalho', 'Técnico de Segurança', '351605', 'Técnico', 'sst', 3, 4400, 1.5, '07', { indice: 'tecnico' }],
  ['Analista de Sistemas', 'Analista de Sistemas', '212405', 'Nível Superior', 'ti', 4, 7600, 1, '09'],
  ['Desenvolvedor de Sistemas', 'Desenvolvedor de Software', '317110', 'Técnico', 'ti', 3, 6100, 1, '09', { proximo: 'Analista de Sistemas' }],
  ['Técnico de Suporte', 'Técnico de Suporte de TI', '317210', 'Técnico', 'ti', 3, 3300, 1, '07', { indice: 'tecnico', proximo: 'Analista de Suporte' }],
  ['Analista de Suporte', 'Analista de Infraestrutura', '212420', 'Nível Superior', 'ti', 3, 5300, 0.6, '09'],
  ['Representante Comercial', 'Executivo de Vendas', '354705', 'Administrativo', 'com', 3, 3600, 2, '07', { proximo: 'Supervisor Administrativo' }],
  ['Assistente de Vendas', 'Assistente Comercial', '354125', 'Administrativo', 'com', 2, 2700, 1.2, '07', { indice: 'administrativo', proximo: 'Representante Comercial' }],
  ['Analista de Marketing', 'Analista de Negócios', '142330', 'Nível Superior', 'com', 3, 5600, 0.8, '09'],
  ['Operador de Telemarketing', 'Atendente', '422305', 'Operacional', 'com', 2, 1800, 1.5, '07', { indice: 'minimo', proximo: 'Assistente de Vendas' }],
]);

export const CARGOS_SETOR: Readonly<Record<Setor, readonly CargoCatalogo[]>> = {
  // biome-ignore format: a table, one job per line
  construcao: cargos([
    ['Diretor de Engenharia e Obras', 'Diretor de Obras', '122305', 'Executivo', 'ops', 1, 42000, 0.08, '10', { nivel: 1 }],
    ['Gerente de Obras', 'Gerente de Obras', '141305', 'Liderança', 'obra qualidade', 2, 22000, 0.3, '10', { nivel: 2 }],
    ['Coordenador de Obras', 'Coordenador de Obras', '141305', 'Liderança', 'obra qualidade', 3, 12000, 0.8, '09', { nivel: 3, indice: 'gerencial' }],
    ['Encarregado de Obras', 'Encarregado', '710205', 'Liderança', 'obra', 2, 6500, 1.5, '07', { nivel: 4 }],
    ['Engenheiro Civil', 'Engenheiro Civil', '214205', 'Nível Superior', 'obra', 4, 11000, 3, '09', { proximo: 'Coordenador de Obras' }],
    ['Técnico de Obras', 'Técnico em Edificações', '312105', 'Técnico', 'obra qualidade', 3, 4300, 4, '07', { indice: 'usr', proximo: 'Encarregado de Obras' }],
    ['Mestre de Obras', 'Mestre de Obras', '710205', 'Técnico', 'obra', 3, 6200, 3, '05', { proximo: 'Encarregado de Obras' }],
    ['Pedreiro', 'Pedreiro', '715210', 'Operacional', 'obra', 3, 2900, 25, '05', { indice: 'categoria', proximo: 'Mestre de Obras' }],
    ['Servente de Obras', 'Ajudante Geral', '717020', 'Operacional', 'obra', 2, 2150, 32, '05', { indice: 'categoria', proximo: 'Pedreiro' }],
    ['Carpinteiro', 'Carpinteiro de Obras', '715505', 'Operacional', 'obra', 3, 2900, 8, '05', { indice: 'categoria', proximo: 'Mestre de Obras' }],
    ['Eletricista', 'Eletricista Predial', '715615', 'Operacional', 'obra', 3, 3200, 6, '07'],
    ['Encanador', 'Encanador Hidráulico', '724110', 'Operacional', 'obra', 3, 3000, 5, '05', { indice: 'operacional' }],
    ['Operador de Máquinas Pesadas', 'Operador de Máquinas', '715125', 'Operacional', 'obra', 3, 3700, 4, '05'],
    ['Inspetor de Qualidade', 'Inspetor de Qualidade', '391205', 'Técnico', 'qualidade', 2, 3900, 1.5, '07'],
  ]),
  // biome-ignore format: a table, one job per line
  saude: cargos([
    ['Diretor Assistencial', 'Diretor Técnico Hospitalar', '131205', 'Executivo', 'ops', 1, 42000, 0.08, '10', { nivel: 1 }],
    ['Gerente de Serviços de Saúde', 'Gerente Hospitalar', '131210', 'Liderança', 'enf med diag hotel', 2, 20000, 0.3, '10', { nivel: 2 }],
    ['Coordenador Assistencial', 'Coordenador de Unidade', '131210', 'Liderança', 'enf med diag hotel', 3, 11000, 0.8, '10', { nivel: 3, indice: 'gerencial' }],
    ['Supervisor de Enfermagem', 'Enfermeiro Supervisor', '223505', 'Liderança', 'enf', 2, 8500, 1.5, '10', { nivel: 4 }],
    ['Enfermeiro', 'Enfermeiro Assistencial', '223505', 'Nível Superior', 'enf', 4, 6200, 12, '09', { proximo: 'Supervisor de Enfermagem' }],
    ['Técnico de Enfermagem', 'Técnico de Enfermagem', '322205', 'Técnico', 'enf', 3, 3100, 30, '07', { indice: 'categoria', proximo: 'Enfermeiro' }],
    ['Auxiliar de Enfermagem', 'Auxiliar de Enfermagem', '322230', 'Técnico', 'enf', 2, 2500, 8, '07', { indice: 'categoria', proximo: 'Técnico de Enfermagem' }],
    ['Médico Clínico', 'Médico Plantonista', '225125', 'Nível Superior', 'med', 3, 19000, 6, '10'],
    ['Fisioterapeuta', 'Fisioterapeuta Hospitalar', '223605', 'Nível Superior', 'med', 3, 5200, 3, '09'],
    ['Farmacêutico', 'Farmacêutico Hospitalar', '223405', 'Nível Superior', 'diag', 3, 6500, 2, '09'],
    ['Biomédico', 'Biomédico', '221205', 'Nível Superior', 'diag', 3, 5800, 2, '09'],
    ['Técnico em Patologia Clínica', 'Técnico de Laboratório', '324205', 'Técnico', 'diag', 2, 3300, 3, '07', { indice: 'tecnico', proximo: 'Biomédico' }],
    ['Técnico em Radiologia', 'Técnico de Raio-X', '324115', 'Técnico', 'diag', 2, 3800, 3, '07', { indice: 'tecnico' }],
    ['Nutricionista', 'Nutricionista Clínico', '223710', 'Nível Superior', 'hotel', 3, 5000, 1.5, '09'],
    ['Copeiro Hospitalar', 'Copeiro', '513430', 'Operacional', 'hotel', 2, 1900, 4, '05', { indice: 'operacional' }],
    ['Auxiliar de Limpeza', 'Auxiliar de Higienização', '514320', 'Operacional', 'hotel', 2, 1800, 10, '05', { indice: 'minimo', proximo: 'Copeiro Hospitalar' }],
  ]),
  // biome-ignore format: a table, one job per line
  agro: cargos([
    ['Diretor Agroindustrial', 'Diretor de Operações', '122105', 'Executivo', 'ops', 1, 40000, 0.08, '10', { nivel: 1 }],
    ['Gerente de Produção', 'Gerente de Produção', '141115', 'Liderança', 'agri ind log', 2, 20000, 0.3, '10', { nivel: 2 }],
    ['Coordenador de Produção', 'Coordenador de Produção', '141205', 'Liderança', 'agri ind log', 3, 10500, 0.8, '09', { nivel: 3, indice: 'gerencial' }],
    ['Supervisor de Produção', 'Líder de Produção', '141205', 'Liderança', 'agri ind', 2, 6000, 1.5, '07', { nivel: 4 }],
    ['Engenheiro Agrônomo', 'Engenheiro Agrônomo', '222110', 'Nível Superior', 'agri', 3, 10500, 2, '09', { proximo: 'Coordenador de Produção' }],
    ['Técnico Agrícola', 'Técnico Agrícola', '321105', 'Técnico', 'agri', 3, 4000, 4, '07', { indice: 'usr', proximo: 'Supervisor de Produção' }],
    ['Trabalhador Agropecuário', 'Trabalhador Rural', '621005', 'Operacional', 'agri', 2, 1900, 25, '05', { indice: 'categoria', proximo: 'Tratorista Agrícola' }],
    ['Tratorista Agrícola', 'Operador de Trator', '641015', 'Operacional', 'agri', 3, 2800, 8, '05', { indice: 'categoria', proximo: 'Operador de Colheitadeira' }],
    ['Operador de Colheitadeira', 'Operador de Colhedora', '641005', 'Operacional', 'agri', 3, 3500, 5, '05'],
    ['Alimentador de Linha de Produção', 'Auxiliar de Produção', '784205', 'Operacional', 'ind', 2, 2000, 25, '05', { indice: 'operacional', proximo: 'Supervisor de Produção' }],
    ['Embalador', 'Operador de Embalagem', '784110', 'Operacional', 'ind', 2, 2000, 10, '05', { indice: 'operacional', proximo: 'Alimentador de Linha de Produção' }],
    ['Técnico de Alimentos', 'Técnico de Qualidade', '325205', 'Técnico', 'ind log', 3, 3800, 3, '07', { indice: 'tecnico' }],
    ['Mecânico de Manutenção', 'Mecânico Industrial', '911305', 'Técnico', 'ind', 3, 4200, 4, '07'],
    ['Inspetor de Qualidade', 'Inspetor de Qualidade', '391205', 'Técnico', 'log', 2, 3500, 2, '07'],
    ['Motorista de Caminhão', 'Motorista Carreteiro', '782510', 'Operacional', 'log', 3, 3600, 6, '05'],
    ['Conferente de Mercadorias', 'Conferente', '414120', 'Operacional', 'log', 2, 2500, 3, '07', { proximo: 'Inspetor de Qualidade' }],
  ]),
};
