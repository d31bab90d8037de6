// Gerado por scripts/generate.ts a partir de schemas/. Não edite.
/* eslint-disable */
/**
 * Avaliação de desempenho 360° (spec §3 Performance evaluation, §4 liberada, §5 Evaluation). Participantes em avaliacao/participantes-avaliacao-desempenho; liberação, e-mails, clone e resultados em src/server/modules/avaliacao/. 'liberada' só muda pelas rotas de liberação. Regras que dependem do modelo e das respostas: avaliacoes-desempenho.hooks.ts. Decisões em docs/avaliacao.md.
 */
export type AvaliacaoDesempenho = {
id?: number
titulo: string
dataIni: string
dataFim: string
modeloAvaliacao?: {
id: number
}
tipo: ("1.0" | "2.0")
formato?: (0 | 1 | 2)
anonima: boolean
permiteAutoAvaliacao: boolean
avaliarCompetenciasCargo?: boolean
avaliarSomenteCompetencias?: boolean
exibirNivelCompetenciaExigido?: boolean
consideraRespCorespHierarquia?: boolean
exibeResultadoAutoAvaliacao?: boolean
exibirPerformanceProfissional?: boolean
notaQuestionarioManual?: boolean
liberada?: boolean
possuiResposta?: boolean
}

/**
 * Modelo de avaliação (spec §3 Evaluation model, §5 'titulo required max 250'): um questionário (x-resource.questionario: aspectos, perguntas, ordem, clone, impressão, respostas) usado nas avaliações de desempenho (tipo D) ou no acompanhamento do período de experiência (tipo E, ligado a um período).
 */
export type ModeloAvaliacao = {
id?: number
titulo: string
tipo: ("D" | "E")
periodoAcompanhamentoExperiencia?: {
id: number
}
percentualMinimoAprovacao?: number
observacao?: string
ativo?: boolean
possuiResposta?: boolean
}

/**
 * Nove-box de uma avaliação de desempenho (spec §3 Nine box, §5, §9): os limites de baixo e alto potencial e desempenho (padrão 33 e 66), o nome e a descrição de cada quadrante (padrões da spec), de onde vem o potencial e a inversão dos eixos. O gráfico, com a calibração, vem de src/server/modules/avaliacao/ninebox.ts; as calibrações estão em avaliacao/ninebox-calibracoes.
 */
export type Ninebox = {
id?: number
titulo?: string
avaliacaoDesempenho: {
id: number
}
data?: string
fontePotencial?: ("COMPETENCIAS" | "OUTRA_AVALIACAO")
avaliacaoPotencial?: {
id: number
}
percentualBaixoPotencial: number
percentualAltoPotencial: number
percentualBaixoDesempenho: number
percentualAltoDesempenho: number
inverterEixo?: boolean
/**
 * @minItems 9
 * @maxItems 9
 */
boxes?: [{
id?: number
quadrante: number
nomeclatura: string
descricao: string
}, {
id?: number
quadrante: number
nomeclatura: string
descricao: string
}, {
id?: number
quadrante: number
nomeclatura: string
descricao: string
}, {
id?: number
quadrante: number
nomeclatura: string
descricao: string
}, {
id?: number
quadrante: number
nomeclatura: string
descricao: string
}, {
id?: number
quadrante: number
nomeclatura: string
descricao: string
}, {
id?: number
quadrante: number
nomeclatura: string
descricao: string
}, {
id?: number
quadrante: number
nomeclatura: string
descricao: string
}, {
id?: number
quadrante: number
nomeclatura: string
descricao: string
}]
geradoEm?: string
}

/**
 * Calibração (além da spec): o RH move um talento para outro quadrante do nove-box, com justificativa obrigatória. O quadrante calculado fica guardado ao lado (boxCalculado) e a trilha de auditoria guarda cada movimento com a justificativa.
 */
export interface NineboxCalibracao {
id?: number
ninebox: {
id: number
}
colaborador: {
id: number
}
box: number
boxCalculado?: number
justificativa: string
}

/**
 * Quem avalia quem numa avaliação 360° (spec §3 Performance evaluation participants; papéis U autoavaliação, L gestor, A liderado, P par, R outro avaliador). Gerados da estrutura (áreas e responsáveis) pela rota /participantes/gerar e editáveis aqui. 'respondida' e 'respondidaParcialmente' são mantidos pelas respostas: numa avaliação anônima, só eles ligam o avaliador à avaliação — nunca à folha. Regras: participantes-avaliacao-desempenho.hooks.ts.
 */
export interface AvaliacaoParticipante {
id?: number
avaliacaoDesempenho: {
id: number
}
avaliado: {
id: number
}
avaliador: {
id: number
}
papel: ("U" | "L" | "A" | "P" | "R")
respondida?: boolean
respondidaParcialmente?: boolean
}

/**
 * Período do contrato de experiência em que o talento é acompanhado (spec §3 Experience period, §5 'dias required'): 'dias' contados da admissão. O modelo de acompanhamento de cada período está no modelo de avaliação (periodoAcompanhamentoExperiencia).
 */
export interface PeriodoExperiencia {
id?: number
nome: string
dias: number
ativo?: boolean
}

/**
 * Plano de ação / PDI de um talento (spec §3 Action plan, §5 Action plan): o que fazer (nome, meta), quem responde, quando (previsão e acompanhamento). Pode nascer de uma avaliação de desempenho ou de um quadrante do nove-box.
 */
export type PlanoAcao = {
id?: number
colaborador: {
id: number
}
avaliacaoDesempenho?: {
id: number
}
nome: string
meta: string
responsavel: {
id: number
}
previsaoInicio: string
previsaoTermino?: string
acompanhamentoInicio?: string
acompanhamentoTermino?: string
observacao?: string
}

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
 * Meios de divulgação pelos quais o candidato soube da vaga. qtd (candidatos da empresa que vieram por este meio) e percentual (sobre os candidatos que informaram algum meio) são calculados na leitura.
 */
