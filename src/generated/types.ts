// Gerado por scripts/generate.ts a partir de schemas/. Não edite.
/* eslint-disable */
export interface EtapaSeletiva {
id?: number
ordem: number
nome: string
analiseComportamental?: boolean
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
