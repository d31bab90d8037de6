// The aggregate figures of the vacancy-fill statistics, from the per-request rows of preenchimento-vaga.ts
// (pure: the action reads the rows, this sums them). Formulas, in Portuguese, in docs/captacao-relatorios.md.
//
// * Cancelled requests are listed and counted, but stay out of every vacancy and duration figure: their
//   vacancies were never meant to be filled any more.
// * Fill rate = Σ min(filled, vacancies) ÷ Σ vacancies (a request hiring more than it asked for does not
//   make up for another one).
// * Days to fill: mean and median over the concluded requests; forecast days: mean over the concluded ones
//   that have a forecast; on time: concluded on or before the forecast, over those with a forecast.
// * Candidates per vacancy = candidates in the processes ÷ vacancies.
// * Funnel: per stage (company order), the candidates who reached it (a history entry there) and their
//   latest result in it; the share is of all candidates in the processes.

export type LinhaPreenchimento = {
  id: number;
  descricao: string;
  cargo: string;
  faixa: string;
  area: string | null;
  estabelecimento: string | null;
  motivo: string | null;
  data: string;
  previsao: string | null;
  conclusao: string | null;
  situacao: 'A' | 'S' | 'E' | 'C';
  andamento: string;
  vagas: number;
  preenchidas: number;
  candidatos: number;
  diasPrevistos: number | null;
  dias: number | null;
  desvio: number | null;
  noPrazo: boolean | null;
};

export type ContagemEtapa = {
  candidatos: number;
  aprovados: number;
  reprovados: number;
  aguardando: number;
};
export type FunilSolicitacao = ContagemEtapa & { solicitacaoId: number; etapaSeletivaId: number };
export type Etapa = { id: number; nome: string; ordem: number };

const arred = (n: number, casas: number) => Math.round(n * 10 ** casas) / 10 ** casas;
const media = (xs: number[], casas = 1) =>
  xs.length ? arred(xs.reduce((a, b) => a + b, 0) / xs.length, casas) : null;
const percentual = (parte: number, todo: number) => (todo > 0 ? arred((100 * parte) / todo, 2) : null);

export function mediana(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const meio = Math.floor(s.length / 2);
  return s.length % 2 ? s[meio]! : arred((s[meio - 1]! + s[meio]!) / 2, 1);
}

/** The summary figures of the requests of the filter. */
export function resumir(linhas: LinhaPreenchimento[]) {
  const validas = linhas.filter((l) => l.situacao !== 'C');
  const concluidas = validas.filter((l) => l.conclusao !== null && l.dias !== null);
  const comPrevisao = concluidas.filter((l) => l.noPrazo !== null);
  const emAberto = validas.filter((l) => l.conclusao === null && l.dias !== null);
  const vagas = validas.reduce((n, l) => n + l.vagas, 0);
  const preenchidas = validas.reduce((n, l) => n + Math.min(l.preenchidas, l.vagas), 0);
  const candidatos = validas.reduce((n, l) => n + l.candidatos, 0);
  const noPrazo = comPrevisao.filter((l) => l.noPrazo).length;
  const andamento: Record<string, number> = {};
  for (const l of linhas) andamento[l.andamento] = (andamento[l.andamento] ?? 0) + 1;
  return {
    solicitacoes: linhas.length,
    andamento,
    vagas,
    vagasPreenchidas: preenchidas,
    percentualPreenchimento: percentual(preenchidas, vagas),
    concluidas: concluidas.length,
    mediaDiasPreenchimento: media(concluidas.map((l) => l.dias!)),
    medianaDiasPreenchimento: mediana(concluidas.map((l) => l.dias!)),
    mediaDiasPrevistos: media(comPrevisao.map((l) => l.diasPrevistos!)),
    mediaDesvio: media(comPrevisao.map((l) => l.desvio!)),
    noPrazo,
    percentualNoPrazo: percentual(noPrazo, comPrevisao.length),
    emAberto: emAberto.length,
    mediaDiasEmAberto: media(emAberto.map((l) => l.dias!)),
    candidatos,
    candidatosPorVaga: vagas > 0 ? arred(candidatos / vagas, 2) : null,
  };
}

/** The funnel of all the requests: every stage of the company, in order, with the sums of its counts. */
export function funilTotal(etapas: Etapa[], funil: FunilSolicitacao[], candidatos: number) {
  return etapas.map((e) => {
    const soma: ContagemEtapa = { candidatos: 0, aprovados: 0, reprovados: 0, aguardando: 0 };
    for (const f of funil)
      if (f.etapaSeletivaId === e.id)
        for (const k of Object.keys(soma) as (keyof ContagemEtapa)[]) soma[k] += f[k];
    return {
      etapaSeletiva: { id: e.id, nome: e.nome },
      ordem: e.ordem,
      ...soma,
      percentualDoTotal: percentual(soma.candidatos, candidatos),
    };
  });
}
