// The configuration every API test app starts with (tests/helpers/test-app.ts), also used to build the
// template database the test databases are copied from (postgres-global-setup.ts).
export const ADMIN_CPF = '52998224725';
export const ADMIN_SENHA = 'senha-de-teste-123';

export const TEST_ENV: Record<string, string> = {
  GENTE_ADMIN_CPF: ADMIN_CPF,
  GENTE_ADMIN_SENHA: ADMIN_SENHA,
  GENTE_LOG_LEVEL: 'silent',
  GENTE_DATA_DIR: '/tmp/gente-test-unused',
};

/** Name of the database that holds a started app's structure and first data (copied per test file). */
export const TEMPLATE_DATABASE = 'gente_modelo_testes';
