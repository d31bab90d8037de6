// What the exam schedule screen shows and sends: the answer's shape, the labels, and the ASO form's values
// for 'Registrar ASO' (the talent, the ASO type the row asks, today, and every exam of that talent on the page
// that asks the same type and is not up to date).

export type Status = 'VENCIDO' | 'A_VENCER' | 'PENDENTE' | 'EM_DIA';
export const STATUS: Status[] = ['VENCIDO', 'A_VENCER', 'PENDENTE', 'EM_DIA'];
export const ROTULO_STATUS: Record<Status, string> = {
  VENCIDO: 'Vencido',
  A_VENCER: 'A vencer',
  PENDENTE: 'Pendente',
  EM_DIA: 'Em dia',
};
export const ROTULO_TIPO: Record<number, string> = {
  0: 'Admissional',
  1: 'Periódico',
  2: 'Retorno ao trabalho',
  3: 'Mudança de função',
  9: 'Demissional',
};
export const ASO_PATH = 'sst/aso';

type Ref = { id: number; nome: string };
export type ItemAgenda = {
  colaborador: Ref & { matricula: string | null };
  dataAdmissao: string;
  estabelecimento: Ref | null;
  area: Ref | null;
  ambiente: string | null;
  funcao: string | null;
  exame: Ref;
  periodicidade: number | null;
  tipo: number;
  ultimo: string | null;
  proximo: string | null;
  status: Status;
};
export type Agenda = {
  referencia: string;
  total: number;
  contagem: Record<Status, number>;
  itens: ItemAgenda[];
};
export type Opcoes = { estabelecimentos: Ref[]; areas: Ref[]; exames: Ref[] };

export function prefillAso(item: ItemAgenda, pagina: ItemAgenda[], hoje: string): Record<string, unknown> {
  const exames = pagina.filter(
    (i) => i.colaborador.id === item.colaborador.id && i.tipo === item.tipo && i.status !== 'EM_DIA',
  );
  const porId = new Map([item, ...exames].map((i) => [i.exame.id, i.exame]));
  return {
    colaborador: { id: item.colaborador.id, nome: item.colaborador.nome },
    tipo: item.tipo,
    data: hoje,
    exames: [...porId.values()].map((e) => ({ exame: { id: e.id, nome: e.nome }, data: hoje })),
  };
}
