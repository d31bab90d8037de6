// Pure formatting of audit entries for the screens (unit-tested): the API's entry shape and how a change
// reads ("Nome: Operacional → Operações").
import type { JsonSchema } from '../../../shared/schema/types.ts';

export type AuditChange = { campo: string; de?: unknown; para?: unknown };
export type AuditEntry = {
  id: number;
  em: string;
  usuario: { id: number; nome: string | null } | null;
  ip: string | null;
  cadastro: string | null;
  cadastroLabel: string | null;
  registroId: number | null;
  operacao: string;
  operacaoLabel: string;
  alteracoes: AuditChange[];
};
export type AuditPage = { content: AuditEntry[]; totalElements: number; number: number; size: number };

export const AUDIT_TEXT = {
  titulo: 'Log de Alterações',
  historico: 'Histórico de alterações',
  quando: 'Data/Hora',
  usuario: 'Usuário',
  cadastro: 'Cadastro',
  registro: 'Registro',
  operacao: 'Operação',
  alteracoes: 'Alterações',
  ip: 'IP',
  nenhum: 'Nenhuma alteração registrada.',
  fechar: 'Fechar',
  vazio: '(vazio)',
} as const;

const display = (v: unknown): string => {
  if (v === undefined || v === null || v === '') return AUDIT_TEXT.vazio;
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return v.split('-').reverse().join('/');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

/** The label of a dotted field of a register schema, else the field name. */
export function fieldLabel(schema: JsonSchema | undefined, campo: string): string {
  let node = schema;
  for (const part of campo.split('.')) node = node?.properties?.[part];
  return node?.title ?? campo;
}

/** One change as a line: 'Nome: Operacional → Operações' (inclusion and exclusion show one side). */
export function describeChange(change: AuditChange, schema?: JsonSchema): string {
  const label = fieldLabel(schema, change.campo);
  if (!('de' in change)) return `${label}: ${display(change.para)}`;
  if (!('para' in change)) return `${label}: ${display(change.de)}`;
  return `${label}: ${display(change.de)} → ${display(change.para)}`;
}

/** dd/MM/aaaa HH:mm:ss where the company works. */
export const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(iso));
