// The competence radar (spec §3 "Competence radar": labels, employee vs required; §9 the maximum is the highest
// level order) with @nivo/radar. The same numbers are in the competences table beside it (the chart's text
// alternative), so the chart itself is one labelled image.
import { Box } from '@mui/material';
import { ResponsiveRadar } from '@nivo/radar';

export type Radar = {
  labels: string[];
  competenciasColaborador: (number | null)[];
  competenciasFaixaSalarial: (number | null)[];
  competenciasAutoavaliacao: (number | null)[];
  maximo: number;
};

export function RadarCompetencias({ radar, nome }: { radar: Radar; nome: string }) {
  if (radar.labels.length < 3) return null;
  const data = radar.labels.map((label, i) => ({
    competencia: label,
    Avaliadores: radar.competenciasColaborador[i] ?? 0,
    Exigido: radar.competenciasFaixaSalarial[i] ?? 0,
    Autoavaliação: radar.competenciasAutoavaliacao[i] ?? 0,
  }));
  return (
    <Box
      role="img"
      aria-label={`Radar de competências de ${nome}: nível dado pelos avaliadores, nível exigido pela faixa salarial e autoavaliação, de 0 a ${radar.maximo}. Os valores estão na tabela de competências.`}
      sx={{ height: 380, maxWidth: 560 }}
      data-testid="radar-competencias"
    >
      <ResponsiveRadar
        data={data}
        keys={['Avaliadores', 'Exigido', 'Autoavaliação']}
        indexBy="competencia"
        maxValue={radar.maximo}
        margin={{ top: 50, right: 90, bottom: 50, left: 90 }}
        gridLevels={radar.maximo > 0 && radar.maximo <= 10 ? radar.maximo : 5}
        dotSize={6}
        colors={['#1565c0', '#c62828', '#2e7d32']}
        fillOpacity={0.15}
        legends={[
          {
            anchor: 'top-left',
            direction: 'column',
            translateX: -80,
            translateY: -40,
            itemWidth: 120,
            itemHeight: 18,
            symbolShape: 'circle',
          },
        ]}
        isInteractive
      />
    </Box>
  );
}