export interface ComoFicouSabendoVaga {
id?: number
nome: string
qtd?: number
percentual?: number
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
 * Modelos de avaliação aplicados a candidatos nas etapas seletivas de uma solicitação de pessoal: um questionário (x-resource.questionario: aspectos, perguntas, ordem, clone, impressão), respondido pelo selecionador sobre cada candidato da solicitação (POST captacao/candidatos/:id/avaliacoes/:avaliacaoId).
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
 * Carreira do talento: cada registro vale da sua data até a véspera do registro seguinte (dataFim, mantida por trigger: src/server/modules/cargo-salario/historico-colaborador.sql.ts). O primeiro registro é a admissão (data = data de admissão do talento, motivo Admissão). Registros cancelados (status X) ficam fora da vigência. Ambiente e função (SST, sst/ambientes e sst/funcoes): opcionais, salvo quando a empresa marca 'Obrigar Ambiente e Função' (regra em src/server/modules/sst/ambiente-funcao-colaborador.ts, chamada pelo hook do histórico); devem estar vigentes na data do histórico. Tipo de salário: 1 = valor da faixa salarial na data; 2 = valor do índice na data × quantidade; 3 = o valor informado em 'salario'.
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
ambiente?: {
id: number
}
funcao?: {
id: number
}
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

/**
 * Bairro de uma cidade, compartilhado por todas as empresas da instalação (tenant global). Qualquer sessão lê (os seletores de endereço precisam); incluir exige ROLE_UTILITARIO; alterar e excluir, o nível da instalação (usuário id 1 ou ROLE_ADMIN_INSTALACAO, src/server/modules/geral/bairros.hooks.ts), porque a mudança vale para todas as empresas.
 */
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

/**
 * Aspecto (grupo de perguntas) de um questionário (spec §3 Question.aspecto, §7 /{id}/aspectos). Um questionário é qualquer registro de um cadastro que declara x-resource.questionario (docs/avaliacao.md); o aspecto aponta para ele por (cadastro, modeloId). Gravado só pelas rotas aninhadas do modelo (/{cadastro}/{id}/aspectos), que aplicam a autoridade do cadastro do modelo: a API genérica deste cadastro é somente leitura.
 */
export interface QuestionarioAspecto {
id?: number
cadastro: string
modeloId: number
nome: string
}

/**
 * Pergunta de um questionário (spec §3 Question, §5 Evaluation): texto, tipo (1 Objetiva, 3 Subjetiva, 4 Nota, 5 Múltipla Escolha), opções com peso, faixa de notas, comentário exigido, peso, obrigatoriedade (avaliando outro talento / na autoavaliação), aspecto e ordem. Aponta para o questionário por (cadastro, modeloId). Regras que dependem do questionário (aspecto do mesmo questionário, nota mínima padrão do cadastro, tipos permitidos, perguntas já respondidas) ficam em src/server/modules/questionario/perguntas.hooks.ts. Gravada só pelas rotas aninhadas do modelo.
 */
export type QuestionarioPergunta = {
id?: number
cadastro: string
modeloId: number
ordem?: number
aspecto?: {
id: number
}
texto: string
tipo: (1 | 3 | 4 | 5)
/**
 * @maxItems 30
 */
respostas?: {
id?: number
texto: string
peso?: number
}[]
notaMinima?: number
notaMaxima?: number
exigirComentario?: boolean
comentario?: string
peso?: number
obrigatoria?: boolean
obrigatoriaAutoavaliacao?: boolean
perguntasRespondidas?: number
}

/**
 * Afastamento de um talento (spec §3 Employee leave, §5 Leave): talento, motivo (sst/tipos-afastamento), início e fim do período; a classe do motivo decide os dados extras (cessão, mandato sindical, mandato eletivo, recaída, acidente). Dois afastamentos do mesmo talento não se sobrepõem (GET sst/afastamentos/verificar-periodo; a gravação recusa também). Os atestados com CID-10 são dado de saúde e ficam à parte (sst/atestados, ROLE_SST_SAUDE). statusAC: situação na integração com o Fortes Pessoal (AGUARDANDO ou COM_ERRO = pendente). Decisões em docs/sst-afastamentos.md.
 */
export type Afastamento = {
id?: number
resumo?: string
colaborador: {
id: number
}
afastamento: {
id: number
}
classe?: ("ACIDENTE_DOENCA" | "CESSAO" | "FERIAS" | "MANDATO_ELETIVO" | "MANDATO_SINDICAL" | "NAO_SUPORTADO" | "RECAIDA" | "SIMPLES")
inicio: string
fim?: string
observacao?: string
acidenteTrabalho?: boolean
acidenteTransito?: ("ATROPELAMENTO" | "COLISAO" | "OUTROS")
cat?: {
id: number
}
tipoCessao?: ("CEDENTE" | "CESSIONARIO" | "CEDENTE_E_CESSIONARIO")
cnpjCessionario?: string
cnpjSindicato?: string
onusMandatoSindical?: ("EMPREGADOR" | "SINDICATO" | "EMPREGADOR_E_SINDICATO")
cnpjOrgaoMandato?: string
remuneracaoCargo?: boolean
afastamentoOrigem?: {
id: number
}
statusAC?: ("AGUARDANDO" | "COM_ERRO" | "SEM_ERRO")
mensagemAC?: string
}

/**
 * eSocial Tabela 24 (Agentes Nocivos e Atividades - Aposentadoria Especial), carregada de reference-data/esocial-tabela24.csv ao iniciar; id = o código sem pontos como número (01.18.001 → 118001), igual em toda instalação: as regras das exposições (schemas/sst/condicoes-ambientais.json) citam os agentes por esse id.
 */
export interface AgenteNocivo {
id?: number
codigo: string
descricao: string
nome: string
}

/**
 * Ambiente de trabalho com o seu histórico (spec §3 Environment history, §5): cada histórico vale da sua data até a data do seguinte ou até o encerramento. O local é um estabelecimento da empresa (E), uma obra própria (O) ou um estabelecimento de terceiros (T, identificado por CNPJ, CAEPF ou CNO validado pelo tipo) — o infoAmb do S-2240. O nome do ambiente (coluna 'nome', para listas e escolhas) é o do histórico mais recente, mantido pelo hook (src/server/modules/sst/ambientes.hooks.ts), que também recusa duas entradas na mesma data.
 */
export interface Ambiente {
id?: number
nome?: string
/**
 * @minItems 1
 * @maxItems 200
 */
historicos: [({
id?: number
data: string
nomeAmbiente: string
dataEncerramento?: string
tipoLocal: ("E" | "O" | "T")
estabelecimento?: {
id: number
}
obra?: {
id: number
}
tipoInscricaoTerceiro?: ("1" | "3" | "4")
inscricaoTerceiro?: string
descricao?: string
} & {
id?: number
data: string
nomeAmbiente: string
dataEncerramento?: string
tipoLocal: ("E" | "O" | "T")
estabelecimento?: {
id: number
}
obra?: {
id: number
}
tipoInscricaoTerceiro?: ("1" | "3" | "4")
inscricaoTerceiro?: string
descricao?: string
}), ...(({
id?: number
data: string
nomeAmbiente: string
dataEncerramento?: string
tipoLocal: ("E" | "O" | "T")
estabelecimento?: {
id: number
}
obra?: {
id: number
}
tipoInscricaoTerceiro?: ("1" | "3" | "4")
inscricaoTerceiro?: string
descricao?: string
} & {
id?: number
data: string
nomeAmbiente: string
dataEncerramento?: string
tipoLocal: ("E" | "O" | "T")
estabelecimento?: {
id: number
}
obra?: {
id: number
}
tipoInscricaoTerceiro?: ("1" | "3" | "4")
inscricaoTerceiro?: string
descricao?: string
}))[]]
}

/**
 * Atestado de Saúde Ocupacional (NR-7; o exMedOcup do S-2220): talento, tipo do exame ocupacional (os códigos tpExameOcup do eSocial), data, resultado apto/inapto, os exames realizados (exame com o código da Tabela 27, data, resultado e ordem), o médico examinador (profissional de SST com CRM), o médico coordenador do PCMSO (respMonit), a clínica e a observação. O último exame de cada tipo alimenta a agenda de exames (sst/agenda-exames); POST sst/aso/{id}/s-2220 gera o evento.
 */
export interface Aso {
id?: number
colaborador: {
id: number
}
tipo: (0 | 1 | 2 | 3 | 4 | 9)
data: string
resultado: (1 | 2)
medico: {
id: number
}
coordenador?: {
id: number
}
clinica?: {
id: number
}
/**
 * @minItems 1
 * @maxItems 99
 */
exames: [{
id?: number
exame: {
id: number
}
data: string
resultado?: (1 | 2 | 3 | 4)
ordem?: (1 | 2)
observacao?: string
}, ...({
id?: number
exame: {
id: number
}
data: string
resultado?: (1 | 2 | 3 | 4)
ordem?: (1 | 2)
observacao?: string
})[]]
observacao?: string
}

/**
 * Atestado médico de um afastamento, com o CID-10 (sst/cid). Dado pessoal sensível (LGPD art. 11): o cadastro inteiro exige ROLE_SST_SAUDE para ler e gravar, e os campos de saúde são x-sensitive (mascarados na auditoria). O afastamento (sst/afastamentos, ROLE_SST) não traz os atestados, assim quem só tem ROLE_SST vê o período sem ver o diagnóstico. O talento é o do afastamento (preenchido na gravação).
 */
export interface Atestado {
id?: number
afastamento: {
id: number
}
colaborador?: {
id: number
}
data: string
dias?: number
cid: {
id: number
}
medico?: string
registroMedico?: string
observacao?: string
}

/**
 * CAT (spec §3/§5 SST, issue 14): o acidente (data, hora, tipo e tipo de CAT do eSocial, acidente de trânsito ATROPELAMENTO/COLISAO/OUTROS), o local (tipo, estabelecimento ou inscrição do terceiro, endereço), a parte do corpo atingida (eSocial Tabela 13), o agente causador (Tabela 14) e a situação geradora (Tabela 15) — listas reduzidas com os códigos oficiais mais comuns, ver docs/sst-afastamentos.md —, as testemunhas e o óbito. O atestado do médico (CID-10, lesão) é dado de saúde e fica em sst/cat-atestados (ROLE_SST_SAUDE). Com afastamento (houveAfastamento), a gravação abre o afastamento do talento (sst/afastamentos, classe acidente/doença, acidente de trabalho) na mesma transação. Fonte do S-2210 (POST sst/eventos-esocial/s-2210).
 */
export type Cat = {
id?: number
colaborador: {
id: number
}
dataAcidente: string
horaAcidente?: string
horasTrabalhadas?: string
tipoAcidente: (1 | 2 | 3)
acidenteTransito?: ("ATROPELAMENTO" | "COLISAO" | "OUTROS")
tipoCat: (1 | 2 | 3)
reciboCatOrigem?: string
iniciativa?: (1 | 2 | 3)
comunicacaoPolicia?: boolean
obito?: boolean
dataObito?: string
ultimoDiaTrabalhado?: string
houveAfastamento?: boolean
tipoAfastamento?: {
id: number
}
afastamento?: {
id: number
}
tipoLocal: (1 | 2 | 3 | 4 | 5 | 6 | 9)
descricaoLocal?: string
estabelecimento?: {
id: number
}
cnpjLocal?: string
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
parteAtingida: (753030000 | 753050000 | 753070100 | 753070300 | 753070500 | 753070700 | 753070800 | 753080000 | 753090000 | 753510000 | 753510200 | 754000000 | 755010400 | 755010600 | 755030000 | 755050000 | 755070000 | 755080000 | 755090000 | 756020000 | 756030000 | 756040000 | 756050000 | 756060000 | 756070000 | 756090000 | 757010000 | 757010200 | 757010400 | 757010600 | 757030000 | 757050000 | 757070000 | 757080000 | 757090000 | 758000000 | 758500000 | 758520000 | 758530000 | 758540000 | 758550000 | 758560000 | 758570000 | 758590000 | 759000000)
lateralidade: (0 | 1 | 2 | 3)
agenteCausador: (302010300 | 302010350 | 302010550 | 302010600 | 302010700 | 302050700 | 303010040 | 303010120 | 303010900 | 303015200 | 303015450 | 303020040 | 303020200 | 303020900 | 303030050 | 303040200 | 303040900 | 303075200 | 303075250 | 303075450 | 303075900 | 305004900 | 305032500 | 307040100 | 309000000 | 354020000 | 354040000)
situacaoGeradora: (200004300 | 200004600 | 200008300 | 200008600 | 200012200 | 200012600 | 200012900 | 200016300 | 200016900 | 200020100 | 200020300 | 200024400 | 200024600 | 200024700 | 200028600 | 200032200 | 200032400 | 200036000 | 200040300)
observacao?: string
/**
 * @maxItems 10
 */
testemunhas?: []|[{
id?: number
nome: string
telefone?: string
endereco?: string
}]|[{
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}]|[{
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}]|[{
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}]|[{
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}]|[{
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}]|[{
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}]|[{
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}]|[{
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}]|[{
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}, {
id?: number
nome: string
telefone?: string
endereco?: string
}]
}

/**
 * A parte do médico na CAT (grupo atestado do S-2210): atendimento, internação, duração do tratamento, natureza da lesão (eSocial Tabela 17, lista reduzida), CID-10 e o emitente. Dado de saúde (LGPD art. 11): ROLE_SST_SAUDE para ler e gravar, campos x-sensitive. Um por CAT.
 */
export type CatAtestado = {
id?: number
cat: {
id: number
}
dataAtendimento: string
horaAtendimento: string
internacao?: boolean
duracaoTratamento: number
afastamento?: boolean
naturezaLesao: (702005000 | 702010000 | 702015000 | 702020000 | 702025000 | 702030000 | 702035000 | 702040000 | 702042000 | 702050000 | 702060000 | 702065000 | 702070000 | 702075000 | 702080000 | 702090000 | 704020000 | 704030000 | 704040000 | 704050000 | 704060000 | 704090000 | 706050000 | 706090000)
descricaoLesao?: string
diagnosticoProvavel?: string
cid: {
id: number
}
observacao?: string
nomeEmitente: string
orgaoClasse: (1 | 2 | 3)
numeroOrgaoClasse: string
ufOrgaoClasse?: {
id: number
}
}

/**
 * Classificação Internacional de Doenças (CID-10, DATASUS): 14.233 códigos: as 2.045 categorias (3 caracteres, A00) e as subcategorias (4 caracteres, A000; o arquivo de 12.451 subcategorias repete as 263 categorias sem subdivisão), carregadas de reference-data/cid10-*.csv ao iniciar; somente leitura e global. O código vai sem ponto, como o eSocial o pede (codCID do S-2210). A tabela em si não é dado de saúde (é pública); o dado de saúde é o CID num atestado (sst/atestados, sst/cat-atestados).
 */
export interface Cid {
id?: number
codigo: string
descricao: string
nome: string
categoria?: boolean
}

/**
 * Mandato da CIPA (Comissão Interna de Prevenção de Acidentes e de Assédio, NR-5) de um estabelecimento: início e fim do mandato e os membros, cada um com a representação (dos empregados, eleito; ou do empregador, designado) e a função. Os representantes dos empregados, titulares e suplentes, têm estabilidade até 1 ano após o fim do mandato (ADCT art. 10, II, a; CLT art. 165; Súmula 339 do TST) — usada em GET cargo-salario/colaboradores/{id}/data-estabilidade.
 */
export interface CipaMandato {
id?: number
descricao: string
estabelecimento: {
id: number
}
inicio: string
fim: string
/**
 * @minItems 1
 * @maxItems 200
 */
membros: [{
id?: number
colaborador: {
id: number
}
representacao: ("EMPREGADOS" | "EMPREGADOR")
funcao: ("PRESIDENTE" | "VICE_PRESIDENTE" | "SECRETARIO" | "TITULAR" | "SUPLENTE")
}, ...({
id?: number
colaborador: {
id: number
}
representacao: ("EMPREGADOS" | "EMPREGADOR")
funcao: ("PRESIDENTE" | "VICE_PRESIDENTE" | "SECRETARIO" | "TITULAR" | "SUPLENTE")
})[]]
}

/**
 * Clínica, laboratório ou outro prestador autorizado a fazer os exames ocupacionais (spec §3 Clinic, §5 Clinic): nome até 44, endereço até 80, telefone até 11 dígitos, horário até 45, tipo obrigatório; CNPJ obrigatório para o tipo clínica; nome do outro tipo obrigatório (até 50) para o tipo outro; início do contrato obrigatório. Os tipos são decisão nossa (docs/sst-profissionais.md).
 */
export type ClinicaAutorizada = {
id?: number
nome: string
tipo: ("CLINICA" | "LABORATORIO" | "HOSPITAL" | "CONSULTORIO" | "OUTRO")
nomeOutroTipo?: string
cnpj?: string
endereco?: string
telefone?: string
horario?: string
inicioContrato: string
fimContrato?: string
}

/**
 * Registro das condições ambientais de um ambiente (e, quando dadas, de uma função nele) a partir de uma data (spec §3 Risk exposure e Condition-of-work record, §5 SST): os agentes nocivos a que o trabalhador fica exposto, cada um com a avaliação, EPC e EPI (regras em _defs/exposicao-agente), os profissionais responsáveis pelos registros ambientais e a observação. É a fonte do S-2240 (infoExpRisco) e do inventário de riscos do PGR: o talento recebe, numa data, a condição mais recente do seu ambiente (a da sua função, quando há). Profissional exigido quando algum agente não é 09.01.001 (o eSocial exige o órgão de classe do responsável nesse caso); número do processo do agente 05.01.001 exigido a partir de 22/01/2024.
 */
export type CondicaoAmbiental = {
id?: number
data: string
ambiente: {
id: number
}
funcao?: {
id: number
}
/**
 * @maxItems 99
 */
profissionais?: number[]
observacao?: string
/**
 * @minItems 1
 * @maxItems 999
 */
agentes: [({
id?: number
atividadePerigosaInsalubre: {
id: number
}
risco?: {
id: number
}
preencheRiscoPgr?: boolean
descricao?: string
tipoAvaliacao?: ("1" | "2")
intensidadeConcentracao?: number
unidadeMedida?: (1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30)
limiteTolerancia?: number
tecnicaMedicao?: string
numeroProcessoJudicial?: string
probabilidadeRisco?: {
id: number
}
gravidadeRisco?: {
id: number
}
classificacaoSeveridadeRisco?: ("TRIVIAL" | "TOLERAVEL" | "MODERADO" | "SUBSTANCIAL" | "INTOLERAVEL")
utilizaEpc?: ("0" | "1" | "2")
epcEficaz?: ("S" | "N")
/**
 * @maxItems 50
 */
epcs?: number[]
utilizaEpi?: ("0" | "1" | "2")
epiEficaz?: ("S" | "N")
/**
 * @maxItems 50
 */
epis?: number[]
medProtecao?: ("S" | "N")
condFuncto?: ("S" | "N")
usoInint?: ("S" | "N")
przValid?: ("S" | "N")
periodicTroca?: ("S" | "N")
higienizacao?: ("S" | "N")
insalubridade?: boolean
periculosidade?: boolean
especial?: boolean
medicaoGravada?: boolean
} & {
id?: number
atividadePerigosaInsalubre: {
id: number
}
risco?: {
id: number
}
preencheRiscoPgr?: boolean
descricao?: string
tipoAvaliacao?: ("1" | "2")
intensidadeConcentracao?: number
unidadeMedida?: (1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30)
limiteTolerancia?: number
tecnicaMedicao?: string
numeroProcessoJudicial?: string
probabilidadeRisco?: {
id: number
}
gravidadeRisco?: {
id: number
}
classificacaoSeveridadeRisco?: ("TRIVIAL" | "TOLERAVEL" | "MODERADO" | "SUBSTANCIAL" | "INTOLERAVEL")
utilizaEpc?: ("0" | "1" | "2")
epcEficaz?: ("S" | "N")
/**
 * @maxItems 50
 */
epcs?: number[]
utilizaEpi?: ("0" | "1" | "2")
epiEficaz?: ("S" | "N")
/**
 * @maxItems 50
 */
epis?: number[]
medProtecao?: ("S" | "N")
condFuncto?: ("S" | "N")
usoInint?: ("S" | "N")
przValid?: ("S" | "N")
periodicTroca?: ("S" | "N")
higienizacao?: ("S" | "N")
insalubridade?: boolean
periculosidade?: boolean
especial?: boolean
medicaoGravada?: boolean
}), ...(({
id?: number
atividadePerigosaInsalubre: {
id: number
}
risco?: {
id: number
}
preencheRiscoPgr?: boolean
descricao?: string
tipoAvaliacao?: ("1" | "2")
intensidadeConcentracao?: number
unidadeMedida?: (1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30)
limiteTolerancia?: number
tecnicaMedicao?: string
numeroProcessoJudicial?: string
probabilidadeRisco?: {
id: number
}
gravidadeRisco?: {
id: number
}
classificacaoSeveridadeRisco?: ("TRIVIAL" | "TOLERAVEL" | "MODERADO" | "SUBSTANCIAL" | "INTOLERAVEL")
utilizaEpc?: ("0" | "1" | "2")
epcEficaz?: ("S" | "N")
/**
 * @maxItems 50
 */
epcs?: number[]
utilizaEpi?: ("0" | "1" | "2")
epiEficaz?: ("S" | "N")
/**
 * @maxItems 50
 */
epis?: number[]
medProtecao?: ("S" | "N")
condFuncto?: ("S" | "N")
usoInint?: ("S" | "N")
przValid?: ("S" | "N")
periodicTroca?: ("S" | "N")
higienizacao?: ("S" | "N")
insalubridade?: boolean
periculosidade?: boolean
especial?: boolean
medicaoGravada?: boolean
} & {
id?: number
atividadePerigosaInsalubre: {
id: number
}
risco?: {
id: number
}
preencheRiscoPgr?: boolean
descricao?: string
tipoAvaliacao?: ("1" | "2")
intensidadeConcentracao?: number
unidadeMedida?: (1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30)
limiteTolerancia?: number
tecnicaMedicao?: string
numeroProcessoJudicial?: string
probabilidadeRisco?: {
id: number
}
gravidadeRisco?: {
id: number
}
classificacaoSeveridadeRisco?: ("TRIVIAL" | "TOLERAVEL" | "MODERADO" | "SUBSTANCIAL" | "INTOLERAVEL")
utilizaEpc?: ("0" | "1" | "2")
epcEficaz?: ("S" | "N")
/**
 * @maxItems 50
 */
epcs?: number[]
utilizaEpi?: ("0" | "1" | "2")
epiEficaz?: ("S" | "N")
/**
 * @maxItems 50
 */
epis?: number[]
medProtecao?: ("S" | "N")
condFuncto?: ("S" | "N")
usoInint?: ("S" | "N")
przValid?: ("S" | "N")
periodicTroca?: ("S" | "N")
higienizacao?: ("S" | "N")
insalubridade?: boolean
periculosidade?: boolean
especial?: boolean
medicaoGravada?: boolean
}))[]]
}

/**
 * Equipamento de proteção coletiva. As exposições a agentes nocivos que o implementam o citam (sst/condicoes-ambientais, utilizaEpc = 2).
 */
export interface Epc {
id?: number
nome: string
descricao?: string
ativo?: boolean
}

/**
 * Equipamento de proteção individual (spec §3 EPI, §5 EPI): nome e fabricante até 100, número do CA (Certificado de Aprovação) até 20, validade de uso em dias (≥ 1); descrição e vencimento do CA obrigatórios, salvo fardamento (uniforme, que não tem CA). As exposições que usam o EPI o citam (sst/condicoes-ambientais, utilizaEpi = 2); o número do CA vai ao S-2240 (docAval).
 */
export type Epi = {
id?: number
nome: string
tipoEpi?: {
id: number
}
fabricante?: string
fardamento?: boolean
descricao?: string
numeroCA?: string
vencimentoCA?: string
validadeUso?: number
ativo?: boolean
}

/**
 * Eventos do eSocial gerados pelo sistema (S-2210 da CAT, S-2220 do ASO, S-2240 das condições ambientais; leiaute S-1.3), somente leitura: cada um validado contra os XSDs oficiais antes de ser guardado; 'assinado' com o certificado A1 da empresa, ou 'gerado' (válido, à espera do certificado). O XML fica à parte (evento_esocial_xml) e se baixa um a um (GET …/{id}/xml) ou em ZIP (GET sst/eventos-esocial/zip?ids=). O envio ao web service do governo não é feito aqui.
 */
export interface EventoEsocial {
id?: number
tipo: ("S-2210" | "S-2220" | "S-2240")
colaborador: {
id: number
}
dataReferencia?: string
dataCondicao?: string
/**
 * O id do ASO (S-2220) ou da CAT (S-2210) de que o evento saiu; vazio no S-2240.
 */
origemId?: number
idEvento: string
status: ("gerado" | "assinado")
geradoEm?: string
conteudoHash?: string
}

/**
 * Exame ocupacional (spec §3 Exam, §5 Exam): nome, se é periódico e a periodicidade em meses (obrigatória e menor que 99 quando periódico), o procedimento diagnóstico da Tabela 27 do eSocial (sst/procedimentos-esocial; o código vai ao S-2220, procRealizado) e se está ativo. A agenda de exames usa a periodicidade para calcular o próximo periódico.
 */
export type Exame = {
id?: number
nome: string
procedimentoEsocial?: {
id: number
}
periodico?: boolean
periodicidade?: number
ativo?: boolean
}

export interface FonteRisco {
id?: number
nome: string
}

/**
 * Função (spec §3 Function, §5 Function history): o histórico cadastral (data, nome, CBO, descrição das atividades — o infoAtiv do S-2240) e o histórico gerencial (observações internas datadas que não vão ao eSocial: atribuições, jornada, requisitos). O nome (coluna 'nome', para listas e escolhas) é o do histórico cadastral mais recente, mantido pelo hook (src/server/modules/sst/funcoes.hooks.ts).
 */
export interface Funcao {
id?: number
nome?: string
/**
 * @minItems 1
 * @maxItems 200
 */
historicos: [{
id?: number
data: string
nomeFuncao: string
cbo: {
id: number
}
descricao: string
}, ...({
id?: number
data: string
nomeFuncao: string
cbo: {
id: number
}
descricao: string
})[]]
/**
 * @maxItems 200
 */
historicosGerenciais?: {
id?: number
data: string
observacao: string
}[]
}

export interface GravidadeRisco {
id?: number
nome: string
}

/**
 * GHE (spec §3 Homogeneous group, §5): trabalhadores de ambientes (e, se dadas, funções) com a mesma exposição, num estabelecimento ou numa obra, com histórico datado da composição. O PGR inventaria os riscos por GHE: os agentes das condições ambientais desses ambientes em vigor no fim da vigência do PGR.
 */
export interface GrupoHomogeneo {
id?: number
nome: string
/**
 * @minItems 1
 * @maxItems 200
 */
historicos: [({
id?: number
data: string
localAmbiente: (1 | 2)
estabelecimentos?: number[]
obras?: number[]
/**
 * @minItems 1
 */
ambientes: [number, ...(number)[]]
funcoes?: number[]
descricao?: string
} & {
id?: number
data: string
localAmbiente: (1 | 2)
estabelecimentos?: number[]
obras?: number[]
/**
 * @minItems 1
 */
ambientes: [number, ...(number)[]]
funcoes?: number[]
descricao?: string
}), ...(({
id?: number
data: string
localAmbiente: (1 | 2)
estabelecimentos?: number[]
obras?: number[]
/**
 * @minItems 1
 */
ambientes: [number, ...(number)[]]
funcoes?: number[]
descricao?: string
} & {
id?: number
data: string
localAmbiente: (1 | 2)
estabelecimentos?: number[]
obras?: number[]
/**
 * @minItems 1
 */
ambientes: [number, ...(number)[]]
funcoes?: number[]
descricao?: string
}))[]]
}

/**
 * Lotação tributária (spec §3 Tax lotation, §5; eSocial S-1020 e Tabela 10): código, descrição, tipo e o número de inscrição que o tipo pede — CNO (obra em empreitada parcial), CPF ou CNPJ do tomador, CNPJ ou CPF (avulsos por sindicato) ou nenhum (os demais). /sst/lotacao-tributaria/{id}/visualizar abre o registro só para leitura.
 */
export type LotacaoTributaria = {
id?: number
codigo: string
descricao?: string
tipo: ("01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "10" | "21" | "24" | "90" | "91" | "92")
numeroInscricao?: string
}

/**
 * Matriz gravidade × probabilidade → classificação de severidade (spec §3 Risk severity matrix, §5 'Adicione pelo menos uma combinação da matriz.'). Cada matriz vale a partir da sua data até a data da próxima, como os outros históricos: reavaliar a matriz não muda o que foi classificado antes. Combinação repetida é recusada pelo hook (src/server/modules/sst/matriz-risco.hooks.ts). A consulta GET sst/matriz-risco/gravidade/{g}/probabilidade/{p}?data= responde a classificação da matriz em vigor na data.
 */
export interface MatrizRisco {
id?: number
data: string
descricao?: string
/**
 * @minItems 1
 * @maxItems 400
 */
combinacoes: [{
id?: number
gravidade: {
id: number
}
probabilidade: {
id: number
}
classificacao: ("TRIVIAL" | "TOLERAVEL" | "MODERADO" | "SUBSTANCIAL" | "INTOLERAVEL")
}, ...({
id?: number
gravidade: {
id: number
}
probabilidade: {
id: number
}
classificacao: ("TRIVIAL" | "TOLERAVEL" | "MODERADO" | "SUBSTANCIAL" | "INTOLERAVEL")
})[]]
}

/**
 * Obra de construção civil (spec §3 Construction site, §5): própria (tipo 1) ou em que a empresa presta serviço a um tomador (tipo 2), identificada pelo CNO (Cadastro Nacional de Obras, 12 dígitos). Um ambiente de trabalho pode ficar numa obra (sst/ambientes, local 'O').
 */
export interface Obra {
id?: number
nome: string
tipo: (1 | 2)
numeroInscricao: string
estabelecimentoResponsavel: {
id: number
}
observacao?: string
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
}

/**
 * Exames exigidos pelo PCMSO (NR-7): cada item diz que exame, em que tipos de exame ocupacional (admissional, periódico, retorno ao trabalho, mudança de função, demissional) e para quem — as funções, os ambientes e os riscos ou agentes nocivos das condições ambientais do ambiente do talento (lista vazia = qualquer um; todos os critérios informados precisam valer). A periodicidade em meses substitui a do exame; sem ela, vale a do exame. A agenda de exames (sst/agenda-exames) é calculada daqui.
 */
export interface PcmsoExame {
id?: number
descricao: string
exame: {
id: number
}
/**
 * @minItems 1
 */
tipos: [(0 | 1 | 2 | 3 | 9), ...((0 | 1 | 2 | 3 | 9))[]]
periodicidade?: number
funcoes?: number[]
ambientes?: number[]
riscos?: number[]
agentesNocivos?: number[]
ativo?: boolean
observacao?: string
}

/**
 * Programa de Gerenciamento de Riscos (NR-1) de um estabelecimento ou obra numa vigência: responsável técnico, grupos homogêneos (o inventário de riscos vem das condições ambientais dos seus ambientes em vigor no fim da vigência) e o plano de ação (cronograma). Relatório: POST /api/sst/relatorios/pgr (também POST sst/pgr/relatorio?pgrId).
 */
export type Pgr = {
id?: number
nome: string
localAmbiente: (1 | 2)
estabelecimento?: {
id: number
}
obra?: {
id: number
}
dataIni: string
dataFim: string
responsavel: {
id: number
}
/**
 * @minItems 1
 */
gruposHomogeneos: [number, ...(number)[]]
descricao?: string
/**
 * @maxItems 500
 */
cronograma?: {
id?: number
acao: string
risco?: {
id: number
}
grupoHomogeneo?: {
id: number
}
responsavel?: string
previsaoInicio: string
previsaoTermino?: string
dataRealizacao?: string
situacao?: ("PENDENTE" | "EM_ANDAMENTO" | "CONCLUIDA" | "CANCELADA")
}[]
}

export interface ProbabilidadeRisco {
id?: number
nome: string
}

/**
 * eSocial Tabela 27 (Procedimentos Diagnósticos), carregada de reference-data/esocial-tabela27.csv ao iniciar; id = o código de 4 dígitos como número (0281 → 281), igual em toda instalação. Os exames (sst/exame) citam o procedimento; o código vai ao S-2220 (procRealizado).
 */
export interface ProcedimentoEsocial {
id?: number
codigo: string
descricao: string
nome: string
}

/**
 * Profissional de SST (spec §3 SST professional, §5): o responsável pelos registros ambientais das condições ambientais e do PGR (respReg do S-2240: CPF, órgão de classe, número e UF). Parte 2 (docs/sst-profissionais.md): nomeFormatado (nome, sigla do conselho, número/UF) e cadastroPendente (a validação offline no conselho achou problemas) são calculados; contratos em /sst/profissional/{profissionalId}/contrato (sst/profissional-contrato); unificação de duplicados (POST sst/profissional/{id}/unificar) e validação no conselho (GET sst/profissional/{id}/validacao-conselho). Órgão de classe: 1 CRM, 2 CRO, 3 RMS, 4 CREA, 5 CFO, 9 outro (sigla obrigatória).
 */
export type ProfissionalSst = {
id?: number
nome: string
cpf?: string
nit?: string
orgaoDeClasse: (1 | 2 | 3 | 4 | 5 | 9)
siglaOrgaoDeClasse?: string
numeroInscricao: string
codigoAC?: string
nomeFormatado?: string
cadastroPendente?: boolean
uf?: {
id: number
}
}

/**
 * Contrato de um profissional de SST com a empresa (spec §3 SST professional contract, §5): início, empresa e tipo obrigatórios; fim, endereço, telefone e horário de atendimento, exames que o profissional faz, estabelecimentos pelos quais responde ('TODOS' por padrão), registro, especialidade e a imagem da assinatura digital (arquivo; manterAssinatura = false na gravação a remove). A empresa do contrato é a do profissional (a da sessão). No console e na API o cadastro é visto sob o profissional: /sst/profissional/{profissionalId}/contrato (src/server/modules/sst/profissional-contrato.actions.ts); o caminho genérico guarda e anexa a assinatura.
 */
export type ProfissionalSstContrato = {
id?: number
profissional: {
id: number
}
tipoContrato: ("EMPREGADO" | "PRESTADOR_PJ" | "AUTONOMO" | "COOPERADO" | "OUTRO")
tipoFormatado?: string
inicio: string
fim?: string
registro?: string
especialidade?: string
endereco?: string
telefone?: string
horarioAtendimento?: string
exames?: number[]
estabelecimentoResponsavel?: ("TODOS" | "ALGUNS")
estabelecimentos?: number[]
assinaturaDigital?: {

}
temAssinaturaDigital?: boolean
manterAssinatura?: boolean
}

/**
 * Prontuário médico ocupacional (spec §2 /sst/prontuarios): um atendimento de um talento — data, profissional de saúde, tipo de atendimento, anamnese, CID-10 (opcional, sst/cid) e condutas/observações. Dado pessoal sensível (LGPD art. 11): leitura e escrita só com ROLE_SST_SAUDE, e os campos clínicos são x-sensitive (a auditoria guarda ***).
 */
export interface Prontuario {
id?: number
colaborador: {
id: number
}
data: string
profissional?: {
id: number
}
tipoAtendimento: ("CONSULTA" | "EXAME_OCUPACIONAL" | "EMERGENCIA" | "RETORNO" | "ACOMPANHAMENTO" | "OUTRO")
anamnese: string
cid?: {
id: number
}
observacoes?: string
}

/**
 * Risco ocupacional (spec §3 Risk, §5 SST): grupo (acidente, biológico, ergonômico, físico, químico, outro), fonte geradora, procedimento de emergência e possíveis danos à saúde. A exposição dos trabalhadores a ele fica nas condições ambientais (sst/condicoes-ambientais).
 */
export interface Risco {
id?: number
grupoRisco: ("ACIDENTE" | "BIOLOGICO" | "ERGONOMICO" | "FISICO" | "QUIMICO" | "OUTRO")
descricao: string
fonteRisco?: {
id: number
}
possiveisDanosSaude?: string
procedimentoEmergencia?: string
}

export interface TamanhoEpi {
id?: number
descricao: string
}

/**
 * Tipo (motivo) de afastamento (spec §3 Leave type, §5 'Leave type: descricao required'): descrição, ativo, se conta no absenteísmo, se é pago pelo INSS (a partir do 16º dia), o código no Fortes Pessoal (codigoAC) e a classe, que decide os campos extras do afastamento do talento (sst/afastamentos). integradoComAC (calculado): a empresa é integrada ao Fortes Pessoal e a classe não é 'Não suportado pela integração'; nesse caso o código no Fortes Pessoal é obrigatório e o rótulo do motivo leva o código (regra de §6, docs/sst-afastamentos.md).
 */
export interface TipoAfastamento {
id?: number
descricao: string
classe: ("ACIDENTE_DOENCA" | "CESSAO" | "FERIAS" | "MANDATO_ELETIVO" | "MANDATO_SINDICAL" | "NAO_SUPORTADO" | "RECAIDA" | "SIMPLES")
codigoAC?: string
inss?: boolean
absenteismo?: boolean
ativo?: boolean
integradoComAC?: boolean
rotulo?: string
}

/**
 * Tipo de EPI (spec §3 EPI type) com os tamanhos em que existe.
 */
export interface TipoEpi {
id?: number
nome: string
tiposTamanhosEpi?: number[]
}

/**
 * Uma dose de vacina recebida por um talento (spec §3 Vaccination, §5 Vaccination): vacina, dose, lote e data da realização, todos obrigatórios. Uma linha por talento, vacina e dose; a dose seguinte só depois da anterior (data não anterior). A data prevista e a situação (Recebida, Atrasada, A receber) de cada dose, e a do curso (Em andamento, Completo, Interrompido), são calculadas no cartão de vacinação (GET sst/cartoes-vacinacao/colaborador/{colaboradorId}), que também grava as doses em lista; a vacinação em lote (POST sst/vacinacao-em-lote) aplica a próxima dose a vários talentos numa só transação.
 */
export interface Vacinacao {
id?: number
colaborador: {
id: number
}
vacina: {
id: number
}
numeroDose: number
lote: string
dataRealizacao: string
}

/**
 * Vacina (spec §3 Vaccine, §5 Vaccine): nome até 80, quantidade de doses (padrão 1) e o esquema das doses — cada uma com seu número e os dias até a próxima dose (≥ 1). O esquema tem exatamente uma linha por dose, numeradas de 1 em diante; os dias são exigidos em toda dose salvo a última (não há próxima). A data prevista de cada dose do cartão de vacinação é a realização da dose anterior mais os dias dela.
 */
export interface Vacina {
id?: number
nome: string
quantidadeDoses: number
/**
 * @maxItems 20
 */
doses?: []|[{
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]|[{
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}, {
id?: number
numeroDose: number
diasProximaDose?: number
}]
}

/**
 * Quantos talentos um cargo pode ter numa área organizacional (quadro de vagas). As solicitações de pessoal cujo motivo considera a quantidade de talentos por cargo são conferidas contra este limite (validarLimiteCargo).
 */
export interface ConfiguracaoLimiteColaborador {
id?: number
areaOrganizacional: {
id: number
}
cargo: {
id: number
}
limite: number
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
empresa?: {
id: number
}
permissoes: ("ROLE_CAPTACAO" | "ROLE_CARGO_SALARIO" | "ROLE_AVALIACAO" | "ROLE_DESENVOLVIMENTO" | "ROLE_GESTAO_TALENTOS" | "ROLE_PESQUISA" | "ROLE_SST" | "ROLE_SST_SAUDE" | "ROLE_ANALYTICS" | "ROLE_UTILITARIO" | "ROLE_CAD_INFO_PESSOAL" | "ROLE_ASSISTENTE_RH" | "ROLE_ADMIN_INSTALACAO")[]
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
