// The 500 page (spec §2, §8 "Render errors"): shown when a screen crashes and at /500. It offers the
// error details and a way to send the problem to support (an e-mail with the details filled in).
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Box, Button, Collapse, Stack, Typography } from '@mui/material';
import { type ErrorInfo, useId, useState } from 'react';
import { FALLBACK_SUPPORT_EMAIL } from '../../shared/constants.ts';
import { getSession } from '../providers/session.ts';
import { ErrorPageFrame } from './ErrorPageFrame.tsx';

export type ErrorPageProps = {
  error?: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary?: (...args: unknown[]) => void;
};

/** Text of the report: what, where and when, never the user's form data. */
export function errorReport(
  error: Error | undefined,
  errorInfo: ErrorInfo | undefined,
  where: string,
  when: Date,
) {
  return [
    `Página: ${where}`,
    `Data: ${when.toISOString()}`,
    `Navegador: ${typeof navigator === 'undefined' ? '' : navigator.userAgent}`,
    `Erro: ${error ? `${error.name}: ${error.message}` : 'desconhecido'}`,
    error?.stack ? `\nPilha:\n${error.stack}` : '',
    errorInfo?.componentStack ? `\nComponentes:${errorInfo.componentStack}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export function ErrorPage({ error, errorInfo, resetErrorBoundary }: ErrorPageProps) {
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const session = getSession().userInfo;
  const email = session?.suporteEmail || FALLBACK_SUPPORT_EMAIL;
  const report = errorReport(error, errorInfo, window.location.pathname, new Date());
  const subject = `Gente: erro inesperado${session ? ` (${session.empresa.nome})` : ''}`;
  // mailto bodies are cut by some mail clients around 2,000 characters
  const mailto = `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(report.slice(0, 1800))}`;

  return (
    <ErrorPageFrame title="ERRO 500 - OCORREU UM ERRO INESPERADO" icon={<ErrorOutline />}>
      <Typography sx={{ mb: 3 }}>
        Não foi possível exibir esta página. Tente novamente; se o problema continuar, envie-o ao suporte.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="center" sx={{ mb: 2 }}>
        {resetErrorBoundary && (
          <Button variant="contained" onClick={() => resetErrorBoundary()}>
            Tentar novamente
          </Button>
        )}
        <Button variant="outlined" href={mailto}>
          Enviar o problema ao suporte
        </Button>
        <Button variant="outlined" href="/">
          Voltar à página inicial
        </Button>
      </Stack>
      {error && (
        <>
          <Button
            aria-expanded={showDetails}
            aria-controls={detailsId}
            onClick={() => setShowDetails((v) => !v)}
          >
            {showDetails ? 'Ocultar detalhes do erro' : 'Ver detalhes do erro'}
          </Button>
          <Collapse in={showDetails}>
            <Box
              id={detailsId}
              component="pre"
              sx={{
                textAlign: 'left',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
                bgcolor: 'grey.100',
                p: 2,
                mt: 1,
                maxHeight: 320,
                overflow: 'auto',
                fontSize: '0.8rem',
              }}
            >
              {report}
            </Box>
          </Collapse>
        </>
      )}
    </ErrorPageFrame>
  );
}
