// What the vacancy-fill statistics screen shows, apart from React: the answer's shape (the action
// captacao/solicitacoes-pessoal/estatisticas-preenchimento-vaga), the texts, the filter kept in the URL
// and the number formats.

export const API = '/captacao/solicitacoes-pessoal/estatisticas-preenchimento-vaga';
export const AUTHORITY = 'ROLE_CAPTACAO';

export const TEXTO = {
  titulo: 'Estatísticas de Preenchimento de Vaga',
  subtitulo: 'Solicitações de pessoal abertas no período',
  dataIni: 'Data inicial',
  dataFim: 'Data final',
  estabelecimentos: 'Estabelecimentos',
  areas: 'Áreas Organizacionais',
  cargos: 'Cargos',
  motivos: 'Motivos da Solicitação',
  aplicar: 'Aplicar filtro',
  limpar: 'Limpar',
  solicitacoes: 'Solicitações',
  vagas: 'Vagas preenchidas',
  dias: 'Dias para preencher',
  prazo: 'Prazo médio',
  noPrazo: 'Concluídas no prazo',
  emAberto: 'Em aberto',
  candidatosPorVaga: 'Candidatos por vaga',
  funil: 'Funil do processo seletivo',
  funilVazio: 'Nenhum candidato passou por etapas nas solicitações do filtro.',
  lista: 'Solicitações',
  truncado: 'A lista mostra as primeiras 2.000 solicitações; os números acima consideram todas.',
  formulas:
    'Canceladas não entram nas vagas, nos dias nem no funil. Uma vaga está preenchida quando um candidato é contratado.',
} as const;

export type Contagens = { candidatos: number; aprovados: number; reprovados: number; aguardando: number };

export type Estatisticas = {
  periodo: { dataIni: string; dataFim: string };
  resumo: {
    solicitacoes: number;
    andamento: Record<string, number>;
    vagas: number;
    vagasPreenchidas: number;
    percentualPreenchimento: number | null;
    concluidas: number;
    mediaDiasPreenchimento: number | null;
    medianaDiasPreenchimento: number | null;
    mediaDiasPrevistos: number | null;
    mediaDesvio: number | null;
    noPrazo: number;
    percentualNoPrazo: number | null;
    emAberto: number;
    mediaDiasEmAberto: number | null;
    candidatos: number;
    candidatosPorVaga: number | null;
  };
  funil: (Contagens & {
    etapaSeletiva: { id: number; nome: string };
    ordem: number;
    percentualDoTotal: number | null;
  })[];
  solicitacoes: {
    id: number;
    descricao: string;
    cargo: string;
    faixa: string;
    area: string | null;
    data: string;
    previsao: string | null;
    conclusao: string | null;
    andamento: string;
    vagas: number;
    preenchidas: number;
    candidatos: number;
    diasPrevistos: number | null;
    dias: number | null;
    desvio: number | null;
    candidatosPorVaga: number | null;
  }[];
  truncado: boolean;
};

/** The filter's URL parameters (the API's own names). */
export const FILTROS = [
  'dataIni',
  'dataFim',
  'estabelecimentosIds',
  'areasIds',
  'cargosIds',
  'motivosIds',
] as const;
export type Filtro = Partial<Record<(typeof FILTROS)[number], string>>;

/** '1,2,3' ↔ [1, 2, 3] for the pickers. */
export const idsDaLista = (v: string | undefined): number[] =>
  (v ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
export const listaDeIds = (ids: (number | string)[]): string => ids.join(',');

const numero = (casas: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: casas });

/** '—' for a figure that does not exist (no data), else pt-BR with up to `casas` decimals. */
export const fmt = (v: number | null | undefined, casas = 1): string =>
  v === null || v === undefined ? '—' : numero(casas).format(v);
export const fmtPct = (v: number | null | undefined): string =>
  v === null || v === undefined ? '—' : `${fmt(v, 2)}%`;
export const fmtDias = (v: number | null | undefined): string =>
  v === null || v === undefined ? '—' : `${fmt(v)} ${Math.abs(v) === 1 ? 'dia' : 'dias'}`;

/** How a deviation reads: '3 dias antes do prazo', 'no prazo', '5 dias de atraso'. */
export function desvioTexto(desvio: number | null | undefined): string {
  if (desvio === null || desvio === undefined) return '—';
  if (desvio === 0) return 'no prazo';
  return desvio < 0 ? `${fmtDias(-desvio)} antes do prazo` : `${fmtDias(desvio)} de atraso`;
}
