// Gerado por scripts/generate.ts. Não edite.
import type { ValidatorLoader } from '../../shared/schema/generated-validator.ts';
import { actionValidators } from '../actions.ts';
import { registers } from '../registers.ts';
import { reportValidators } from '../reports.ts';

export type { GeneratedValidator } from '../../shared/schema/generated-validator.ts';

// a register's module by its path: Vite turns the template into the list of registers/*/*.ts, so the
// console's entry, which reads registers.ts, carries no loader
const registerValidator = (path: string): ValidatorLoader => {
  const [module, name] = path.split('/');
  return () => import(`../registers/${module}/${name}.ts`);
};

export const validatorLoaders: Record<string, ValidatorLoader> = {
  ...Object.fromEntries(registers.map((r) => [r.path, registerValidator(r.path)])),
  ...actionValidators,
  ...reportValidators,
};
