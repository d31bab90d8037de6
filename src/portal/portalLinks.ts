// Pure helpers of the candidate portal's links (spec §2 "Candidate layout", §6 external routes).

export const INVALID_COMPANY_ID = 'Empresa ID inválido. Revise ou solicite novamente o link';

/** The empresaId query parameter: absent, valid (digits) or invalid. */
export function readEmpresaId(search: string): { empresaId?: string; invalid: boolean } {
  const raw = new URLSearchParams(search).get('empresaId');
  if (raw === null || raw === '') return { invalid: false };
  return /^\d{1,9}$/.test(raw) ? { empresaId: raw, invalid: false } : { invalid: true };
}

/** '/externo/login', keeping the company of the link that brought the candidate here. */
export function loginHref(empresaId?: string): string {
  return empresaId ? `/externo/login?empresaId=${encodeURIComponent(empresaId)}` : '/externo/login';
}
