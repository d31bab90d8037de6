// What the training module's files share: its authority and register paths.
export const ROLE_DESENVOLVIMENTO = 'ROLE_DESENVOLVIMENTO';

export const CURSOS = 'desenvolvimento/cursos';
export const TURMAS = 'desenvolvimento/turmas';
export const INSCRICOES = 'desenvolvimento/colaboradores-turma';

/** The daily job that e-mails employees and their areas' managers about certifications expiring. */
export const VENCIMENTO_CERTIFICACOES_JOB = 'desenvolvimento.certificacoes-vencimento';
