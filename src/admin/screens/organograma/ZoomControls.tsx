// Zoom buttons of the chart: reduce, the current zoom, enlarge, fit to the box.
import FitScreenIcon from '@mui/icons-material/FitScreen';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { useZoom } from './useZoom.ts';

export function ZoomControls({ zoom }: { zoom: ReturnType<typeof useZoom> }) {
  return (
    <>
      <Stack direction="row" role="group" aria-label="Zoom do organograma" sx={{ alignItems: 'center' }}>
        <Tooltip title="Reduzir">
          <span>
            <IconButton aria-label="Reduzir" onClick={zoom.zoomOut} disabled={!zoom.canZoomOut}>
              <ZoomOutIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Typography role="status" sx={{ minWidth: 48, textAlign: 'center' }}>
          {Math.round(zoom.zoom * 100)}%
        </Typography>
        <Tooltip title="Ampliar">
          <span>
            <IconButton aria-label="Ampliar" onClick={zoom.zoomIn} disabled={!zoom.canZoomIn}>
              <ZoomInIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Button variant="outlined" startIcon={<FitScreenIcon />} onClick={zoom.fit}>
        Ajustar à tela
      </Button>
    </>
  );
}
