// Evaluation criterion: it belongs to exactly one competence, a knowledge, a skill or an attitude. Three
// optional references (one foreign key each) rather than a kind + id pair, so that a competence with
// criteria cannot be deleted (409) and a criterion never points at nothing.
import { defineHooks, type RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';

export const MSG_CRITERIO = {
  semCompetencia: 'Informe a competência do critério: um conhecimento, uma habilidade ou uma atitude.',
  maisDeUma: 'Informe apenas uma competência: um conhecimento, uma habilidade ou uma atitude.',
} as const;

const CAMPOS = ['conhecimento', 'habilidade', 'atitude'] as const;

function exatamenteUma(data: RecordData) {
  const informadas = CAMPOS.filter((c) => data[c] !== undefined);
  if (informadas.length === 0) throw fieldError('conhecimento', MSG_CRITERIO.semCompetencia);
  if (informadas.length > 1) throw fieldError(informadas[1], MSG_CRITERIO.maisDeUma);
}

export default defineHooks('cargo-salario/criterios-avaliacao-competencia', {
  beforeCreate: (_ctx, data) => exatamenteUma(data),
  beforeUpdate: (_ctx, data) => exatamenteUma(data),
});
