// Gerado por scripts/generate.ts a partir de schemas/. Não edite.
/* eslint-disable */
export interface AreaInteresse {
id?: number
nome: string
/**
 * @minItems 1
 */
areasOrganizacionais: [number, ...(number)[]]
observacao?: string
}

/**
 * Meios de divulgação pelos quais o candidato soube da vaga. As contagens qtd/percentual da spec são números de relatório (candidatos por meio), calculados pelo relatório de divulgação de vaga, não dados do cadastro.
 */
export interface ComoFicouSabendoVaga {
id?: number
nome: string
}

export interface EtapaSeletiva {
id?: number
ordem: number
nome: string
analiseComportamental?: boolean
}

export interface MotivoSolicitacao {
id?: number
descricao: string
turnover?: boolean
considerarQtdColaboradoresPorCargo?: boolean
}

export interface AreaOrganizacional {
id?: number
nome: string
descricaoHierarquia?: string
areaMae?: {
id: number
}
ativo?: boolean
exibirOrganograma?: boolean
email?: string
/**
 * @maxItems 50
 */
emailsNotificacoes?: string[]
codigoAC?: string
}

export interface Cargo {
id?: number
nome: string
nomeMercado: string
ativa?: boolean
grupoOcupacional?: {
id: number
}
/**
 * @minItems 1
 */
areasOrganizacionais: [number, ...(number)[]]
}

export interface Colaborador {
id?: number
nome: string
matricula?: string
cpf?: string
status?: ("A" | "D" | "G" | "C" | "U")
dataAdmissao: string
dataDesligamento?: string
}

export interface FaixaSalarial {
id?: number
cargo: {
id: number
}
nome: string
/**
 * @minItems 1
 */
historico: [{
id?: number
data: string
tipo: (2 | 3)
indice?: {
id: number
}
quantidade?: number
valor?: number
}, ...({
id?: number
data: string
tipo: (2 | 3)
indice?: {
id: number
}
quantidade?: number
valor?: number
})[]]
}

export interface GrupoOcupacional {
id?: number
nome: string
}

export interface HistoricoColaborador {
id?: number
colaborador: {
id: number
}
data: string
dataFim?: string
estabelecimento?: {
id: number
}
areaOrganizacional: {
id: number
}
faixaSalarial: {
id: number
}
tipoSalario: (1 | 2 | 3)
indice?: {
id: number
}
quantidade?: number
salario?: number
}

export interface Indice {
id?: number
nome: string
/**
 * @minItems 1
 */
historico: [{
id?: number
data: string
valor: number
}, ...({
id?: number
data: string
valor: number
})[]]
}

export interface Bairro {
id?: number
nome: string
cidade: {
id: number
}
}

export interface Cidade {
id?: number
nome: string
uf: {
id: number
}
codigoIbge: number
}

export interface Estado {
id?: number
sigla: string
nome: string
codigoIbge: number
}

export interface Empresa {
id?: number
nome: string
razaoSocial?: string
cnpj?: string
email?: string
acIntegra?: boolean
codigoAC?: string
exibirSalario?: boolean
obrigarAmbienteFuncao?: boolean
solPessoalExibirSalario?: boolean
solPessoalExibirColabSubstituido?: boolean
solPessoalObrigarDadosComplementares?: boolean
solPessoalReabrirSolicitacao?: boolean
campoExtraCandidato?: boolean
campoExtraColaborador?: boolean
maxCandidataCargo?: number
tempoExclusaoCandidato?: number
exigirAceitePsi?: boolean
politicaSeguranca?: string
corPrincipal?: string
corSecundaria?: string
}

/**
 * O CNPJ do estabelecimento é a raiz de 8 caracteres do CNPJ da empresa + o complemento de 4 caracteres (0001...) + 2 dígitos verificadores; o CAEPF é a raiz de 9 dígitos do CPF do titular + sequencial de 3 dígitos + 2 dígitos verificadores. A inscrição completa é calculada pelo servidor (src/server/modules/utilitario/estabelecimentos.hooks.ts) e guardada em 'inscricao'.
 */
export interface Estabelecimento {
id?: number
nome: string
tipoInscricao: ("CNPJ" | "CAEPF")
complementoCnpj: string
cpfTitular?: string
inscricao?: string
/**
 * Endereço brasileiro (spec §3 Address, §5 Address): CEP só com dígitos; estado e cidade das tabelas do IBGE; a cidade deve pertencer ao estado (regra verificada no hook de cada cadastro que usa este endereço, com src/server/modules/geral/endereco.ts).
 */
endereco: {
cep?: string
logradouro: string
numero: string
complemento?: string
bairro: string
uf: {
id: number
}
cidade: {
id: number
}
}
}

export interface Perfil {
id?: number
nome: string
permissoes: ("ROLE_CAPTACAO" | "ROLE_CARGO_SALARIO" | "ROLE_AVALIACAO" | "ROLE_DESENVOLVIMENTO" | "ROLE_GESTAO_TALENTOS" | "ROLE_PESQUISA" | "ROLE_SST" | "ROLE_ANALYTICS" | "ROLE_UTILITARIO" | "ROLE_CAD_INFO_PESSOAL" | "ROLE_ASSISTENTE_RH")[]
}

export interface Usuario {
id?: number
nome: string
cpf: string
email?: string
senha?: string
ativo?: boolean
fornecedor?: boolean
perfis?: number[]
/**
 * @minItems 1
 */
empresas: [number, ...(number)[]]
}
