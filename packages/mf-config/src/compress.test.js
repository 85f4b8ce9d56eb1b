import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliQuality, precompressFolder } from './compress.js';

describe('precompressFolder', () => {
  it('writes fresh brotli and gzip copies of the text files, replacing stale ones, and drops a copy that is not smaller', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-'));
    const script = `console.log(${JSON.stringify('changed '.repeat(100))});`;
    fs.writeFileSync(path.join(dir, 'page.1234abcd.js'), script);
    fs.writeFileSync(path.join(dir, 'page.1234abcd.js.br'), zlib.brotliCompressSync('the build before the change'));
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'x');
    fs.writeFileSync(path.join(dir, 'tiny.js.gz'), zlib.gzipSync('stale'));
    fs.writeFileSync(path.join(dir, 'logo.png'), 'not text');

    precompressFolder(dir);

    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'page.1234abcd.js.br'))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'page.1234abcd.js.gz'))).toString()).toBe(script);
    expect(fs.readdirSync(dir).sort()).toEqual(['logo.png', 'page.1234abcd.js', 'page.1234abcd.js.br', 'page.1234abcd.js.gz', 'tiny.js']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('brotliQuality', () => {
  it.each([
    [undefined, 11],
    ['', 11],
    ['5', 5],
    ['0', 0],
    ['12', 11],
    ['-1', 11],
    ['4.5', 11],
    ['fast', 11],
  ])('reads BROTLI_QUALITY %j as %i', (asked, quality) => expect(brotliQuality(asked)).toBe(quality));
});
