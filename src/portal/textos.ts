// The privacy acceptance's texts, shared by the dialog and the registration form: in a module of their own so
// the form's download does not bring the dialog's code with them.
export const ACEITE_LABEL = 'Li e aceito o Termo de Privacidade e Política de Segurança';
export const ACEITE_OBRIGATORIO = 'Você precisa aceitar o Termo de Privacidade e Política de Segurança.';
