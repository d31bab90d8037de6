import { describe, expect, it } from 'vitest';
import { termosDaBusca } from './busca-curriculo.ts';

describe('termosDaBusca', () => {
  it('joins a hyphenated code of 2 to 4 letters and a number, outside quotes', () => {
    expect(termosDaBusca('nr-35')).toBe('nr35');
    expect(termosDaBusca('NR-35 trabalho em altura ISO-9001')).toBe('NR35 trabalho em altura ISO9001');
    expect(termosDaBusca('-nr-10 eletricista')).toBe('-nr10 eletricista');
    expect(termosDaBusca('soldador "curso nr-10" nr-35')).toBe('soldador "curso nr-10" nr35');
    expect(termosDaBusca('"nr-10" OR nr-12')).toBe('"nr-10" OR nr12');
  });
  it('leaves what is not such a code', () => {
    for (const t of [
      'covid-19',
      'pós-graduação',
      '97652-9011',
      'a-1',
      'nr 35',
      'nr35',
      'x-123456',
      'abc-12d',
    ])
      expect(termosDaBusca(t)).toBe(t);
  });
});
