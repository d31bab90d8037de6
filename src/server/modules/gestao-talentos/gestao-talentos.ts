// Constants of the talent-management module.
export const ROLE_GESTAO_TALENTOS = 'ROLE_GESTAO_TALENTOS';
