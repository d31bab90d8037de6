// Gerado por scripts/generate.ts. Não edite.
// Um cadastro por linha, em ordem de path: incluir um cadastro muda só as suas linhas aqui.
// O módulo de cada um (interface e validador) é registers/<módulo>/<cadastro>.ts.

export type RegisterEntry = {
  path: string;
  label: string;
  readOnly?: boolean;
  authority?: { read?: string; write?: string };
};

/** Cada cadastro: rota, rótulo, se é só leitura e autoridades; o console os declara antes dos schemas. */
export const registers: RegisterEntry[] = [
  { path: 'avaliacao/avaliacoes-desempenho', label: 'Avaliações de Desempenho', authority: { read: 'ROLE_AVALIACAO', write: 'ROLE_AVALIACAO' } },
  { path: 'avaliacao/modelos-avaliacao', label: 'Modelos de Avaliação', authority: { read: 'ROLE_AVALIACAO', write: 'ROLE_AVALIACAO' } },
  { path: 'avaliacao/ninebox', label: 'Nove-Box', authority: { read: 'ROLE_AVALIACAO', write: 'ROLE_AVALIACAO' } },
  { path: 'avaliacao/ninebox-calibracoes', label: 'Calibrações do Nove-Box', authority: { read: 'ROLE_AVALIACAO', write: 'ROLE_AVALIACAO' } },
  { path: 'avaliacao/participantes-avaliacao-desempenho', label: 'Participantes', authority: { read: 'ROLE_AVALIACAO', write: 'ROLE_AVALIACAO' } },
  { path: 'avaliacao/periodos-experiencia', label: 'Períodos de Experiência', authority: { read: 'ROLE_AVALIACAO', write: 'ROLE_AVALIACAO' } },
  { path: 'avaliacao/planos-acao', label: 'Planos de Ação (PDI)', authority: { read: 'ROLE_AVALIACAO', write: 'ROLE_AVALIACAO' } },
  { path: 'captacao/anuncios', label: 'Anúncios', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/areas-formacao', label: 'Áreas de Formação', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/areas-interesse', label: 'Áreas de Interesse', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/candidatos', label: 'Candidatos', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/candidatos-solicitacao', label: 'Candidatos nas Solicitações', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/como-ficou-sabendo-vaga', label: 'Como Ficou Sabendo da Vaga', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/configuracao-campos-candidato', label: 'Campos do Portal do Candidato', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/documentos-candidato', label: 'Documentos dos Candidatos', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/etapas-seletivas', label: 'Etapas Seletivas', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/exames-palografico', label: 'Exames Palográficos', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/historicos-candidato', label: 'Histórico dos Candidatos', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/idiomas', label: 'Idiomas', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/modelos-avaliacao-candidato', label: 'Modelos de Avaliação de Candidato', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/motivos-solicitacao', label: 'Motivos de Solicitação', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/solicitacoes-exclusao-candidato', label: 'Solicitações de Exclusão de Dados', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'captacao/solicitacoes-pessoal', label: 'Solicitações de Pessoal', authority: { read: 'ROLE_CAPTACAO', write: 'ROLE_CAPTACAO' } },
  { path: 'cargo-salario/areas-organizacionais', label: 'Áreas Organizacionais', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/atitudes', label: 'Atitudes', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/cargos', label: 'Cargos', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/colaboradores', label: 'Talentos', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/configuracoes-niveis-competencia-faixas', label: 'Níveis de Competência das Faixas Salariais', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/conhecimentos', label: 'Conhecimentos', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/criterios-avaliacao-competencia', label: 'Critérios de Avaliação de Competência', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/faixas-salariais', label: 'Faixas Salariais', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/faturamentos-mensais', label: 'Faturamentos Mensais', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/grupos-ocupacionais', label: 'Grupos Ocupacionais', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/habilidades', label: 'Habilidades', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/historicos-colaboradores', label: 'Históricos dos Talentos', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/indices', label: 'Índices', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/niveis-competencia', label: 'Níveis de Competência', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/niveis-competencia-historico', label: 'Configurações de Níveis de Competência', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/reajustes-colaboradores', label: 'Reajustes dos Talentos', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/reajustes-faixas-salariais', label: 'Reajustes das Faixas Salariais', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/reajustes-indices', label: 'Reajustes dos Índices', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'cargo-salario/tabelas-reajustes-colaboradores', label: 'Planejamentos de Reajuste', authority: { read: 'ROLE_CARGO_SALARIO', write: 'ROLE_CARGO_SALARIO' } },
  { path: 'desenvolvimento/avaliacoes-curso', label: 'Avaliações dos Alunos', authority: { read: 'ROLE_DESENVOLVIMENTO', write: 'ROLE_DESENVOLVIMENTO' } },
  { path: 'desenvolvimento/categorias-curso', label: 'Categorias de Curso', authority: { read: 'ROLE_DESENVOLVIMENTO', write: 'ROLE_DESENVOLVIMENTO' } },
  { path: 'desenvolvimento/certificacoes', label: 'Certificações', authority: { read: 'ROLE_DESENVOLVIMENTO', write: 'ROLE_DESENVOLVIMENTO' } },
  { path: 'desenvolvimento/colaboradores-turma', label: 'Inscrições', authority: { read: 'ROLE_DESENVOLVIMENTO', write: 'ROLE_DESENVOLVIMENTO' } },
  { path: 'desenvolvimento/cursos', label: 'Cursos', authority: { read: 'ROLE_DESENVOLVIMENTO', write: 'ROLE_DESENVOLVIMENTO' } },
  { path: 'desenvolvimento/tipos-despesa', label: 'Tipos de Despesa', authority: { read: 'ROLE_DESENVOLVIMENTO', write: 'ROLE_DESENVOLVIMENTO' } },
  { path: 'desenvolvimento/turmas', label: 'Turmas', authority: { read: 'ROLE_DESENVOLVIMENTO', write: 'ROLE_DESENVOLVIMENTO' } },
  { path: 'geral/bairros', label: 'Bairros', authority: { write: 'ROLE_UTILITARIO' } },
  { path: 'geral/cbo', label: 'Ocupações (CBO)', readOnly: true },
  { path: 'geral/cidades', label: 'Cidades', readOnly: true },
  { path: 'geral/estados', label: 'Estados', readOnly: true },
  { path: 'geral/geracoes', label: 'Gerações', authority: { write: 'ROLE_ADMIN_INSTALACAO' } },
  { path: 'gestao-talentos/colaboradores-documentos', label: 'Documentos dos Talentos', authority: { read: 'ROLE_GESTAO_TALENTOS', write: 'ROLE_GESTAO_TALENTOS' } },
  { path: 'gestao-talentos/colaboradores-ocorrencias', label: 'Ocorrências dos Talentos', authority: { read: 'ROLE_GESTAO_TALENTOS', write: 'ROLE_GESTAO_TALENTOS' } },
  { path: 'gestao-talentos/desligamentos', label: 'Desligamentos', authority: { read: 'ROLE_GESTAO_TALENTOS', write: 'ROLE_GESTAO_TALENTOS' } },
  { path: 'gestao-talentos/itens-checklist-desligamento', label: 'Checklist de Desligamento', authority: { read: 'ROLE_GESTAO_TALENTOS', write: 'ROLE_GESTAO_TALENTOS' } },
  { path: 'gestao-talentos/motivos-desligamento', label: 'Motivos de Desligamento', authority: { read: 'ROLE_GESTAO_TALENTOS', write: 'ROLE_GESTAO_TALENTOS' } },
  { path: 'gestao-talentos/providencias', label: 'Providências', authority: { read: 'ROLE_GESTAO_TALENTOS', write: 'ROLE_GESTAO_TALENTOS' } },
  { path: 'gestao-talentos/tipos-documento', label: 'Tipos de Documento', authority: { read: 'ROLE_GESTAO_TALENTOS', write: 'ROLE_GESTAO_TALENTOS' } },
  { path: 'gestao-talentos/tipos-ocorrencia', label: 'Tipos de Ocorrência', authority: { read: 'ROLE_GESTAO_TALENTOS', write: 'ROLE_GESTAO_TALENTOS' } },
  { path: 'pesquisa/participantes-pesquisa', label: 'Participantes da Pesquisa', authority: { read: 'ROLE_PESQUISA', write: 'ROLE_PESQUISA' } },
  { path: 'pesquisa/pesquisas', label: 'Pesquisas', authority: { read: 'ROLE_PESQUISA', write: 'ROLE_PESQUISA' } },
  { path: 'questionario/aspectos', label: 'Aspectos', readOnly: true, authority: { read: 'ROLE_AVALIACAO', write: 'ROLE_AVALIACAO' } },
  { path: 'questionario/perguntas', label: 'Perguntas', readOnly: true, authority: { read: 'ROLE_AVALIACAO', write: 'ROLE_AVALIACAO' } },
  { path: 'sst/afastamentos', label: 'Afastamentos', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/agentes-nocivos', label: 'Agentes Nocivos (eSocial Tabela 24)', readOnly: true },
  { path: 'sst/ambientes', label: 'Ambientes', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/aso', label: 'ASOs', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/atestados', label: 'Atestados Médicos', authority: { read: 'ROLE_SST_SAUDE', write: 'ROLE_SST_SAUDE' } },
  { path: 'sst/cat', label: 'CATs', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/cat-atestados', label: 'Atestados das CATs', authority: { read: 'ROLE_SST_SAUDE', write: 'ROLE_SST_SAUDE' } },
  { path: 'sst/cid', label: 'CID-10', readOnly: true },
  { path: 'sst/cipa', label: 'Mandatos da CIPA', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/clinica-autorizada', label: 'Clínicas Autorizadas', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/condicoes-ambientais', label: 'Condições Ambientais do Trabalho', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/eleicoes-cipa', label: 'Eleições da CIPA', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/entregas-epi', label: 'Entregas de EPI', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/epcs', label: 'EPCs', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/epis', label: 'EPIs', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/etapas-eleicao-cipa', label: 'Etapas do processo eleitoral', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/eventos-esocial', label: 'Eventos eSocial', readOnly: true, authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/exame', label: 'Exames', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/fontes-risco', label: 'Fontes Geradoras de Risco', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/funcoes', label: 'Funções', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/gravidades-risco', label: 'Gravidades do Risco', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/grupos-homogeneos', label: 'Grupos Homogêneos de Exposição', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/lotacao-tributaria', label: 'Lotações Tributárias', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/lotes-esocial', label: 'Lotes eSocial', readOnly: true, authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/matriz-risco', label: 'Matrizes de Severidade de Risco', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/motivos-solicitacao-epi', label: 'Motivos de Solicitação de EPI', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/obra', label: 'Obras', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/pcmso', label: 'Exames do PCMSO', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/pgr', label: 'PGRs', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/probabilidades-risco', label: 'Probabilidades do Risco', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/procedimentos-esocial', label: 'Procedimentos Diagnósticos (eSocial Tabela 27)', readOnly: true },
  { path: 'sst/profissional', label: 'Profissionais de SST', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/profissional-contrato', label: 'Contratos do Profissional de SST', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/prontuarios', label: 'Prontuários', authority: { read: 'ROLE_SST_SAUDE', write: 'ROLE_SST_SAUDE' } },
  { path: 'sst/reunioes-cipa', label: 'Reuniões da CIPA', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/risco', label: 'Riscos', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/solicitacoes-epi', label: 'Solicitações de EPI', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/tamanhos-epi', label: 'Tamanhos de EPI', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/tipos-afastamento', label: 'Motivos de Afastamento', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/tipos-epi', label: 'Tipos de EPI', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/vacinacoes', label: 'Vacinações', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'sst/vacinas', label: 'Vacinas', authority: { read: 'ROLE_SST', write: 'ROLE_SST' } },
  { path: 'utilitario/configuracoes-limite-colaborador', label: 'Limites de Talentos por Cargo', authority: { read: 'ROLE_UTILITARIO', write: 'ROLE_UTILITARIO' } },
  { path: 'utilitario/emails', label: 'E-mails', readOnly: true, authority: { read: 'ROLE_UTILITARIO', write: 'ROLE_UTILITARIO' } },
  { path: 'utilitario/empresas', label: 'Empresas', authority: { read: 'ROLE_UTILITARIO', write: 'ROLE_UTILITARIO' } },
  { path: 'utilitario/estabelecimentos', label: 'Estabelecimentos', authority: { read: 'ROLE_UTILITARIO', write: 'ROLE_UTILITARIO' } },
  { path: 'utilitario/parametros-sistema', label: 'Parâmetros do Sistema', authority: { read: 'ROLE_ADMIN_INSTALACAO', write: 'ROLE_ADMIN_INSTALACAO' } },
  { path: 'utilitario/perfis', label: 'Perfis', authority: { read: 'ROLE_UTILITARIO', write: 'ROLE_UTILITARIO' } },
  { path: 'utilitario/usuarios', label: 'Usuários', authority: { read: 'ROLE_UTILITARIO', write: 'ROLE_UTILITARIO' } },
];

/** A interface de cada cadastro pelo seu path (o repositório tipado: ctx.repo('<módulo>/<cadastro>')). */
export interface RegisterTypes {
  'avaliacao/avaliacoes-desempenho': import('./registers/avaliacao/avaliacoes-desempenho.ts').AvaliacaoDesempenho;
  'avaliacao/modelos-avaliacao': import('./registers/avaliacao/modelos-avaliacao.ts').ModeloAvaliacao;
  'avaliacao/ninebox': import('./registers/avaliacao/ninebox.ts').Ninebox;
  'avaliacao/ninebox-calibracoes': import('./registers/avaliacao/ninebox-calibracoes.ts').NineboxCalibracao;
  'avaliacao/participantes-avaliacao-desempenho': import('./registers/avaliacao/participantes-avaliacao-desempenho.ts').AvaliacaoParticipante;
  'avaliacao/periodos-experiencia': import('./registers/avaliacao/periodos-experiencia.ts').PeriodoExperiencia;
  'avaliacao/planos-acao': import('./registers/avaliacao/planos-acao.ts').PlanoAcao;
  'captacao/anuncios': import('./registers/captacao/anuncios.ts').Anuncio;
  'captacao/areas-formacao': import('./registers/captacao/areas-formacao.ts').AreaFormacao;
  'captacao/areas-interesse': import('./registers/captacao/areas-interesse.ts').AreaInteresse;
  'captacao/candidatos': import('./registers/captacao/candidatos.ts').Candidato;
  'captacao/candidatos-solicitacao': import('./registers/captacao/candidatos-solicitacao.ts').CandidatoSolicitacao;
  'captacao/como-ficou-sabendo-vaga': import('./registers/captacao/como-ficou-sabendo-vaga.ts').ComoFicouSabendoVaga;
  'captacao/configuracao-campos-candidato': import('./registers/captacao/configuracao-campos-candidato.ts').ConfiguracaoCamposCandidato;
  'captacao/documentos-candidato': import('./registers/captacao/documentos-candidato.ts').DocumentoCandidato;
  'captacao/etapas-seletivas': import('./registers/captacao/etapas-seletivas.ts').EtapaSeletiva;
  'captacao/exames-palografico': import('./registers/captacao/exames-palografico.ts').ExamePalografico;
  'captacao/historicos-candidato': import('./registers/captacao/historicos-candidato.ts').HistoricoCandidato;
  'captacao/idiomas': import('./registers/captacao/idiomas.ts').Idioma;
  'captacao/modelos-avaliacao-candidato': import('./registers/captacao/modelos-avaliacao-candidato.ts').ModeloAvaliacaoCandidato;
  'captacao/motivos-solicitacao': import('./registers/captacao/motivos-solicitacao.ts').MotivoSolicitacao;
  'captacao/solicitacoes-exclusao-candidato': import('./registers/captacao/solicitacoes-exclusao-candidato.ts').SolicitacaoExclusaoCandidato;
  'captacao/solicitacoes-pessoal': import('./registers/captacao/solicitacoes-pessoal.ts').SolicitacaoPessoal;
  'cargo-salario/areas-organizacionais': import('./registers/cargo-salario/areas-organizacionais.ts').AreaOrganizacional;
  'cargo-salario/atitudes': import('./registers/cargo-salario/atitudes.ts').Atitude;
  'cargo-salario/cargos': import('./registers/cargo-salario/cargos.ts').Cargo;
  'cargo-salario/colaboradores': import('./registers/cargo-salario/colaboradores.ts').Colaborador;
  'cargo-salario/configuracoes-niveis-competencia-faixas': import('./registers/cargo-salario/configuracoes-niveis-competencia-faixas.ts').ConfigNivelCompetenciaFaixa;
  'cargo-salario/conhecimentos': import('./registers/cargo-salario/conhecimentos.ts').Conhecimento;
  'cargo-salario/criterios-avaliacao-competencia': import('./registers/cargo-salario/criterios-avaliacao-competencia.ts').CriterioAvaliacaoCompetencia;
  'cargo-salario/faixas-salariais': import('./registers/cargo-salario/faixas-salariais.ts').FaixaSalarial;
  'cargo-salario/faturamentos-mensais': import('./registers/cargo-salario/faturamentos-mensais.ts').FaturamentoMensal;
  'cargo-salario/grupos-ocupacionais': import('./registers/cargo-salario/grupos-ocupacionais.ts').GrupoOcupacional;
  'cargo-salario/habilidades': import('./registers/cargo-salario/habilidades.ts').Habilidade;
  'cargo-salario/historicos-colaboradores': import('./registers/cargo-salario/historicos-colaboradores.ts').HistoricoColaborador;
  'cargo-salario/indices': import('./registers/cargo-salario/indices.ts').Indice;
  'cargo-salario/niveis-competencia': import('./registers/cargo-salario/niveis-competencia.ts').NivelCompetencia;
  'cargo-salario/niveis-competencia-historico': import('./registers/cargo-salario/niveis-competencia-historico.ts').NivelCompetenciaHistorico;
  'cargo-salario/reajustes-colaboradores': import('./registers/cargo-salario/reajustes-colaboradores.ts').ReajusteColaborador;
  'cargo-salario/reajustes-faixas-salariais': import('./registers/cargo-salario/reajustes-faixas-salariais.ts').ReajusteFaixaSalarial;
  'cargo-salario/reajustes-indices': import('./registers/cargo-salario/reajustes-indices.ts').ReajusteIndice;
  'cargo-salario/tabelas-reajustes-colaboradores': import('./registers/cargo-salario/tabelas-reajustes-colaboradores.ts').TabelaReajusteColaborador;
  'desenvolvimento/avaliacoes-curso': import('./registers/desenvolvimento/avaliacoes-curso.ts').AvaliacaoCurso;
  'desenvolvimento/categorias-curso': import('./registers/desenvolvimento/categorias-curso.ts').CategoriaCurso;
  'desenvolvimento/certificacoes': import('./registers/desenvolvimento/certificacoes.ts').Certificacao;
  'desenvolvimento/colaboradores-turma': import('./registers/desenvolvimento/colaboradores-turma.ts').ColaboradorTurma;
  'desenvolvimento/cursos': import('./registers/desenvolvimento/cursos.ts').Curso;
  'desenvolvimento/tipos-despesa': import('./registers/desenvolvimento/tipos-despesa.ts').TipoDespesa;
  'desenvolvimento/turmas': import('./registers/desenvolvimento/turmas.ts').Turma;
  'geral/bairros': import('./registers/geral/bairros.ts').Bairro;
  'geral/cbo': import('./registers/geral/cbo.ts').Cbo;
  'geral/cidades': import('./registers/geral/cidades.ts').Cidade;
  'geral/estados': import('./registers/geral/estados.ts').Estado;
  'geral/geracoes': import('./registers/geral/geracoes.ts').Geracao;
  'gestao-talentos/colaboradores-documentos': import('./registers/gestao-talentos/colaboradores-documentos.ts').ColaboradorDocumento;
  'gestao-talentos/colaboradores-ocorrencias': import('./registers/gestao-talentos/colaboradores-ocorrencias.ts').ColaboradorOcorrencia;
  'gestao-talentos/desligamentos': import('./registers/gestao-talentos/desligamentos.ts').Desligamento;
  'gestao-talentos/itens-checklist-desligamento': import('./registers/gestao-talentos/itens-checklist-desligamento.ts').ItemChecklistDesligamento;
  'gestao-talentos/motivos-desligamento': import('./registers/gestao-talentos/motivos-desligamento.ts').MotivoDesligamento;
  'gestao-talentos/providencias': import('./registers/gestao-talentos/providencias.ts').Providencia;
  'gestao-talentos/tipos-documento': import('./registers/gestao-talentos/tipos-documento.ts').TipoDocumento;
  'gestao-talentos/tipos-ocorrencia': import('./registers/gestao-talentos/tipos-ocorrencia.ts').TipoOcorrencia;
  'pesquisa/participantes-pesquisa': import('./registers/pesquisa/participantes-pesquisa.ts').PesquisaParticipante;
  'pesquisa/pesquisas': import('./registers/pesquisa/pesquisas.ts').Pesquisa;
  'questionario/aspectos': import('./registers/questionario/aspectos.ts').QuestionarioAspecto;
  'questionario/perguntas': import('./registers/questionario/perguntas.ts').QuestionarioPergunta;
  'sst/afastamentos': import('./registers/sst/afastamentos.ts').Afastamento;
  'sst/agentes-nocivos': import('./registers/sst/agentes-nocivos.ts').AgenteNocivo;
  'sst/ambientes': import('./registers/sst/ambientes.ts').Ambiente;
  'sst/aso': import('./registers/sst/aso.ts').Aso;
  'sst/atestados': import('./registers/sst/atestados.ts').Atestado;
  'sst/cat': import('./registers/sst/cat.ts').Cat;
  'sst/cat-atestados': import('./registers/sst/cat-atestados.ts').CatAtestado;
  'sst/cid': import('./registers/sst/cid.ts').Cid;
  'sst/cipa': import('./registers/sst/cipa.ts').CipaMandato;
  'sst/clinica-autorizada': import('./registers/sst/clinica-autorizada.ts').ClinicaAutorizada;
  'sst/condicoes-ambientais': import('./registers/sst/condicoes-ambientais.ts').CondicaoAmbiental;
  'sst/eleicoes-cipa': import('./registers/sst/eleicoes-cipa.ts').CipaEleicao;
  'sst/entregas-epi': import('./registers/sst/entregas-epi.ts').EntregaEpi;
  'sst/epcs': import('./registers/sst/epcs.ts').Epc;
  'sst/epis': import('./registers/sst/epis.ts').Epi;
  'sst/etapas-eleicao-cipa': import('./registers/sst/etapas-eleicao-cipa.ts').CipaEleicaoEtapa;
  'sst/eventos-esocial': import('./registers/sst/eventos-esocial.ts').EventoEsocial;
  'sst/exame': import('./registers/sst/exame.ts').Exame;
  'sst/fontes-risco': import('./registers/sst/fontes-risco.ts').FonteRisco;
  'sst/funcoes': import('./registers/sst/funcoes.ts').Funcao;
  'sst/gravidades-risco': import('./registers/sst/gravidades-risco.ts').GravidadeRisco;
  'sst/grupos-homogeneos': import('./registers/sst/grupos-homogeneos.ts').GrupoHomogeneo;
  'sst/lotacao-tributaria': import('./registers/sst/lotacao-tributaria.ts').LotacaoTributaria;
  'sst/lotes-esocial': import('./registers/sst/lotes-esocial.ts').LoteEsocial;
  'sst/matriz-risco': import('./registers/sst/matriz-risco.ts').MatrizRisco;
  'sst/motivos-solicitacao-epi': import('./registers/sst/motivos-solicitacao-epi.ts').MotivoSolicitacaoEpi;
  'sst/obra': import('./registers/sst/obra.ts').Obra;
  'sst/pcmso': import('./registers/sst/pcmso.ts').PcmsoExame;
  'sst/pgr': import('./registers/sst/pgr.ts').Pgr;
  'sst/probabilidades-risco': import('./registers/sst/probabilidades-risco.ts').ProbabilidadeRisco;
  'sst/procedimentos-esocial': import('./registers/sst/procedimentos-esocial.ts').ProcedimentoEsocial;
  'sst/profissional': import('./registers/sst/profissional.ts').ProfissionalSst;
  'sst/profissional-contrato': import('./registers/sst/profissional-contrato.ts').ProfissionalSstContrato;
  'sst/prontuarios': import('./registers/sst/prontuarios.ts').Prontuario;
  'sst/reunioes-cipa': import('./registers/sst/reunioes-cipa.ts').CipaReuniao;
  'sst/risco': import('./registers/sst/risco.ts').Risco;
  'sst/solicitacoes-epi': import('./registers/sst/solicitacoes-epi.ts').SolicitacaoEpi;
  'sst/tamanhos-epi': import('./registers/sst/tamanhos-epi.ts').TamanhoEpi;
  'sst/tipos-afastamento': import('./registers/sst/tipos-afastamento.ts').TipoAfastamento;
  'sst/tipos-epi': import('./registers/sst/tipos-epi.ts').TipoEpi;
  'sst/vacinacoes': import('./registers/sst/vacinacoes.ts').Vacinacao;
  'sst/vacinas': import('./registers/sst/vacinas.ts').Vacina;
  'utilitario/configuracoes-limite-colaborador': import('./registers/utilitario/configuracoes-limite-colaborador.ts').ConfiguracaoLimiteColaborador;
  'utilitario/emails': import('./registers/utilitario/emails.ts').EmailSaida;
  'utilitario/empresas': import('./registers/utilitario/empresas.ts').Empresa;
  'utilitario/estabelecimentos': import('./registers/utilitario/estabelecimentos.ts').Estabelecimento;
  'utilitario/parametros-sistema': import('./registers/utilitario/parametros-sistema.ts').ParametrosSistema;
  'utilitario/perfis': import('./registers/utilitario/perfis.ts').Perfil;
  'utilitario/usuarios': import('./registers/utilitario/usuarios.ts').Usuario;
}
