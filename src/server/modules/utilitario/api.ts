// What other modules may use of utilitario (docs/modulos.md).

// the system parameters: pesquisa reads the questions per part of a new survey
export { type ParametrosSistema, parametrosSistema } from './parametros-sistema.ts';
