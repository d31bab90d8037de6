// What every page of the portal reads: the company of the link (its look, policy and field configuration)
// and the candidate session (spec §3 "Session user info", external flavour).
import { createContext, useContext } from 'react';
import type { ConfiguracaoCampos } from '../shared/portal/campos-candidato.ts';

export type Sessao = {
  authenticated: true;
  candidato: { id: number; nome: string; cpf: string };
  empresa: { id: number; nome: string };
  exigirAceitePsi: boolean;
  aceitoPoliticaSeguranca: boolean;
};
export type UserInfo = Sessao | { authenticated: false };

export type Empresa = {
  id: number;
  nome: string;
  corPrincipal: string | null;
  corSecundaria: string | null;
  logoUrl: string | null;
  exigirAceitePsi: boolean;
  politicaSeguranca: string | null;
  versaoPolitica: string | null;
  /** the login asks the robot check from the first attempt (company setting) */
  exigirVerificacaoLogin?: boolean;
  campos: ConfiguracaoCampos;
};

export type Portal = {
  /** the session, null without one (undefined while the first check runs) */
  sessao: Sessao | null | undefined;
  /** the company of the session, else of the link */
  empresaId?: string;
  empresa?: Empresa;
  entrou(info: Sessao): void;
  sair(): Promise<void>;
  atualizaSessao(): Promise<void>;
};

export const PortalContext = createContext<Portal | null>(null);

export function usePortal(): Portal {
  const p = useContext(PortalContext);
  if (!p) throw new Error('usePortal fora do PortalApp');
  return p;
}
