// Above the candidate's form: a warning when the candidate may be related to the company's employees (the
// same phone or address, parents' or spouse's names, a name the candidate declared; server-side rules in
// src/server/modules/captacao/parentesco.ts). A warning only: HR decides, nothing is refused.
import { Alert, AlertTitle } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useApiGet } from '../../../providers/useApiGet.ts';

type Parentesco = {
  declarado: string | null;
  talentos: { id: number; nome: string; matricula: string | null; motivos: string[] }[];
};

export function ParentescoAviso() {
  const record = useRecordContext();
  const { data } = useApiGet<Parentesco>(
    record?.id ? `/captacao/candidatos/${record.id}/parentesco` : undefined,
  );
  if (!data || (data.talentos.length === 0 && data.declarado === null)) return null;
  return (
    <Alert severity="warning" sx={{ mx: 2, mt: 2 }} role="status">
      <AlertTitle>Possível parentesco com talentos da empresa</AlertTitle>
      {data.talentos.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {data.talentos.map((t) => (
            <li key={t.id}>
              {t.nome}
              {t.matricula ? ` (matrícula ${t.matricula})` : ''}: {t.motivos.join(', ')}
            </li>
          ))}
        </ul>
      )}
      {data.declarado !== null && <div>Declarou parentes ou amigos na empresa: {data.declarado}</div>}
    </Alert>
  );
}
