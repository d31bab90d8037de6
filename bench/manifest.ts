// What a built page loads, from Vite's manifest (dist/.vite/manifest.json): the static closure of an entry
// (the files the browser fetches before the page can run) and their gzip sizes. For the benchmarks' budgets.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const DIST = new URL('../dist/', import.meta.url);

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** gzip (level 9) size of a file of dist/. */
export const gzipOf = (file: string) => gzipSync(readFileSync(new URL(file, DIST)), { level: 9 }).length;
export const sumGzip = (files: string[]) => files.reduce((s, f) => s + gzipOf(f), 0);

/** The JS and CSS files of an entry (e.g. 'externo/index.html') and of everything it imports statically. */
export function entryFiles(entry: string): { js: string[]; css: string[] } {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(entry);
  const chunks = [...seen].map((k) => manifest[k]!);
  return { js: chunks.map((c) => c.file), css: chunks.flatMap((c) => c.css ?? []) };
}
