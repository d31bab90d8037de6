// The six Brazilian generations (IBGE/press usage: Baby Boomers to Alpha), by birth year. Seeded once into the
// shared `geracao` table (geracoes.reference.ts); the installation may edit them afterwards.
export const GERACOES_PADRAO = [
  {
    nome: 'Veteranos (Geração Silenciosa)',
    anoInicial: 1925,
    anoFinal: 1945,
    descricao: 'Viveram guerra e escassez; disciplinados, leais à empresa, respeitam a autoridade.',
  },
  {
    nome: 'Baby Boomers',
    anoInicial: 1946,
    anoFinal: 1964,
    descricao:
      'Nascidos no pós-guerra; valorizam estabilidade, carreira longa numa mesma empresa e hierarquia.',
  },
  {
    nome: 'Geração X',
    anoInicial: 1965,
    anoFinal: 1980,
    descricao: 'Viram a chegada do computador pessoal; independentes, pragmáticos, buscam equilíbrio.',
  },
  {
    nome: 'Geração Y (Millennials)',
    anoInicial: 1981,
    anoFinal: 1996,
    descricao: 'Cresceram com a internet; buscam propósito, feedback frequente e desenvolvimento rápido.',
  },
  {
    nome: 'Geração Z',
    anoInicial: 1997,
    anoFinal: 2009,
    descricao: 'Nativos digitais; valorizam flexibilidade, diversidade e comunicação instantânea.',
  },
  {
    nome: 'Geração Alpha',
    anoInicial: 2010,
    anoFinal: 2024,
    descricao: 'Nascidos com smartphones e assistentes de voz; chegam ao mercado como aprendizes.',
  },
] as const;
