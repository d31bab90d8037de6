// Gerado por scripts/generate.ts a partir de schemas/. Não edite.
export type GeneratedValidator = ((data: unknown) => boolean) & { errors?: any[] | null };
export const validatorLoaders: Record<string, () => Promise<{ default: GeneratedValidator }>> = {
  'captacao/etapas-seletivas': () => import('./captacao__etapas-seletivas.js'),
  'geral/cidades': () => import('./geral__cidades.js'),
  'geral/estados': () => import('./geral__estados.js'),
  'utilitario/empresas': () => import('./utilitario__empresas.js'),
  'utilitario/perfis': () => import('./utilitario__perfis.js'),
  'utilitario/usuarios': () => import('./utilitario__usuarios.js'),
};
