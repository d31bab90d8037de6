// The selection processes the candidate is in (from /informacao), below the form, each linking to its request.
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink, useRecordContext } from 'react-admin';
import { useApiGet } from '../../../providers/useApiGet.ts';

type Processo = {
  id: number;
  solicitacao: { id: number; descricao: string };
  etapa: string | null;
  situacao: string;
};

const SITUACAO: Record<string, string> = {
  EM_PROCESSO: 'Em processo',
  APROVADO: 'Aprovado',
  REPROVADO: 'Reprovado',
  DESISTENTE: 'Desistente',
  CONTRATADO: 'Contratado',
};

export function ProcessosDoCandidato() {
  const record = useRecordContext();
  const { data } = useApiGet<{ processos: Processo[] }>(
    record ? `/captacao/candidatos/${record.id}/informacao` : undefined,
  );
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="processos-titulo" sx={{ m: 2 }}>
      <Typography id="processos-titulo" variant="h6" component="h2" gutterBottom>
        Processos seletivos
      </Typography>
      {!data?.processos.length ? (
        <Typography variant="body2">O candidato não está em nenhuma solicitação de pessoal.</Typography>
      ) : (
        <Table size="small" aria-labelledby="processos-titulo">
          <TableHead>
            <TableRow>
              <TableCell>Solicitação</TableCell>
              <TableCell>Etapa</TableCell>
              <TableCell>Situação</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.processos.map((p) => (
              <TableRow key={p.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/captacao/solicitacoes-pessoal/${p.solicitacao.id}`}>
                    {`nº ${p.solicitacao.id} — ${p.solicitacao.descricao}`}
                  </Link>
                </TableCell>
                <TableCell>{p.etapa ?? 'Triagem'}</TableCell>
                <TableCell>{SITUACAO[p.situacao] ?? p.situacao}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
