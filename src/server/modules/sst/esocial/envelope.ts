// What every eSocial event of this module shares around its own content (pure): the <eSocial> root with the
// event's namespace, the event element with its Id, ideEvento (original event, issued by the employer's own
// application) and ideEmpregador (the CNPJ's 8-digit root), and the digest that tells unchanged content apart.
import { createHash } from 'node:crypto';
import { el, leaf } from './xml.ts';

/** tpAmb 1 = produção, 2 = produção restrita; verProc = this application's version. */
export type Ambiente = { tpAmb: number; verProc: string };

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
  cnpj: string,
  conteudo: string,
  amb: Ambiente,
): string {
  return el(
    'eSocial',
    [
      el(
        evento,
        [
          el('ideEvento', [
            leaf('indRetif', 1),
            leaf('tpAmb', amb.tpAmb),
            leaf('procEmi', 1),
            leaf('verProc', amb.verProc),
          ]),
          el('ideEmpregador', [leaf('tpInsc', 1), leaf('nrInsc', cnpj.slice(0, 8))]),
          conteudo,
        ],
        { Id: id },
      ),
    ],
    { xmlns: namespace },
  );
}
