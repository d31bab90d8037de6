// Who the employer is to the eSocial, and the event Id built from it (pure). The eSocial developer manual
// (Manual de Orientação do Desenvolvedor, "regra de formação do Id") and the MOS, section 7.1:
//   Id = 'ID' + T + NNNNNNNNNNNNNN + AAAAMMDDHHMMSS + QQQQQ  (36 characters, TS_Id of tipos.xsd)
//   T  = the employer's registration type (1 CNPJ, 2 CPF);
//   N  = the employer's registration as in ideEmpregador/nrInsc, completed with zeros on the right to 14
//        positions: a company's CNPJ ROOT (8) + '000000'; the whole CNPJ (14) only when its legal nature is
//        public administration (natureza jurídica group 1: codes 1xx-x); an individual's CPF (11) + '000';
//   AAAAMMDDHHMMSS = when it was generated; QQQQQ = a sequence within that second.
// ideEmpregador/nrInsc of every event and of the batch carries the same registration (8, 14 or 11).

/** tpInsc 1 = CNPJ, 2 = CPF; nrInsc as ideEmpregador/nrInsc carries it (8, 14 or 11 characters). */
export type Empregador = { tpInsc: 1 | 2; nrInsc: string };

/** Natureza jurídica group 1 (1xx-x, administração pública): the employer is identified by the whole CNPJ. */
export const administracaoPublica = (naturezaJuridica: string | null | undefined): boolean =>
  /^1\d{3}$/.test((naturezaJuridica ?? '').replace(/\D/g, ''));

const CNPJ = /^[A-Z0-9]{12}\d{2}$/;
const CPF = /^\d{11}$/;

/**
 * The employer of a company: by CNPJ (its root, or the whole CNPJ for public administration), else by the
 * CPF of an individual employer; null when it has neither.
 */
export function empregadorDe(e: {
  cnpj?: string | null;
  cpf?: string | null;
  naturezaJuridica?: string | null;
}): Empregador | null {
  if (e.cnpj && CNPJ.test(e.cnpj))
    return { tpInsc: 1, nrInsc: administracaoPublica(e.naturezaJuridica) ? e.cnpj : e.cnpj.slice(0, 8) };
  if (e.cpf && CPF.test(e.cpf)) return { tpInsc: 2, nrInsc: e.cpf };
  return null;
}

/** The 14 positions of the Id that name the employer: the registration completed with zeros on the right. */
export const inscricaoNoId = (empregador: Empregador): string => empregador.nrInsc.padEnd(14, '0');

/** The event Id: 'ID' + tpInsc + registration to 14 + AAAAMMDDHHMMSS + 5-digit sequence. */
export function idEvento(empregador: Empregador, quando: string, sequencia: number): string {
  const id = `ID${empregador.tpInsc}${inscricaoNoId(empregador)}${quando}${String(sequencia).padStart(5, '0')}`;
  if (!/^ID[12][A-Z0-9]{12}\d{21}$/.test(id) || id.length !== 36)
    throw new Error(`Id de evento inválido: ${id}`);
  return id;
}

/** The prefix every Id of this employer generated in that second starts with (to count the sequence). */
export const prefixoDoId = (empregador: Empregador, quando: string): string =>
  `ID${empregador.tpInsc}${inscricaoNoId(empregador)}${quando}`;
