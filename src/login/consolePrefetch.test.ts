import { describe, expect, it } from 'vitest';
import { consoleAssetUrls } from './consolePrefetch.ts';

describe('console prefetch list', () => {
  it('keeps the same-origin paths the build listed', () => {
    expect(consoleAssetUrls(undefined)).toEqual([]);
    expect(consoleAssetUrls('')).toEqual([]);
    expect(consoleAssetUrls(' /assets/console-a1.js  /assets/vendor~console-b2.js\n')).toEqual([
      '/assets/console-a1.js',
      '/assets/vendor~console-b2.js',
    ]);
    expect(consoleAssetUrls('//cdn.example.com/x.js https://cdn.example.com/y.js /assets/z.js')).toEqual([
      '/assets/z.js',
    ]);
  });
});
