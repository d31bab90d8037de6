// '/desenvolvimento/presenca-qrcode?codigo=…': where an employee's phone lands after scanning the class's QR
// code (after the login, if needed, the console returns here). The code is sent once; the answer is shown as is.
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { apiFetch, isApiError } from '../../providers/http.ts';

type Resposta = { mensagem: string; curso: string; turma: string; dia: string };

export function MarcarPresencaPage() {
  const [params] = useSearchParams();
  const codigo = params.get('codigo') ?? '';
  const [resposta, setResposta] = useState<Resposta>();
  const [erro, setErro] = useState<string>();
  const enviado = useRef(false);

  useEffect(() => {
    // once: a second send would be refused as a presence already marked
    if (enviado.current) return;
    enviado.current = true;
    apiFetch<Resposta>('/desenvolvimento/dias-turmas/presenca-qrcode', { method: 'POST', body: { codigo } })
      .then(setResposta)
      .catch((e) => setErro(isApiError(e) ? e.message : 'Não foi possível registrar a presença.'));
  }, [codigo]);

  return (
    <Box sx={{ p: 2, maxWidth: 480, mx: 'auto' }}>
      <Title title="Presença" />
      <Typography variant="h5" component="h1" gutterBottom>
        Presença
      </Typography>
      {!resposta && !erro && <CircularProgress aria-label="Registrando a presença" />}
      {resposta && (
        <Alert severity="success">
          {resposta.mensagem} {resposta.curso} — {resposta.turma}.
        </Alert>
      )}
      {erro && <Alert severity="error">{erro}</Alert>}
    </Box>
  );
}
