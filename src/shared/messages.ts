// The Portuguese message catalogue (spec §8 and §5). Server and console use the same strings.

export const MSG = {
  sessionExpired: 'Sessão expirada.',
  unauthorized: 'Não autorizado.',
  notFound: 'O recurso solicitado não foi encontrado.',
  genericError: 'Erro',
  validation: 'Preencha os campos indicados',
  invalidJson: 'O conteúdo enviado não é um JSON válido.',
  bodyTooLarge: 'O conteúdo enviado excede o tamanho máximo permitido.',
  unsupportedMedia: 'Tipo de conteúdo não suportado.',
  crossOrigin: 'Requisição de outra origem recusada.',
  unexpectedBody: 'Esta operação não recebe conteúdo no corpo da requisição.',
  idInBody: 'O identificador não deve ser enviado no corpo da requisição.',
  invalidId: 'Identificador inválido.',
  invalidFilter: 'Filtro inválido.',
  invalidSort: 'Ordenação inválida.',
  invalidPage: 'Paginação inválida.',
  readOnlyResource: 'Este cadastro não pode ser alterado.',
  singletonResource: 'Este cadastro tem um registro só: altere-o, ele não é incluído nem excluído.',
  stillReferenced: (registro: string, usadoEm: string) =>
    `Não é possível excluir: ${registro} está em uso em ${usadoEm}.`,
  refNotFound: (campo: string) => `${campo}: registro não encontrado.`,
  reportNoData: 'Não existem dados para o filtro informado.',
  reportFailure: 'Não foi possível gerar o relatório.',
  cpfInvalid: 'Cpf inválido.',
  passwordRequired: 'Senha é obrigatória',
  companyRequired: 'Empresa é obrigatória',
  companySelect: 'Selecione uma empresa.',
  loginFailed: 'CPF ou senha inválidos.',
  loginNoCompany: 'Usuário sem acesso à empresa selecionada.',
  tooManyAttempts: 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.',
  tooManyRequests: 'Muitas requisições. Aguarde e tente novamente.',
  dateRange: 'Data final inferior a data inicial.',
  apiUnreachable: 'Não foi possível conectar ao servidor do Gente. Verifique sua conexão e tente novamente.',
  currentPasswordRequired: 'Senha atual é obrigatória',
  newPasswordRequired: 'Nova senha é obrigatória',
  newPasswordConfirmRequired: 'Confirmação da nova senha é obrigatória',
  passwordNotConfirmed: 'A senha não foi confirmada corretamente. Por favor, confira.',
  currentPasswordWrong: 'Senha atual incorreta.',
  passwordMinLength: 'A senha deve ter no mínimo 8 caracteres.',
  passwordMaxLength: 'A senha deve ter no máximo 128 caracteres.',
  adminCannotBeDeactivated: 'O usuário administrador do sistema não pode ser desativado.',
  adminCannotBeDeleted: 'O usuário administrador do sistema não pode ser excluído.',
  /** a staff user with no employee of its own in the session's company (evaluations, 'Atualizar Meus Dados') */
  userWithoutEmployee:
    'Seu usuário não está vinculado a um talento nesta empresa. Peça ao RH para vinculá-lo em Utilitários › Usuários (campo "Talento vinculado") ou no cadastro do talento (campo "Usuário do sistema").',
  // staff console (login, session and shell)
  cpfRequired: 'CPF é obrigatório',
  passwordChanged: 'Senha alterada com sucesso.',
  companyChangedInOtherTab: 'Atenção! A empresa foi alterada em outra aba',
  loggedInAs: (nome: string) =>
    `Você está logado como ${nome}. Se você não é ${nome}, por favor refaça o login.`,
} as const;

export const ERROR_CODES = {
  validation: 'FIELD_VALIDATION_VIOLATION',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  badRequest: 'BAD_REQUEST',
  conflict: 'CONFLICT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  tooMany: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
} as const;

export type FieldError = { field: string; message: string };
export type ApiError = { status: number; code: string; message: string; errors?: FieldError[] };
