// Three pages from one build: the staff console (index.html → /), its small login page (login/index.html →
// /login, /recuperar-senha, /redefinir-senha) and the candidate portal (externo/index.html → /externo). The
// Fastify app serves dist/ with a fallback to the right index.html (src/server/http/spa.ts). The pages
// run under a strict CSP (script-src 'self', no eval, no inline script): nothing here injects inline code.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const inNodeModules = (id: string, pkgs: string[]) =>
  pkgs.some((p) => id.includes(`/node_modules/${p}/`));

export default defineConfig({
  plugins: [react()],
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
