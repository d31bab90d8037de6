// The employee's position today, read-only, above the form: it is not typed here but comes from the
// career history entry in force (the record's virtual fields, computed by the server in posicao-atual.ts).
import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatMoney } from '../../../../shared/br/format.ts';
import { labelOf, refTitle } from '../../../../shared/schema/schema-info.ts';
import type { Resource } from '../../../../shared/schema/types.ts';

const TITULO = 'Posição atual';
const SEM_POSICAO = 'Nenhum histórico vigente hoje. Insira o histórico de admissão abaixo.';

export function PosicaoAtual({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  if (!record) return null;
  const faixa = record.faixaSalarialAtual ? refTitle(record.faixaSalarialAtual, undefined) : '';
  const cargo = record.cargoAtual ? refTitle(record.cargoAtual, undefined) : '';
  const itens: [string, string][] = [
    [labelOf(resource.schema, 'areaAtual'), refTitle(record.areaAtual, undefined)],
    // the range's label carries its job ('Pedreiro – I')
    ['Cargo / Faixa Salarial', faixa || cargo],
    [labelOf(resource.schema, 'estabelecimentoAtual'), refTitle(record.estabelecimentoAtual, undefined)],
    [labelOf(resource.schema, 'salarioAtual'), formatMoney(record.salarioAtual)],
  ];
  const semPosicao = !record.areaAtual && !record.cargoAtual;
  return (
    <Box
      component="section"
      aria-labelledby="posicao-atual-titulo"
      sx={{ m: 2, mb: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography id="posicao-atual-titulo" variant="h6" component="h2" gutterBottom>
        {TITULO}
      </Typography>
      {semPosicao ? (
        <Typography variant="body2">{SEM_POSICAO}</Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            '& dd': { m: 0, fontWeight: 500 },
          }}
        >
          {itens.map(([rotulo, valor]) => (
            <div key={rotulo}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {rotulo}
              </Typography>
              <Typography component="dd">{valor || '—'}</Typography>
            </div>
          ))}
        </Box>
      )}
    </Box>
  );
}
