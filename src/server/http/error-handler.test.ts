import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler.ts';
import { fieldError } from './errors.ts';

function appWithLog(level: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream } });
  installErrorHandler(app);
  app.get('/boom', async () => {
    throw new Error('falha interna com detalhe');
  });
  app.get('/campo', async () => {
    throw fieldError('nome', 'Nome é obrigatório');
  });
  return { app, lines };
}

describe('installErrorHandler', () => {
  it('answers 500 in Portuguese with no stack, and logs no stack at info level', async () => {
    const { app, lines } = appWithLog('info');
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, code: 'INTERNAL_ERROR', message: 'Erro' });
    const log = lines.join('');
    expect(log).toContain('falha interna com detalhe');
    expect(log).not.toMatch(/"stack"|at .*error-handler\.test/);
  });

  it('keeps the stack for debugging at debug level', async () => {
    const { app, lines } = appWithLog('debug');
    await app.inject({ method: 'GET', url: '/boom' });
    expect(lines.join('')).toContain('"stack"');
  });

  it('answers HttpErrors with their status, code and field list', async () => {
    const { app } = appWithLog('silent');
    const res = await app.inject({ method: 'GET', url: '/campo' });
    expect(res.json()).toEqual({
      status: 400,
      code: 'FIELD_VALIDATION_VIOLATION',
      message: 'Preencha os campos indicados',
      errors: [{ field: 'nome', message: 'Nome é obrigatório' }],
    });
  });
});
