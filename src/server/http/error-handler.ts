import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODES, MSG } from '../../shared/messages.ts';
import { HttpError } from './errors.ts';

/** Every error leaves as {status, code, message, errors?} in Portuguese; never a stack trace. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: Record<string, unknown> = {
        status: error.status,
        code: error.code,
        message: error.message,
      };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.status).send(body);
    }
    const fe = error as FastifyError;
    const known: Record<string, [number, string, string]> = {
      FST_ERR_CTP_INVALID_JSON_BODY: [400, ERROR_CODES.badRequest, MSG.invalidJson],
      FST_ERR_CTP_EMPTY_JSON_BODY: [400, ERROR_CODES.badRequest, MSG.invalidJson],
      FST_ERR_CTP_BODY_TOO_LARGE: [413, ERROR_CODES.tooLarge, MSG.bodyTooLarge],
      FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, ERROR_CODES.badRequest, MSG.unsupportedMedia],
      FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, ERROR_CODES.badRequest, MSG.invalidJson],
    };
    const k = fe.code ? known[fe.code] : undefined;
    if (k) return reply.code(k[0]).send({ status: k[0], code: k[1], message: k[2] });
    if (fe.statusCode === 429)
      return reply.code(429).send({ status: 429, code: ERROR_CODES.tooMany, message: MSG.tooManyRequests });
    if (fe instanceof SyntaxError || (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500)) {
      const status = fe.statusCode ?? 400;
      return reply.code(status).send({ status, code: ERROR_CODES.badRequest, message: MSG.invalidJson });
    }
    // message and code only: a stack trace stays out of the logs unless someone is debugging (level debug)
    request.log.error({ erro: { message: fe.message, code: fe.code } }, 'erro interno');
    request.log.debug({ stack: fe.stack }, 'pilha do erro interno');
    return reply.code(500).send({ status: 500, code: ERROR_CODES.internal, message: MSG.genericError });
  });
}
