// While a report is generated: elapsed seconds, the bytes received once the file starts arriving,
// and 'Cancelar'. The phase ("gerando", "recebendo", the result) is announced through a polite live
// region; the ticking seconds are not, so a screen reader is not interrupted every second.
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { ReportFormat } from '../../../shared/reports/types.ts';
import type { Progress } from './download.ts';
import { elapsedText, generatingText, REPORT_TEXT, receivedText, receivingText } from './texts.ts';

export type Running = { format: ReportFormat; startedAt: number; progress: Progress };

function useElapsedSeconds(startedAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt === undefined ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}

export function ReportProgress({
  running,
  note,
  onCancel,
}: {
  running: Running | undefined;
  /** the last result, said once the request ends ('Relatório gerado: …') */
  note: string | undefined;
  onCancel(): void;
}) {
  const seconds = useElapsedSeconds(running?.startedAt);
  const progress = running?.progress;
  const percent = progress?.total ? Math.min(100, (progress.bytes / progress.total) * 100) : undefined;
  const phase = running ? (progress?.receiving ? receivingText : generatingText(running.format)) : note;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography role="status" aria-live="polite" variant="body2" sx={{ minHeight: '1.5em' }}>
        {phase}
      </Typography>
      {running && (
        <Stack spacing={1} sx={{ mt: 1, maxWidth: 480 }}>
          <LinearProgress
            aria-label={REPORT_TEXT.progressLabel}
            variant={percent === undefined ? 'indeterminate' : 'determinate'}
            value={percent}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" data-testid="relatorio-tempo">
              {elapsedText(seconds)}
            </Typography>
            {progress?.receiving && (
              <Typography variant="body2" color="text.secondary" data-testid="relatorio-recebido">
                {receivedText(progress.bytes, progress.total)}
              </Typography>
            )}
            <Box sx={{ flex: 1 }} />
            <Button type="button" variant="outlined" color="inherit" onClick={onCancel}>
              {REPORT_TEXT.cancel}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
