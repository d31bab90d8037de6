// '/desenvolvimento/qrcode-presenca?turma=<id>': the instructor's screen. It lists the class's days today and
// shows the chosen day's QR code, fetched again when the server says the code is renewed (every 30 s); a code
// photographed and used later is refused by the server.
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { apiFetch, isApiError } from '../../providers/http.ts';
import { hasAuthority } from '../../providers/permissions.ts';
import { useSession } from '../../providers/session.ts';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage.tsx';

type Pode = { pode: boolean; mensagem: string | null; dias: { id: number; dia: string; turno: string }[] };
type Codigo = { svg: string; renovarEm: string; url: string };
const TURNOS: Record<string, string> = { M: 'Manhã', T: 'Tarde', N: 'Noite' };

export function QrCodePresencaPage() {
  const { userInfo } = useSession();
  if (!hasAuthority(userInfo, 'ROLE_DESENVOLVIMENTO')) return <AccessDeniedPage />;
  return <QrCodePresenca />;
}

function QrCodePresenca() {
  const [params] = useSearchParams();
  const turma = Number(params.get('turma'));
  const [pode, setPode] = useState<Pode>();
  const [dia, setDia] = useState<number>();
  const [codigo, setCodigo] = useState<Codigo>();
  const [erro, setErro] = useState<string>();

  useEffect(() => {
    apiFetch<Pode>(`/desenvolvimento/turmas/${turma}/pode-gerar-qrcode-presenca`)
      .then((p) => {
        setPode(p);
        setDia(p.dias[0]?.id);
      })
      .catch((e) => setErro(isApiError(e) ? e.message : 'Turma não encontrada.'));
  }, [turma]);

  useEffect(() => {
    if (!dia) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ativo = true;
    const buscar = () =>
      apiFetch<Codigo>('/desenvolvimento/dias-turmas/qr-code-presenca', { query: { diaTurmaId: dia } })
        .then((c) => {
          if (!ativo) return;
          setCodigo(c);
          timer = setTimeout(buscar, Math.max(1000, Date.parse(c.renovarEm) - Date.now() + 200));
        })
        .catch((e) => ativo && setErro(isApiError(e) ? e.message : 'Não foi possível gerar o QR code.'));
    buscar();
    return () => {
      ativo = false;
      clearTimeout(timer);
    };
  }, [dia]);

  return (
    <Box sx={{ p: 2 }}>
      <Title title="QR code de presença" />
      <Typography variant="h5" component="h1" gutterBottom>
        QR code de presença
      </Typography>
      {erro && <Alert severity="error">{erro}</Alert>}
      {pode && !pode.pode && <Alert severity="info">{pode.mensagem}</Alert>}
      {pode && pode.dias.length > 1 && (
        <TextField
          select
          label="Dia"
          value={dia ?? ''}
          onChange={(e) => setDia(Number(e.target.value))}
          sx={{ mb: 2 }}
        >
          {pode.dias.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.dia.split('-').reverse().join('/')} — {TURNOS[d.turno] ?? d.turno}
            </MenuItem>
          ))}
        </TextField>
      )}
      {codigo && (
        <Box>
          <Box
            role="img"
            aria-label="QR code de presença"
            sx={{ width: 360, maxWidth: '100%' }}
            // the SVG is made by the server's qrcode package from its own URL (no user text in it)
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-generated QR code SVG
            dangerouslySetInnerHTML={{ __html: codigo.svg }}
          />
          <Typography variant="body2" color="text.secondary">
            Leia com a câmera do celular. O código muda a cada 30 segundos.
          </Typography>
        </Box>
      )}
    </Box>
  );
}
