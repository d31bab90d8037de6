// S-3000 (Exclusão de Eventos), layout S-1.3 (evtExclusao.xsd), pure: the type and receipt of the accepted
// event it excludes and, for a worker's event (non-periodic, S-2190 to S-2420), the worker's CPF. Its ideEvento
// has no indRetif: an exclusion is never rectified.

import type { Cabecalho } from './envelope.ts';
import { el, leaf } from './xml.ts';

export const NS_S3000 = 'http://www.esocial.gov.br/schema/evt/evtExclusao/v_S_01_03_00';

export type DadosS3000 = {
  /** 'S-2240', 'S-2220', 'S-2210' */
  tpEvento: string;
  /** nrRecibo of the accepted event */
  nrRecEvt: string;
  cpfTrab: string;
};

/** The content, also hashed like the other events'. */
export const conteudoS3000 = (d: DadosS3000): string =>
  el('infoExclusao', [
    leaf('tpEvento', d.tpEvento),
    leaf('nrRecEvt', d.nrRecEvt),
    el('ideTrabalhador', [leaf('cpfTrab', d.cpfTrab)]),
  ]);

/** The whole unsigned S-3000. */
export const eventoS3000 = (id: string, cab: Cabecalho, conteudo: string): string =>
  el(
    'eSocial',
    [
      el(
        'evtExclusao',
        [
          el('ideEvento', [leaf('tpAmb', cab.tpAmb), leaf('procEmi', 1), leaf('verProc', cab.verProc)]),
          el('ideEmpregador', [leaf('tpInsc', cab.empregador.tpInsc), leaf('nrInsc', cab.empregador.nrInsc)]),
          conteudo,
        ],
        { Id: id },
      ),
    ],
    { xmlns: NS_S3000 },
  );

/** The worker's CPF an event carries (ideVinculo/cpfTrab of S-2210, S-2220 and S-2240). */
export const cpfDoEvento = (xml: string): string | null =>
  /<cpfTrab>(\d{11})<\/cpfTrab>/.exec(xml)?.[1] ?? null;
