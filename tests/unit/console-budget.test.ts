// scripts/console-budget.mjs, the check `npm test` runs over the build: what it counts as the console's
// first load, and the import circles it refuses.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoadFiles, importCycles, measureFirstLoad } from '../../scripts/console-budget.mjs';

const dist = mkdtempSync(join(tmpdir(), 'gente-orcamento-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(join(dist, file, '..'), { recursive: true });
  writeFileSync(join(dist, file), text);
};

describe('console first load', () => {
  it('counts the entry, its modulepreloads and its styles, not the icon nor other pages', () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/console-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
      <link rel="modulepreload" crossorigin href="/assets/console-start-c3.js">
      <link rel="stylesheet" crossorigin href="/assets/console-d4.css">
      <link rel="prefetch" href="/assets/Layout-e5.js">
      </head><body><div id="root"></div></body></html>`;
    expect(firstLoadFiles(html)).toEqual([
      'assets/console-a1.js',
      'assets/react-b2.js',
      'assets/console-start-c3.js',
      'assets/console-d4.css',
    ]);
  });

  it('sums their gzip sizes, biggest first', () => {
    write(
      'index.html',
      '<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js">',
    );
    write('assets/a.js', 'x');
    write('assets/b.js', Array.from({ length: 2000 }, (_, i) => `const v${i} = ${i * 7919};`).join('\n'));
    const files = measureFirstLoad(dist) as { file: string; gzip: number }[];
    expect(files.map((f) => f.file)).toEqual(['assets/b.js', 'assets/a.js']);
    expect(files[0].gzip).toBeGreaterThan(files[1].gzip);
  });
});

describe('import circles between chunks', () => {
  it('finds two chunks importing each other, and none in a chain', () => {
    write('assets/c.js', 'import{a as x}from"./d.js";export const c=1;');
    write('assets/d.js', 'import{c}from"./c.js";export const a=2;');
    write('assets/e.js', 'import"./a.js";import{a}from"./d.js";');
    const cycles = importCycles(join(dist, 'assets')) as string[][];
    expect(cycles).toHaveLength(1);
    expect(new Set(cycles[0])).toEqual(new Set(['c.js', 'd.js']));
  });
});
