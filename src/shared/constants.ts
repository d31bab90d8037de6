// Business constants and limits of the spec (§9, inventory constants.tsv) that code reads.
// Shared by the console, the portal and the server, so a limit changes in one place.

/** areasIds / areasOrganizacionaisIds lists longer than this are split into requests of this size. */
export const AREA_IDS_QUERY_CHUNK = 600;
/** Query parameters the chunking applies to. */
export const CHUNKED_ID_PARAMS = ['areasIds', 'areasOrganizacionaisIds'] as const;

export const DEFAULT_PAGE_SIZE = 15;
export const ROW_ACTIONS_INLINE_MAX = 5;
export const INPUT_DEBOUNCE_MS = 500;
export const LOADING_INDICATOR_HIDE_MS = 500;
export const SUCCESS_TOAST_MS = 3000;
export const NOT_FOUND_WARNING_TOAST_MS = 3000;
export const LOGOUT_WAIT_INTERNAL_MS = 10_000;
export const LOGOUT_WAIT_EXTERNAL_MS = 2000;

/** Top-level menus collapse below this width. */
export const MENU_COLLAPSE_BREAKPOINT_PX = 1200;
/** The staff shell is in mobile mode at this width or less. */
export const MOBILE_BREAKPOINT_STAFF_PX = 768;
/** The candidate portal is in mobile mode at this width or less. */
export const MOBILE_BREAKPOINT_CANDIDATE_PX = 1024;
export const ASSISTANT_MIN_WIDTH_PX = 768;
export const USER_MENU_WIDTH_PX = 225;
export const PORTAL_GREETING_NAME_MAX = 20;

/** Dates sent to the API are expressed in the server's wall-clock time. */
export const SERVER_TIMEZONE = 'America/Sao_Paulo';
export const DATE_FORMAT = 'dd/MM/yyyy';
export const DEFAULT_PORTAL_COLOR = '#FF850A';
export const MENU_SEARCH_BREADCRUMB_SEPARATOR = ' > ';
export const CPF_DIGITS_FOR_COMPANY_LOOKUP = 11;
export const YEAR_MIN = 1900;
/** Support e-mail when the server's configuration (userinfo.suporteEmail) is not at hand. */
export const FALLBACK_SUPPORT_EMAIL = 'suporte@gente.app.br';
