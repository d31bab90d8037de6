import { describe, expect, it } from 'vitest';
import { csvRecords } from './import.ts';

describe('csvRecords', () => {
  const n = (s: string) => csvRecords(Buffer.from(s));
  it('counts the records that hold something, with or without a final line end', () => {
    expect(n('')).toBe(0);
    expect(n('a;b')).toBe(1);
    expect(n('a;b\r\n1;2\r\n')).toBe(2);
    expect(n('a;b\n1;2\n3;4')).toBe(3);
    expect(n('a;b\n\n\r\n1;2\n\n')).toBe(2);
  });
  it('does not end a record at a line end inside quotes', () => {
    expect(n('a;b\n"linha 1\nlinha 2";x\n"diz ""oi""\n";y\n')).toBe(3);
  });
});
