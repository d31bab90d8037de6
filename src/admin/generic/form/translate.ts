// RJSF's own interface strings in Portuguese (buttons of lists, yes/no…). Keys are the English
// texts of TranslatableString; unknown ones fall back to English rather than breaking the form.
import { replaceStringParameters, type TranslatableString } from '@rjsf/utils';

const PT: Record<string, string> = {
  Item: 'Item',
  'Missing items definition': 'Definição dos itens ausente',
  'No items yet. Use the button below to add some.': 'Nenhum item. Use o botão abaixo para adicionar.',
  Yes: 'Sim',
  No: 'Não',
  Close: 'Fechar',
  Errors: 'Erros',
  'New Value': 'Novo valor',
  Add: 'Adicionar',
  'Add Item': 'Adicionar',
  Copy: 'Copiar',
  'Move down': 'Mover para baixo',
  'Move up': 'Mover para cima',
  Remove: 'Remover',
  Now: 'Agora',
  Clear: 'Limpar',
  'Select a date': 'Selecione uma data',
  Preview: 'Visualizar',
  'Decrease value by 1': 'Diminuir 1',
  'Increase value by 1': 'Aumentar 1',
  'Add data for optional field': 'Preencher campo opcional',
  'Remove data for optional field': 'Limpar campo opcional',
  'No data for optional field': 'Sem dados',
  'clear input': 'limpar',
  'Option %1': 'Opção %1',
  '%1 option %2': '%1 opção %2',
  '%1 (deprecated)': '%1 (obsoleto)',
  'Unsupported field schema.': 'Campo não suportado.',
};

export function translateString(key: TranslatableString, params?: string[]): string {
  return replaceStringParameters(PT[key] ?? key, params);
}
