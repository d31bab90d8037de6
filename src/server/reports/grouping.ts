// Group changes, subtotals and the grand total of a report, in one place for every output format.
import type { ReportDeclaration } from '../../shared/reports/types.ts';
import { CentsSum } from './cells.ts';

export type Totals = { sums: Map<string, CentsSum>; count: number };
type Row = Record<string, unknown>;

export type GroupEvents = {
  /** a group ends (innermost first), with its subtotals */
  close(level: number, label: string, value: unknown, totals: Totals): void;
  /** a group starts (outermost first) */
  open(level: number, label: string, value: unknown): void;
};

export class Grouping {
  private ids: unknown[] = [];
  private values: unknown[] = [];
  private accs: Totals[] = [];
  readonly total: Totals;
  private seen = 0;

  constructor(private decl: ReportDeclaration) {
    this.total = this.newTotals();
  }

  get hasTotals() {
    return !!this.decl.totals;
  }

  private newTotals(): Totals {
    return { sums: new Map((this.decl.totals?.sum ?? []).map((k) => [k, new CentsSum()])), count: 0 };
  }

  /** Announces the groups that end and start before this row, then counts it. */
  row(row: Row, events: GroupEvents) {
    const groups = this.decl.groupBy ?? [];
    // a group is told apart by its id column when it has one: two jobs may share a name
    const changed = groups.findIndex(
      (g, level) => this.seen === 0 || row[g.idKey ?? g.key] !== this.ids[level],
    );
    if (changed >= 0) {
      if (this.seen > 0) this.closeFrom(changed, events);
      for (let level = changed; level < groups.length; level++) {
        this.ids[level] = row[groups[level].idKey ?? groups[level].key];
        this.values[level] = row[groups[level].key];
        this.accs[level] = this.newTotals();
        events.open(level, groups[level].label, this.values[level]);
      }
    }
    for (const acc of [...this.accs.slice(0, groups.length), this.total]) {
      acc.count++;
      for (const [k, s] of acc.sums) s.add(row[k]);
    }
    this.seen++;
  }

  private closeFrom(level: number, events: GroupEvents) {
    const groups = this.decl.groupBy ?? [];
    for (let l = groups.length - 1; l >= level; l--)
      events.close(l, groups[l].label, this.values[l], this.accs[l]);
  }

  /** Closes the open groups at the end of the rows. */
  finish(events: GroupEvents) {
    if (this.seen > 0) this.closeFrom(0, events);
  }
}

export const countText = (decl: ReportDeclaration, totals: Totals) =>
  decl.totals?.count ? ` (${totals.count} ${totals.count === 1 ? 'registro' : 'registros'})` : '';
