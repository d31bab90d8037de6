// Zoom of the chart inside its scrolling box. The chart is scaled with a transform (its layout size
// stays the natural one, measured by a ResizeObserver) inside a sizer of the scaled size, so the box
// scrolls exactly over what is shown. 'Ajustar à tela' fits it and keeps fitting (resize, expand,
// collapse) until the user zooms by hand. The print scale fits a landscape A4 page (see PrintStyles).
import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { fitZoom, MAX_ZOOM, MIN_ZOOM } from './orgTree.ts';

const STEP = 0.1;
/** Printable area of an A4 landscape page with 10 mm margins, in CSS pixels (96 per inch), less the title. */
export const PRINT_PAGE = { width: 1040, height: 640 };
/** Room kept around the chart inside the box. */
const PADDING = 32;

type Size = { width: number; height: number };

function useSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // offsetWidth/Height: the layout size, which a transform leaves alone
    const measure = () => setSize({ width: el.offsetWidth, height: el.offsetHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function useZoom(box: RefObject<HTMLElement | null>, chart: RefObject<HTMLElement | null>) {
  const boxSize = useSize(box);
  const natural = useSize(chart);
  const [zoom, setZoom] = useState(1);
  const [auto, setAuto] = useState(true);

  useEffect(() => {
    if (auto)
      setZoom(fitZoom(natural.width, natural.height, boxSize.width - PADDING, boxSize.height - PADDING));
  }, [auto, natural, boxSize]);

  const by = useCallback((delta: number) => {
    setAuto(false);
    setZoom((z) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round((z + delta) * 10) / 10)));
  }, []);

  return {
    zoom,
    natural,
    printZoom: fitZoom(natural.width, natural.height, PRINT_PAGE.width, PRINT_PAGE.height, 0.05),
    zoomIn: () => by(STEP),
    zoomOut: () => by(-STEP),
    fit: () => setAuto(true),
    canZoomIn: zoom < MAX_ZOOM,
    canZoomOut: zoom > MIN_ZOOM,
  };
}
