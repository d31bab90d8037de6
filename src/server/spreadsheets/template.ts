// The import template of a register, generated from its schema: one sheet with the headers (field titles,
// '*' on the required ones) and drop-down lists for enums, Sim/Não and references (titles of the company's
// records), and one sheet of instructions in Portuguese.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Resource } from '../../shared/schema/types.ts';
import type { StaffSession } from '../auth/session.ts';
import type { Engine } from '../crud/engine.ts';
import { isLabelled, labelSql } from '../crud/record-label.ts';
import { headerOf, importColumns, type SheetColumn } from './columns.ts';

const ROWS = 1000;
const MAX_LIST = 500;

const colLetter = (n: number): string =>
  n <= 26 ? String.fromCharCode(64 + n) : colLetter(Math.floor((n - 1) / 26)) + colLetter(((n - 1) % 26) + 1);

async function choices(engine: Engine, session: StaffSession, c: SheetColumn): Promise<string[]> {
  if (c.kind === 'boolean') return ['Sim', 'Não'];
  if (c.kind === 'enum') {
    const labels = c.schema['x-enum-labels'] ?? {};
    return ((c.schema.enum ?? []) as unknown[]).map((v) => labels[String(v)] ?? String(v));
  }
  if (c.kind === 'ref' || c.kind === 'refMany') {
    const t = engine.registry.get(c.target!);
    const title = t.fields.find((f) => f.name === t.recordTitle && f.kind === 'column');
    if (title?.kind !== 'column') return [];
    const scope = t.meta.tenant === 'empresa' ? sql`WHERE s.empresa_id = ${session.empresaId}` : sql``;
    // a title alone may be ambiguous ('I' of many jobs): the list offers the label the import reads
    const text = isLabelled(t) ? labelSql(engine.registry, t, 's') : sql`s.${sql.ref(title.column)}::text`;
    const { rows } = await sql<{ titulo: string }>`SELECT ${text} AS titulo
      FROM ${sql.table(t.table)} s ${scope} ORDER BY 1 LIMIT ${MAX_LIST}`.execute(engine.db);
    return rows.map((r) => r.titulo).filter(Boolean);
  }
  return [];
}

const HELP: Partial<Record<SheetColumn['kind'], string>> = {
  date: 'data no formato dd/mm/aaaa',
  dateTime: 'data e hora',
  money: 'valor como 1.234,56',
  number: 'número (decimais com vírgula)',
  boolean: 'Sim ou Não',
  enum: 'um dos valores da lista',
  ref: 'o nome do registro (da lista) ou o seu código (id)',
  refMany: 'nomes (ou códigos) separados por vírgula',
  masked: 'com ou sem pontuação',
};

export async function importTemplate(engine: Engine, r: Resource, session: StaffSession): Promise<Buffer> {
  const columns = importColumns(r);
  const book = new ExcelJS.Workbook();
  const data = book.addWorksheet('Dados');
  const lists = book.addWorksheet('Listas', { state: 'hidden' });
  const help = book.addWorksheet('Instruções');
  data.columns = columns.map((c) => ({
    header: headerOf(c),
    width: Math.min(40, Math.max(14, c.title.length + 4)),
  }));
  data.getRow(1).font = { bold: true };
  data.views = [{ state: 'frozen', ySplit: 1 }];
  let listCol = 0;
  for (const [i, c] of columns.entries()) {
    const values = await choices(engine, session, c);
    if (values.length === 0) continue;
    listCol++;
    const letter = colLetter(listCol);
    values.forEach((v, k) => {
      lists.getCell(`${letter}${k + 1}`).value = v;
    });
    const target = colLetter(i + 1);
    for (let row = 2; row <= ROWS + 1; row++)
      data.getCell(`${target}${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`Listas!$${letter}$1:$${letter}$${values.length}`],
        // references may also be typed by id: no hard refusal there
        showErrorMessage: c.kind !== 'ref' && c.kind !== 'refMany',
        errorTitle: c.title,
        error: 'Escolha um valor da lista.',
      };
  }
  help.columns = [{ width: 40 }, { width: 80 }];
  help.addRow([`Importação de ${r.meta.label}`]).font = { bold: true };
  help.addRow(['Preencha uma linha por registro na aba "Dados", a partir da linha 2.']);
  help.addRow(['Colunas com * são obrigatórias. Linhas vazias são ignoradas.']);
  help.addRow([
    'A importação é tudo ou nada: havendo qualquer problema, nada é gravado e cada problema é listado como "Linha N, campo: mensagem".',
  ]);
  help.addRow([
    'Listas de itens e referências múltiplas não são importadas pela planilha: complete-as na tela do registro.',
  ]);
  help.addRow([]);
  help.addRow(['Coluna', 'Como preencher']).font = { bold: true };
  for (const c of columns) help.addRow([headerOf(c), HELP[c.kind] ?? 'texto']);
  return Buffer.from(await book.xlsx.writeBuffer());
}
