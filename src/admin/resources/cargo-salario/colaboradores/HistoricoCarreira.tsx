// The employee's career history below the form (GET /colaboradores/:id/historicos, newest first), with
// 'Inserir' opening the generated history form already filled with this employee and coming back here.
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
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
import { type RaRecord, useCanAccess, useNavigate, useRecordContext } from 'react-admin';
import { cellText } from '../../../../shared/schema/cell-text.ts';
import { type Catalog, columnKind, refTitle } from '../../../../shared/schema/schema-info.ts';
import { countMessage, TEXT } from '../../../generic/messages.ts';
import { createPathWith } from '../../../generic/prefill.ts';
import { RowActions } from '../../../generic/RowActions.tsx';
import type { ScreenProps } from '../../../generic/SchemaRecordRoute.tsx';
import { useApiGet } from '../../../providers/useApiGet.ts';

const HISTORICOS = 'cargo-salario/historicos-colaboradores';
const TITULO = 'Histórico de Carreira';
// the history's own properties shown, in order; cargo and faixa share a column, as in the form's label
const COLUNAS = ['data', 'dataFim', 'motivo', 'areaOrganizacional', 'faixaSalarial', 'estabelecimento'];
const DEPOIS = ['tipoSalario', 'salario', 'status', 'ambiente', 'funcao'];

function useColumns(catalog: Catalog) {
  const historicos = catalog.find(HISTORICOS);
  const props = historicos?.schema.properties ?? {};
  const text = (name: string, record: RaRecord) => {
    const s = props[name];
    if (!s) return '';
    // the range's label carries its job ('Pedreiro – I')
    if (name === 'faixaSalarial')
      return refTitle(record.faixaSalarial, undefined) || refTitle(record.cargo, undefined);
    return cellText(columnKind(s), s, record[name], s['x-ref'] ? catalog.find(s['x-ref']) : undefined);
  };
  const columns = [...COLUNAS, ...DEPOIS].map((name) => ({ name, label: props[name]?.title ?? name }));
  return { columns, text };
}

export function HistoricoCarreira({ resource, catalog }: ScreenProps) {
  const record = useRecordContext();
  const navigate = useNavigate();
  const { canAccess: canCreate } = useCanAccess({ resource: HISTORICOS, action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: HISTORICOS, action: 'edit' });
  const { data, loading } = useApiGet<RaRecord[]>(
    record ? `/${resource.path}/${encodeURIComponent(String(record.id))}/historicos` : undefined,
  );
  const { columns, text } = useColumns(catalog);
  if (!record) return null;
  const back = { state: { returnTo: `/${resource.path}/${record.id}` } };
  const inserir = () =>
    navigate(createPathWith(HISTORICOS, { colaborador: { id: record.id, nome: record.nome } }), back);
  const abrir = (h: RaRecord) => navigate(`/${HISTORICOS}/${h.id}`, back);

  return (
    <Box component="section" aria-labelledby="historico-carreira-titulo" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="historico-carreira-titulo" variant="h6" component="h2">
          {TITULO}
        </Typography>
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={inserir}>
            {TEXT.insert}
          </Button>
        )}
      </Stack>
      {loading && <LinearProgress aria-label={TEXT.loading} />}
      {/* scrolls sideways on a narrow screen instead of widening the whole page */}
      <TableContainer sx={{ contain: 'inline-size' }}>
        <Table size="small" aria-labelledby="historico-carreira-titulo">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.name}>{c.label}</TableCell>
              ))}
              <TableCell align="right">{TEXT.moreActions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((h) => (
              <TableRow key={String(h.id)}>
                {columns.map((c) => (
                  <TableCell key={c.name}>{text(c.name, h)}</TableCell>
                ))}
                <TableCell align="right">
                  <RowActions
                    recordLabel={text('data', h)}
                    actions={[
                      canEdit
                        ? { label: TEXT.edit, icon: <EditIcon fontSize="small" />, onClick: () => abrir(h) }
                        : {
                            label: TEXT.view,
                            icon: <VisibilityIcon fontSize="small" />,
                            onClick: () => abrir(h),
                          },
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
    </Box>
  );
}
