// Gerado por scripts/generate.ts. Não edite.
import type { ValidatorLoader } from '../../shared/schema/generated-validator.ts';
import { actionValidators } from '../actions.ts';
import { registers } from '../registers.ts';
import { reportValidators } from '../reports.ts';

export type { GeneratedValidator } from '../../shared/schema/generated-validator.ts';

export const validatorLoaders: Record<string, ValidatorLoader> = {
  ...Object.fromEntries(registers.map((r) => [r.path, r.validator])),
  ...actionValidators,
  ...reportValidators,
};
