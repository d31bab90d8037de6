// Recruitment reference data of the demo and the vocabulary of the candidates' CVs (Portuguese, as
// Brazilian CVs are written). Activities are per area tag of catalogo/areas.ts, so a CV speaks of the jobs
// the candidate wants.

/** Selection stages, in order, with the share of candidates approved in each. */
export const ETAPAS: readonly { nome: string; aprovacao: number; dias: [number, number] }[] = [
  { nome: 'Triagem de currículos', aprovacao: 0.55, dias: [1, 6] },
  { nome: 'Entrevista com o RH', aprovacao: 0.6, dias: [2, 7] },
  { nome: 'Avaliação técnica', aprovacao: 0.65, dias: [2, 8] },
  { nome: 'Entrevista com o gestor', aprovacao: 0.7, dias: [2, 9] },
  { nome: 'Proposta e exames', aprovacao: 0.9, dias: [1, 5] },
];

export const MOTIVOS: readonly { descricao: string; turnover: boolean; peso: number }[] = [
  { descricao: 'Substituição por desligamento', turnover: true, peso: 45 },
  { descricao: 'Aumento de quadro', turnover: false, peso: 30 },
  { descricao: 'Substituição por promoção ou transferência', turnover: false, peso: 12 },
  { descricao: 'Nova unidade ou projeto', turnover: false, peso: 8 },
  { descricao: 'Demanda temporária ou sazonal', turnover: false, peso: 5 },
];

/** How candidates heard of the vacancy, with their weight. */
export const COMO_SOUBE: readonly [string, number][] = [
  ['LinkedIn', 26],
  ['Indeed', 14],
  ['Site da empresa', 14],
  ['Indicação de funcionário', 16],
  ['Catho', 7],
  ['Instagram', 8],
  ['SINE / Agência do Trabalhador', 6],
  ['Feira de empregos ou universidade', 4],
  ['Placa na portaria', 5],
];

export const AREAS_FORMACAO: readonly string[] = [
  'Administração',
  'Agronomia',
  'Ciência da Computação',
  'Ciências Contábeis',
  'Direito',
  'Economia',
  'Enfermagem',
  'Engenharia Civil',
  'Engenharia de Alimentos',
  'Engenharia de Produção',
  'Farmácia',
  'Fisioterapia',
  'Logística',
  'Marketing',
  'Medicina',
  'Nutrição',
  'Psicologia',
  'Recursos Humanos',
  'Segurança do Trabalho',
  'Sistemas de Informação',
  'Edificações',
  'Biomedicina',
];

/** The education area and course of a job's tags (the first that matches). */
export const FORMACAO_POR_TAG: Record<string, [area: string, curso: string][]> = {
  fin: [
    ['Ciências Contábeis', 'Ciências Contábeis'],
    ['Economia', 'Economia'],
    ['Administração', 'Administração'],
  ],
  adm: [
    ['Administração', 'Administração'],
    ['Logística', 'Tecnologia em Logística'],
  ],
  ti: [
    ['Sistemas de Informação', 'Sistemas de Informação'],
    ['Ciência da Computação', 'Ciência da Computação'],
  ],
  rh: [
    ['Psicologia', 'Psicologia'],
    ['Recursos Humanos', 'Gestão de Recursos Humanos'],
    ['Administração', 'Administração'],
  ],
  sst: [['Segurança do Trabalho', 'Técnico em Segurança do Trabalho']],
  com: [
    ['Marketing', 'Marketing'],
    ['Administração', 'Administração'],
  ],
  obra: [
    ['Engenharia Civil', 'Engenharia Civil'],
    ['Edificações', 'Técnico em Edificações'],
  ],
  qualidade: [['Engenharia de Produção', 'Engenharia de Produção']],
  enf: [
    ['Enfermagem', 'Enfermagem'],
    ['Enfermagem', 'Técnico em Enfermagem'],
  ],
  med: [
    ['Medicina', 'Medicina'],
    ['Fisioterapia', 'Fisioterapia'],
  ],
  diag: [
    ['Farmácia', 'Farmácia'],
    ['Biomedicina', 'Biomedicina'],
  ],
  hotel: [['Nutrição', 'Nutrição']],
  agri: [['Agronomia', 'Agronomia']],
  ind: [
    ['Engenharia de Alimentos', 'Engenharia de Alimentos'],
    ['Engenharia de Produção', 'Engenharia de Produção'],
  ],
  log: [['Logística', 'Tecnologia em Logística']],
};

export const INSTITUICOES: readonly string[] = [
  'Universidade de São Paulo (USP)',
  'Universidade Estadual de Campinas (Unicamp)',
  'Universidade Federal de Minas Gerais (UFMG)',
  'Universidade Federal do Ceará (UFC)',
  'Universidade de Fortaleza (Unifor)',
  'Pontifícia Universidade Católica (PUC)',
  'Universidade Presbiteriana Mackenzie',
  'Universidade Paulista (UNIP)',
  'Universidade Estácio de Sá',
  'Centro Universitário Anhanguera',
  'Universidade Nove de Julho (Uninove)',
  'Instituto Federal (IFCE)',
  'Universidade Federal de Goiás (UFG)',
  'Universidade Federal do Paraná (UFPR)',
  'SENAI',
  'SENAC',
  'ETEC Paula Souza',
];

