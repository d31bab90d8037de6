// Gerado por scripts/generate.ts a partir de schemas/. Não edite.
export type GeneratedValidator = ((data: unknown) => boolean) & { errors?: any[] | null };
export const validatorLoaders: Record<string, () => Promise<{ default: GeneratedValidator }>> = {
  'captacao/areas-interesse': () => import('./captacao__areas-interesse.js'),
  'captacao/como-ficou-sabendo-vaga': () => import('./captacao__como-ficou-sabendo-vaga.js'),
  'captacao/etapas-seletivas': () => import('./captacao__etapas-seletivas.js'),
  'captacao/motivos-solicitacao': () => import('./captacao__motivos-solicitacao.js'),
  'cargo-salario/areas-organizacionais': () => import('./cargo-salario__areas-organizacionais.js'),
  'cargo-salario/cargos': () => import('./cargo-salario__cargos.js'),
  'cargo-salario/colaboradores': () => import('./cargo-salario__colaboradores.js'),
  'cargo-salario/faixas-salariais': () => import('./cargo-salario__faixas-salariais.js'),
  'cargo-salario/grupos-ocupacionais': () => import('./cargo-salario__grupos-ocupacionais.js'),
  'cargo-salario/historicos-colaboradores': () => import('./cargo-salario__historicos-colaboradores.js'),
  'cargo-salario/indices': () => import('./cargo-salario__indices.js'),
  'geral/bairros': () => import('./geral__bairros.js'),
  'geral/cidades': () => import('./geral__cidades.js'),
  'geral/estados': () => import('./geral__estados.js'),
  'utilitario/empresas': () => import('./utilitario__empresas.js'),
  'utilitario/estabelecimentos': () => import('./utilitario__estabelecimentos.js'),
  'utilitario/perfis': () => import('./utilitario__perfis.js'),
  'utilitario/usuarios': () => import('./utilitario__usuarios.js'),
};
