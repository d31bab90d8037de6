import { formatDate, formatMoney } from '../../shared/br/format.ts';
import type { ColumnType } from '../../shared/reports/types.ts';

const number2 = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** A cell as the PDF prints it: dates dd/MM/yyyy, money R$ pt-BR, Sim/Não. */
export function cellText(value: unknown, type: ColumnType = 'text'): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'money':
      return formatMoney(value as number | string);
    case 'date':
      return formatDate(value instanceof Date ? value : String(value).slice(0, 10));
    case 'integer':
      return integer.format(Number(value));
    case 'number':
      return number2.format(Number(value));
    case 'percent':
      return `${number2.format(Number(value))}%`;
    case 'boolean':
      return value === true || value === 't' ? 'Sim' : 'Não';
    default:
      return String(value);
  }
}

/** Exact decimal sum of numeric strings/numbers in cents, so subtotals never drift by a cent. */
export class CentsSum {
  private cents = 0n;
  add(value: unknown) {
    if (value === null || value === undefined || value === '') return;
    const [int, frac = ''] = String(value).split('.');
    const negative = int.startsWith('-');
    const cents = BigInt(int.replace('-', '') || '0') * 100n + BigInt(`${frac}00`.slice(0, 2));
    this.cents += negative ? -cents : cents;
  }
  get value(): string {
    const negative = this.cents < 0n;
    const abs = negative ? -this.cents : this.cents;
    return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  }
}
