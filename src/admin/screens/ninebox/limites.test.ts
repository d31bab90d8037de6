import { describe, expect, it } from 'vitest';
import { errosDosLimites, type Limites, mensagemFaltantes } from './limites.ts';

const cheio: Limites = {
  percentualBaixoPotencial: '33',
  percentualAltoPotencial: '66',
  percentualBaixoDesempenho: '33',
  percentualAltoDesempenho: '66',
};

describe('limites do nove-box (spec §5)', () => {
  it('diálogo: singular e plural', () => {
    expect(mensagemFaltantes(cheio)).toBeUndefined();
    expect(mensagemFaltantes({ ...cheio, percentualAltoPotencial: '' })).toBe(
      'O campo de Alto Potencial é obrigatório.',
    );
    expect(mensagemFaltantes({ ...cheio, percentualBaixoPotencial: '', percentualAltoDesempenho: ' ' })).toBe(
      'Os campos de Baixo Potencial e Alto Desempenho são obrigatórios.',
    );
    expect(
      mensagemFaltantes({
        percentualBaixoPotencial: '',
        percentualAltoPotencial: '',
        percentualBaixoDesempenho: '',
        percentualAltoDesempenho: '',
      }),
    ).toBe(
      'Os campos de Baixo Potencial, Alto Potencial, Baixo Desempenho e Alto Desempenho são obrigatórios.',
    );
  });
  it('só dígitos, no máximo 2, baixo abaixo do alto', () => {
    expect(errosDosLimites(cheio)).toEqual({});
    expect(errosDosLimites({ ...cheio, percentualAltoPotencial: '100' })).toEqual({
      percentualAltoPotencial: 'O percentual de alto potencial deve ter no máximo 2 dígitos.',
    });
    expect(errosDosLimites({ ...cheio, percentualAltoDesempenho: '6a' })).toEqual({
      percentualAltoDesempenho: 'Informe somente números no campo de Alto Desempenho.',
    });
    expect(errosDosLimites({ ...cheio, percentualBaixoPotencial: '66' })).toEqual({
      percentualBaixoPotencial:
        'O percentual de baixo potencial não pode ser maior ou igual do que o alto potencial.',
    });
    expect(errosDosLimites({ ...cheio, percentualBaixoDesempenho: '70' })).toEqual({
      percentualBaixoDesempenho:
        'O percentual de baixo desempenho não pode ser maior ou igual do que o alto desempenho.',
    });
  });
});
