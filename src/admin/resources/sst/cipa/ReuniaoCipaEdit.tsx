// sst/reunioes-cipa: the generated edit screen with, below the form, 'Imprimir ata' (the PDF of
// reports/sst/ata-reuniao-cipa.json: agenda, attendance with signature lines, minutes) of the meeting as saved.
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-admin';
import { SchemaEdit } from '../../../generic/SchemaEdit.tsx';
import type { ScreenProps } from '../../../generic/SchemaRecordRoute.tsx';
import { notifyError } from '../../../providers/errorHandler.ts';
import { generateReport } from '../../../screens/relatorios/download.ts';

function ReuniaoRodape() {
  const { id } = useParams();
  const [ocupado, setOcupado] = useState(false);
  if (!id) return null;

  const imprimir = async () => {
    setOcupado(true);
    const r = await generateReport({
      id: 'sst/ata-reuniao-cipa',
      format: 'pdf',
      filter: { reuniao: { id: Number(id) } },
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    setOcupado(false);
    if (r.kind === 'error' || r.kind === 'invalid') notifyError(r.error);
    else if (r.kind === 'failure') notifyError(new Error('Não foi possível gerar o relatório.'));
  };

  return (
    <Box component="section" aria-label="Ata impressa" sx={{ p: 2 }}>
      <Button variant="outlined" onClick={imprimir} disabled={ocupado}>
        Imprimir ata
      </Button>
    </Box>
  );
}

export function ReuniaoCipaEdit({ resource, catalog }: ScreenProps) {
  return <SchemaEdit resource={resource} catalog={catalog} footer={<ReuniaoRodape />} />;
}
