// '/utilitario/log': the company's audit trail with filters (period, user, register, record, operation),
// newest first. The filter is kept in the URL so a link shows the same entries.
import { Box, Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { buildRegistry } from '../../../shared/schema/registry.ts';
import type { Catalog } from '../../../shared/schema/schema-info.ts';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import { DateInput } from '../../generic/form/widgets/DateInput.tsx';
import { hasAuthority } from '../../providers/permissions.ts';
import { useSession } from '../../providers/session.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage.tsx';
import { AuditTable } from './AuditTable.tsx';
import { AUDIT_TEXT, type AuditPage } from './auditEntries.ts';

const AUTHORITY = 'ROLE_UTILITARIO';
const FILTERS = ['dataIni', 'dataFim', 'usuario', 'cadastro', 'registroId', 'operacao'] as const;
const OPERATIONS = [
  ['create', 'Inclusão'],
  ['update', 'Alteração'],
  ['delete', 'Exclusão'],
] as const;

export function AuditoriaPage() {
  const { userInfo } = useSession();
  if (!hasAuthority(userInfo, AUTHORITY)) return <AccessDeniedPage />;
  return <Auditoria />;
}

function useCatalog(): Catalog | undefined {
  const [catalog, setCatalog] = useState<Catalog>();
  useEffect(() => {
    import('../../schemas/registers.ts').then((m) =>
      setCatalog(buildRegistry(m.default as unknown as JsonSchema[])),
    );
  }, []);
  return catalog;
}

function Auditoria() {
  const catalog = useCatalog();
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FILTERS.flatMap((f) => (params.get(f) ? [[f, params.get(f)!]] : [])));
  const [draft, setDraft] = useState<Record<string, string>>(applied);
  const page = Number(params.get('page') ?? 0);
  const size = Number(params.get('size') ?? 15);
  const { data } = useApiGet<AuditPage>('/utilitario/log', { ...applied, page, size });
  const { data: usuarios } = useApiGet<{ id: number; nome: string }[]>('/utilitario/usuarios', {
    resumido: true,
  });
  const cadastros = useMemo(
    () => [...(catalog?.resources ?? [])].sort((a, b) => a.meta.label.localeCompare(b.meta.label, 'pt-BR')),
    [catalog],
  );
  const set = (name: string) => (e: ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [name]: e.target.value }));
  const apply = (next: Record<string, string>, p = 0, s = size) =>
    setParams(() => {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(next)) if (v) q.set(k, v);
      if (p) q.set('page', String(p));
      if (s !== 15) q.set('size', String(s));
      return q;
    });

  return (
    <Box sx={{ p: 2 }}>
      <Title title={AUDIT_TEXT.titulo} />
      <Paper
        component="form"
        sx={{ p: 2, mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
          <DateInput
            label="Data inicial"
            completeOnly
            value={draft.dataIni}
            onChange={(v) => setDraft((d) => ({ ...d, dataIni: v ?? '' }))}
          />
          <DateInput
            label="Data final"
            completeOnly
            value={draft.dataFim}
            onChange={(v) => setDraft((d) => ({ ...d, dataFim: v ?? '' }))}
          />
          <TextField
            select
            label={AUDIT_TEXT.usuario}
            value={draft.usuario ?? ''}
            onChange={set('usuario')}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">Todos</MenuItem>
            {(usuarios ?? []).map((u) => (
              <MenuItem key={u.id} value={String(u.id)}>
                {u.nome}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={AUDIT_TEXT.cadastro}
            value={draft.cadastro ?? ''}
            onChange={set('cadastro')}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value="">Todos</MenuItem>
            {cadastros.map((r) => (
              <MenuItem key={r.path} value={r.path}>
                {r.meta.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={AUDIT_TEXT.registro}
            value={draft.registroId ?? ''}
            onChange={set('registroId')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            select
            label={AUDIT_TEXT.operacao}
            value={draft.operacao ?? ''}
            onChange={set('operacao')}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">Todas</MenuItem>
            {OPERATIONS.map(([v, l]) => (
              <MenuItem key={v} value={v}>
                {l}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained">
            Pesquisar
          </Button>
        </Stack>
      </Paper>
      <Paper>
        <AuditTable page={data} catalog={catalog} onPage={(p, s) => apply(applied, p, s)} />
      </Paper>
    </Box>
  );
}
