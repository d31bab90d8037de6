import { describe, expect, it } from 'vitest';
import { ApiError } from '../../providers/http.ts';
import {
  filenameFromDisposition,
  formatBytes,
  isJsonAnswer,
  outcomeOfError,
  outcomeOfJson,
} from './outcome.ts';

describe('filenameFromDisposition', () => {
  it("reads the server's quoted file name", () => {
    expect(
      filenameFromDisposition('attachment; filename="cargos-resumidos-20240831-1015.pdf"', 'x.pdf'),
    ).toBe('cargos-resumidos-20240831-1015.pdf');
  });

  it('prefers the RFC 6266 UTF-8 name, and takes a bare token', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="promocoes.xlsx"; filename*=UTF-8''promo%C3%A7%C3%B5es.xlsx`,
        'x',
      ),
    ).toBe('promoções.xlsx');
    expect(filenameFromDisposition('attachment; filename=relatorio.pdf', 'x')).toBe('relatorio.pdf');
  });

  it('falls back without a name, and never keeps a path', () => {
    expect(filenameFromDisposition(null, 'cargos.pdf')).toBe('cargos.pdf');
    expect(filenameFromDisposition('attachment', 'cargos.pdf')).toBe('cargos.pdf');
    expect(filenameFromDisposition('attachment; filename=""', 'cargos.pdf')).toBe('cargos.pdf');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
  });
});

describe('report answers', () => {
  it('tells the no-data note (JSON) from a file', () => {
    expect(isJsonAnswer('application/json; charset=utf-8')).toBe(true);
    expect(isJsonAnswer('application/pdf')).toBe(false);
    expect(isJsonAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(false);
    expect(isJsonAnswer(null)).toBe(false);
    expect(outcomeOfJson({ status: 200, code: 'REPORT_NO_DATA', message: '…' })).toEqual({ kind: 'no-data' });
    expect(outcomeOfJson({ ok: true })).toEqual({ kind: 'failure' });
    expect(outcomeOfJson(undefined)).toEqual({ kind: 'failure' });
  });

  it('classifies failures: cancel, field errors, server failure, the rest', () => {
    expect(outcomeOfError(new DOMException('x', 'AbortError'))).toEqual({ kind: 'cancelled' });
    const invalid = new ApiError(400, {
      code: 'FIELD_VALIDATION_VIOLATION',
      message: 'Preencha os campos indicados',
      errors: [{ field: 'dataFim', message: 'Data final inferior a data inicial.' }],
    });
    expect(outcomeOfError(invalid)).toEqual({
      kind: 'invalid',
      errors: [{ field: 'dataFim', message: 'Data final inferior a data inicial.' }],
      error: invalid,
    });
    expect(outcomeOfError(new ApiError(500, { code: 'REPORT_FAILURE', message: 'x' }))).toEqual({
      kind: 'failure',
    });
    expect(outcomeOfError(new ApiError(502, {}))).toEqual({ kind: 'failure' });
    for (const error of [
      new ApiError(403, { code: 'FORBIDDEN', message: 'Não autorizado.' }),
      new ApiError(400, { code: 'BAD_REQUEST', message: 'Formato de relatório não disponível.' }),
      new ApiError(0, { code: 'api-unreachable', message: 'sem conexão' }),
    ])
      expect(outcomeOfError(error)).toEqual({ kind: 'error', error });
  });
});

describe('formatBytes', () => {
  it('uses units of 1024 and pt-BR decimals', () => {
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(20 * 1024)).toBe('20 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3 MB');
  });
});
