// What the aspect and question hooks share: the record's questionnaire model must be a model register's
// record of this company, and it never moves to another model.
import type { HookContext, RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import {
  type Declaracao,
  declaracao,
  MSG_QUESTIONARIO,
  tituloDoModelo,
} from '../../questionarios/questionario.ts';

export async function conferirModelo(
  ctx: HookContext,
  data: RecordData,
  previous?: RecordData,
): Promise<Declaracao> {
  if (previous) {
    data.cadastro = previous.cadastro;
    data.modeloId = previous.modeloId;
  }
  const decl = declaracao(ctx.registry.find(data.cadastro));
  if (!decl) throw fieldError('cadastro', MSG_QUESTIONARIO.cadastroSemQuestionario);
  const titulo = await tituloDoModelo(
    ctx.db,
    ctx.registry,
    ctx.session.empresaId,
    data.cadastro,
    data.modeloId,
  );
  if (titulo === undefined) throw fieldError('modeloId', MSG_QUESTIONARIO.modeloInexistente);
  return decl;
}
