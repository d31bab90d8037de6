// Gerado por scripts/generate.ts a partir de schemas/. Não edite.
/* eslint-disable */
/**
 * Anúncio de uma solicitação de pessoal (spec §3 Job ad). exibirModuloExterno publica no portal do candidato enquanto a solicitação está aberta e aprovada e a previsão de encerramento não passou; diasEsperaNovaAplicacao é o tempo que um candidato reprovado espera para se candidatar de novo.
 */
export interface Anuncio {
id?: number
solicitacao: {
id: number
}
titulo: string
descricao: string
exibirModuloExterno: boolean
diasEsperaNovaAplicacao?: number
previsaoEncerramento?: string
utilizarAvaliacoesEtapaSeletiva?: boolean
qtdCandidaturas?: number
}

/**
 * Áreas de formação acadêmica (Administração, Engenharia, Direito…), usadas na formação dos candidatos e, nos cargos, como formação relacionada.
 */
export interface AreaFormacao {
id?: number
nome: string
}

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
 * Candidato (spec §3 Candidate; §5 Recruitment). O CPF fica na raiz, como no talento (chave de busca e de duplicidade); os documentos em 'documentos', como no talento, para que a contratação copie um no outro. qualificacaoCadastral é decidida pelo recrutador (ou DADOS_INCOMPLETOS pela verificação de pendências); statusCadastral, jaFoiColaborador, qualificado e a busca no currículo são calculados (candidatos.hooks.ts). A senha do portal é gravada só como hash (argon2id) e nunca volta.
 */
