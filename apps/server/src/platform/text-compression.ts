import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * How text answers (JSON, HTML, XML) are compressed, the API's and the pages' alike: brotli at a
 * quality that costs little CPU, else gzip. A page rendered on the server is compressed once per
 * render, so its brotli quality is lower: at quality 2 a job page is about 10 % larger than at 4
 * and costs half the CPU, a job list page a third.
 */
export const TEXT_COMPRESSION = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  brotliQuality: 4,
  pageBrotliQuality: 2,
  /**
   * Brotli's window (2^18 bytes, where its default is 2^22): a larger one only helps answers larger
   * than it, and each compression allocates and clears it.
   */
  brotliWindowBits: 18,
  gzipLevel: 6,
  /**
   * Answers up to this size are compressed in one synchronous call; the streaming path costs two
   * to three times the CPU for an answer of 10 KB, and the work it hands to other threads competes
   * for the same cores.
   */
  syncUpTo: 64 * 1024,
};

/** A page's document compressed for `encoding`. */
export function compressPage(document: Buffer, encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? brotliCompressSync(document, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: TEXT_COMPRESSION.pageBrotliQuality,
          [zlibConstants.BROTLI_PARAM_LGWIN]: TEXT_COMPRESSION.brotliWindowBits,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: document.length,
        },
      })
    : gzipSync(document, { level: TEXT_COMPRESSION.gzipLevel });
}
