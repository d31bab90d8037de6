import { describe, expect, it } from 'vitest';
import { gerarCodigo, lerCodigo } from './presenca-qrcode.ts';

const CHAVE = 'a'.repeat(64);
const T0 = Date.UTC(2026, 10, 28, 14, 0, 5); // 5 s into a 30-second window

describe('attendance QR code', () => {
  it('is read back within its window and the next one', () => {
    const { codigo } = gerarCodigo(CHAVE, 1, 42, T0);
    expect(lerCodigo(CHAVE, codigo, T0)).toEqual({ ok: true, empresaId: 1, diaId: 42 });
    expect(lerCodigo(CHAVE, codigo, T0 + 50_000)).toEqual({ ok: true, empresaId: 1, diaId: 42 });
  });
  it('expires after the next window (a photographed code used later)', () => {
    const { codigo } = gerarCodigo(CHAVE, 1, 42, T0);
    expect(lerCodigo(CHAVE, codigo, T0 + 55_000)).toEqual({ ok: false, motivo: 'expirado' });
    expect(lerCodigo(CHAVE, codigo, T0 + 3_600_000)).toEqual({ ok: false, motivo: 'expirado' });
  });
  it('changes every 30 seconds', () => {
    expect(gerarCodigo(CHAVE, 1, 42, T0).codigo).not.toBe(gerarCodigo(CHAVE, 1, 42, T0 + 30_000).codigo);
    expect(gerarCodigo(CHAVE, 1, 42, T0).codigo).toBe(gerarCodigo(CHAVE, 1, 42, T0 + 20_000).codigo);
  });
  it('refuses a forged day, company or signature, and another key', () => {
    const { codigo } = gerarCodigo(CHAVE, 1, 42, T0);
    const [e, d, j, s] = codigo.split('.');
    expect(lerCodigo(CHAVE, `${e}.43.${j}.${s}`, T0).ok).toBe(false);
    expect(lerCodigo(CHAVE, `2.${d}.${j}.${s}`, T0).ok).toBe(false);
    expect(lerCodigo(CHAVE, `${e}.${d}.${Number(j) + 1}.${s}`, T0).ok).toBe(false);
    expect(lerCodigo('b'.repeat(64), codigo, T0)).toEqual({ ok: false, motivo: 'invalido' });
    expect(lerCodigo(CHAVE, 'qualquer coisa', T0)).toEqual({ ok: false, motivo: 'invalido' });
  });
});
