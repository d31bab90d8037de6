// '/sst/profissional/{profissionalId}/contrato' (spec §2): the professional's contracts (GET
// /sst/profissional/:id/contrato). 'Inserir' and 'Editar' open the generated contract form
// (sst/profissional-contrato, with the signature image widget) and come back here; 'Remover' asks first.
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type RaRecord, useCanAccess, useNavigate } from 'react-admin';
import { cellText } from '../../../../shared/schema/cell-text.ts';
import { type Catalog, columnKind } from '../../../../shared/schema/schema-info.ts';
import { countMessage, TEXT } from '../../../generic/messages.ts';
import { createPathWith } from '../../../generic/prefill.ts';
import { RowActions } from '../../../generic/RowActions.tsx';
import { useDeleteRecord } from '../../../generic/useDeleteRecord.tsx';
import { useApiGet } from '../../../providers/useApiGet.ts';

const CONTRATOS = 'sst/profissional-contrato';
const COLUNAS = [
  'tipoFormatado',
  'inicio',
  'fim',
  'especialidade',
  'registro',
  'estabelecimentoResponsavel',
  'temAssinaturaDigital',
];

export function ContratosDoProfissional({
  profissionalId,
  catalog,
}: {
  profissionalId: string;
  catalog: Catalog;
}) {
  const navigate = useNavigate();
  const contratos = catalog.find(CONTRATOS);
  const { canAccess: canWrite } = useCanAccess({ resource: CONTRATOS, action: 'edit' });
  const id = encodeURIComponent(profissionalId);
  const profissional = useApiGet<RaRecord>(`/sst/profissional/${id}`);
  const { data, loading, reload } = useApiGet<RaRecord[]>(`/sst/profissional/${id}/contrato`);
  const { askDelete, dialog } = useDeleteRecord(contratos!, reload);
  if (!contratos) return null;
  const props = contratos.schema.properties ?? {};
  const text = (name: string, r: RaRecord) => {
    const s = props[name];
    return s ? cellText(columnKind(s), s, r[name], undefined) : '';
  };
  const back = { state: { returnTo: `/sst/profissional/${id}/contrato` } };
  const inserir = () =>
    navigate(
      createPathWith(CONTRATOS, {
        profissional: { id: Number(profissionalId), nome: profissional.data?.nome },
      }),
      back,
    );
  const titulo = `Contratos — ${profissional.data?.nomeFormatado ?? ''}`;

  return (
    <Box component="section" aria-labelledby="contratos-titulo" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id="contratos-titulo" variant="h6" component="h1">
          {titulo}
        </Typography>
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(`/sst/profissional/${id}`)}>
            {TEXT.back}
          </Button>
          {canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={inserir}>
              {TEXT.insert}
            </Button>
          )}
        </Stack>
      </Stack>
      {loading && <LinearProgress aria-label={TEXT.loading} />}
      <TableContainer sx={{ contain: 'inline-size' }}>
        <Table size="small" aria-labelledby="contratos-titulo">
          <TableHead>
            <TableRow>
              {COLUNAS.map((c) => (
                <TableCell key={c}>{props[c]?.title ?? c}</TableCell>
              ))}
              <TableCell align="right">{TEXT.moreActions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((c) => (
              <TableRow key={String(c.id)}>
                {COLUNAS.map((name) => (
                  <TableCell key={name}>{text(name, c)}</TableCell>
                ))}
                <TableCell align="right">
                  <RowActions
                    recordLabel={text('inicio', c)}
                    actions={[
                      {
                        label: canWrite ? TEXT.edit : TEXT.view,
                        icon: <EditIcon fontSize="small" />,
                        onClick: () => navigate(`/${CONTRATOS}/${c.id}`, back),
                      },
                      ...(canWrite
                        ? [
                            {
                              label: TEXT.remove,
                              icon: <DeleteIcon fontSize="small" />,
                              onClick: () => askDelete(c),
                            },
                          ]
                        : []),
                    ]}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data && (
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          {data.length ? countMessage(data.length) : TEXT.empty}
        </Typography>
      )}
      {dialog}
    </Box>
  );
}
