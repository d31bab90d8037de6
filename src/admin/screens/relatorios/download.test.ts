import { describe, expect, it } from 'vitest';
import { type Progress, readBody } from './download.ts';

/** A streamed answer of `chunks` chunks of `size` bytes each. */
function streamed(chunks: number, size: number, headers: Record<string, string> = {}): Response {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ === chunks) controller.close();
      else controller.enqueue(new Uint8Array(size).fill(37));
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/pdf', ...headers } });
}

describe('readBody', () => {
  it('reads the whole stream and reports the bytes received', async () => {
    const seen: Progress[] = [];
    const blob = await readBody(streamed(5, 1000), new AbortController().signal, (p) => seen.push(p));
    expect(blob.size).toBe(5000);
    expect(blob.type).toBe('application/pdf');
    expect(seen[0]).toEqual({ receiving: true, bytes: 0, total: undefined });
    expect(seen.at(-1)).toEqual({ receiving: true, bytes: 5000, total: undefined });
  });

  it('knows the total when the server sends Content-Length', async () => {
    const seen: Progress[] = [];
    await readBody(streamed(2, 10, { 'Content-Length': '20' }), new AbortController().signal, (p) =>
      seen.push(p),
    );
    expect(seen.at(-1)).toEqual({ receiving: true, bytes: 20, total: 20 });
  });

  it('stops reading when cancelled', async () => {
    const controller = new AbortController();
    const reading = readBody(streamed(1000, 10), controller.signal, (p) => {
      if (p.bytes > 0) controller.abort();
    });
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  });
});
