// A page of audit entries as a table: when, who, what (register and record), operation and the changes,
// one per line. Used by the /utilitario/log screen and by each record's "Histórico de alterações".
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import type { Catalog } from '../../../shared/schema/schema-info.ts';
import { AUDIT_TEXT, type AuditPage, describeChange, formatWhen } from './auditEntries.ts';

type Props = {
  page?: AuditPage;
  catalog?: Catalog;
  /** hide the register and record columns (one record's history) */
  oneRecord?: boolean;
  onPage(page: number, size: number): void;
};

export function AuditTable({ page, catalog, oneRecord, onPage }: Props) {
  if (page && page.totalElements === 0)
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {AUDIT_TEXT.nenhum}
      </Typography>
    );
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={oneRecord ? AUDIT_TEXT.historico : AUDIT_TEXT.titulo}>
          <TableHead>
            <TableRow>
              <TableCell>{AUDIT_TEXT.quando}</TableCell>
              <TableCell>{AUDIT_TEXT.usuario}</TableCell>
              {!oneRecord && <TableCell>{AUDIT_TEXT.cadastro}</TableCell>}
              {!oneRecord && <TableCell>{AUDIT_TEXT.registro}</TableCell>}
              <TableCell>{AUDIT_TEXT.operacao}</TableCell>
              <TableCell>{AUDIT_TEXT.alteracoes}</TableCell>
              <TableCell>{AUDIT_TEXT.ip}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(page?.content ?? []).map((e) => {
              const schema = e.cadastro ? catalog?.find(e.cadastro)?.schema : undefined;
              return (
                <TableRow key={e.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(e.em)}</TableCell>
                  <TableCell>{e.usuario?.nome ?? ''}</TableCell>
                  {!oneRecord && <TableCell>{e.cadastroLabel ?? ''}</TableCell>}
                  {!oneRecord && <TableCell>{e.registroId ?? ''}</TableCell>}
                  <TableCell>{e.operacaoLabel}</TableCell>
                  <TableCell>
                    {e.alteracoes.map((c) => (
                      <Typography key={c.campo} variant="body2" sx={{ wordBreak: 'break-word' }}>
                        {describeChange(c, schema)}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell>{e.ip ?? ''}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {page && (
        <TablePagination
          component="div"
          count={page.totalElements}
          page={page.number}
          rowsPerPage={page.size}
          rowsPerPageOptions={[15, 30, 50]}
          labelRowsPerPage="Por página"
          labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
          onPageChange={(_e, p) => onPage(p, page.size)}
          onRowsPerPageChange={(ev) => onPage(0, Number(ev.target.value))}
        />
      )}
    </>
  );
}
