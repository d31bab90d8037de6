// The settings the portal's actions read (declared actions get no Config): set once at start-up by
// sessao.routes.ts from the app's configuration.
export const portalConfig = {
  /** GENTE_URL_PUBLICA: base of the links sent by e-mail */
  publicUrl: 'http://localhost:3000',
  /** GENTE_SECURE_COOKIES */
  secureCookies: false,
};
