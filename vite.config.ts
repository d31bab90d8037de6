// Three pages from one build: the staff console (index.html → /), its small login page (login/index.html →
// /login, /recuperar-senha, /redefinir-senha) and the candidate portal (externo/index.html → /externo). The
// Fastify app serves dist/ with a fallback to the right index.html (src/server/http/spa.ts). The pages
// run under a strict CSP (script-src 'self', no eval, no inline script): nothing here injects inline code.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const inNodeModules = (id: string, pkgs?: string[]) =>
  pkgs ? pkgs.some((p) => id.includes(`/node_modules/${p}/`)) : id.includes('/node_modules/');

/** The small pages built beside the console: what they import statically never goes to the console's start. */
const OTHER_ENTRIES = ['src/login/main.tsx', 'src/portal/main.tsx'];

/**
 * The modules `file` imports statically, directly or through others (the raw import graph: through a
 * package's index it counts everything the index re-exports, so it is used only for the small pages).
 * Computed once per chunking pass (rolldown reuses the module info objects within one pass).
 */
const closures = new WeakMap<object, Set<string>>();
function staticImportsOf(ctx: ChunkingContext, file: string): Set<string> {
  const start = ctx.getModuleInfo(`${root}${file}`);
  if (!start) throw new Error(`vite.config.ts: ${file} não está no build (grupos de codeSplitting)`);
  let seen = closures.get(start);
  if (seen) return seen;
  seen = new Set<string>();
  const stack = [start.id];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  closures.set(start, seen);
  return seen;
}

/**
 * What the console needs right after a login: its entry with the static imports, and the lazy parts its
 * shell loads at once (src/admin/pages.tsx, preloadShell). The login page prefetches them while the user
 * types (src/login/consolePrefetch.ts), so entering is fast.
 */
const CONSOLE_AFTER_LOGIN = [
  'src/admin/shell/Layout.tsx',
  'src/admin/shell/reactAdminParts.ts',
  'src/admin/shell/Home.tsx',
  'src/admin/schemas/registers.ts',
  'src/admin/generic/index.ts',
  'src/admin/resources/index.ts',
];

/**
 * Names those files in the built login page (`<meta name="gente-console-assets">`, a space-separated list
 * of URLs; no inline script, so the strict CSP holds). A renamed module fails the build instead of
 * silently leaving the login without its prefetch.
 */
function consoleAssetsForLogin(): Plugin {
  return {
    name: 'gente:console-assets-for-login',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (ctx.path !== '/login/index.html' || !ctx.bundle) return;
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk');
        const chunkOf = (file: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId === `${root}${file}`);
          if (!chunk) throw new Error(`vite.config.ts: ${file} não está no build (CONSOLE_AFTER_LOGIN)`);
          return chunk;
        };
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((c) => c.fileName === fileName);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css);
          for (const dep of chunk?.imports ?? []) visit(dep);
        };
        for (const file of ['index.html', ...CONSOLE_AFTER_LOGIN]) visit(chunkOf(file).fileName);
        // what the login page loads itself is already in the browser's cache
        const own = new Set<string>();
        const visitOwn = (fileName: string) => {
          if (own.has(fileName)) return;
          own.add(fileName);
          for (const dep of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visitOwn(dep);
        };
        if (ctx.chunk) visitOwn(ctx.chunk.fileName);
        const urls = [...files].filter((f) => !own.has(f)).map((f) => `/${f}`);
        return [
          { tag: 'meta', attrs: { name: 'gente-console-assets', content: urls.join(' ') }, injectTo: 'head' },
        ];
      },
    },
  };
}

/**
 * Brotli and gzip copies beside each built text file (app.js → app.js.br, app.js.gz): the server sends the
 * one the browser accepts (@fastify/static preCompressed, src/server/http/spa.ts), so a phone downloads
 * the login page's 73 KB of gzip rather than its 230 KB of JavaScript, without compressing per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'gente:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? `${root}dist`;
      const files = Object.keys(bundle).filter(
        (f) => /\.(js|css|html|svg|json)$/.test(f) && !f.startsWith('.vite/'),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const data = await readFile(path);
          if (data.length < 1024) return;
          const params = {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
          };
          await writeFile(`${path}.br`, await brotli(data, { params }));
          await writeFile(`${path}.gz`, await gzipAsync(data, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), consoleAssetsForLogin(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/console.ts reads it to know which files each page loads
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // the polyfill is only for browsers without <link rel=modulepreload>; all we support have it
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      input: {
        console: `${root}index.html`,
        externo: `${root}externo/index.html`,
        login: `${root}login/index.html`,
      },
      output: {
        // the libraries shared by a set of screens: 'vendor~AgendaExamesPage~CartaoVacinacaoPage~…' says
        // less than the manifest (dist/.vite/manifest.json) does
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('vendor~') ? 'assets/vendor-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          // Named after when they load, so a look at dist/assets (or at the network tab) says what came
          // with the console's start and what only with a screen. scripts/console-budget.mjs checks the
          // start (entry and modulepreloads) against its budget.
          groups: [
            // React itself changes least often: its own long-cached chunk, shared by the three pages.
            {
              name: 'react',
              test: (id) => inNodeModules(id, ['react', 'react-dom', 'scheduler']),
              priority: 30,
            },
            // Brazilian document checks: used by the small login page too, so kept apart from the console's
            // chunks (a merge would make the login page load console libraries).
            {
              name: 'brazilian-utils',
              test: (id) => inNodeModules(id, ['@brazilian-utils/brazilian-utils']),
              priority: 25,
            },
            // The portal's robot check (ALTCHA widget, its Portuguese texts and worker): its own chunk, or its
            // small modules could land in a console chunk and the registration form download it.
            {
              name: 'altcha',
              test: (id) => inNodeModules(id, ['altcha']),
              priority: 25,
            },
            // TanStack Query's classes extend each other across modules: split by page set, a subclass could
            // land in a chunk evaluated before its base class ('Class extends value undefined'). One chunk.
            {
              name: 'query',
              test: (id) => inNodeModules(id, ['@tanstack/query-core', '@tanstack/react-query']),
              priority: 20,
            },
            // The libraries the console loads before it draws anything (react-admin's core, the router, MUI's
            // theme): what its entry imports statically, as rolldown sees it after tree shaking ('$initial',
            // which counts the login page's and the portal's imports too: those are left to 'shared').
            // scripts/console-budget.mjs checks this first load against its budget.
            {
              name: (id: string, ctx: ChunkingContext) =>
                inNodeModules(id) && !OTHER_ENTRIES.some((f) => staticImportsOf(ctx, f).has(id))
                  ? 'console-start'
                  : null,
              debugName: 'console-start',
              tags: ['$initial'],
              priority: 15,
            },
            // A library the login page or the portal imports (none but the groups above today): never in
            // 'console-start', which those pages must not load.
            { name: 'shared', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 14 },
            // Everything else comes with the screen that needs it (the shell, the registers' screens, the form
            // machinery, a chart): one chunk per set of screens sharing it. Not merged: a merge of small sets
            // made two chunks import each other, and MUI's styled() then ran before the component it styles
            // ('reading __emotion_styles'). Written as vendor-<hash>.js (output.chunkFileNames): rolldown's
            // own name lists every screen of the set.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/]/,
              priority: 10,
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
