import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * How text answers (JSON, HTML, XML) are compressed, the API's and the pages' alike: brotli at a
 * quality that costs little CPU, else gzip.
 */
export const TEXT_COMPRESSION = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  brotliQuality: 4,
  gzipLevel: 6,
};

export function compressText(document: Buffer, encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? brotliCompressSync(document, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: TEXT_COMPRESSION.brotliQuality,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: document.length,
        },
      })
    : gzipSync(document, { level: TEXT_COMPRESSION.gzipLevel });
}
