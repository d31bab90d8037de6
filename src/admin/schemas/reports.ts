// The declared reports (reports/<module>/<name>.json) as the server prepares them (columns of the
// sections, filter with _defs inlined and the pdf flag: src/shared/reports/prepare.ts).
import { prepareReport } from '../../shared/reports/prepare.ts';
import type { ReportDeclaration } from '../../shared/reports/types.ts';
import { byId, defsById } from './defs.ts';

const files = import.meta.glob<ReportDeclaration>('../../../reports/*/*.json', {
  eager: true,
  import: 'default',
});

const reports: ReportDeclaration[] = Object.values(files)
  .sort(byId)
  .map((d) => prepareReport(d, defsById));

export default reports;
