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
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const inNodeModules = (id: string, pkgs: string[]) =>
  pkgs.some((p) => id.includes(`/node_modules/${p}/`));

/**
 * What the console needs right after a login: its entry with the static imports, and the lazy parts its
 * shell loads at once (src/admin/pages.tsx, preloadShell). The login page prefetches them while the user
 * types (src/login/consolePrefetch.ts), so entering is fast.
 */
const CONSOLE_AFTER_LOGIN = [
  'src/admin/shell/Layout.tsx',
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
        codeSplitting: {
          groups: [
            // React itself changes least often: its own long-cached chunk, shared by both apps.
            {
              name: 'react',
              test: (id) => inNodeModules(id, ['react', 'react-dom', 'scheduler']),
              priority: 30,
            },
            // Brazilian document checks: used by the small login page too, so kept apart from the merged
            // vendor chunks (a merge would make the login page load console libraries).
            {
              name: 'brazilian-utils',
              test: (id) => inNodeModules(id, ['@brazilian-utils/brazilian-utils']),
              priority: 25,
            },
            // The portal's robot check (ALTCHA widget, its Portuguese texts and worker): its own chunk, or the
            // merge below puts its small modules into a console vendor chunk and the registration form
            // downloads MUI and the generated screens' libraries with it.
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
            // Libraries used before login (MUI core, emotion, react-admin's core, router, query):
            // grouped per set of pages that use them, so the login page never pulls the code that
            // only the generated screens use (RJSF, ajv, lists, inputs...).
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/]/,
              priority: 10,
              entriesAware: true,
              entriesAwareMergeThreshold: 20 * 1024,
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
