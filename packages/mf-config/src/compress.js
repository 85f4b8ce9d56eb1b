import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The built files a browser downloads as text: each gets a brotli and a gzip copy beside it. */
export const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
/**
 * The highest levels: the copies are made once, at build time, and sent many times. `BROTLI_QUALITY`
 * (0-11) lowers brotli's for a build nobody downloads over a network: the test run's (deploy/test.mjs),
 * where quality 11 costs over a minute of CPU for the same files, some 10% larger at quality 5.
 */
export const brotliQuality = (asked = process.env.BROTLI_QUALITY) => {
  const quality = Number(asked);
  return asked !== undefined && asked !== '' && Number.isInteger(quality) && quality >= 0 && quality <= 11 ? quality : zlib.constants.BROTLI_MAX_QUALITY;
};
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality() } };
export const GZIP_OPTIONS = { level: zlib.constants.Z_BEST_COMPRESSION };

/**
 * Writes the brotli and gzip copies of every text file in `dir` afresh (a copy that is not smaller is
 * removed instead): for a folder whose files may have changed since they were built, so no copy is stale.
 */
export function precompressFolder(dir) {
  for (const file of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile() || !COMPRESSIBLE.test(file.name)) continue;
    const full = path.join(file.parentPath, file.name);
    const body = fs.readFileSync(full);
    for (const [extension, compressed] of [
      ['.br', zlib.brotliCompressSync(body, BROTLI_OPTIONS)],
      ['.gz', zlib.gzipSync(body, GZIP_OPTIONS)],
    ]) {
      if (compressed.length < body.length) fs.writeFileSync(full + extension, compressed);
      else fs.rmSync(full + extension, { force: true });
    }
  }
}
