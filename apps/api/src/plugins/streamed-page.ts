import { PassThrough } from 'node:stream';
import type { Readable, Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

import type { RoutePage } from './route-pages';

/**
 * Brotli's level for a streamed page: quality 11, which the whole cached pages get, takes 100-150 ms for a 50 KB
 * server-rendered page on this machine (more when it is busy) and would hold the page's first byte; quality 6 takes
 * 1-2 ms and makes it about 10% larger (docs/performance.md, "Issue 28, step 3").
 */
export const STREAMED_BROTLI_QUALITY = 6;

/** A page written in pieces as they are ready, each piece flushed to the browser at once, compressed as it accepts. */
export interface StreamedPage {
  /** What the reply sends. */
  readonly out: Transform;
  /** Writes text and sends it now (a flush of the compressor), not when the compressor's window fills. */
  send(text: string): Promise<void>;
  /** Writes a stream's bytes (the server's markup) as they come. */
  pipeIn(body: Readable): Promise<void>;
  /** Writes the last text and ends the page. */
  end(text: string): void;
}

export function streamedPage(encoding: RoutePage['encoding']): StreamedPage {
  const out: Transform =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: STREAMED_BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : encoding === 'gzip'
        ? createGzip({ level: 6 })
        : new PassThrough();
  // A browser that goes away mid-page destroys the stream (the reply's pipeline): the rest is dropped, not an error.
  out.on('error', () => undefined);
  const open = () => !out.destroyed && !out.writableEnded;
  const flush = () =>
    new Promise<void>((resolve) => {
      if ('flush' in out && typeof out.flush === 'function') (out.flush as (done: () => void) => void)(() => resolve());
      else resolve();
    });
  return {
    out,
    async send(text) {
      if (!open()) return;
      out.write(text);
      await flush();
    },
    async pipeIn(body) {
      for await (const chunk of body) if (open()) out.write(chunk as Buffer);
    },
    end(text) {
      if (open()) out.end(text);
    },
  };
}
