import { ERROR_CODES, type FieldError, MSG } from '../../shared/messages.ts';

/** An error the API answers as {status, code, message, errors?}. Anything else is a 500 with no details. */
export class HttpError extends Error {
  /** the database refused the write (a constraint): the transaction it ran in can do nothing more */
  fromDatabase = false;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const validationError = (errors: FieldError[], message: string = MSG.validation) =>
  new HttpError(400, ERROR_CODES.validation, message, errors);
export const fieldError = (field: string, message: string) => validationError([{ field, message }]);
export const badRequest = (message: string) => new HttpError(400, ERROR_CODES.badRequest, message);
export const notFound = () => new HttpError(404, ERROR_CODES.notFound, MSG.notFound);
export const unauthorized = () => new HttpError(401, ERROR_CODES.unauthorized, MSG.sessionExpired);
export const forbidden = () => new HttpError(403, ERROR_CODES.forbidden, MSG.unauthorized);
export const conflict = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);
