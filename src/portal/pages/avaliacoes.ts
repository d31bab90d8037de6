// What GET /api/externo/avaliacoes answers (externo/avaliacoes.actions.ts) and how the portal words it.
import { formatDate } from '../../shared/br/format.ts';
import { href } from '../routes.ts';

export type SituacaoAvaliacao = 'PENDENTE' | 'EM_ANDAMENTO' | 'RESPONDIDA';

export type AvaliacoesDaCandidatura = {
  candidatoSolicitacao: { id: number };
  solicitacao: { id: number };
  vaga: string;
  dataHoraExpiracao: string | null;
  expirada: boolean;
  qtdAvaliacoes: number;
  qtdAvaliacoesRespondidas: number;
  avaliacoes: { id: number; titulo: string; situacao: SituacaoAvaliacao }[];
};

export const SITUACAO_AVALIACAO: Record<SituacaoAvaliacao, string> = {
  PENDENTE: 'Para responder',
  EM_ANDAMENTO: 'Em andamento',
  RESPONDIDA: 'Respondida',
};

/** '2026-01-10T13:30:00Z' → '10/01/2026 às 10:30' in the phone's time zone. */
export function formatPrazo(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(d)} às ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** The answering page of one model of one application. */
export const responderHref = (candidaturaId: number, avaliacaoId: number, empresaId?: string) =>
  href('/externo/solicitacao-avaliacao', empresaId, {
    candidatoSolicitacaoId: String(candidaturaId),
    avaliacaoId: String(avaliacaoId),
  });
