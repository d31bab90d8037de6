// The send of every answering screen: the sheet checked with the shared rules (as the server will) plus the
// screen's own checks, the errors shown under their questions with the first one focused; when valid, the
// screen's request, and the server's field errors shown the same way.
import { validarFolha } from '../../shared/questionario/regras.ts';
import type { FolhaEnviada, Pergunta } from '../../shared/questionario/tipos.ts';
import { fieldErrorsOf, notify } from '../providers/errorHandler.ts';
import { focarPrimeiroErro } from './FormularioRespostas.tsx';

type Envio = {
  /** the questionnaire's questions (none: only `extras` are checked) */
  perguntas?: Pergunta[];
  corpo: FolhaEnviada;
  autoavaliacao?: boolean;
  /** the screen's own errors by field (e.g. competence levels) */
  extras?: Record<string, string>;
  setErros(erros: Record<string, string>): void;
  setEnviando(enviando: boolean): void;
  /** the request; its field errors are shown under the fields */
  enviar(): Promise<void>;
};

export async function conferirEEnviarFolha(e: Envio): Promise<void> {
  const locais = {
    ...Object.fromEntries(
      (e.perguntas ? validarFolha(e.perguntas, e.corpo, { autoavaliacao: e.autoavaliacao }) : []).map((x) => [
        x.field,
        x.message,
      ]),
    ),
    ...e.extras,
  };
  e.setErros(locais);
  if (Object.keys(locais).length) {
    notify('Preencha os campos indicados', { severity: 'warning', title: 'Aviso' });
    focarPrimeiroErro();
    return;
  }
  e.setEnviando(true);
  try {
    await e.enviar();
  } catch (erro) {
    e.setErros(fieldErrorsOf(erro));
    focarPrimeiroErro();
  } finally {
    e.setEnviando(false);
  }
}
