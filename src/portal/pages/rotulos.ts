// How the portal names the selection process's situations to the candidate (the register's codes, kinder
// words where the recruiter's would be blunt).
export const SITUACAO: Record<string, string> = {
  EM_PROCESSO: 'Em andamento',
  APROVADO: 'Aprovado(a) na seleção',
  REPROVADO: 'Não selecionado(a)',
  DESISTENTE: 'Desistência',
  CONTRATADO: 'Contratado(a)',
};
export const RESULTADO: Record<string, string> = {
  PENDENTE: 'Aguardando',
  APROVADO: 'Aprovado(a)',
  REPROVADO: 'Não aprovado(a)',
};
export const VINCULO: Record<string, string> = {
  E: 'Emprego',
  S: 'Estágio',
  A: 'Aprendiz',
  T: 'Temporário',
  O: 'Sócio',
};

export type Anuncio = {
  id: number;
  titulo: string;
  descricao: string;
  previsaoEncerramento: string | null;
  utilizarAvaliacoesEtapaSeletiva: boolean;
  solicitacao: { id: number; quantidade: number | null };
  cargo: string | null;
  vinculo: string | null;
  local: string | null;
  candidatoSolicitacao: { id: number; situacao: string | null } | null;
  dataEsperaNovaAplicacao: string | null;
  podeCandidatar: boolean;
};

/** An open ad as a visitor reads it (GET /empresas/:id/anuncios[/:id]): its public fields only. */
export type VagaPublica = {
  id: number;
  titulo: string;
  descricao?: string;
  cargo: string | null;
  local: string | null;
  vinculo: string | null;
  quantidade: number | null;
  previsaoEncerramento: string | null;
};

/** The public ad in the shape the pages draw; applying is offered (and asks for the login). */
export const deVagaPublica = (v: VagaPublica): Anuncio => ({
  id: v.id,
  titulo: v.titulo,
  descricao: v.descricao ?? '',
  previsaoEncerramento: v.previsaoEncerramento,
  utilizarAvaliacoesEtapaSeletiva: false,
  solicitacao: { id: 0, quantidade: v.quantidade },
  cargo: v.cargo,
  vinculo: v.vinculo,
  local: v.local,
  candidatoSolicitacao: null,
  dataEsperaNovaAplicacao: null,
  podeCandidatar: true,
});
