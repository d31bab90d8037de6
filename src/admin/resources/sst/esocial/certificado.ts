// The company's A1 certificate as the eSocial panel shows it: who signs (the employer or a declared transmitter)
// and until when, with a warning when it expired or is about to.

export type Certificado = {
  titular: string;
  cnpj: string | null;
  emissor: string;
  validoAte: string;
  assinaComo?: 'empresa' | 'transmissor';
  inscricao?: string;
  vencido?: boolean;
  diasParaVencer?: number;
} | null;

/** Who signs and sends (the employer itself or a declared transmitter) and a warning near the end of validity. */
export function quemAssina(cert: NonNullable<Certificado>): { texto: string; aviso?: string } {
  const quem =
    cert.assinaComo === 'transmissor' ? 'Assina como transmissor' : 'Assina como a própria empresa';
  const texto = `${quem}${cert.inscricao ? ` (${cert.inscricao})` : ''}.`;
  if (cert.vencido)
    return {
      texto,
      aviso: 'Certificado vencido: os eventos não são assinados nem enviados até chegar um em vigor.',
    };
  if (cert.diasParaVencer !== undefined && cert.diasParaVencer <= 30)
    return { texto, aviso: `O certificado vence em ${cert.diasParaVencer} dia(s): providencie o próximo.` };
  return { texto };
}
