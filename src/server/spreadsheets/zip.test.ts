import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zip } from '../../../tests/helpers/xlsx-bruto.ts';
import { type Budget, readEntry, ZipError, ZipTooBig, zipEntries } from './zip.ts';

const all = async (zipBytes: Buffer, name: string, budget: Budget = { left: 1e9 }) => {
  const chunks: Buffer[] = [];
  for await (const c of readEntry(zipBytes, zipEntries(zipBytes).get(name)!, budget)) chunks.push(c);
  return Buffer.concat(chunks);
};

describe('zipEntries and readEntry', () => {
  const big = 'linha de texto repetida\n'.repeat(20_000);
  const file = zip([
    { name: 'a.xml', data: '<a>olá, ação</a>' },
    { name: 'pasta/b.txt', data: big },
  ]);

  it('lists the entries with their declared sizes and inflates any of them, in any order', async () => {
    const entries = zipEntries(file);
    expect([...entries.keys()]).toEqual(['a.xml', 'pasta/b.txt']);
    expect(entries.get('pasta/b.txt')!.size).toBe(Buffer.byteLength(big));
    expect((await all(file, 'pasta/b.txt')).toString()).toBe(big);
    expect((await all(file, 'a.xml')).toString()).toBe('<a>olá, ação</a>');
  });

  it('counts the inflated bytes against a budget shared by the entries read', async () => {
    const budget = { left: Buffer.byteLength(big) + 5 };
    await all(file, 'pasta/b.txt', budget);
    expect(budget.left).toBe(5);
    // declared bigger than what is left: refused before inflating
    await expect(all(file, 'a.xml', budget)).rejects.toThrow(ZipTooBig);
  });

  it('stops an entry that inflates to more than it declares (a zip bomb that lies)', async () => {
    const liar = zip([{ name: 'x.xml', data: 'x'.repeat(5_000_000), declaredSize: 1000 }]);
    expect(zipEntries(liar).get('x.xml')!.size).toBe(1000);
    await expect(all(liar, 'x.xml')).rejects.toThrow(ZipError);
  });

  it('stops an entry that inflates past the budget, whatever it declares', async () => {
    const bomb = zip([{ name: 'x.xml', data: ' '.repeat(3_000_000) }]);
    await expect(all(bomb, 'x.xml', { left: 1_000_000 })).rejects.toThrow(ZipTooBig);
  });

  it('refuses what is not a ZIP, a cut one, or corrupt compressed data', async () => {
    expect(() => zipEntries(Buffer.from('PK\x03\x04 não é um zip'))).toThrow(ZipError);
    expect(() => zipEntries(file.subarray(0, file.length - 30))).toThrow(ZipError);
    const corrupt = zip([
      {
        name: 'c.xml',
        data: '',
        deflated: { bytes: Buffer.from([0xff, 0xff, 0xff, 0xff]), size: 10, crc: 0 },
      },
    ]);
    await expect(all(corrupt, 'c.xml')).rejects.toThrow(ZipError);
    const ok = deflateRawSync(Buffer.from('abc'));
    const cut = zip([{ name: 'd.xml', data: '', deflated: { bytes: ok, size: 3, crc: 0 } }]);
    expect((await all(cut, 'd.xml')).toString()).toBe('abc');
  });
});
