// Routes of the recruitment module in the specification whose screens are registers kept elsewhere (the
// competence levels and the jobs are the job-and-salary registers, with their authority).
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    { path: '/captacao/niveis-competencia', redirect: '/cargo-salario/niveis-competencia' },
    { path: '/captacao/historico', redirect: '/captacao/historicos-candidato' },
    { path: '/captacao/cargo', redirect: '/cargo-salario/cargos' },
    { path: '/captacao/avaliacoes', redirect: '/captacao/modelos-avaliacao-candidato' },
  ],
};
