// pt-BR only: react-admin's texts come from English (so a key added by a react-admin upgrade still
// shows something), covered by ra-language-portuguese and then by our own translations.

import type { TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import portugueseMessages from 'ra-language-portuguese';
import { ptBrOverrides } from './ptBrMessages.ts';

type Tree = { [key: string]: string | Tree };

/** Deep merge of message trees; later trees win. */
export function mergeMessages(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] =
        typeof value === 'object' && value !== null
          ? mergeMessages(typeof current === 'object' ? current : {}, value)
          : value;
    }
  }
  return out;
}

export const ptBrMessages = mergeMessages(
  englishMessages as unknown as Tree,
  portugueseMessages as Tree,
  ptBrOverrides as Tree,
) as unknown as TranslationMessages;

export const i18nProvider = polyglotI18nProvider(
  () => ptBrMessages,
  'pt-BR',
  [{ locale: 'pt-BR', name: 'Português' }],
  {
    allowMissing: true,
  },
);
