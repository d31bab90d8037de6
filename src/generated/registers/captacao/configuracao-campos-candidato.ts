// @ts-nocheck: o validador abaixo é o JavaScript do ajv, sem tipos
// Gerado por scripts/generate.ts. Não edite.
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

export const validate = validate14;export default validate14;const schema16 = {"$id":"captacao/configuracao-campos-candidato","title":"Campos do Portal do Candidato","description":"Quais campos o candidato vê e quais são obrigatórios no auto-cadastro e em 'Editar Cadastro' do portal (spec §5 Candidate self-registration; §7 campos-extras-visiveis-obrigatorios), e os títulos dos campos extras liberados ao candidato. Um registro por empresa; sem ele, todos os campos aparecem e só o e-mail é exigido além de nome, CPF, cargo pretendido e senha (sempre obrigatórios). Um campo obrigatório aparece mesmo que não esteja marcado como exibido.","type":"object","additionalProperties":false,"x-resource":{"path":"captacao/configuracao-campos-candidato","table":"configuracao_campos_candidato","label":"Campos do Portal do Candidato","gender":"f","tenant":"empresa","uniqueTitle":false,"menu":{"module":"captacao","group":"Cadastros","order":90},"icon":"Settings","recordTitle":"id","list":["camposVisiveis","camposObrigatorios"],"authority":{"read":"ROLE_CAPTACAO","write":"ROLE_CAPTACAO"}},"required":["camposVisiveis","camposObrigatorios"],"properties":{"id":{"type":"integer","readOnly":true},"camposVisiveis":{"type":"array","title":"Campos exibidos no portal","maxItems":100,"uniqueItems":true,"items":{"title":"Campo do Portal do Candidato","description":"Um campo que o candidato preenche no portal e que a empresa pode exibir e exigir (captacao/configuracao-campos-candidato). Lista igual a CAMPOS_PORTAL (src/shared/portal/campos-candidato.ts), conferida por teste.","type":"string","enum":["nomeSocial","foto","pessoal.dataNascimento","pessoal.naturalidade","pessoal.sexo","pessoal.estadoCivil","pessoal.escolaridade","pessoal.etniaRaca","pessoal.deficiencia","pessoal.qtdFilhos","pessoal.conjuge","pessoal.profissaoConjuge","pessoal.mae","pessoal.profissaoMae","pessoal.pai","pessoal.profissaoPai","pessoal.possuiParentes","pessoal.indicadoPor","documentos.pis","documentos.rg","documentos.ctps","documentos.tituloEleitoral","documentos.certificadoMilitar","habilitacao","endereco","contato.email","contato.foneFixo","contato.foneCelular","contato.nomeContato","formacao","candidatoIdiomas","certificados","cursos","experiencias","colocacao","pretencaoSalarial","areasInteresse","conhecimentos","comoFicouSabendoVaga","curriculo","ocrTexto","socioEconomica","camposExtras.texto1","camposExtras.texto2","camposExtras.texto3","camposExtras.texto4","camposExtras.texto5","camposExtras.texto6","camposExtras.texto7","camposExtras.texto8","camposExtras.textolongo1","camposExtras.textolongo2","camposExtras.data1","camposExtras.data2","camposExtras.data3","camposExtras.valor1","camposExtras.valor2","camposExtras.numero1"],"x-enum-labels":{"nomeSocial":"Nome Social","foto":"Foto","pessoal.dataNascimento":"Data de Nascimento","pessoal.naturalidade":"Naturalidade","pessoal.sexo":"Sexo","pessoal.estadoCivil":"Estado Civil","pessoal.escolaridade":"Escolaridade","pessoal.etniaRaca":"Etnia/Raça","pessoal.deficiencia":"Deficiência","pessoal.qtdFilhos":"Quantidade de Filhos","pessoal.conjuge":"Nome do Cônjuge","pessoal.profissaoConjuge":"Profissão do Cônjuge","pessoal.mae":"Nome da Mãe","pessoal.profissaoMae":"Profissão da Mãe","pessoal.pai":"Nome do Pai","pessoal.profissaoPai":"Profissão do Pai","pessoal.possuiParentes":"Possui parentes ou amigos na empresa","pessoal.indicadoPor":"Indicado Por","documentos.pis":"PIS/PASEP/NIT","documentos.rg":"RG","documentos.ctps":"Carteira de Trabalho (CTPS)","documentos.tituloEleitoral":"Título de Eleitor","documentos.certificadoMilitar":"Certificado Militar","habilitacao":"Carteira de Habilitação","endereco":"Endereço","contato.email":"E-mail","contato.foneFixo":"Telefone Fixo","contato.foneCelular":"Celular","contato.nomeContato":"Nome para Contato","formacao":"Formação","candidatoIdiomas":"Idioma","certificados":"Certificado ou Curso","cursos":"Outros Cursos","experiencias":"Experiência Profissional","colocacao":"Colocação Pretendida","pretencaoSalarial":"Pretensão Salarial","areasInteresse":"Área de Interesse","conhecimentos":"Conhecimento","comoFicouSabendoVaga":"Como Ficou Sabendo da Vaga","curriculo":"Arquivo do Currículo","ocrTexto":"Currículo","socioEconomica":"Dados Socioeconômicos","camposExtras.texto1":"Campo Extra: Texto 1","camposExtras.texto2":"Campo Extra: Texto 2","camposExtras.texto3":"Campo Extra: Texto 3","camposExtras.texto4":"Campo Extra: Texto 4","camposExtras.texto5":"Campo Extra: Texto 5","camposExtras.texto6":"Campo Extra: Texto 6","camposExtras.texto7":"Campo Extra: Texto 7","camposExtras.texto8":"Campo Extra: Texto 8","camposExtras.textolongo1":"Campo Extra: Texto Longo 1","camposExtras.textolongo2":"Campo Extra: Texto Longo 2","camposExtras.data1":"Campo Extra: Data 1","camposExtras.data2":"Campo Extra: Data 2","camposExtras.data3":"Campo Extra: Data 3","camposExtras.valor1":"Campo Extra: Valor 1","camposExtras.valor2":"Campo Extra: Valor 2","camposExtras.numero1":"Campo Extra: Número 1"}},"x-ui":{"widget":"checkboxes","order":1}},"camposObrigatorios":{"type":"array","title":"Campos obrigatórios no portal","maxItems":100,"uniqueItems":true,"items":{"title":"Campo do Portal do Candidato","description":"Um campo que o candidato preenche no portal e que a empresa pode exibir e exigir (captacao/configuracao-campos-candidato). Lista igual a CAMPOS_PORTAL (src/shared/portal/campos-candidato.ts), conferida por teste.","type":"string","enum":["nomeSocial","foto","pessoal.dataNascimento","pessoal.naturalidade","pessoal.sexo","pessoal.estadoCivil","pessoal.escolaridade","pessoal.etniaRaca","pessoal.deficiencia","pessoal.qtdFilhos","pessoal.conjuge","pessoal.profissaoConjuge","pessoal.mae","pessoal.profissaoMae","pessoal.pai","pessoal.profissaoPai","pessoal.possuiParentes","pessoal.indicadoPor","documentos.pis","documentos.rg","documentos.ctps","documentos.tituloEleitoral","documentos.certificadoMilitar","habilitacao","endereco","contato.email","contato.foneFixo","contato.foneCelular","contato.nomeContato","formacao","candidatoIdiomas","certificados","cursos","experiencias","colocacao","pretencaoSalarial","areasInteresse","conhecimentos","comoFicouSabendoVaga","curriculo","ocrTexto","socioEconomica","camposExtras.texto1","camposExtras.texto2","camposExtras.texto3","camposExtras.texto4","camposExtras.texto5","camposExtras.texto6","camposExtras.texto7","camposExtras.texto8","camposExtras.textolongo1","camposExtras.textolongo2","camposExtras.data1","camposExtras.data2","camposExtras.data3","camposExtras.valor1","camposExtras.valor2","camposExtras.numero1"],"x-enum-labels":{"nomeSocial":"Nome Social","foto":"Foto","pessoal.dataNascimento":"Data de Nascimento","pessoal.naturalidade":"Naturalidade","pessoal.sexo":"Sexo","pessoal.estadoCivil":"Estado Civil","pessoal.escolaridade":"Escolaridade","pessoal.etniaRaca":"Etnia/Raça","pessoal.deficiencia":"Deficiência","pessoal.qtdFilhos":"Quantidade de Filhos","pessoal.conjuge":"Nome do Cônjuge","pessoal.profissaoConjuge":"Profissão do Cônjuge","pessoal.mae":"Nome da Mãe","pessoal.profissaoMae":"Profissão da Mãe","pessoal.pai":"Nome do Pai","pessoal.profissaoPai":"Profissão do Pai","pessoal.possuiParentes":"Possui parentes ou amigos na empresa","pessoal.indicadoPor":"Indicado Por","documentos.pis":"PIS/PASEP/NIT","documentos.rg":"RG","documentos.ctps":"Carteira de Trabalho (CTPS)","documentos.tituloEleitoral":"Título de Eleitor","documentos.certificadoMilitar":"Certificado Militar","habilitacao":"Carteira de Habilitação","endereco":"Endereço","contato.email":"E-mail","contato.foneFixo":"Telefone Fixo","contato.foneCelular":"Celular","contato.nomeContato":"Nome para Contato","formacao":"Formação","candidatoIdiomas":"Idioma","certificados":"Certificado ou Curso","cursos":"Outros Cursos","experiencias":"Experiência Profissional","colocacao":"Colocação Pretendida","pretencaoSalarial":"Pretensão Salarial","areasInteresse":"Área de Interesse","conhecimentos":"Conhecimento","comoFicouSabendoVaga":"Como Ficou Sabendo da Vaga","curriculo":"Arquivo do Currículo","ocrTexto":"Currículo","socioEconomica":"Dados Socioeconômicos","camposExtras.texto1":"Campo Extra: Texto 1","camposExtras.texto2":"Campo Extra: Texto 2","camposExtras.texto3":"Campo Extra: Texto 3","camposExtras.texto4":"Campo Extra: Texto 4","camposExtras.texto5":"Campo Extra: Texto 5","camposExtras.texto6":"Campo Extra: Texto 6","camposExtras.texto7":"Campo Extra: Texto 7","camposExtras.texto8":"Campo Extra: Texto 8","camposExtras.textolongo1":"Campo Extra: Texto Longo 1","camposExtras.textolongo2":"Campo Extra: Texto Longo 2","camposExtras.data1":"Campo Extra: Data 1","camposExtras.data2":"Campo Extra: Data 2","camposExtras.data3":"Campo Extra: Data 3","camposExtras.valor1":"Campo Extra: Valor 1","camposExtras.valor2":"Campo Extra: Valor 2","camposExtras.numero1":"Campo Extra: Número 1"}},"x-ui":{"widget":"checkboxes","order":2,"help":"Nome, CPF, Cargo/Função Pretendida e senha são sempre obrigatórios."}},"camposExtras":{"type":"array","title":"Campos extras do candidato","maxItems":16,"x-ui":{"order":3,"help":"Aparecem no portal quando a empresa usa campos extras no candidato (Configurações da empresa)."},"items":{"type":"object","title":"Campo extra","additionalProperties":false,"required":["campo","titulo"],"properties":{"id":{"type":"integer"},"campo":{"type":"string","title":"Campo","enum":["texto1","texto2","texto3","texto4","texto5","texto6","texto7","texto8","textolongo1","textolongo2","data1","data2","data3","valor1","valor2","numero1"],"x-enum-labels":{"texto1":"Texto 1","texto2":"Texto 2","texto3":"Texto 3","texto4":"Texto 4","texto5":"Texto 5","texto6":"Texto 6","texto7":"Texto 7","texto8":"Texto 8","textolongo1":"Texto Longo 1","textolongo2":"Texto Longo 2","data1":"Data 1","data2":"Data 2","data3":"Data 3","valor1":"Valor 1","valor2":"Valor 2","numero1":"Número 1"},"x-ui":{"order":1}},"titulo":{"type":"string","title":"Título mostrado ao candidato","minLength":1,"maxLength":60,"x-ui":{"trim":true,"order":2}}}}}}};function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){/*# sourceURL="captacao/configuracao-campos-candidato" */;let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.camposVisiveis === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "camposVisiveis"},message:"must have required property '"+"camposVisiveis"+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.camposObrigatorios === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "camposObrigatorios"},message:"must have required property '"+"camposObrigatorios"+"'"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}for(const key0 in data){if(!((((key0 === "id") || (key0 === "camposVisiveis")) || (key0 === "camposObrigatorios")) || (key0 === "camposExtras"))){const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.id !== undefined){let data0 = data.id;if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.camposVisiveis !== undefined){let data1 = data.camposVisiveis;if(Array.isArray(data1)){if(data1.length > 100){const err4 = {instancePath:instancePath+"/camposVisiveis",schemaPath:"#/properties/camposVisiveis/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}const len0 = data1.length;for(let i0=0; i0<len0; i0++){let data2 = data1[i0];if(typeof data2 !== "string"){const err5 = {instancePath:instancePath+"/camposVisiveis/" + i0,schemaPath:"#/properties/camposVisiveis/items/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data2 === "nomeSocial") || (data2 === "foto")) || (data2 === "pessoal.dataNascimento")) || (data2 === "pessoal.naturalidade")) || (data2 === "pessoal.sexo")) || (data2 === "pessoal.estadoCivil")) || (data2 === "pessoal.escolaridade")) || (data2 === "pessoal.etniaRaca")) || (data2 === "pessoal.deficiencia")) || (data2 === "pessoal.qtdFilhos")) || (data2 === "pessoal.conjuge")) || (data2 === "pessoal.profissaoConjuge")) || (data2 === "pessoal.mae")) || (data2 === "pessoal.profissaoMae")) || (data2 === "pessoal.pai")) || (data2 === "pessoal.profissaoPai")) || (data2 === "pessoal.possuiParentes")) || (data2 === "pessoal.indicadoPor")) || (data2 === "documentos.pis")) || (data2 === "documentos.rg")) || (data2 === "documentos.ctps")) || (data2 === "documentos.tituloEleitoral")) || (data2 === "documentos.certificadoMilitar")) || (data2 === "habilitacao")) || (data2 === "endereco")) || (data2 === "contato.email")) || (data2 === "contato.foneFixo")) || (data2 === "contato.foneCelular")) || (data2 === "contato.nomeContato")) || (data2 === "formacao")) || (data2 === "candidatoIdiomas")) || (data2 === "certificados")) || (data2 === "cursos")) || (data2 === "experiencias")) || (data2 === "colocacao")) || (data2 === "pretencaoSalarial")) || (data2 === "areasInteresse")) || (data2 === "conhecimentos")) || (data2 === "comoFicouSabendoVaga")) || (data2 === "curriculo")) || (data2 === "ocrTexto")) || (data2 === "socioEconomica")) || (data2 === "camposExtras.texto1")) || (data2 === "camposExtras.texto2")) || (data2 === "camposExtras.texto3")) || (data2 === "camposExtras.texto4")) || (data2 === "camposExtras.texto5")) || (data2 === "camposExtras.texto6")) || (data2 === "camposExtras.texto7")) || (data2 === "camposExtras.texto8")) || (data2 === "camposExtras.textolongo1")) || (data2 === "camposExtras.textolongo2")) || (data2 === "camposExtras.data1")) || (data2 === "camposExtras.data2")) || (data2 === "camposExtras.data3")) || (data2 === "camposExtras.valor1")) || (data2 === "camposExtras.valor2")) || (data2 === "camposExtras.numero1"))){const err6 = {instancePath:instancePath+"/camposVisiveis/" + i0,schemaPath:"#/properties/camposVisiveis/items/enum",keyword:"enum",params:{allowedValues: schema16.properties.camposVisiveis.items.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}let i1 = data1.length;let j0;if(i1 > 1){const indices0 = {};for(;i1--;){let item0 = data1[i1];if(typeof item0 !== "string"){continue;}if(typeof indices0[item0] == "number"){j0 = indices0[item0];const err7 = {instancePath:instancePath+"/camposVisiveis",schemaPath:"#/properties/camposVisiveis/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;break;}indices0[item0] = i1;}}}else {const err8 = {instancePath:instancePath+"/camposVisiveis",schemaPath:"#/properties/camposVisiveis/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.camposObrigatorios !== undefined){let data3 = data.camposObrigatorios;if(Array.isArray(data3)){if(data3.length > 100){const err9 = {instancePath:instancePath+"/camposObrigatorios",schemaPath:"#/properties/camposObrigatorios/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}const len1 = data3.length;for(let i2=0; i2<len1; i2++){let data4 = data3[i2];if(typeof data4 !== "string"){const err10 = {instancePath:instancePath+"/camposObrigatorios/" + i2,schemaPath:"#/properties/camposObrigatorios/items/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data4 === "nomeSocial") || (data4 === "foto")) || (data4 === "pessoal.dataNascimento")) || (data4 === "pessoal.naturalidade")) || (data4 === "pessoal.sexo")) || (data4 === "pessoal.estadoCivil")) || (data4 === "pessoal.escolaridade")) || (data4 === "pessoal.etniaRaca")) || (data4 === "pessoal.deficiencia")) || (data4 === "pessoal.qtdFilhos")) || (data4 === "pessoal.conjuge")) || (data4 === "pessoal.profissaoConjuge")) || (data4 === "pessoal.mae")) || (data4 === "pessoal.profissaoMae")) || (data4 === "pessoal.pai")) || (data4 === "pessoal.profissaoPai")) || (data4 === "pessoal.possuiParentes")) || (data4 === "pessoal.indicadoPor")) || (data4 === "documentos.pis")) || (data4 === "documentos.rg")) || (data4 === "documentos.ctps")) || (data4 === "documentos.tituloEleitoral")) || (data4 === "documentos.certificadoMilitar")) || (data4 === "habilitacao")) || (data4 === "endereco")) || (data4 === "contato.email")) || (data4 === "contato.foneFixo")) || (data4 === "contato.foneCelular")) || (data4 === "contato.nomeContato")) || (data4 === "formacao")) || (data4 === "candidatoIdiomas")) || (data4 === "certificados")) || (data4 === "cursos")) || (data4 === "experiencias")) || (data4 === "colocacao")) || (data4 === "pretencaoSalarial")) || (data4 === "areasInteresse")) || (data4 === "conhecimentos")) || (data4 === "comoFicouSabendoVaga")) || (data4 === "curriculo")) || (data4 === "ocrTexto")) || (data4 === "socioEconomica")) || (data4 === "camposExtras.texto1")) || (data4 === "camposExtras.texto2")) || (data4 === "camposExtras.texto3")) || (data4 === "camposExtras.texto4")) || (data4 === "camposExtras.texto5")) || (data4 === "camposExtras.texto6")) || (data4 === "camposExtras.texto7")) || (data4 === "camposExtras.texto8")) || (data4 === "camposExtras.textolongo1")) || (data4 === "camposExtras.textolongo2")) || (data4 === "camposExtras.data1")) || (data4 === "camposExtras.data2")) || (data4 === "camposExtras.data3")) || (data4 === "camposExtras.valor1")) || (data4 === "camposExtras.valor2")) || (data4 === "camposExtras.numero1"))){const err11 = {instancePath:instancePath+"/camposObrigatorios/" + i2,schemaPath:"#/properties/camposObrigatorios/items/enum",keyword:"enum",params:{allowedValues: schema16.properties.camposObrigatorios.items.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}let i3 = data3.length;let j1;if(i3 > 1){const indices1 = {};for(;i3--;){let item1 = data3[i3];if(typeof item1 !== "string"){continue;}if(typeof indices1[item1] == "number"){j1 = indices1[item1];const err12 = {instancePath:instancePath+"/camposObrigatorios",schemaPath:"#/properties/camposObrigatorios/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;break;}indices1[item1] = i3;}}}else {const err13 = {instancePath:instancePath+"/camposObrigatorios",schemaPath:"#/properties/camposObrigatorios/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.camposExtras !== undefined){let data5 = data.camposExtras;if(Array.isArray(data5)){if(data5.length > 16){const err14 = {instancePath:instancePath+"/camposExtras",schemaPath:"#/properties/camposExtras/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}const len2 = data5.length;for(let i4=0; i4<len2; i4++){let data6 = data5[i4];if(data6 && typeof data6 == "object" && !Array.isArray(data6)){if(data6.campo === undefined){const err15 = {instancePath:instancePath+"/camposExtras/" + i4,schemaPath:"#/properties/camposExtras/items/required",keyword:"required",params:{missingProperty: "campo"},message:"must have required property '"+"campo"+"'"};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}if(data6.titulo === undefined){const err16 = {instancePath:instancePath+"/camposExtras/" + i4,schemaPath:"#/properties/camposExtras/items/required",keyword:"required",params:{missingProperty: "titulo"},message:"must have required property '"+"titulo"+"'"};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}for(const key1 in data6){if(!(((key1 === "id") || (key1 === "campo")) || (key1 === "titulo"))){const err17 = {instancePath:instancePath+"/camposExtras/" + i4,schemaPath:"#/properties/camposExtras/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data6.id !== undefined){let data7 = data6.id;if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){const err18 = {instancePath:instancePath+"/camposExtras/" + i4+"/id",schemaPath:"#/properties/camposExtras/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data6.campo !== undefined){let data8 = data6.campo;if(typeof data8 !== "string"){const err19 = {instancePath:instancePath+"/camposExtras/" + i4+"/campo",schemaPath:"#/properties/camposExtras/items/properties/campo/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}if(!((((((((((((((((data8 === "texto1") || (data8 === "texto2")) || (data8 === "texto3")) || (data8 === "texto4")) || (data8 === "texto5")) || (data8 === "texto6")) || (data8 === "texto7")) || (data8 === "texto8")) || (data8 === "textolongo1")) || (data8 === "textolongo2")) || (data8 === "data1")) || (data8 === "data2")) || (data8 === "data3")) || (data8 === "valor1")) || (data8 === "valor2")) || (data8 === "numero1"))){const err20 = {instancePath:instancePath+"/camposExtras/" + i4+"/campo",schemaPath:"#/properties/camposExtras/items/properties/campo/enum",keyword:"enum",params:{allowedValues: schema16.properties.camposExtras.items.properties.campo.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}if(data6.titulo !== undefined){let data9 = data6.titulo;if(typeof data9 === "string"){if(data9.length > 60){const err21 = {instancePath:instancePath+"/camposExtras/" + i4+"/titulo",schemaPath:"#/properties/camposExtras/items/properties/titulo/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}if(data9.length < 1){const err22 = {instancePath:instancePath+"/camposExtras/" + i4+"/titulo",schemaPath:"#/properties/camposExtras/items/properties/titulo/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}else {const err23 = {instancePath:instancePath+"/camposExtras/" + i4+"/titulo",schemaPath:"#/properties/camposExtras/items/properties/titulo/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}}else {const err24 = {instancePath:instancePath+"/camposExtras/" + i4,schemaPath:"#/properties/camposExtras/items/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}}else {const err25 = {instancePath:instancePath+"/camposExtras",schemaPath:"#/properties/camposExtras/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}}else {const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}validate14.errors = vErrors;return errors === 0;}
