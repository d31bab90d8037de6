import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpas, spaPageFor } from './spa.ts';
import { chooseEncoding } from './static-files.ts';

// a built front end in miniature: the three SPAs' pages and one script with its precompressed copies
const SCRIPT = `export const x = '${'a'.repeat(2000)}';`;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gente-spa-'));
  const put = (path: string, data: string | Buffer) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), data);
  };
  put('index.html', '<title>console</title>');
  put('login/index.html', '<title>login</title>');
  put('externo/index.html', '<title>portal</title>');
  put('favicon.svg', '<svg/>');
  put('assets/vendor~a-1.js', SCRIPT);
  put('assets/vendor~a-1.js.br', brotliCompressSync(SCRIPT));
  put('assets/vendor~a-1.js.gz', gzipSync(SCRIPT));
  put('.vite/manifest.json', '{}');
  app = Fastify();
  await serveSpas(app, `${dir}/`);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('built files', () => {
  it('answers the copy the browser accepts, with its type, cache and ETag', async () => {
    const br = await app.inject({ url: '/assets/vendor~a-1.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=3600');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);

    const gz = await app.inject({
      url: '/assets/vendor~a-1.js',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/vendor%7Ea-1.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.etag).toBe(br.headers.etag);

    const again = await app.inject({
      url: '/assets/vendor~a-1.js',
      headers: { 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await app.inject({ method: 'HEAD', url: '/favicon.svg' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers 404 for a file of another build and never serves the build manifest', async () => {
    const missing = await app.inject({ url: '/assets/vendor~a-2.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404 });
    expect((await app.inject({ url: '/.vite/manifest.json' })).body).toBe('<title>console</title>');
  });
});

describe('pages', () => {
  it("gives every other path its SPA's page, asked again each time", async () => {
    const board = await app.inject({ url: '/captacao/solicitacoes-pessoal/1/processo-seletivo?x=1' });
    expect(board.statusCode).toBe(200);
    expect(board.body).toBe('<title>console</title>');
    expect(board.headers['cache-control']).toBe('no-cache');
    expect(board.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await app.inject({ url: '/externo/vagas/3' })).body).toBe('<title>portal</title>');
    expect((await app.inject({ url: '/externo' })).body).toBe('<title>portal</title>');
    expect((await app.inject({ url: '/redefinir-senha?token=abc' })).body).toBe('<title>login</title>');
    expect((await app.inject({ url: '/login/' })).body).toBe('<title>login</title>');
    expect((await app.inject({ url: '/' })).body).toBe('<title>console</title>');
  });

  it('answers JSON 404 for unknown API paths and other methods', async () => {
    for (const req of [
      { method: 'GET' as const, url: '/api/nada' },
      { method: 'GET' as const, url: '/api' },
      { method: 'POST' as const, url: '/captacao' },
    ]) {
      const res = await app.inject(req);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});

describe('helpers', () => {
  it('picks br, then gzip, honouring q=0', () => {
    const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('gzip');
    expect(chooseEncoding('br', { gzip: both.gzip })).toBeUndefined();
    expect(chooseEncoding(undefined, both)).toBeUndefined();
  });
  it('maps paths to the SPA that owns them', () => {
    expect(spaPageFor('/externo/candidaturas')).toBe('/externo/index.html');
    expect(spaPageFor('/externos')).toBe('/index.html');
    expect(spaPageFor('/recuperar-senha')).toBe('/login/index.html');
    expect(spaPageFor('/loginx')).toBe('/index.html');
  });
});
