// 'Importar planilha' of a writable register: download the template, choose an XLSX or CSV, send it
// (POST /api/<path>/importar) and see either the count imported or every problem as
// 'Linha N, campo: mensagem' (nothing is stored then). The import is one request: the dialog shows the
// time running while the server works.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { apiResponse } from '../../providers/http.ts';
import { saveFile } from '../../screens/relatorios/download.ts';

type Problems = { message: string; errors?: { message: string }[] };

export function ImportButton({ path, label }: { path: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [problems, setProblems] = useState<Problems>();
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const refresh = useRefresh();

  useEffect(() => {
    if (!busy) return;
    setSeconds(0);
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [busy]);

  async function template() {
    const res = await apiResponse(`/${path}/modelo-importacao`);
    saveFile(await res.blob(), `modelo-${path.split('/')[1]}.xlsx`);
  }

  async function send() {
    if (!file) return;
    setBusy(true);
    setProblems(undefined);
    try {
      const body = new FormData();
      body.append('arquivo', file, file.name);
      const res = await fetch(`/api/${path}/importar`, { method: 'POST', body, credentials: 'same-origin' });
      const answer = await res.json().catch(() => ({ message: 'Erro' }));
      if (!res.ok) return setProblems(answer as Problems);
      notify(answer.message, { type: 'success' });
      setOpen(false);
      setFile(undefined);
      refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        Importar planilha
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} maxWidth="sm" fullWidth>
        <DialogTitle>Importar planilha de {label}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Use o modelo: uma linha por registro. A importação é tudo ou nada — havendo algum problema, nada é
            gravado e cada problema aparece abaixo.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            <Button variant="outlined" onClick={template}>
              Baixar modelo
            </Button>
            <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
              Escolher arquivo
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              accept=".xlsx,.csv"
              aria-label="Arquivo da planilha"
              onChange={(e) => {
                setFile(e.target.files?.[0]);
                setProblems(undefined);
              }}
            />
          </Box>
          {file && <Typography variant="body2">Arquivo: {file.name}</Typography>}
          {busy && (
            <Box role="status" sx={{ mt: 2 }}>
              <LinearProgress aria-label="Importando" />
              <Typography variant="caption">Importando… {seconds} s</Typography>
            </Box>
          )}
          {problems && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {problems.message}
              {problems.errors && (
                <List dense sx={{ maxHeight: 240, overflow: 'auto' }}>
                  {problems.errors.map((e) => (
                    <ListItem key={e.message} disableGutters>
                      {e.message}
                    </ListItem>
                  ))}
                </List>
              )}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Fechar
          </Button>
          <Button variant="contained" onClick={send} disabled={!file || busy}>
            Importar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
