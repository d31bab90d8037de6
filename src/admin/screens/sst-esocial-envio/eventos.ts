// What the eSocial sending screen knows about an event: its states, which ones can go in a batch, what can be
// done to it, and where its data is corrected when the eSocial rejected it.

export type Status = 'gerado' | 'assinado' | 'enviado' | 'aceito' | 'rejeitado' | 'substituido';
export type Tipo = 'S-2210' | 'S-2220' | 'S-2240' | 'S-3000';
type Ref = { id: number; nome?: string };

export type Ocorrencia = {
  tipo: number;
  codigo: number;
  descricao: string;
  localizacao?: string | null;
  campo?: string | null;
};

/** An event as the list (GET sst/eventos-esocial) answers it. */
export type Evento = {
  id: number;
  tipo: Tipo;
  idEvento: string;
  status: Status;
  colaborador: Ref;
  indRetif?: number;
  eventoOriginal?: Ref | null;
  origemId?: number | null;
  lote?: Ref | null;
  recibo?: string | null;
  retorno?: string | null;
  ocorrencias?: Ocorrencia[];
  geradoEm?: string;
  dataReferencia?: string;
};

export type Pagina = { content: Evento[]; totalElements: number };

/** One batch of the answer of 'Enviar lote'. */
export type LoteEnviado = {
  id: number;
  protocolo: string | null;
  status: 'enviado' | 'processado' | 'recusado' | 'erro';
  quantidade: number;
  descResposta: string;
};

export const ROTULO_STATUS: Record<Status, string> = {
  gerado: 'Gerado (sem assinatura)',
  assinado: 'Assinado',
  enviado: 'Enviado (em processamento)',
  aceito: 'Aceito',
  rejeitado: 'Rejeitado',
  substituido: 'Substituído',
};

export const COR_STATUS: Record<Status, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  gerado: 'default',
  assinado: 'info',
  enviado: 'warning',
  aceito: 'success',
  rejeitado: 'error',
  substituido: 'default',
};

/** The filters of the screen: the states each one lists (the API takes a comma-separated list). */
export const FILTROS = {
  pendentes: { rotulo: 'A enviar (assinados e rejeitados)', status: ['gerado', 'assinado', 'rejeitado'] },
  enviados: { rotulo: 'Em processamento', status: ['enviado'] },
  aceitos: { rotulo: 'Aceitos', status: ['aceito'] },
  rejeitados: { rotulo: 'Rejeitados', status: ['rejeitado'] },
  todos: { rotulo: 'Todos', status: [] },
} as const satisfies Record<string, { rotulo: string; status: Status[] }>;
export type Filtro = keyof typeof FILTROS;

/** Only signed events go to the eSocial: a rejected one may go again as it is (a passing refusal). */
export const podeEnviar = (e: Pick<Evento, 'status'>) => e.status === 'assinado' || e.status === 'rejeitado';

export type Acao = 'consultar' | 'retificar' | 'excluir' | 'gerarNovamente';

/** The actions a row offers, by its state (the server checks them again). */
export function acoesDo(e: Pick<Evento, 'status' | 'tipo'>): Acao[] {
  if (e.status === 'enviado') return ['consultar'];
  if (e.status === 'aceito') return e.tipo === 'S-3000' ? [] : ['retificar', 'excluir'];
  if (e.status === 'rejeitado') return ['gerarNovamente'];
  return [];
}

export const ROTULO_ACAO: Record<Acao, string> = {
  consultar: 'Consultar',
  retificar: 'Retificar',
  excluir: 'Excluir (S-3000)',
  gerarNovamente: 'Gerar de novo',
};

/** 'Original' or 'Retificação' (indRetif); an S-3000 is neither. */
export const rotuloRetificacao = (e: Pick<Evento, 'tipo' | 'indRetif'>) =>
  e.tipo === 'S-3000' ? 'Exclusão' : e.indRetif === 2 ? 'Retificação' : 'Original';

/**
 * Where the data of a rejected event is corrected: the employee (registration, CPF, category: ideVinculo), the
 * environmental conditions (S-2240's agents, environment, professionals), the ASO (S-2220) or the CAT (S-2210).
 * The first link is the one the occurrences point to.
 */
export function ondeCorrigir(
  e: Pick<Evento, 'tipo' | 'colaborador' | 'origemId' | 'ocorrencias' | 'retorno'>,
): { rotulo: string; caminho: string }[] {
  const talento = { rotulo: 'Talento', caminho: `/cargo-salario/colaboradores/${e.colaborador.id}` };
  if (e.tipo === 'S-2220' && e.origemId)
    return [{ rotulo: 'ASO', caminho: `/sst/aso/${e.origemId}` }, talento];
  if (e.tipo === 'S-2210' && e.origemId)
    return [{ rotulo: 'CAT', caminho: `/sst/cat/${e.origemId}` }, talento];
  if (e.tipo !== 'S-2240') return [talento];
  const condicoes = { rotulo: 'Condições ambientais', caminho: '/sst/condicoes-ambientais' };
  // the list carries the occurrences as text ('1100 — … (campo ideVinculo/matricula)'); one event, as records
  const onde = [e.retorno ?? '', ...(e.ocorrencias ?? []).map((o) => o.campo ?? o.localizacao ?? '')].join(
    ' ',
  );
  const doTrabalhador = !/campo|\//.test(onde) || /ideVinculo|ideTrabalhador|trabalhador/i.test(onde);
  return doTrabalhador ? [talento, condicoes] : [condicoes, talento];
}

/** The occurrences as the screen shows them: 'código — descrição (campo)'. */
export const textoOcorrencia = (o: Ocorrencia) =>
  `${o.codigo} — ${o.descricao}${o.campo ? ` (campo ${o.campo})` : ''}`;

/** The distinct batches of the events still in processing on the page, to query them. */
export const lotesEmProcessamento = (eventos: Evento[]): number[] => [
  ...new Set(eventos.filter((e) => e.status === 'enviado' && e.lote).map((e) => e.lote!.id)),
];

/** A summary of a sending: how many went, in which batches, and the ones that did not. */
export function resumoDoEnvio(r: { enviados: number; lotes: LoteEnviado[] }): string {
  const partes = r.lotes.map((l) =>
    l.status === 'enviado'
      ? `lote ${l.protocolo} recebido (${l.quantidade} evento(s))`
      : `lote de ${l.quantidade} evento(s) ${l.status === 'erro' ? 'não enviado' : 'recusado'}: ${l.descResposta}`,
  );
  const texto = `${r.enviados} evento(s) enviado(s) ao eSocial — ${partes.join('; ')}`;
  return texto.endsWith('.') ? texto : `${texto}.`;
}

/** An instant as São Paulo reads it: '15/01/2024 09:00'. */
export const dataHora = (iso: string | null | undefined): string =>
  iso
    ? new Date(iso).toLocaleString('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '';