export const CURSOS_LIVRES: readonly [string, string][] = [
  ['Excel Avançado', 'SENAC'],
  ['NR-35 Trabalho em Altura', 'SENAI'],
  ['NR-10 Segurança em Eletricidade', 'SENAI'],
  ['Atendimento ao Cliente', 'SEBRAE'],
  ['Primeiros Socorros', 'Cruz Vermelha'],
  ['Power BI', 'Fundação Bradesco'],
  ['Gestão de Pessoas', 'FGV Online'],
  ['Lean Seis Sigma Yellow Belt', 'Escola EDTI'],
  ['Operador de Empilhadeira', 'SENAI'],
  ['Boas Práticas de Fabricação', 'SENAI'],
  ['Comunicação Não Violenta', 'Escola Conquer'],
  ['Rotinas de Departamento Pessoal', 'SENAC'],
];

/** What people did in jobs of each area tag (CV bullet points). */
export const ATIVIDADES: Record<string, readonly string[]> = {
  fin: [
    'conciliação bancária e fluxo de caixa',
    'contas a pagar e a receber',
    'fechamento contábil mensal',
    'apuração de impostos e obrigações acessórias (SPED)',
    'elaboração de relatórios gerenciais',
    'análise de crédito e cobrança',
  ],
  adm: [
    'controle de documentos e arquivo',
    'atendimento a fornecedores e clientes internos',
    'emissão de notas fiscais e pedidos de compra',
    'controle de estoque e inventário',
    'cotação e negociação com fornecedores',
    'apoio às rotinas administrativas',
  ],
  ti: [
    'desenvolvimento de sistemas web em Java e JavaScript',
    'suporte a usuários e manutenção de computadores',
    'administração de redes e servidores Linux',
    'modelagem de banco de dados SQL',
    'levantamento de requisitos com as áreas de negócio',
    'implantação de ERP',
  ],
  rh: [
    'recrutamento e seleção de pessoal',
    'rotinas de admissão e desligamento',
    'folha de pagamento e encargos (eSocial)',
    'treinamento e desenvolvimento',
    'pesquisa de clima organizacional',
    'controle de ponto e benefícios',
  ],
  sst: [
    'inspeções de segurança e DDS',
    'elaboração do PGR e de ordens de serviço',
    'investigação de acidentes de trabalho',
    'controle e entrega de EPIs',
    'treinamentos de NR-35 e NR-10',
  ],
  com: [
    'prospecção de clientes e vendas consultivas',
    'atendimento ao cliente e pós-venda',
    'cumprimento de metas comerciais',
    'atualização do CRM e relatórios de vendas',
    'campanhas de marketing digital',
    'negociação e fechamento de contratos',
  ],
  obra: [
    'execução de alvenaria, reboco e contrapiso',
    'leitura de projetos e locação de obra',
    'acompanhamento de cronograma físico-financeiro',
    'armação e concretagem de estruturas',
    'instalações elétricas e hidráulicas prediais',
    'operação de retroescavadeira e pá carregadeira',
  ],
  qualidade: [
    'inspeção de materiais e serviços',
    'controle de não conformidades',
    'auditorias internas ISO 9001',
  ],
  enf: [
    'assistência de enfermagem em UTI e enfermaria',
    'administração de medicamentos e curativos',
    'sinais vitais e evolução de prontuário',
    'classificação de risco no pronto-socorro',
    'controle de infecção hospitalar',
  ],
  med: [
    'atendimento clínico em pronto-socorro',
    'plantões em unidade de terapia intensiva',
    'fisioterapia respiratória e motora',
  ],
  diag: [
    'coleta e análise de exames laboratoriais',
    'dispensação e controle de medicamentos',
    'exames de raio-X e tomografia',
  ],
  hotel: [
    'higienização hospitalar conforme protocolos',
    'preparo e distribuição de dietas',
    'controle de enxoval e rouparia',
  ],
  agri: [
    'plantio, tratos culturais e colheita',
    'operação de trator e colheitadeira',
    'aplicação de defensivos e adubação',
    'manutenção de máquinas agrícolas',
    'monitoramento de pragas e doenças',
  ],
  ind: [
    'operação de linha de produção e embalagem',
    'boas práticas de fabricação e controle de qualidade',
    'manutenção mecânica preventiva e corretiva',
    'abastecimento de linha e controle de perdas',
  ],
  log: [
    'conferência e expedição de mercadorias',
    'transporte rodoviário de cargas',
    'roteirização de entregas',
    'controle de estoque com coletor de dados',
  ],
  ops: ['gestão de equipes e resultados operacionais', 'planejamento estratégico da operação'],
};

export const COMPETENCIAS: readonly string[] = [
  'comunicação',
  'trabalho em equipe',
  'proatividade',
  'organização',
  'liderança',
  'foco em resultados',
  'resolução de problemas',
  'pontualidade',
  'atenção a detalhes',
  'flexibilidade',
  'negociação',
  'pacote Office',
];

export const MOTIVOS_SAIDA: readonly string[] = [
  'Busca de crescimento profissional',
  'Fim do contrato',
  'Mudança de cidade',
  'Redução do quadro',
  'Proposta melhor',
  'Encerramento das atividades da empresa',
];
