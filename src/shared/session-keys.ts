// Browser storage keys shared by the staff console (src/admin) and its small login page (src/login).

/**
 * localStorage: set while this browser holds a session. Without it a visitor is taken as anonymous without
 * asking the server: the session cookie is HttpOnly (invisible to scripts) and every 401 of the check would
 * print an error in the browser console. The server stays the judge: a stale hint costs one 401.
 */
export const SESSION_HINT_KEY = 'gente.sessao';
/** localStorage: the company of the session, so other tabs notice a switch. */
export const COMPANY_STORAGE_KEY = 'gente.empresaId';
/** sessionStorage: the console page a visitor was sent to the login from, opened again after it. */
export const NEXT_PAGE_KEY = 'gente.proximaPagina';
