// While the user types, the console's code travels: the build names in this page the files the console
// needs right after a login (<meta name="gente-console-assets">, see vite.config.ts) and each becomes a
// <link rel="prefetch">: fetched at the lowest priority into the browser's cache, not run here (same
// origin, so the strict CSP holds). Once, and silently: without the list (the dev server) the console
// simply loads after the login.
let started = false;

/** The URLs the build listed: same-origin paths only. */
export function consoleAssetUrls(content: string | null | undefined): string[] {
  return (content ?? '').split(/\s+/).filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

export function prefetchConsole(): void {
  if (started) return;
  started = true;
  const listed = document.querySelector<HTMLMetaElement>('meta[name="gente-console-assets"]');
  for (const href of consoleAssetUrls(listed?.content)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    // the console asks for its modules and styles in CORS mode (crossorigin): the same request here
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}
