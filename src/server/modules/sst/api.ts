// What other modules may use of occupational health and safety (SST).

// the employee history's environment and function (S-2240 reads them from there) are checked by SST's rules
export { ambienteFuncaoErrors } from './ambiente-funcao-colaborador.ts';
// the employee's job stability (accident leave, CIPA): the employee's screen shows it, recruitment warns before
// replacing someone who has it
export { dataEstabilidade, estabilidade } from './estabilidade.ts';
