// Control characters are refused where they come in, once for every route: the parsed body (JSON, form),
// the query string and the path's parameters, each field named by its path (400 FIELD_VALIDATION_VIOLATION,
// 'Contém caracteres de controle não permitidos.'). Before this, a NUL reached PostgreSQL and answered 500, and
// the other controls were stored and broke the eSocial XML later. Bodies a route reads itself (multipart)
// are checked by that route with the same function.
import type { FastifyRequest } from 'fastify';
import { controlCharacterErrors } from '../../shared/text/control-characters.ts';
import { validationError } from './errors.ts';

export function refuseControlCharacters(request: FastifyRequest): void {
  const errors = [
    ...controlCharacterErrors(request.body),
    ...controlCharacterErrors(request.query),
    ...controlCharacterErrors(request.params),
  ];
  if (errors.length > 0) throw validationError(errors);
}
