// A collective adjustment plan (cargo-salario/tabelas-reajustes-colaboradores) as the console sees it: where
// its proposals ('realinhamentos') are, and what may be done with it. Pure, so it is tested without a browser.
// The server decides (409 for an applied plan changed or deleted; only the last applied plan is cancelled).
import { MSG_PLANEJAMENTO_VAZIO as VAZIO } from '../../../../shared/reajustes.ts';

export const PLANEJAMENTOS = 'cargo-salario/tabelas-reajustes-colaboradores';

/** The spec's text for a plan of employees with nothing to show. */
export const MSG_PLANEJAMENTO_VAZIO = VAZIO.C;

/** Why a plan shows no proposals. */
export const mensagemVazio = (p: Planejamento): string =>
  VAZIO[(p.tipoReajuste ?? 'C') as keyof typeof VAZIO] ?? MSG_PLANEJAMENTO_VAZIO;

export type Planejamento = { id: number; tipoReajuste?: string; aprovada?: boolean; ehUltimo?: boolean };

/** Per type: the proposals' register, their list and apply actions (reajustes.actions.ts). */
const PROPOSTAS: Record<string, { path: string; lista: string; aplicar: string }> = {
  C: {
    path: 'cargo-salario/reajustes-colaboradores',
    lista: 'colaboradores',
    aplicar: 'aplicar-colaboradores',
  },
  F: {
    path: 'cargo-salario/reajustes-faixas-salariais',
    lista: 'faixas-salariais',
    aplicar: 'aplicar-faixas-salariais',
  },
  I: { path: 'cargo-salario/reajustes-indices', lista: 'indices', aplicar: 'aplicar-indices' },
};

const base = (p: Planejamento) => `/${PLANEJAMENTOS}/${encodeURIComponent(String(p.id))}`;

/** The proposals register filtered by the plan ('Visualizar Realinhamentos'). */
export function destinoRealinhamentos(p: Planejamento): string | undefined {
  const prop = PROPOSTAS[p.tipoReajuste ?? ''];
  if (!prop) return undefined;
  return `/${prop.path}?filter=${encodeURIComponent(JSON.stringify({ tabelaReajuste: p.id }))}`;
}

/** GET of the plan's proposals with their computed fields. */
export function urlRealinhamentos(p: Planejamento): string | undefined {
  const prop = PROPOSTAS[p.tipoReajuste ?? ''];
  return prop && `${base(p)}/${prop.lista}`;
}

/** POST that applies the plan: only a plan not applied yet. */
export function urlAplicar(p: Planejamento): string | undefined {
  const prop = PROPOSTAS[p.tipoReajuste ?? ''];
  return prop && !p.aprovada ? `${base(p)}/${prop.aplicar}` : undefined;
}

/** POST that cancels the plan: only the company's last applied plan. */
export function urlCancelar(p: Planejamento): string | undefined {
  return p.aprovada && p.ehUltimo ? `${base(p)}/cancelar-reajuste` : undefined;
}

/** An applied plan is history already written: neither edited nor deleted until cancelled. */
export const planejamentoBloqueado = (p: Record<string, unknown>) => p.aprovada === true;

export const MSG_APLICADO =
  'Este reajuste já foi aplicado: para alterá-lo ou excluí-lo, cancele-o antes (só o último aplicado pode ser cancelado).';
