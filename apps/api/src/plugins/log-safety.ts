import type { FastifyRequest } from 'fastify';

/** Phones in paths and queries (0971234567 or +260971234567) become 097****567 so logs never hold a full number. */
export function maskPhonesInUrl(url: string): string {
  return url.replace(/(\+?260|0)(\d{2})\d{4}(\d{3})(?!\d)/g, '$1$2****$3');
}

/** The path without the query string, phones masked: query strings (and bodies) are never logged. */
export const safeLogPath = (url: string): string => maskPhonesInUrl(url.split('?')[0]!.slice(0, 200));

/**
 * An error as logs may hold it: name, code and a message cut before any query parameters or values (drizzle's
 * "Failed query: ... params: <the raw body's values>"), phones masked, plus the stack's frames without the message.
 */
export function safeError(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(err instanceof Error)) return { type: typeof err, message: 'non-error thrown', stack: '' };
  const cause = (err as { cause?: unknown }).cause;
  const code = (err as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
  const message = maskPhonesInUrl(err.message.split(/\bparams:|\n/)[0]!.slice(0, 300)).replace(/(values|Key) \(.*$/s, '$1 (...)').replace(/: ".*"$/, ': "..."');
  const frames = (err.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 8);
  return {
    type: err.name,
    ...(typeof code === 'string' ? { code } : {}),
    message,
    ...(cause instanceof Error ? { cause: { type: cause.name, code: (cause as { code?: unknown }).code, message: maskPhonesInUrl(cause.message.split('\n')[0]!.slice(0, 200)) } } : {}),
    stack: frames.join('\n'),
  };
}

/** Fastify's serializers without full phone numbers, query strings, bodies or raw error parameters (tokens and signs are never logged: no headers). */
export const safeLogSerializers = {
  req: (req: FastifyRequest) => ({ method: req.method, url: safeLogPath(req.url), ip: req.ip }),
  err: safeError,
};
