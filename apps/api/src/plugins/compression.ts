import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: below about 1 KiB the headers and CPU cost more than the bytes saved. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers that pay for it (JSON lists, docs) with brotli at a fast level or gzip, as the client accepts.
 * Register before the routes: it attaches to each route as it is declared. Static files of the web build are sent
 * precompressed by static-web and are left alone here (they already carry Content-Encoding). Request bodies are never
 * inflated: a small compressed body must not become a large one past the body limit's intent.
 */
export const compression = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      route.decompress ??= false;
    });
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression' },
);
