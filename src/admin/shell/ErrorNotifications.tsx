// Renders the error handler's messages (providers/errorHandler.ts): toasts stacked at the bottom,
// sticky unless they carry a time, each with a close button; popups as a modal with 'OK'.
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useEffect } from 'react';
import { closeNotice, type Notice, useNotices } from '../providers/errorHandler.ts';

/** Runs `fn` once the page is idle (at most 5 s later); browsers without requestIdleCallback run it at once. */
function whenIdle(fn: () => void): { cancel(): void } {
  if (typeof window.requestIdleCallback !== 'function') {
    const t = setTimeout(fn, 0);
    return { cancel: () => clearTimeout(t) };
  }
  const id = window.requestIdleCallback(fn, { timeout: 5_000 });
  return { cancel: () => window.cancelIdleCallback(id) };
}

function Toast({ notice }: { notice: Notice }) {
  useEffect(() => {
    const ms = notice.autoHideMs;
    if (ms === null) return;
    // the seconds count from when the page is free: a screen loading behind the toast (the list a saved form
    // goes back to) may hold the page for a while, and the toast must not close the moment it lets go
    let timer: ReturnType<typeof setTimeout> | undefined;
    const idle = whenIdle(() => {
      timer = setTimeout(() => closeNotice(notice.id), ms);
    });
    return () => {
      idle.cancel();
      clearTimeout(timer);
    };
  }, [notice.id, notice.autoHideMs]);
  return (
    <Alert
      severity={notice.severity}
      variant="filled"
      onClose={() => closeNotice(notice.id)}
      slotProps={{ closeButton: { title: 'Fechar', 'aria-label': 'Fechar' } }}
      sx={{ boxShadow: 3, minWidth: 280, maxWidth: 560 }}
    >
      {notice.title && <AlertTitle>{notice.title}</AlertTitle>}
      {notice.message}
      {notice.code && <Box sx={{ fontSize: '0.8em', mt: 0.5 }}>Código: {notice.code}</Box>}
    </Alert>
  );
}

export function ErrorNotifications() {
  const notices = useNotices();
  const toasts = notices.filter((n) => n.display === 'toast');
  const popup = notices.find((n) => n.display === 'popup');
  return (
    <>
      <Box
        role="status"
        aria-live="polite"
        sx={{
          position: 'fixed',
          bottom: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: (theme) => theme.zIndex.snackbar,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          alignItems: 'center',
          pointerEvents: toasts.length ? 'auto' : 'none',
        }}
      >
        {toasts.map((n) => (
          <Toast key={n.id} notice={n} />
        ))}
      </Box>
      {popup && (
        <Dialog
          open
          onClose={() => closeNotice(popup.id)}
          aria-labelledby="aviso-titulo"
          aria-describedby="aviso-texto"
        >
          <DialogTitle id="aviso-titulo">{popup.title || 'Aviso'}</DialogTitle>
          <DialogContent>
            <DialogContentText id="aviso-texto">{popup.message}</DialogContentText>
            {popup.code && (
              <DialogContentText sx={{ fontSize: '0.85em', mt: 1 }}>Código: {popup.code}</DialogContentText>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => closeNotice(popup.id)} autoFocus>
              OK
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
