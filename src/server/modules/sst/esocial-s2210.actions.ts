// S-2210 of a CAT (beyond the spec's paths):
//   POST sst/eventos-esocial/s-2210 {cat: {id}} → 201 the stored event (origemId = the CAT), XSD-valid and signed
//        when the company has its A1 certificate; 400 naming the layout field when the CAT cannot make a valid
//        event (nothing stored). Needs ROLE_SST_SAUDE: the event carries the physician's report (CID-10).
import { defineActions } from '../../actions/action.ts';
import { notFound } from '../../http/errors.ts';
import { carregarDadosS2210 } from './esocial/dados-s2210.ts';
import { gerarEventoDeOrigem } from './esocial/registro.ts';
import { cnpjEmpregadorS2210, conteudoS2210, eventoS2210 } from './esocial/s2210.ts';
import { ROLE_SST_SAUDE } from './sst.ts';

const EVENTOS = 'sst/eventos-esocial';

export default defineActions([
  {
    name: 'gerar-s2210',
    method: 'POST',
    path: `${EVENTOS}/s-2210`,
    summary: 'Gera (e assina, com certificado) o S-2210 de uma CAT',
    authority: ROLE_SST_SAUDE,
    body: 'sst/_acoes/gerar-s2210',
    status: 201,
    async handler(ctx) {
      const cat = await carregarDadosS2210(ctx.db, ctx.session.empresaId, ctx.body.cat.id);
      if (!cat) throw notFound();
      const evento = await gerarEventoDeOrigem(ctx.db, {
        tipo: 'S-2210',
        empresaId: ctx.session.empresaId,
        usuarioId: ctx.session.userId,
        origemId: cat.id,
        colaborador: cat.colaborador,
        dataReferencia: cat.dataAcidente,
        montar: () => ({ conteudo: conteudoS2210(cat.dados), cnpj: cnpjEmpregadorS2210(cat.dados) }),
        evento: eventoS2210,
      });
      ctx.audit = { resource: EVENTOS, recordId: evento.id };
      return ctx.repo(EVENTOS).get(evento.id);
    },
  },
]);
