import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.ts';
import { clearNotices, closeNotice, fieldErrorsOf, getNotices, notifyError } from './errorHandler.ts';
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

  it("puts the server's field messages no field shows in the message (the reason of a refused S-2240)", () => {
    const error = new ApiError(400, {
      code: 'FIELD_VALIDATION_VIOLATION',
      message: MSG.validation,
      errors: [
        { field: 'infoAmb', message: 'Ana não tem ambiente vigente no histórico na data (campo infoAmb).' },
      ],
    });
    const id = notifyError(error);
    expect(getNotices()).toMatchObject([
      {
        id,
        severity: 'warning',
        message: 'Ana não tem ambiente vigente no histórico na data (campo infoAmb).',
      },
    ]);
    closeNotice(id!);
    expect(getNotices()).toEqual([]);
  });

  it('keeps the generic message when the form marks every field, and adds the unmarked ones after it', () => {
    const error = new ApiError(400, {
      code: 'FIELD_VALIDATION_VIOLATION',
      message: MSG.validation,
      errors: [
        { field: 'nome', message: 'Nome é obrigatório' },
        { field: 'etapaSeletiva', message: 'Etapa já encerrada.' },
        { field: 'etapaSeletiva.id', message: 'Etapa já encerrada.' },
      ],
    });
    notifyError(error, { shownFields: () => true });
    expect(getNotices()[0]!.message).toBe(MSG.validation);
    clearNotices();
    notifyError(error, { shownFields: (f) => f === 'nome' });
    expect(getNotices()[0]!.message).toBe(`${MSG.validation}. Etapa já encerrada.`);
  });
});
