import { describe, expect, it } from 'vitest';
import { quemAssina } from './certificado.ts';

const base = {
  titular: 'EMPRESA PADRAO LTDA',
  cnpj: '11222333000181',
  emissor: 'AC',
  validoAte: '2027-01-01T00:00:00Z',
};

describe('who signs, and until when', () => {
  it('the employer itself, in force: no warning', () => {
    expect(
      quemAssina({
        ...base,
        assinaComo: 'empresa',
        inscricao: 'CNPJ 11.222.333/0001-81',
        diasParaVencer: 200,
      }),
    ).toEqual({ texto: 'Assina como a própria empresa (CNPJ 11.222.333/0001-81).' });
  });

  it('a transmitter whose certificate ends within 30 days, or has ended', () => {
    expect(quemAssina({ ...base, assinaComo: 'transmissor', inscricao: 'CPF', diasParaVencer: 12 })).toEqual({
      texto: 'Assina como transmissor (CPF).',
      aviso: 'O certificado vence em 12 dia(s): providencie o próximo.',
    });
    expect(quemAssina({ ...base, assinaComo: 'empresa', vencido: true, diasParaVencer: -3 }).aviso).toBe(
      'Certificado vencido: os eventos não são assinados nem enviados até chegar um em vigor.',
    );
  });
});
