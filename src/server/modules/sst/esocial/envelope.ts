// What every eSocial event of this module shares around its own content (pure): the <eSocial> root with the
// event's namespace, the event element with its Id, ideEvento (original or rectification with the receipt of
// the event it corrects, issued by the employer's own application) and ideEmpregador (empregador.ts), and the
// digest that tells unchanged content apart.
import { createHash } from 'node:crypto';
import type { Empregador } from './empregador.ts';
import { el, leaf } from './xml.ts';

/** tpAmb 1 = produção, 2 = produção restrita; verProc = this application's version. */
export type Ambiente = { tpAmb: number; verProc: string };

/**
 * The head of an event: environment, application, who the employer is and, for a rectification (indRetif 2),
 * the receipt (nrRecibo) of the accepted event it corrects.
 */
export type Cabecalho = Ambiente & { empregador: Empregador; indRetif?: 1 | 2; nrRecibo?: string | null };

/** SHA-256 of an event's content (without Id and signature): equal content, equal digest. */
export const hashConteudo = (conteudo: string) => createHash('sha256').update(conteudo).digest('hex');

/** The employer's CNPJ when it can identify an event (14 characters, alphanumeric root allowed), else null. */
export const cnpjDoEmpregador = (cnpj: string | null | undefined): string | null =>
  cnpj && /^[A-Z0-9]{12}\d{2}$/.test(cnpj) ? cnpj : null;

/** The whole unsigned event (`evento` = evtCAT, evtMonit, evtExpRisco…), ready for the enveloped signature. */
export function envelopeEvento(
  evento: string,
  namespace: string,
  id: string,
  cab: Cabecalho,
  conteudo: string,
): string {
  const retificacao = cab.indRetif === 2;
  if (retificacao && !cab.nrRecibo) throw new Error('Retificação sem o recibo do evento retificado');
  return el(
    'eSocial',
    [
      el(
        evento,
        [
          el('ideEvento', [
            leaf('indRetif', retificacao ? 2 : 1),
            retificacao ? leaf('nrRecibo', cab.nrRecibo) : undefined,
            leaf('tpAmb', cab.tpAmb),
            leaf('procEmi', 1),
            leaf('verProc', cab.verProc),
          ]),
          el('ideEmpregador', [leaf('tpInsc', cab.empregador.tpInsc), leaf('nrInsc', cab.empregador.nrInsc)]),
          conteudo,
        ],
        { Id: id },
      ),
    ],
    { xmlns: namespace },
  );
}
