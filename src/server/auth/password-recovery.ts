// What the staff's and the candidates' password recovery share (modules utilitario/recuperar-senha.* and
// externo/senha.*): the same answers, the same per-CPF limit, and a link token stored only as its hash.
import { createHash } from 'node:crypto';

export const MSG_RECUPERACAO = {
  pedido: 'Se o CPF estiver cadastrado, enviaremos um e-mail com as instruções para redefinir a senha.',
  linkInvalido: 'Link inválido ou expirado. Solicite uma nova recuperação de senha.',
  redefinida: 'Senha redefinida com sucesso. Entre com a nova senha.',
} as const;

/** recovery e-mails one CPF can ask for in the login's 15-minute window */
export const RECOVERIES_PER_CPF = 3;

/** Only this is stored: a leaked row cannot be used as a link. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
