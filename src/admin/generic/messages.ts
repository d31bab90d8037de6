// The console's own words for the generated screens (the product's vocabulary, pt-BR).
// Server messages (validation, errors) come from src/shared/messages.ts and are never rewritten here.

export type CrudAction = 'create' | 'update' | 'delete';
export type Gender = 'f' | 'm';

const PARTICIPLE: Record<CrudAction, Record<Gender, string>> = {
  create: { f: 'salva', m: 'salvo' },
  update: { f: 'atualizada', m: 'atualizado' },
  delete: { f: 'excluída', m: 'excluído' },
};

/**
 * 'Etapa Seletiva salva com sucesso.' / 'Perfil atualizado com sucesso.' — title is the schema's `title`; `own`:
 * the register's own words (x-resource.messages) where the spec gives them.
 */
export const successMessage = (
  title: string,
  gender: Gender,
  action: CrudAction,
  own?: Partial<Record<CrudAction, string>>,
): string => own?.[action] ?? `${title} ${PARTICIPLE[action][gender === 'm' ? 'm' : 'f']} com sucesso.`;

/**
 * 'N registro(s) encontrado(s).' — the list footer. A register with `countLimit` answers limit + 1 when
 * it stopped counting: 'Mais de 1.000 registros encontrados.'
 */
export const countMessage = (n: number, limit?: number): string =>
  limit !== undefined && n > limit
    ? `Mais de ${limit.toLocaleString('pt-BR')} registros encontrados.`
    : `${n} registro(s) encontrado(s).`;

export const TEXT = {
  insert: 'Inserir',
  save: 'Gravar',
  cancel: 'Cancelar',
  back: 'Voltar',
  edit: 'Editar',
  view: 'Visualizar',
  remove: 'Remover',
  moreActions: 'Ações',
  confirmDelete: 'Confirmar exclusão?',
  ok: 'OK',
  empty: 'Nenhum registro encontrado.',
  showFilter: 'Exibir Filtro',
  hideFilter: 'Ocultar Filtro',
  search: 'Pesquisar',
  clearFilter: 'Limpar',
  yes: 'Sim',
  no: 'Não',
  all: 'Todos',
  from: 'de',
  to: 'até',
  loading: 'Carregando…',
  noOptions: 'Nenhuma opção encontrada',
  typeToSearch: 'Digite para pesquisar',
  clear: 'Limpar',
  open: 'Abrir',
  close: 'Fechar',
} as const;
