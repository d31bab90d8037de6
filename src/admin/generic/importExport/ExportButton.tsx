// 'Exportar' of a generated list: the list's current filter and sort, as XLSX or CSV, downloaded from
// GET /api/<path>/exportar (the server streams it).
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { filtersToQuery } from '../../providers/dataProvider.ts';
import { notifyError } from '../../providers/errorHandler.ts';
import { apiResponse } from '../../providers/http.ts';
import { saveFile } from '../../screens/relatorios/download.ts';

export function ExportButton({ path }: { path: string }) {
  const { filterValues, sort } = useListContext();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();

  async function download(formato: 'xlsx' | 'csv') {
    setAnchor(null);
    setBusy(true);
    try {
      const query = {
        ...filtersToQuery(filterValues),
        formato,
        ...(sort?.field ? { sort: `${sort.field},${sort.order.toLowerCase()}` } : {}),
      };
      const res = await apiResponse(`/${path}/exportar`, { query });
      const name =
        /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ??
        `exportacao.${formato}`;
      saveFile(await res.blob(), name);
      notify('Exportação concluída.', { type: 'success' });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        disabled={busy}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Exportar
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => download('xlsx')}>Planilha Excel (XLSX)</MenuItem>
        <MenuItem onClick={() => download('csv')}>Texto separado por ponto e vírgula (CSV)</MenuItem>
      </Menu>
    </>
  );
}
