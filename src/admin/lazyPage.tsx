// A page whose code is loaded on demand, and can be fetched ahead of its first render (pages.tsx preloads
// the shell, the registers' screens and the screen of the path being opened; screenRoutes.tsx declares
// the hand-written screens with it).
import { Box, CircularProgress } from '@mui/material';
import { type ComponentType, type JSX, type LazyExoticComponent, lazy, Suspense, useState } from 'react';

export function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label="Carregando" />
    </Box>
  );
}

export type PageLoader<P> = {
  preload(): Promise<ComponentType<P>>;
  loaded?: ComponentType<P>;
  Lazy: LazyExoticComponent<ComponentType<P>>;
};

/** The code of a page loaded on demand; `preload()` fetches it ahead of the first render. */
export function pageLoader<P extends object>(load: () => Promise<ComponentType<P>>): PageLoader<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const loader: PageLoader<P> = {
    preload: () =>
      (pending ??= load().then((component) => {
        loader.loaded = component;
        return component;
      })),
    Lazy: lazy(async () => ({ default: await loader.preload() })),
  };
  return loader;
}

/**
 * A page loaded on demand, with its own Suspense so react-admin can render it anywhere. Once
 * preloaded it renders directly: suspending even on code already here costs a commit and React's
 * fallback throttle (hundreds of ms on the first screen).
 */
export function LazyPage<P extends object>({ loader, pageProps }: { loader: PageLoader<P>; pageProps: P }) {
  // decided once per mount, so the element type never changes under a mounted page
  const [Ready] = useState(() => loader.loaded);
  const { Lazy } = loader;
  return Ready ? (
    <Ready {...pageProps} />
  ) : (
    <Suspense fallback={<Loading />}>
      <Lazy {...(pageProps as P & JSX.IntrinsicAttributes)} />
    </Suspense>
  );
}

/** Never rejects: a failure shows when the page renders. */
export const quiet = (p: Promise<unknown>): Promise<void> =>
  p.then(
    () => undefined,
    () => undefined,
  );
