// @ts-check
// The Brotli and gzip copies the production server sends as they are (@fastify/static's
// preCompressed), made once at the highest levels.
import { writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Writes `${file}.br` and `${file}.gz` of `data`; returns the Brotli copy's size.
 * @param {string} file
 * @param {Buffer} data
 */
export function writeCompressedCopies(file, data) {
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: constants.Z_BEST_COMPRESSION }));
  return br.length;
}
