// The candidate portal's settings that declared actions read (they get no Config): set once at start-up by the
// portal's routes (externo/sessao.routes.ts) from the app's configuration. Recruitment owns them because the
// portal is its front door: recruitment's e-mails link to the portal, and the portal (externo) depends on
// recruitment, never the other way.
export const portalConfig = {
  /** GENTE_URL_PUBLICA: base of the links sent by e-mail */
  publicUrl: 'http://localhost:3000',
  /** GENTE_SECURE_COOKIES */
  secureCookies: false,
};
