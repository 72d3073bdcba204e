import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: the headers and the CPU would cost more. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// JSON first. Static files are compressed once at build time (see web.ts), and CSV exports are
// streamed file downloads: compressing a million-row stream on the fly would spend the API's CPU
// on the one long request and hold rows back in the compressor's window.
const compressibleTypes = /^application\/(?:[\w.+-]+\+)?json\b/;

/** A route whose schema says it produces CSV is a download, sent as it is (see above). */
function producesCsv(schema: unknown): boolean {
  const produces = (schema as { produces?: unknown } | undefined)?.produces;
  return Array.isArray(produces) && produces.some((type) => String(type).startsWith('text/csv'));
}

/**
 * Compresses JSON answers above ~1 KB with brotli or gzip, whichever the client accepts
 * (brotli first), at fast levels: a list answer is compressed on every request.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // Runs before the compress plugin's own onRoute hook, which reads `compress` off the route.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && producesCsv(route.schema)) route.compress = false;
  });
  await app.register(compress, {
    globalCompression: true,
    // Request bodies stay as sent: inflating them would let a small upload grow past the body limit.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: compressibleTypes,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
});
