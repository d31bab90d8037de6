// The report screen's words (pt-BR). The button labels are the spec's (§2), spelled exactly so;
// server messages (no data, failure, validation) come from src/shared/messages.ts.
import type { ReportFormat } from '../../../shared/reports/types.ts';
import { formatBytes } from './outcome.ts';

export const REPORT_TEXT = {
  pdf: 'Relatorio',
  xlsx: 'Exportar para XLS',
  cancel: 'Cancelar',
  progressLabel: 'Progresso do relatório',
  cancelled: 'Geração do relatório cancelada.',
} as const;

const FORMAT_NAME: Record<ReportFormat, string> = { pdf: 'PDF', xlsx: 'XLS' };

export const generatingText = (format: ReportFormat) => `Gerando o relatório (${FORMAT_NAME[format]})…`;
export const receivingText = 'Recebendo o arquivo…';
export const elapsedText = (seconds: number) => `Tempo decorrido: ${seconds} s`;
export const receivedText = (bytes: number, total?: number) =>
  total ? `Recebido: ${formatBytes(bytes)} de ${formatBytes(total)}` : `Recebido: ${formatBytes(bytes)}`;
export const doneText = (filename: string) => `Relatório gerado: ${filename}.`;
