// 'Histórico de alterações' of the record being edited: a button that opens its audit entries in a
// dialog (GET /api/<path>/<id>/historico-alteracoes). Shown on every generated edit screen.
import HistoryIcon from '@mui/icons-material/History';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { Resource } from '../../../shared/schema/types.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { AuditTable } from './AuditTable.tsx';
import { AUDIT_TEXT, type AuditPage } from './auditEntries.ts';

export function HistoricoAlteracoes({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [paging, setPaging] = useState({ page: 0, size: 15 });
  const { data, loading } = useApiGet<AuditPage>(
    open && record ? `/${resource.path}/${record.id}/historico-alteracoes` : undefined,
    paging,
  );
  if (!record) return null;
  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)} sx={{ m: 1 }}>
        {AUDIT_TEXT.historico}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth>
        <DialogTitle>{AUDIT_TEXT.historico}</DialogTitle>
        <DialogContent>
          {loading && <LinearProgress aria-label="Carregando" />}
          <AuditTable
            page={data}
            catalog={{ find: (p: string) => (p === resource.path ? resource : undefined) } as never}
            oneRecord
            onPage={(page, size) => setPaging({ page, size })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{AUDIT_TEXT.fechar}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
