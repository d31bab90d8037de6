// A candidate in a request's selection process (spec §3 Candidate-to-request link): enters at screening
// (no stage), EM_PROCESSO, dated today, only while the request is approved and open. Candidate and request
// do not change afterwards; leaving the process deletes its history (a hired candidate does not leave).
import { sql } from 'kysely';
import { defineHooks } from '../../crud/hooks.ts';
import { conflict, validationError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { CANDIDATOS_SOLICITACAO, exigeMovimentavel, MSG_PROCESSO } from './processo-seletivo.ts';

const idDe = (v: unknown) => (v && typeof v === 'object' ? (v as { id: number }).id : v);

export default defineHooks(CANDIDATOS_SOLICITACAO, {
  async beforeCreate(ctx, data) {
    await exigeMovimentavel(ctx.db, ctx.session.empresaId, idDe(data.solicitacao) as number);
    data.situacao = 'EM_PROCESSO';
    data.dataInclusao = today();
    data.origem ??= 'I';
  },

  beforeUpdate(_ctx, data, previous) {
    if (
      idDe(data.candidato) !== idDe(previous.candidato) ||
      idDe(data.solicitacao) !== idDe(previous.solicitacao)
    )
      throw validationError([{ field: 'candidato', message: MSG_PROCESSO.naoMuda }]);
  },

  async beforeDelete(ctx, previous) {
    if (previous.situacao === 'CONTRATADO') throw conflict(MSG_PROCESSO.contratadoNaoSai);
    await sql`DELETE FROM historico_candidato WHERE candidato_solicitacao_id = ${previous.id}`.execute(
      ctx.db,
    );
  },
});
