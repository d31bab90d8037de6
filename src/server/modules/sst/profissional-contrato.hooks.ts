// sst/profissional-contrato: the contract type's label (tipoFormatado), whether a signature image is kept
// (temAssinaturaDigital), and `manterAssinatura: false` on a save removing that image in the same write.
import { defineHooks } from '../../crud/hooks.ts';
import { fileStore } from '../../files/file-fields.ts';
import { CONTRATOS } from './profissional.ts';

export default defineHooks(CONTRATOS, {
  async beforeUpdate(ctx, data, previous) {
    // before the record is read again, so the answer and the audit entry show the image gone
    if (data.manterAssinatura === false && previous.assinaturaDigital)
      await fileStore.delete(ctx.db, {
        empresaId: ctx.session.empresaId,
        cadastro: CONTRATOS,
        registroId: previous.id,
        campo: 'assinaturaDigital',
      });
  },
  afterRead(ctx, records) {
    const labels = (ctx.resource.schema.properties?.tipoContrato?.['x-enum-labels'] ?? {}) as Record<
      string,
      string
    >;
    for (const r of records) {
      r.tipoFormatado = r.tipoContrato ? (labels[r.tipoContrato] ?? r.tipoContrato) : undefined;
      r.temAssinaturaDigital = !!r.assinaturaDigital;
      r.manterAssinatura = true;
    }
  },
});