export type Candidato = {
id?: number
nome: string
nomeSocial?: string
cpf?: string
foto?: {

}
/**
 * Dados pessoais (spec §3 Candidate.pessoal, sem os documentos, que estão em _defs/documentos-pessoais, e sem o CPF, que fica na raiz do cadastro). Códigos: escolaridade = grau de instrução do eSocial (01–12) mais 13–15 para pós-graduação, mestrado e doutorado incompletos; estado civil 01–10; etnia/raça da RAIS (9 = não informado); deficiência 0–6 (spec §3 Enumerations).
 */
pessoal?: {
dataNascimento?: string
naturalidade?: string
sexo?: ("M" | "F")
estadoCivil?: ("01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "10")
escolaridade?: ("01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "10" | "11" | "12" | "13" | "14" | "15")
etniaRaca?: ("1" | "2" | "4" | "6" | "8" | "9")
deficiencia?: ("0" | "1" | "2" | "3" | "4" | "5" | "6")
qtdFilhos?: number
conjuge?: string
profissaoConjuge?: string
mae?: string
profissaoMae?: string
pai?: string
profissaoPai?: string
possuiParentes?: boolean
parentesAmigos?: string
indicadoPor?: string
}
/**
 * Documentos de uma pessoa física (spec §3 Candidate.pessoal: pis, rg, rgUfId, rgOrgaoEmissor, rgDataExpedicao, tituloEleitoral, certificadoMilitar, ctps). Números só com dígitos, sem máscara; o CPF fica na raiz de cada cadastro (é a chave de busca e de unicidade).
 */
documentos?: {
pis?: string
rg?: string
rgOrgaoEmissor?: string
rgUf?: {
id: number
}
rgDataExpedicao?: string
ctps?: {
numero?: string
serie?: string
dv?: string
uf?: {
id: number
}
dataExpedicao?: string
}
tituloEleitoral?: {
numero?: string
zona?: string
secao?: string
}
certificadoMilitar?: {
numero?: string
tipo?: ("CAM" | "CR" | "CDI" | "CI")
serie?: string
}
}
habilitacao?: {
numeroHab?: string
registro?: string
categoria?: ("A" | "B" | "C" | "D" | "E" | "AB" | "AC" | "AD" | "AE")
emissao?: string
vencimento?: string
ufHab?: {
id: number
}
}
/**
 * Endereço brasileiro (spec §3 Address, §5 Address): CEP só com dígitos; estado e cidade das tabelas do IBGE; a cidade deve pertencer ao estado (regra verificada no hook de cada cadastro que usa este endereço, com src/server/modules/geral/endereco.ts).
 */
endereco?: {
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
/**
 * Contato de uma pessoa (spec §3 Candidate.contato; §5 Candidate self-registration): DDD vazio ou 2 dígitos de um DDD brasileiro, telefone fixo com 8 ou 9 dígitos e celular com 9 dígitos, todos sem DDD e sem máscara; senão 'Inválido'.
 */
contato?: {
email?: string
ddd?: string
foneFixo?: string
dddCelular?: string
foneCelular?: string
nomeContato?: string
}
/**
 * @maxItems 30
 */
formacao?: {
id?: number
areaFormacao: {
id: number
}
curso: string
local: string
tipo: ("TECNICO" | "GRADUACAO" | "ESPECIALIZACAO" | "MESTRADO" | "DOUTORADO" | "POS_DOUTORADO")
situacao: ("COMPLETO" | "EM_ANDAMENTO" | "INCOMPLETO")
anoConclusao?: number
}[]
/**
 * @maxItems 30
 */
candidatoIdiomas?: {
id?: number
idioma: {
id: number
}
nivel: ("B" | "I" | "A")
}[]
/**
 * @maxItems 50
 */
certificados?: {
id?: number
titulo: string
organizacao: string
tipo: ("BOOTCAMP" | "CONFERENCIA" | "CONGRESSO" | "CURSO" | "FORUM" | "SEMINARIO" | "SIMPOSIO" | "WORKSHOP")
dataInicio?: string
dataFim?: string
validade?: string
cargaHorariaDiaria?: number
cargaHorariaTotal?: number
urlCertificado?: string
}[]
cursos?: string
primeiroEmprego?: boolean
/**
 * @maxItems 50
 */
experiencias?: {
id?: number
empresa: string
contatoEmpresa?: string
checkNomeCargo?: boolean
cargo?: {
id: number
}
nomeMercado?: string
salario?: number
dataAdmissao: string
dataDesligamento?: string
motivoSaida?: string
observacao?: string
}[]
/**
 * @minItems 1
 * @maxItems 50
 */
cargos: [number, ...(number)[]]
colocacao?: ("E" | "S" | "T" | "A")
pretencaoSalarial?: number
/**
 * @maxItems 100
 */
areasInteresse?: number[]
/**
 * @maxItems 200
 */
conhecimentos?: number[]
comoFicouSabendoVaga?: {
id: number
}
curriculo?: {

}
ocrTexto?: string
socioEconomica?: {
pagaPensao?: boolean
quantidade?: number
valor?: number
possuiVeiculo?: boolean
}
/**
 * Campos livres configuráveis por empresa (spec §3 camposExtras: texto1-8, textolongo1-2, data1-3, valor1-2, numero1). Quais aparecem e quais são obrigatórios é configuração da empresa (campoExtraColaborador, campoExtraCandidato).
 */
camposExtras?: {
texto1?: string
texto2?: string
texto3?: string
texto4?: string
texto5?: string
texto6?: string
texto7?: string
texto8?: string
textolongo1?: string
textolongo2?: string
data1?: string
data2?: string
data3?: string
valor1?: number
valor2?: number
numero1?: number
}
observacao?: string
disponivel?: boolean
qualificacaoCadastral?: ("NAO_VERIFICADO" | "QUALIFICADO" | "NAO_QUALIFICADO" | "DADOS_INCOMPLETOS")
statusCadastral?: ("INCOMPLETO" | "COMPLETO")
contratado?: boolean
colaborador?: {
id: number
}
jaFoiColaborador?: boolean
qualificado?: boolean
origem?: ("I" | "E")
dataCadastro?: string
dataAtualizacao?: string
senha?: string
}

/**
 * Um candidato no processo seletivo de uma solicitação de pessoal (spec §3 Candidate-to-request link). etapaSeletiva é a etapa em que ele está (nula: ainda na triagem), mantida pelas movimentações, que gravam uma entrada de histórico cada (captacao/historicos-candidato). situacao: EM_PROCESSO, APROVADO (aprovado na seleção), REPROVADO, DESISTENTE, CONTRATADO.
 */
export interface CandidatoSolicitacao {
id?: number
candidato: {
id: number
}
solicitacao: {
id: number
}
etapaSeletiva?: {
id: number
}
situacao?: ("EM_PROCESSO" | "APROVADO" | "REPROVADO" | "DESISTENTE" | "CONTRATADO")
origem?: ("I" | "E")
dataInclusao?: string
observacao?: string
}

/**
 * Meios de divulgação pelos quais o candidato soube da vaga. As contagens qtd/percentual da spec são números de relatório (candidatos por meio), calculados pelo relatório de divulgação de vaga, não dados do cadastro.
 */
export interface ComoFicouSabendoVaga {
id?: number
nome: string
}

/**
 * Quais campos o candidato vê e quais são obrigatórios no auto-cadastro e em 'Editar Cadastro' do portal (spec §5 Candidate self-registration; §7 campos-extras-visiveis-obrigatorios), e os títulos dos campos extras liberados ao candidato. Um registro por empresa; sem ele, todos os campos aparecem e só o e-mail é exigido além de nome, CPF, cargo pretendido e senha (sempre obrigatórios). Um campo obrigatório aparece mesmo que não esteja marcado como exibido.
 */
export interface ConfiguracaoCamposCandidato {
id?: number
/**
 * @maxItems 100
 * 
 * Items: Um campo que o candidato preenche no portal e que a empresa pode exibir e exigir (captacao/configuracao-campos-candidato). Lista igual a CAMPOS_PORTAL (src/shared/portal/campos-candidato.ts), conferida por teste.
 */
camposVisiveis: ("nomeSocial" | "foto" | "pessoal.dataNascimento" | "pessoal.naturalidade" | "pessoal.sexo" | "pessoal.estadoCivil" | "pessoal.escolaridade" | "pessoal.etniaRaca" | "pessoal.deficiencia" | "pessoal.qtdFilhos" | "pessoal.conjuge" | "pessoal.profissaoConjuge" | "pessoal.mae" | "pessoal.profissaoMae" | "pessoal.pai" | "pessoal.profissaoPai" | "pessoal.possuiParentes" | "pessoal.indicadoPor" | "documentos.pis" | "documentos.rg" | "documentos.ctps" | "documentos.tituloEleitoral" | "documentos.certificadoMilitar" | "habilitacao" | "endereco" | "contato.email" | "contato.foneFixo" | "contato.foneCelular" | "contato.nomeContato" | "formacao" | "candidatoIdiomas" | "certificados" | "cursos" | "experiencias" | "colocacao" | "pretencaoSalarial" | "areasInteresse" | "conhecimentos" | "comoFicouSabendoVaga" | "curriculo" | "ocrTexto" | "socioEconomica" | "camposExtras.texto1" | "camposExtras.texto2" | "camposExtras.texto3" | "camposExtras.texto4" | "camposExtras.texto5" | "camposExtras.texto6" | "camposExtras.texto7" | "camposExtras.texto8" | "camposExtras.textolongo1" | "camposExtras.textolongo2" | "camposExtras.data1" | "camposExtras.data2" | "camposExtras.data3" | "camposExtras.valor1" | "camposExtras.valor2" | "camposExtras.numero1")[]
/**
 * @maxItems 100
 * 
 * Items: Um campo que o candidato preenche no portal e que a empresa pode exibir e exigir (captacao/configuracao-campos-candidato). Lista igual a CAMPOS_PORTAL (src/shared/portal/campos-candidato.ts), conferida por teste.
 */
camposObrigatorios: ("nomeSocial" | "foto" | "pessoal.dataNascimento" | "pessoal.naturalidade" | "pessoal.sexo" | "pessoal.estadoCivil" | "pessoal.escolaridade" | "pessoal.etniaRaca" | "pessoal.deficiencia" | "pessoal.qtdFilhos" | "pessoal.conjuge" | "pessoal.profissaoConjuge" | "pessoal.mae" | "pessoal.profissaoMae" | "pessoal.pai" | "pessoal.profissaoPai" | "pessoal.possuiParentes" | "pessoal.indicadoPor" | "documentos.pis" | "documentos.rg" | "documentos.ctps" | "documentos.tituloEleitoral" | "documentos.certificadoMilitar" | "habilitacao" | "endereco" | "contato.email" | "contato.foneFixo" | "contato.foneCelular" | "contato.nomeContato" | "formacao" | "candidatoIdiomas" | "certificados" | "cursos" | "experiencias" | "colocacao" | "pretencaoSalarial" | "areasInteresse" | "conhecimentos" | "comoFicouSabendoVaga" | "curriculo" | "ocrTexto" | "socioEconomica" | "camposExtras.texto1" | "camposExtras.texto2" | "camposExtras.texto3" | "camposExtras.texto4" | "camposExtras.texto5" | "camposExtras.texto6" | "camposExtras.texto7" | "camposExtras.texto8" | "camposExtras.textolongo1" | "camposExtras.textolongo2" | "camposExtras.data1" | "camposExtras.data2" | "camposExtras.data3" | "camposExtras.valor1" | "camposExtras.valor2" | "camposExtras.numero1")[]
/**
 * @maxItems 16
 */
camposExtras?: []|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]|[{
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}, {
id?: number
campo: ("texto1" | "texto2" | "texto3" | "texto4" | "texto5" | "texto6" | "texto7" | "texto8" | "textolongo1" | "textolongo2" | "data1" | "data2" | "data3" | "valor1" | "valor2" | "numero1")
titulo: string
}]
}

/**
 * Documento anexado a um candidato (spec §3 Candidate document), pelo RH ou pelo próprio candidato no portal. Lido e gravado por /api/captacao/candidatos/{id}/documentos-anexos; o arquivo é o campo 'anexo' (serviço de arquivos).
 */
export interface DocumentoCandidato {
id?: number
candidato: {
id: number
}
descricao: string
data: string
tipoDocumento?: string
etapaSeletiva?: {
id: number
}
url?: string
observacao?: string
anexo?: {

}
}

export interface EtapaSeletiva {
id?: number
ordem: number
nome: string
analiseComportamental?: boolean
}

/**
 * Resultado do teste palográfico de um candidato (um por candidato; lido e gravado também em /api/captacao/candidatos/{id}/exames-palografico). Produtividade é o total de palos; NOR, o nível de oscilação rítmica (%); os demais itens seguem a folha de correção usual do teste.
 */
export interface ExamePalografico {
id?: number
candidato: {
id: number
}
data: string
produtividade?: number
nor?: number
tamanho?: ("MUITO_PEQUENO" | "PEQUENO" | "MEDIO" | "GRANDE" | "MUITO_GRANDE")
distanciaPalos?: ("PEQUENA" | "NORMAL" | "GRANDE")
distanciaLinhas?: ("PEQUENA" | "NORMAL" | "GRANDE")
inclinacao?: ("ESQUERDA" | "VERTICAL" | "DIREITA" | "VARIAVEL")
direcaoLinhas?: ("ASCENDENTE" | "HORIZONTAL" | "DESCENDENTE" | "SINUOSA")
pressao?: ("FRACA" | "MEDIA" | "FORTE")
margens?: string
organizacao?: string
resultado?: ("INDICADO" | "INDICADO_RESSALVAS" | "NAO_INDICADO")
observacao?: string
}

/**
 * Uma movimentação de um candidato no processo seletivo de uma solicitação: a etapa, a data, o resultado e a observação. A mais recente (data, depois id) dá a etapa atual do candidato na solicitação. dataHoraExpiracao limita até quando o candidato pode responder pelo portal a avaliação da etapa.
 */
export interface HistoricoCandidato {
id?: number
candidatoSolicitacao: {
id: number
}
etapaSeletiva: {
id: number
}
data: string
resultado: ("PENDENTE" | "APROVADO" | "REPROVADO")
observacao?: string
responsavel?: {
id: number
}
dataHoraExpiracao?: string
}

/**
 * Idiomas dos candidatos. Cada empresa começa com os idiomas mais comuns (inglês, espanhol, francês, alemão, italiano, japonês, mandarim, português, Libras…), semeados na criação da empresa; a empresa inclui os que faltarem.
 */
export interface Idioma {
id?: number
nome: string
}

/**
 * Modelos de avaliação aplicados a candidatos nas etapas seletivas de uma solicitação de pessoal. As perguntas e as respostas vêm do motor de questionários (módulo de avaliação); aqui fica o modelo em si.
 */
export interface ModeloAvaliacaoCandidato {
id?: number
titulo: string
observacao?: string
ativo?: boolean
}

export interface MotivoSolicitacao {
id?: number
descricao: string
turnover?: boolean
considerarQtdColaboradoresPorCargo?: boolean
}

/**
 * Pedido do candidato, feito no portal, para excluir os seus dados (LGPD, art. 18, VI). O recrutador atende (situação Atendida: o candidato e tudo o que é só dele são excluídos na mesma gravação) ou recusa com o motivo (ex.: contratado, os dados passaram ao cadastro do talento). candidatoId e nome ficam como registro do pedido atendido; não há referência ao candidato, que deixa de existir.
 */
export type SolicitacaoExclusaoCandidato = {
id?: number
candidatoId?: number
nome?: string
dataSolicitacao?: string
motivo?: string
situacao: ("PENDENTE" | "ATENDIDA" | "RECUSADA")
resposta?: string
dataAtendimento?: string
}

/**
 * Solicitação de pessoal (spec §3 Personnel request, §4, §5). status é a aprovação (I em análise, A aprovada, R reprovada); suspensa, encerrada e cancelada são a situação da vaga; todos mudam só pelas ações (solicitacoes-pessoal.actions.ts, tabela de transições em docs/decisions.md). As exigências que dependem da configuração da empresa (dados complementares, remuneração) ficam no hook.
 */
export interface SolicitacaoPessoal {
id?: number
data: string
descricao: string
estabelecimento: {
id: number
}
areaOrganizacional: {
id: number
}
faixaSalarial: {
id: number
}
cargo?: {
id: number
}
motivoSolicitacao: {
id: number
}
quantidade: number
tipoVaga?: ("INTERNA" | "EXTERNA" | "MISTA")
horarioComercial: string
horasDiariasPrevistas?: number
dataPrevisaoEncerramento?: string
qtdDiasPrevisao?: number
recrutadorResponsavel?: {
id: number
}
invisivelParaGestor?: boolean
/**
 * @maxItems 100
 */
colaboradoresSubstituidos?: number[]
incluirColaboradoresDesligados?: boolean
/**
 * @maxItems 50
 */
avaliacoes?: number[]
/**
 * @maxItems 20
 */
emailsCheck?: []|[string]|[string, string]|[string, string, string]|[string, string, string, string]|[string, string, string, string, string]|[string, string, string, string, string, string]|[string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]
vinculo?: ("E" | "S" | "A" | "T" | "O")
remuneracao?: number
escolaridade?: ("01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "10" | "11" | "12" | "13" | "14" | "15")
sexo?: ("I" | "M" | "F")
idadeMinima?: number
idadeMaxima?: number
uf?: {
id: number
}
cidade?: {
id: number
}
/**
 * @maxItems 200
 */
bairros?: number[]
experiencias?: string
infoComplementares?: string
status?: ("I" | "A" | "R")
situacao?: ("A" | "S" | "E" | "C")
dataStatus?: string
solicitante?: {
id: number
}
liberador?: {
id: number
}
observacaoLiberador?: string
suspensa?: boolean
cancelada?: boolean
obsCancelamento?: string
encerrada?: boolean
dataEncerramento?: string
obsEncerra?: string
qtdVagasPreenchidas?: number
qtdCandidatos?: number
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
/**
 * @maxItems 50
 */
responsaveis?: number[]
replicarResponsaveisParaAreasFilhas?: boolean
/**
 * @maxItems 50
 */
coResponsaveis?: number[]
replicarCorresponsaveisParaAreasFilhas?: boolean
nomeResponsaveis?: string
nomeCoResponsaveis?: string
codigoAC?: string
}

/**
 * Competência do tipo Atitude (spec §3 Competence; §5 Job and salary → Competence). Os três cadastros de competência (conhecimentos, habilidades, atitudes) têm os mesmos campos e o mesmo comportamento (src/server/modules/cargo-salario/competencias.ts). Cursos (spec: 'cursos') ficam para quando o cadastro de cursos existir.
 */
export interface Atitude {
id?: number
nome: string
observacao?: string
solicitarComentario?: boolean
/**
 * @minItems 1
 */
areasOrganizacionais: [number, ...(number)[]]
/**
 * Comportamentos (behaviours) de uma competência — conhecimento, habilidade ou atitude (spec §3 Competence, §5 'behaviour description required max 250'). Tabela filha <tabela>_competencias. Só esta lista é compartilhada por $ref: o registry inlina um documento de _defs inteiro por propriedade, então os demais campos (nome, observacao, solicitarComentario, areasOrganizacionais) são repetidos nos três cadastros, e tests/api/cargo-salario/competencias.test.ts confere que continuam idênticos.
 * 
 * @maxItems 200
 */
competencias?: {
id?: number
descricao: string
}[]
existeNivelCompetencia?: boolean
}

/**
 * Cargo (spec §3 Job position, §5 Job and salary). 'empresa' e 'possuiFaixaSalarial' são calculados na leitura (cargos.hooks.ts). Áreas de formação relacionadas (spec: areasFormacaoRelacionadas) ficam para quando o cadastro captacao/areas-formacao existir.
 */
export interface Cargo {
id?: number
nome: string
nomeMercado: string
ativa?: boolean
exibirModuloExterno?: boolean
grupoOcupacional?: {
id: number
}
/**
 * @minItems 1
 * @maxItems 5000
 */
areasOrganizacionais: [number, ...(number)[]]
escolaridade?: ("01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "10" | "11" | "12")
experiencia?: string
missao?: string
responsabilidades?: string
observacao?: string
recrutamento?: string
/**
 * @maxItems 1000
 */
etapaSeletivas?: number[]
/**
 * @maxItems 1000
 */
conhecimentos?: number[]
complementoConhecimento?: string
/**
 * @maxItems 1000
 */
habilidades?: number[]
complementoHabilidade?: string
/**
 * @maxItems 1000
 */
atitudes?: number[]
complementoAtitude?: string
empresa?: {
id?: number
nome?: string
acIntegra?: boolean
}
possuiFaixaSalarial?: boolean
}

/**
 * Cadastro do colaborador (talento). Cargo, faixa, área, estabelecimento e salário NÃO são guardados aqui: vêm do histórico (cargo-salario/historicos-colaboradores) vigente na data, calculados por src/server/modules/cargo-salario/posicao-atual.ts. A foto é um campo de arquivo (x-file), no armazenamento de arquivos; GET/PUT/DELETE /api/cargo-salario/colaboradores/{id}/foto continuam como atalhos.
 */
export interface Colaborador {
id?: number
nome: string
nomeSocial?: string
matricula?: string
cpf?: string
/**
 * Dados pessoais (spec §3 Candidate.pessoal, sem os documentos, que estão em _defs/documentos-pessoais, e sem o CPF, que fica na raiz do cadastro). Códigos: escolaridade = grau de instrução do eSocial (01–12) mais 13–15 para pós-graduação, mestrado e doutorado incompletos; estado civil 01–10; etnia/raça da RAIS (9 = não informado); deficiência 0–6 (spec §3 Enumerations).
 */
pessoal?: {
dataNascimento?: string
naturalidade?: string
sexo?: ("M" | "F")
estadoCivil?: ("01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "10")
escolaridade?: ("01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "10" | "11" | "12" | "13" | "14" | "15")
etniaRaca?: ("1" | "2" | "4" | "6" | "8" | "9")
deficiencia?: ("0" | "1" | "2" | "3" | "4" | "5" | "6")
qtdFilhos?: number
conjuge?: string
profissaoConjuge?: string
mae?: string
profissaoMae?: string
pai?: string
profissaoPai?: string
}
/**
 * Documentos de uma pessoa física (spec §3 Candidate.pessoal: pis, rg, rgUfId, rgOrgaoEmissor, rgDataExpedicao, tituloEleitoral, certificadoMilitar, ctps). Números só com dígitos, sem máscara; o CPF fica na raiz de cada cadastro (é a chave de busca e de unicidade).
 */
documentos?: {
pis?: string
rg?: string
rgOrgaoEmissor?: string
rgUf?: {
id: number
}
rgDataExpedicao?: string
ctps?: {
numero?: string
serie?: string
dv?: string
uf?: {
id: number
}
dataExpedicao?: string
}
tituloEleitoral?: {
numero?: string
zona?: string
secao?: string
}
certificadoMilitar?: {
numero?: string
tipo?: ("CAM" | "CR" | "CDI" | "CI")
serie?: string
}
}
/**
 * Endereço brasileiro (spec §3 Address, §5 Address): CEP só com dígitos; estado e cidade das tabelas do IBGE; a cidade deve pertencer ao estado (regra verificada no hook de cada cadastro que usa este endereço, com src/server/modules/geral/endereco.ts).
 */
endereco?: {
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
/**
 * Contato de uma pessoa (spec §3 Candidate.contato; §5 Candidate self-registration): DDD vazio ou 2 dígitos de um DDD brasileiro, telefone fixo com 8 ou 9 dígitos e celular com 9 dígitos, todos sem DDD e sem máscara; senão 'Inválido'.
 */
contato?: {
email?: string
ddd?: string
foneFixo?: string
dddCelular?: string
foneCelular?: string
nomeContato?: string
}
dataAdmissao: string
dataDesligamento?: string
vinculo?: ("E" | "S" | "A" | "T" | "O" | "ED" | "TA" | "SE")
status?: ("A" | "D" | "G" | "C" | "U")
estabelecimentoAtual?: {
id: number
}
areaAtual?: {
id: number
}
cargoAtual?: {
id: number
}
faixaSalarialAtual?: {
id: number
}
salarioAtual?: number
usuario?: {
id: number
}
foto?: {

}
possuiFoto?: boolean
/**
 * Campos livres configuráveis por empresa (spec §3 camposExtras: texto1-8, textolongo1-2, data1-3, valor1-2, numero1). Quais aparecem e quais são obrigatórios é configuração da empresa (campoExtraColaborador, campoExtraCandidato).
 */
camposExtras?: {
texto1?: string
texto2?: string
texto3?: string
texto4?: string
texto5?: string
texto6?: string
texto7?: string
texto8?: string
textolongo1?: string
textolongo2?: string
data1?: string
data2?: string
data3?: string
valor1?: number
valor2?: number
numero1?: number
}
}

/**
 * Competências exigidas de uma faixa salarial a partir de uma data (spec §3 Weight config / Competence matrix; §7 'Levels per salary range'): para cada conhecimento, habilidade e atitude, o nível exigido, o peso (competenciaPeso) e se o avaliador deve comentar. A configuração vigente numa data é a de maior 'data' que não passa dela. Uma competência só pode aparecer uma vez em cada lista (regra no hook).
 */
export interface ConfigNivelCompetenciaFaixa {
id?: number
faixaSalarial: {
id: number
}
data: string
/**
 * @maxItems 200
 */
conhecimentos?: {
id?: number
competencia: {
id: number
}
nivelCompetencia: {
id: number
}
competenciaPeso?: number
solicitarComentario?: boolean
}[]
/**
 * @maxItems 200
 */
habilidades?: {
id?: number
competencia: {
id: number
}
nivelCompetencia: {
id: number
}
competenciaPeso?: number
solicitarComentario?: boolean
}[]
/**
 * @maxItems 200
 */
atitudes?: {
id?: number
competencia: {
id: number
}
nivelCompetencia: {
id: number
}
competenciaPeso?: number
solicitarComentario?: boolean
}[]
}

/**
 * Competência do tipo Conhecimento (spec §3 Competence; §5 Job and salary → Competence). Os três cadastros de competência (conhecimentos, habilidades, atitudes) têm os mesmos campos e o mesmo comportamento (src/server/modules/cargo-salario/competencias.ts). Cursos (spec: 'cursos') ficam para quando o cadastro de cursos existir.
 */
export interface Conhecimento {
id?: number
nome: string
observacao?: string
solicitarComentario?: boolean
/**
 * @minItems 1
 */
areasOrganizacionais: [number, ...(number)[]]
/**
 * Comportamentos (behaviours) de uma competência — conhecimento, habilidade ou atitude (spec §3 Competence, §5 'behaviour description required max 250'). Tabela filha <tabela>_competencias. Só esta lista é compartilhada por $ref: o registry inlina um documento de _defs inteiro por propriedade, então os demais campos (nome, observacao, solicitarComentario, areasOrganizacionais) são repetidos nos três cadastros, e tests/api/cargo-salario/competencias.test.ts confere que continuam idênticos.
 * 
 * @maxItems 200
 */
competencias?: {
id?: number
descricao: string
}[]
existeNivelCompetencia?: boolean
}

/**
 * Critério pelo qual uma competência é avaliada. A competência é um conhecimento, uma habilidade ou uma atitude: três referências opcionais, exatamente uma informada (regra no hook), para que cada uma tenha chave estrangeira e a exclusão de uma competência com critérios seja recusada.
 */
export interface CriterioAvaliacaoCompetencia {
id?: number
descricao: string
ordem?: number
conhecimento?: {
id: number
}
habilidade?: {
id: number
}
atitude?: {
id: number
}
}

/**
 * Faixa salarial de um cargo (spec §3 Salary range, §5 Job and salary). Regras que dependem de outros registros ou de outro campo (integração com o sistema de pessoal, CBO existente, tipo do histórico, datas repetidas, índice com valor na data) ficam em src/server/modules/cargo-salario/faixas-salariais.hooks.ts.
 */
export interface FaixaSalarial {
id?: number
cargo: {
id: number
}
nome: string
codigoAC?: string
nomeACPessoal?: string
codigoCBO?: string
/**
 * @minItems 1
 * @maxItems 500
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

/**
 * Faturamento mensal da empresa (um por mês; o mês é guardado como o seu primeiro dia). O valor não usa _defs/dinheiro: o multipleOf 0.01 com a tolerância do ajv recusa valores com centavos acima de cerca de R$ 900 mil (ex.: 1234567.89); as duas casas decimais são conferidas em faturamentos-mensais.hooks.ts.
 */
export interface FaturamentoMensal {
id?: number
mesAno: string
valor: number
observacao?: string
}

export interface GrupoOcupacional {
id?: number
nome: string
}

/**
 * Competência do tipo Habilidade (spec §3 Competence; §5 Job and salary → Competence). Os três cadastros de competência (conhecimentos, habilidades, atitudes) têm os mesmos campos e o mesmo comportamento (src/server/modules/cargo-salario/competencias.ts). Cursos (spec: 'cursos') ficam para quando o cadastro de cursos existir.
 */
export interface Habilidade {
id?: number
nome: string
observacao?: string
solicitarComentario?: boolean
/**
 * @minItems 1
 */
areasOrganizacionais: [number, ...(number)[]]
/**
 * Comportamentos (behaviours) de uma competência — conhecimento, habilidade ou atitude (spec §3 Competence, §5 'behaviour description required max 250'). Tabela filha <tabela>_competencias. Só esta lista é compartilhada por $ref: o registry inlina um documento de _defs inteiro por propriedade, então os demais campos (nome, observacao, solicitarComentario, areasOrganizacionais) são repetidos nos três cadastros, e tests/api/cargo-salario/competencias.test.ts confere que continuam idênticos.
 * 
 * @maxItems 200
 */
competencias?: {
id?: number
descricao: string
}[]
existeNivelCompetencia?: boolean
}

/**
 * Carreira do talento: cada registro vale da sua data até a véspera do registro seguinte (dataFim, mantida por trigger: src/server/modules/cargo-salario/historico-colaborador.sql.ts). O primeiro registro é a admissão (data = data de admissão do talento, motivo Admissão). Registros cancelados (status X) ficam fora da vigência. Ambiente e função (SST) entram quando esses cadastros existirem. Tipo de salário: 1 = valor da faixa salarial na data; 2 = valor do índice na data × quantidade; 3 = o valor informado em 'salario'.
 */
export interface HistoricoColaborador {
id?: number
colaborador: {
id: number
}
data: string
dataFim?: string
motivo?: ("A" | "PH" | "PV" | "RC" | "RI" | "DI" | "TR" | "RB" | "O")
estabelecimento?: {
id: number
}
areaOrganizacional: {
id: number
}
faixaSalarial: {
id: number
}
cargo?: {
id: number
}
tipoSalario: (1 | 2 | 3)
indice?: {
id: number
}
quantidade?: number
salario?: number
status?: ("C" | "P" | "X")
observacao?: string
}

/**
 * Índice salarial (spec §3 Index, §5 Job and salary): um valor em reais que muda no tempo; faixas e talentos 'por índice' valem quantidade × valor do índice na data. Datas repetidas e históricos que deixariam faixas ou talentos sem valor são recusados em indices.hooks.ts.
 */
export interface Indice {
id?: number
nome: string
grupoAC?: string
/**
 * @minItems 1
 * @maxItems 500
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

/**
 * Nível de competência (spec §3 Competence level, §5 Evaluation). 'ordem' é o peso do nível. 'percentual' (percentual mínimo) só é obrigatório quando a configuração de níveis vigente considera percentual mínimo: isso depende de outro cadastro, então quem decide é o hook (niveis-competencia.hooks.ts).
 */
export interface NivelCompetencia {
id?: number
descricao: string
ordem: number
percentual?: number
}

/**
 * Histórico da configuração dos níveis de competência (spec §3 Level config). A configuração vigente numa data é a de maior 'data' que não passa dela. 'configHistoricosNiveis' guarda o peso e o percentual de cada nível naquela configuração, para que avaliações passadas não mudem quando os níveis mudam.
 */
export interface NivelCompetenciaHistorico {
id?: number
data: string
considerarPercentualMinimo?: boolean
obrigarPercentual?: boolean
/**
 * @maxItems 100
 */
configHistoricosNiveis?: {
id?: number
nivelCompetencia: {
id: number
}
ordem: number
percentual?: number
}[]
}

/**
 * Proposta de reajuste de um talento num planejamento do tipo Talento (spec §3 Employee proposal, §5 Employee proposal). A posição atual (estabelecimento, área, faixa, tipo de salário, índice, quantidade e salário) é a do histórico vigente na data do planejamento, capturada pelo servidor ao gravar a proposta e quando a data do planejamento muda. O salário proposto segue as regras do histórico: 1 = valor da faixa na data, 2 = índice × quantidade, 3 = o valor informado. Ambiente e função (SST) entram quando esses cadastros existirem. Regras: src/server/modules/cargo-salario/reajustes/.
 */
export type ReajusteColaborador = {
id?: number
tabelaReajuste: {
id: number
}
colaborador: {
id: number
}
estabelecimentoAtual?: {
id: number
}
areaAtual?: {
id: number
}
cargoAtual?: {
id: number
}
faixaSalarialAtual?: {
id: number
}
tipoSalarioAtual?: (1 | 2 | 3)
indiceAtual?: {
id: number
}
quantidadeIndiceAtual?: number
salarioAtual?: number
estabelecimentoProposto?: {
id: number
}
areaProposta: {
id: number
}
cargoProposto?: {
id: number
}
faixaSalarialProposta: {
id: number
}
tipoSalarioProposto: (1 | 2 | 3)
indiceProposto?: {
id: number
}
quantidadeIndiceProposto?: number
salarioProposto?: number
salarioPropostoCalculado?: number
valorDiferenca?: number
percentualDiferenca?: number
temDuplicidade?: boolean
colaboradorDesligado?: boolean
observacao?: string
}

/**
 * Proposta de reajuste de uma faixa salarial num planejamento do tipo Faixa Salarial (spec §3 Salary range, §5 Adjustment planning). O histórico atual (tipo, índice, quantidade e valor) é o da faixa vigente na data do planejamento, capturado pelo servidor. Aplicar o planejamento grava um histórico da faixa na data do planejamento com o tipo proposto: 2 = índice × quantidade, 3 = o valor informado; os talentos pagos pela faixa acompanham. Regras: src/server/modules/cargo-salario/reajustes/.
 */
export type ReajusteFaixaSalarial = {
id?: number
tabelaReajuste: {
id: number
}
faixaSalarial: {
id: number
}
cargo?: {
id: number
}
tipoAtual?: (2 | 3)
indiceAtual?: {
id: number
}
quantidadeAtual?: number
valorAtual?: number
tipoProposto: (2 | 3)
indiceProposto?: {
id: number
}
quantidadeProposta?: number
valorProposto?: number
valorPropostoCalculado?: number
valorDiferenca?: number
percentualDiferenca?: number
}

/**
 * Proposta de reajuste de um índice num planejamento do tipo Índice (spec §3 Index, §5 Adjustment planning). O valor atual é o do índice na data do planejamento, capturado pelo servidor. Aplicar o planejamento grava um histórico do índice na data do planejamento com o valor proposto; faixas e talentos pagos pelo índice acompanham. Regras: src/server/modules/cargo-salario/reajustes/.
 */
export interface ReajusteIndice {
id?: number
tabelaReajuste: {
id: number
}
indice: {
id: number
}
valorAtual?: number
valorProposto: number
valorDiferenca?: number
percentualDiferenca?: number
}

/**
 * Planejamento de um reajuste salarial coletivo (spec §3 Salary adjustment table, §4 adjustment flags, §5 Adjustment planning). O tipo diz o que o reajuste altera: talentos (propostas em cargo-salario/reajustes-colaboradores), faixas salariais (reajustes-faixas-salariais) ou índices (reajustes-indices). Aplicar grava, numa só transação, um histórico por proposta na data do planejamento (motivo Reajuste coletivo, ou Dissídio quando marcado); cancelar remove exatamente esses históricos. Aplicado, data de aplicação, último aplicado e histórico confirmado são mantidos pelo servidor: src/server/modules/cargo-salario/reajustes/.
 */
export interface TabelaReajusteColaborador {
id?: number
nome: string
data: string
tipoReajuste: ("C" | "F" | "I")
dissidio?: boolean
observacao?: string
aprovada?: boolean
dataAplicacao?: string
ehUltimo?: boolean
existeHistoricoConfirmado?: boolean
}

export interface Bairro {
id?: number
nome: string
cidade: {
id: number
}
}

/**
 * Classificação Brasileira de Ocupações 2002 (MTE), carregada de reference-data/cbo2002-ocupacoes.csv ao iniciar; id = código numérico.
 */
export interface Cbo {
id?: number
codigo: string
titulo: string
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

export interface EmailSaida {
id?: number
data: string
destinatario: string
assunto: string
texto: string
html?: string
situacao: ("PENDENTE" | "ENVIADO" | "ERRO" | "RETIDO")
tentativas?: number
erro?: string
enviadoEm?: string
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
certificado?: {
titulo?: string
conteudo?: string
}
maxCandidataCargo?: number
tempoExclusaoCandidato?: number
exigirAceitePsi?: boolean
politicaSeguranca?: string
corPrincipal?: string
corSecundaria?: string
logoEmpresa?: {

}
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
