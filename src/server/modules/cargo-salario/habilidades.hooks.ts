import { defineHooks } from '../../crud/hooks.ts';
import { competenciaHooks } from './competencias.ts';

export default defineHooks('cargo-salario/habilidades', competenciaHooks('H'));
