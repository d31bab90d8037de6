// The portal's routes (spec §2 "/externo", §6 external routes) as a pure function of the address and the
// session: which page shows, or where the visitor goes instead. Unauthenticated visitors of a private page
// go to the login carrying empresaId; authenticated ones opening the login (or the registration) go to the
// open ads. The open ads are the careers page (issue 26): a visitor sees them without a session and logs in
// or registers when applying, so /externo with a company's link opens them (the spec sent it to the login);
// without a link, /externo (and the ads) is the 'inicio' page, which opens the installation's only company or
// asks for the company's link.

export const INVALID_COMPANY_ID = 'Empresa ID inválido. Revise ou solicite novamente o link';

export type PageName =
  | 'inicio'
  | 'login'
  | 'recuperar-senha'
  | 'cadastro'
  | 'editar'
  | 'senha'
  | 'documentos'
  | 'novo-documento'
  | 'anuncios'
  | 'anuncio'
  | 'candidaturas'
  | 'avaliacoes'
  | 'responder-avaliacao'
  | 'historico'
  | 'nao-encontrada';

export type Resolved =
  | { page: PageName; id?: number; empresaId?: string; invalidCompany: boolean }
  | { redirect: string };

const PUBLIC: PageName[] = [
  'inicio',
  'login',
  'recuperar-senha',
  'cadastro',
  'anuncios',
  'anuncio',
  'nao-encontrada',
];

/** The empresaId query parameter: absent, valid (digits) or invalid. */
export function readEmpresaId(search: string): { empresaId?: string; invalid: boolean } {
  const raw = new URLSearchParams(search).get('empresaId');
  if (raw === null || raw === '') return { invalid: false };
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? { empresaId: raw, invalid: false } : { invalid: true };
}

/** A portal address keeping the company of the link: href('/externo/anuncios', '3') → '...?empresaId=3'. */
export function href(path: string, empresaId?: string | number, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ ...(empresaId ? { empresaId: String(empresaId) } : {}), ...extra });
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export const loginHref = (empresaId?: string | number) => href('/externo/login', empresaId);

function match(path: string): { page: PageName; id?: number } | 'raiz' {
  const p = path.replace(/\/+$/, '') || '/';
  if (p === '/externo') return 'raiz';
  const fixed: Record<string, PageName> = {
    '/externo/login': 'login',
    '/externo/recuperar-senha': 'recuperar-senha',
    '/externo/candidatos/new': 'cadastro',
    '/externo/anuncios': 'anuncios',
    '/externo/candidato-solicitacoes': 'candidaturas',
    '/externo/solicitacao-avaliacao': 'responder-avaliacao',
    '/externo/avaliacoes': 'avaliacoes',
    '/externo/historico-candidatos': 'historico',
  };
  if (fixed[p]) return { page: fixed[p]! };
  let m = /^\/externo\/anuncios\/(\d{1,9})$/.exec(p);
  if (m) return { page: 'anuncio', id: Number(m[1]) };
  m = /^\/externo\/candidatos\/(\d{1,9})(\/documentos-anexos(\/new)?)?$/.exec(p);
  if (m) return { page: m[3] ? 'novo-documento' : m[2] ? 'documentos' : 'editar', id: Number(m[1]) };
  return { page: 'nao-encontrada' };
}

/**
 * What to show for an address. `session`: the logged-in candidate (id and company), or null. A private
 * page of another candidate id shows the session's own; tab=senha on the record is 'Alterar Senha'.
 */
export function resolve(
  pathname: string,
  search: string,
  session: { candidatoId: number; empresaId: number } | null,
): Resolved {
  const { empresaId: fromLink, invalid } = readEmpresaId(search);
  const empresaId = session ? String(session.empresaId) : fromLink;
  const found = match(pathname);
  if (found === 'raiz') {
    if (session || fromLink) return { redirect: href('/externo/anuncios', empresaId) };
    return { page: 'inicio', invalidCompany: invalid };
  }
  const { page } = found;
  if (!session && !PUBLIC.includes(page)) return { redirect: loginHref(fromLink) };
  // the careers page needs the company: without its link, the page that finds it or asks for it
  if (!session && (page === 'anuncios' || page === 'anuncio') && !fromLink && !invalid)
    return { redirect: '/externo' };
  if (session && (page === 'login' || page === 'cadastro'))
    return { redirect: href('/externo/anuncios', empresaId) };
  if (session && found.id !== undefined && page !== 'anuncio' && found.id !== session.candidatoId)
    return { redirect: pathname.replace(/\/candidatos\/\d+/, `/candidatos/${session.candidatoId}`) + search };
  const tab = new URLSearchParams(search).get('tab');
  return {
    page: page === 'editar' && tab === 'senha' ? 'senha' : page,
    id: found.id,
    empresaId,
    invalidCompany: invalid,
  };
}
