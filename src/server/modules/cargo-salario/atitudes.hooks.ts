import { defineHooks } from '../../crud/hooks.ts';
import { competenciaHooks } from './competencias.ts';

export default defineHooks('cargo-salario/atitudes', competenciaHooks('A'));
