// While the user types, the console's entry code travels: its index.html names the entry script and the
// chunks it preloads; each becomes a <link rel="modulepreload"> here (same origin, so the strict CSP holds).
// Once, and silently: a failure only means the console loads after the login, as without it.
let started = false;

export function prefetchConsole(): void {
  if (started) return;
  started = true;
  fetch('/', { credentials: 'same-origin' })
    .then((res) => (res.ok ? res.text() : ''))
    .then((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const urls = new Set<string>();
      for (const s of doc.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'))
        urls.add(s.getAttribute('src')!);
      for (const l of doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][href]'))
        urls.add(l.getAttribute('href')!);
      for (const href of urls) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      for (const l of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]')) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'style';
        link.href = l.getAttribute('href')!;
        document.head.append(link);
      }
    })
    .catch(() => undefined);
}
