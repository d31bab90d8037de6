// Aspects of a questionnaire: they belong to one model record of this company, for good.
import { defineHooks } from '../../crud/hooks.ts';
import { ASPECTOS } from '../../questionarios/questionario.ts';
import { conferirModelo } from './modelo.ts';

export default defineHooks(ASPECTOS, {
  beforeCreate: async (ctx, data) => void (await conferirModelo(ctx, data)),
  beforeUpdate: async (ctx, data, previous) => void (await conferirModelo(ctx, data, previous)),
});
