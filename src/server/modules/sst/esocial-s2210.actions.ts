// S-2210 of a CAT (beyond the spec's paths):
//   POST sst/eventos-esocial/s-2210 {cat: {id}} → 201 the stored event (origemId = the CAT), XSD-valid and signed
//        when the company has its A1 certificate; 400 naming the layout field when the CAT cannot make a valid
//        event (nothing stored). Needs ROLE_SST_SAUDE: the event carries the physician's report (CID-10).
import { defineActions } from '../../actions/action.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { carregarDadosS2210 } from './esocial/dados-s2210.ts';
import { ambienteEsocial, EventoRecusado, geradorDeIds, gravarEventos } from './esocial/registro.ts';
import { cnpjEmpregadorS2210, conteudoS2210, eventoS2210, hashS2210 } from './esocial/s2210.ts';
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
      const tx = ctx.db as never;
      const cat = await carregarDadosS2210(ctx.db, ctx.session.empresaId, ctx.body.cat.id);
      if (!cat) throw notFound();
      let conteudo: string;
      let cnpj: string;
      try {
        conteudo = conteudoS2210(cat.dados);
        cnpj = cnpjEmpregadorS2210(cat.dados);
      } catch (e) {
        if (e instanceof EventoRecusado) throw validationError([{ field: e.campo, message: e.message }]);
        throw e;
      }
      const agora = new Date();
      const proximoId = await geradorDeIds(tx, ctx.session.empresaId, agora);
      const idEvento = await proximoId(cnpj);
      const r = await gravarEventos(
        tx,
        { empresaId: ctx.session.empresaId, usuarioId: ctx.session.userId, tipo: 'S-2210', agora },
        [
          {
            colaborador: cat.colaborador,
            idEvento,
            xml: eventoS2210(idEvento, cnpj, conteudo, ambienteEsocial()),
            hash: hashS2210(conteudo),
            dataReferencia: cat.dataAcidente,
            origemId: cat.id,
          },
        ],
      );
      const recusa = r.recusados[0];
      if (recusa) throw validationError([{ field: recusa.campo, message: recusa.mensagem }]);
      const evento = r.gerados[0]!;
      ctx.audit = { resource: EVENTOS, recordId: evento.id };
      return ctx.engine.repository(EVENTOS).get(ctx.session, evento.id, ctx.db as never);
    },
  },
]);
