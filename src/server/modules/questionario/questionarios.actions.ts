// The questionnaire engine's endpoints (src/server/questionarios/acoes.ts) for every register that declares
// x-resource.questionario: the registry says which, so a new questionnaire model needs no file here.
import { defineActions } from '../../actions/action.ts';
import { questionarioActions } from '../../questionarios/acoes.ts';
import { cadastrosDeQuestionario } from '../../questionarios/questionario.ts';
import { loadRegistry } from '../../schema-loader.ts';

export default defineActions(cadastrosDeQuestionario(loadRegistry()).flatMap(questionarioActions));
