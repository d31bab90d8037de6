// '/cargo-salario/organograma' (spec §2 "org chart with print button"): the active areas of the company
// as a top-down tree with each area's head count, from one area chosen as root (kept in the URL,
// ?area=<id>, so a bookmark or a printout shows the same chart) or from the top. The whole tree is read
// once; choosing a root only redraws. Each area shows its responsáveis (its e-mail when it has none).
import PrintIcon from '@mui/icons-material/Print';
import { Autocomplete, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { type CSSProperties, useMemo, useRef, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../shared/br/format.ts';
import { TEXT } from '../../generic/messages.ts';
import { hasAuthority } from '../../providers/permissions.ts';
import { useSession } from '../../providers/session.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage.tsx';
import { OrgTree } from './OrgTree.tsx';
import { type AreaNode, findNode, initiallyExpanded, rootOptions } from './orgTree.ts';
import { PRINT_HIDE, PrintStyles } from './PrintStyles.tsx';
import { useZoom } from './useZoom.ts';
import { ZoomControls } from './ZoomControls.tsx';

const AUTHORITY = 'ROLE_CARGO_SALARIO';
const API = '/cargo-salario/areas-organizacionais/organogramas';
export const TEXTO = {
  titulo: 'Organograma',
  raiz: 'Área Organizacional',
  todas: 'Todas as áreas',
  semFilhas: 'Área Organizacional não possui área filha.',
  responsaveis: 'Cada área mostra os seus responsáveis (ou o seu e-mail, quando não os tem).',
  imprimir: 'Imprimir',
  teclado: 'Setas navegam entre as áreas; Enter expande ou recolhe.',
} as const;

export function OrganogramaPage() {
  const { userInfo } = useSession();
  if (!hasAuthority(userInfo, AUTHORITY)) return <AccessDeniedPage />;
  return <Organograma empresa={userInfo?.empresa.nome} />;
}

function Organograma({ empresa }: { empresa?: string }) {
  const { data, loading } = useApiGet<AreaNode[]>(API, { ativa: true });
  const [params, setParams] = useSearchParams();
  const forest = data ?? [];
  const options = useMemo(() => rootOptions(data ?? []), [data]);
  const rootId = Number(params.get('area')) || undefined;
  const root = rootId === undefined ? undefined : findNode(forest, rootId);
  const selected = options.find((o) => o.id === root?.id) ?? null;
  const shown = root ? [root] : forest;

  const choose = (id: number | undefined) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === undefined) next.delete('area');
      else next.set('area', String(id));
      return next;
    });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={TEXTO.titulo} />
      <PrintStyles />
      <Typography variant="h5" component="h1">
        {TEXTO.titulo}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {[empresa, selected?.label, formatDate(new Date())].filter(Boolean).join(' · ')}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 1, alignItems: { md: 'center' } }}
        {...PRINT_HIDE}
      >
        <Autocomplete
          id="organograma-raiz"
          sx={{ width: '100%', maxWidth: 560 }}
          options={options}
          value={selected}
          onChange={(_, o) => choose(o?.id)}
          isOptionEqualToValue={(o, v) => o.id === v.id}
          renderInput={(p) => <TextField {...p} label={TEXTO.raiz} placeholder={TEXTO.todas} />}
          noOptionsText={TEXT.noOptions}
          clearText={TEXT.clear}
          openText={TEXT.open}
          closeText={TEXT.close}
          loadingText={TEXT.loading}
          loading={loading}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} {...PRINT_HIDE}>
        {TEXTO.responsaveis} {TEXTO.teclado}
      </Typography>
      {loading && <LinearProgress aria-label={TEXT.loading} />}
      {data && shown.length === 0 && (
        <Typography role="status" sx={{ p: 2 }}>
          {TEXT.empty}
        </Typography>
      )}
      {shown.length > 0 && (
        // a new root draws a new chart: expansion and fitting start over
        <Chart key={root?.id ?? 'todas'} forest={shown} />
      )}
      {root && root.filhas.length === 0 && (
        <Typography role="status" sx={{ p: 2 }}>
          {TEXTO.semFilhas}
        </Typography>
      )}
    </Box>
  );
}

function Chart({ forest }: { forest: AreaNode[] }) {
  const [expanded, setExpanded] = useState(() => initiallyExpanded(forest));
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<HTMLDivElement>(null);
  const zoom = useZoom(box, chart);
  const toggle = (id: number, open: boolean) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }} {...PRINT_HIDE}>
        <ZoomControls zoom={zoom} />
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {TEXTO.imprimir}
        </Button>
      </Stack>
      <Box
        ref={box}
        data-organograma="caixa"
        sx={{
          height: 'calc(100vh - 300px)',
          minHeight: 320,
          overflow: 'auto',
          // its width is the page's, whatever the chart's: the shell grows with wide content otherwise
          contain: 'inline-size',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 2,
        }}
      >
        <Box
          data-organograma="medida"
          style={
            {
              width: zoom.natural.width * zoom.zoom,
              height: zoom.natural.height * zoom.zoom,
              '--organograma-print-largura': `${zoom.natural.width * zoom.printZoom}px`,
              '--organograma-print-altura': `${zoom.natural.height * zoom.printZoom}px`,
            } as CSSProperties
          }
          sx={{ position: 'relative', mx: 'auto' }}
        >
          <Box
            ref={chart}
            data-organograma="desenho"
            style={
              {
                transform: `scale(${zoom.zoom})`,
                '--organograma-print-zoom': zoom.printZoom,
              } as CSSProperties
            }
            sx={{ position: 'absolute', top: 0, left: 0, width: 'max-content', transformOrigin: '0 0' }}
          >
            <OrgTree forest={forest} expanded={expanded} onToggle={toggle} />
          </Box>
        </Box>
      </Box>
    </>
  );
}
