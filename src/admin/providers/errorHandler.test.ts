import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.ts';
import { clearNotices, fieldErrorsOf, getNotices, notifyError } from './errorHandler.ts';
import { API_UNREACHABLE, ApiError } from './http.ts';
import { CompanyChangedError } from './session.ts';

beforeEach(clearNotices);

const apiError = (status: number, code: string, message: string) =>
  new ApiError(status, { status, code, message });

describe('notifyError', () => {
  it("shows 400 as a sticky warning titled 'Aviso'", () => {
    notifyError(apiError(400, 'FIELD_VALIDATION_VIOLATION', MSG.validation));
    expect(getNotices()).toMatchObject([
      { severity: 'warning', title: 'Aviso', message: MSG.validation, autoHideMs: null, display: 'toast' },
    ]);
  });

  it("shows other errors as a sticky error titled 'Erro', with the code of server errors", () => {
    notifyError(apiError(500, 'INTERNAL_ERROR', 'Falhou'));
    expect(getNotices()).toMatchObject([
      { severity: 'error', title: 'Erro', code: 'INTERNAL_ERROR', autoHideMs: null },
    ]);
  });

  it('shows 404 as a warning that hides after 3 s in message mode', () => {
    notifyError(apiError(404, 'NOT_FOUND', MSG.notFound));
    expect(getNotices()).toMatchObject([{ severity: 'warning', message: MSG.notFound, autoHideMs: 3000 }]);
  });

  it('uses a popup in popup mode and nothing in none mode', () => {
    notifyError(apiError(404, 'NOT_FOUND', MSG.notFound), { mode: 'popup' });
    notifyError(apiError(500, 'X', 'y'), { mode: 'none' });
    expect(getNotices()).toMatchObject([{ display: 'popup', message: MSG.notFound }]);
  });

  it('shows the api-unreachable message when the server did not answer', () => {
    notifyError(new ApiError(0, { status: 0, code: API_UNREACHABLE, message: MSG.apiUnreachable }));
    expect(getNotices()).toMatchObject([{ severity: 'error', message: MSG.apiUnreachable }]);
  });

  it('leaves 401, suppressed codes and the company guard to their own dialogs', () => {
    notifyError(apiError(401, 'UNAUTHORIZED', MSG.sessionExpired));
    notifyError(apiError(409, 'CONFLICT', 'em uso'), { suppressCodes: ['CONFLICT'] });
    notifyError(new CompanyChangedError());
    expect(getNotices()).toEqual([]);
  });

  it('gives the field errors of a validation error', () => {
    const error = new ApiError(400, {
      code: 'FIELD_VALIDATION_VIOLATION',
      message: MSG.validation,
      errors: [
        { field: 'nome', message: 'a' },
        { field: 'nome', message: 'b' },
        { field: 'ordem', message: 'c' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({ nome: 'a', ordem: 'c' });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
