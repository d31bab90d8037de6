import { describe, expect, it } from 'vitest';
import { controlCharacterErrors, hasControlCharacters, MSG_CONTROLE } from './control-characters.ts';

const erro = (field: string) => ({ field, message: MSG_CONTROLE });

describe('control characters in text', () => {
  it('refuses NUL, the other C0 controls and DEL; keeps TAB, LF, CR and every printable character', () => {
    for (let c = 0; c < 0x20; c++)
      expect(hasControlCharacters(`a${String.fromCharCode(c)}b`)).toBe(![9, 10, 13].includes(c));
    expect(hasControlCharacters('\u007f')).toBe(true);
    expect(hasControlCharacters('Linha 1\r\nLinha 2\tcoluna')).toBe(false);
    expect(hasControlCharacters('João Ñandú — 50% ✓ 𝄞 \u00a0\u0080')).toBe(false);
    expect(hasControlCharacters('')).toBe(false);
  });

  it('names each field by its path, as the validators do, nested objects and lists included', () => {
    const body = {
      nome: 'Ana\u0000',
      contato: { email: 'a@b.c', telefone: '1\u00072' },
      experiencias: [{ empresa: 'Boa' }, { empresa: 'Má\u001b[31m' }],
      tags: ['ok', 'x\u007f'],
      obs: 'várias\nlinhas\tcom tab\r\n',
      n: 3,
      b: true,
      vazio: null,
    };
    expect(controlCharacterErrors(body)).toEqual([
      erro('nome'),
      erro('contato.telefone'),
      erro('experiencias.1.empresa'),
      erro('tags.1'),
    ]);
    expect(controlCharacterErrors({ a: 'limpo', b: ['também'] })).toEqual([]);
  });

  it('counts a key with a control character as its field, without echoing the character', () => {
    expect(controlCharacterErrors({ 'cam\u0000po': 'x', ok: 'y' })).toEqual([erro('campo')]);
  });

  it('checks a body that is a string or a list, and objects without a prototype (query strings)', () => {
    expect(controlCharacterErrors('a\u0000')).toEqual([erro('')]);
    expect(controlCharacterErrors(['a', 'b\u0001'])).toEqual([erro('1')]);
    const query = Object.assign(Object.create(null), { nome: 'x\u0000', page: '0' });
    expect(controlCharacterErrors(query)).toEqual([erro('nome')]);
    // Fastify's query string parser: an instance of a constructor whose prototype is a null-prototype object
    function Empty() {}
    Empty.prototype = Object.create(null);
    const fastify = Object.assign(new (Empty as unknown as new () => object)(), { q: '\u0007' });
    expect(controlCharacterErrors(fastify)).toEqual([erro('q')]);
  });

  it('does not walk buffers or class instances, and tells at most `limit` fields', () => {
    expect(controlCharacterErrors({ arquivo: Buffer.from([0, 1, 2]), data: new Date(0) })).toEqual([]);
    const muitos = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`c${i}`, '\u0000']));
    expect(controlCharacterErrors(muitos)).toHaveLength(20);
    expect(controlCharacterErrors(muitos, 3)).toEqual([erro('c0'), erro('c1'), erro('c2')]);
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = 'fim\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    const [e] = controlCharacterErrors(deep);
    expect(e!.message).toBe(MSG_CONTROLE);
    expect(e!.field.split('.')).toHaveLength(50_000);
  });
});
