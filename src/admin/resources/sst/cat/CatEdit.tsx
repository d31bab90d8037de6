// sst/cat: the generated edit screen with, below the form, 'Gerar S-2210' (POST sst/eventos-esocial/s-2210: the
// event signed and validated, or what keeps the CAT from making a valid one, field by field), then 'Baixar XML'
// of the event and a link to the eSocial sending screen, where it goes to the government. The S-2210 carries
// the physician's report: the button shows only to health-data users (ROLE_SST_SAUDE), as the server requires.
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-admin';
import { Link } from 'react-router-dom';
import { SchemaEdit } from '../../../generic/SchemaEdit.tsx';
import type { ScreenProps } from '../../../generic/SchemaRecordRoute.tsx';
import { fieldErrorsOf, notifyError } from '../../../providers/errorHandler.ts';
import { apiFetch } from '../../../providers/http.ts';
import { hasAuthority } from '../../../providers/permissions.ts';
import { useSession } from '../../../providers/session.ts';
import { baixar } from '../esocial/baixar.ts';

type Evento = { id: number; idEvento: string; status: string; indRetif?: number };

function CatRodape() {
  const { id } = useParams();
  const [evento, setEvento] = useState<Evento>();
  const [recusa, setRecusa] = useState<string[]>();
  const [ocupado, setOcupado] = useState(false);
  const saude = hasAuthority(useSession().userInfo, 'ROLE_SST_SAUDE');
  if (!id || !saude) return null;

  const gerar = async () => {
    setOcupado(true);
    setRecusa(undefined);
    setEvento(undefined);
    try {
      setEvento(
        await apiFetch<Evento>('/sst/eventos-esocial/s-2210', {
          method: 'POST',
          body: { cat: { id: Number(id) } },
        }),
      );
    } catch (e) {
      const campos = Object.values(fieldErrorsOf(e));
      if (campos.length) setRecusa(campos);
      else notifyError(e);
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Box component="section" aria-label="eSocial da CAT" sx={{ p: 2 }}>
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={gerar} disabled={ocupado}>
            Gerar S-2210
          </Button>
        </Stack>
        {evento && (
          <Alert
            severity="success"
            role="status"
            action={
              <Stack direction="row" sx={{ gap: 1 }}>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() =>
                    baixar(`/sst/eventos-esocial/${evento.id}/xml`, {}, `${evento.idEvento}.xml`).catch(
                      notifyError,
                    )
                  }
                >
                  Baixar XML
                </Button>
                <Button color="inherit" size="small" component={Link} to="/sst/esocial-envio">
                  Enviar ao eSocial
                </Button>
              </Stack>
            }
          >
            S-2210 {evento.indRetif === 2 ? '(retificação) ' : ''}gerado (
            {evento.status === 'assinado' ? 'assinado' : 'sem assinatura: a empresa não tem certificado'}
            ): {evento.idEvento}
          </Alert>
        )}
        {recusa && (
          <Alert severity="warning" role="alert">
            O S-2210 não pode ser gerado:
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {recusa.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </Alert>
        )}
      </Stack>
    </Box>
  );
}

export function CatEdit({ resource, catalog }: ScreenProps) {
  return <SchemaEdit resource={resource} catalog={catalog} footer={<CatRodape />} />;
}
