// The built front end's files, read once at start and answered from memory with their precompressed
// copies (the build writes .br and .gz of its text files: vite.config.ts, precompress). Measured on this
// 2-core machine (bench/captacao-quadro.ts, docs/captacao-relatorios.md): @fastify/static's send pipeline
// (stat, open, stream) took 3-6 ms of the server's single thread per file, so the console's 45 entry
// files of a cold load queued for ~110 ms behind each other; from memory a file costs a buffer write.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
const COMPRESSED = ['.br', '.gz'];

type StaticFile = {
  type: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
};

/** Every file under `root` (but its `.vite` folder and the compressed copies), by URL path. */
export function readStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(path);
        continue;
      }
      if (!entry.isFile() || COMPRESSED.includes(extname(entry.name))) continue;
      const identity = readFileSync(path);
      const copy = (ext: string) => {
        try {
          return readFileSync(path + ext);
        } catch {
          return undefined;
        }
      };
      files.set(`/${relative(root, path).split(sep).join('/')}`, {
        type: TYPES[extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
        identity,
        br: copy('.br'),
        gzip: copy('.gz'),
      });
    }
  };
  walk(root);
  return files;
}

/** The encoding to send: br, then gzip, when the client accepts it (q=0 refuses). */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  file: Pick<StaticFile, 'br' | 'gzip'>,
): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name);
  }
  if (file.br && accepted.has('br')) return 'br';
  if (file.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return undefined;
}

/**
 * Answers one file: `cacheControl` as given, an ETag of its content (If-None-Match → 304), and the
 * precompressed copy the client accepts.
 */
export function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  cacheControl: string,
) {
  reply.header('Content-Type', file.type).header('Cache-Control', cacheControl).header('ETag', file.etag);
  if (file.br || file.gzip) reply.header('Vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === file.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding'], file);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.identity);
}
