import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { i18nProvider, ptBrMessages } from './i18nProvider.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

// Texts that are the same in both languages.
const SAME_IN_PORTUGUESE = new Set([
  'ra.boolean.null',
  'ra.navigation.page_range_info',
  'ra.page.list',
  'ra.page.edit',
  'ra.page.show',
  'ra.configurable.Datagrid.title',
]);

describe('pt-BR messages of react-admin', () => {
  it("translate every one of react-admin's keys", () => {
    const ours = new Map(leaves(ptBrMessages as unknown as Tree));
    const untranslated = leaves(englishMessages as unknown as Tree).filter(
      ([key, english]) => !SAME_IN_PORTUGUESE.has(key) && (ours.get(key) ?? english) === english,
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('uses the spec wording where it has one', () => {
    expect(i18nProvider.translate('ra.navigation.no_results', { name: 'x' })).toBe(
      'Nenhum registro encontrado.',
    );
    expect(i18nProvider.translate('ra.message.invalid_form')).toBe('Preencha os campos indicados');
    expect(i18nProvider.translate('ra.action.delete')).toBe('Excluir');
  });

  it('pluralises in Portuguese', () => {
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 2 })).toBe('2 itens selecionados');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selecionado');
  });
});
