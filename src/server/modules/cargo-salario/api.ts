// What other modules may use of jobs and salaries (cargo-salário): the employees' positions (area, job, salary
// range) at a date and the competences their ranges require, which evaluations and recruitment read and filter by.

// the experience follow-ups list only the people of the areas a manager is responsible for (areas-do-usuario.ts)
export { type AreasDoUsuario, areasDoUsuario } from './areas-do-usuario.ts';
// evaluations read who holds which range at a date (the competences each one is evaluated on)
export { situacoesNaData } from './posicao-atual.ts';
// evaluations pick the employees on the roll at a date and the competences their ranges require; reports of
// evaluations and recruitment filter by area (with sub-areas), job and establishment as the job reports do
export {
  ativoNaData,
  cteCaminhoAreas,
  ctesCompetenciasExigidas,
  type Filtro,
  filtroEstabelecimentos,
  filtroOrganizacional,
  historicosVigentes,
  subarvoreAreas,
} from './relatorios/comum.ts';
