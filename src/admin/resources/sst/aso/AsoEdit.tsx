// sst/aso: the generated edit screen with, below the form, 'Imprimir ASO' (the PDF of reports/sst/aso.json)
// and 'Gerar S-2220' (POST sst/aso/{id}/s-2220: the event signed and validated, or what keeps the ASO from
// making a valid one, field by field), then 'Baixar XML' of the event generated (for ROLE_SST_SAUDE).
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-admin';
import { SchemaEdit } from '../../../generic/SchemaEdit.tsx';
import type { ScreenProps } from '../../../generic/SchemaRecordRoute.tsx';
import { fieldErrorsOf, notifyError } from '../../../providers/errorHandler.ts';
import { apiFetch } from '../../../providers/http.ts';
import { hasAuthority } from '../../../providers/permissions.ts';
import { useSession } from '../../../providers/session.ts';
import { generateReport } from '../../../screens/relatorios/download.ts';
import { baixar } from '../esocial/baixar.ts';

type Evento = { id: number; idEvento: string; status: 'gerado' | 'assinado' };

function AsoRodape() {
  const { id } = useParams();
  const [evento, setEvento] = useState<Evento>();
  const [recusa, setRecusa] = useState<string[]>();
  const [ocupado, setOcupado] = useState(false);
  // the S-2220's XML carries the exams: served only to health-data users (ROLE_SST_SAUDE)
  const podeBaixar = hasAuthority(useSession().userInfo, 'ROLE_SST_SAUDE');
  if (!id) return null;

  const imprimir = async () => {
    setOcupado(true);
    const r = await generateReport({
      id: 'sst/aso',
      format: 'pdf',
      filter: { aso: { id: Number(id) } },
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    setOcupado(false);
    if (r.kind === 'error' || r.kind === 'invalid') notifyError(r.error);
    else if (r.kind === 'failure') notifyError(new Error('Não foi possível gerar o relatório.'));
  };

  const gerar = async () => {
    setOcupado(true);
    setRecusa(undefined);
    setEvento(undefined);
    try {
      setEvento(await apiFetch<Evento>(`/sst/aso/${encodeURIComponent(id)}/s-2220`, { method: 'POST' }));
    } catch (e) {
      const campos = Object.values(fieldErrorsOf(e));
      if (campos.length) setRecusa(campos);
      else notifyError(e);
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Box component="section" aria-label="ASO impresso e eSocial" sx={{ p: 2 }}>
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={imprimir} disabled={ocupado}>
            Imprimir ASO
          </Button>
          <Button variant="outlined" onClick={gerar} disabled={ocupado}>
            Gerar S-2220
          </Button>
        </Stack>
        {evento && (
          <Alert
            severity="success"
            role="status"
            action={
              podeBaixar && (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() =>
                    baixar(`/sst/eventos-esocial/${evento.id}/xml`, {}, `${evento.idEvento}.xml`)
                  }
                >
                  Baixar XML
                </Button>
              )
            }
          >
            S-2220 gerado (
            {evento.status === 'assinado' ? 'assinado' : 'sem assinatura: a empresa não tem certificado'}
            ): {evento.idEvento}
          </Alert>
        )}
        {recusa && (
          <Alert severity="warning" role="alert">
            O S-2220 não pode ser gerado:
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

export function AsoEdit({ resource, catalog }: ScreenProps) {
  return <SchemaEdit resource={resource} catalog={catalog} footer={<AsoRodape />} />;
}
