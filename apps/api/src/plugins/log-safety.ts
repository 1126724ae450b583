import type { FastifyRequest } from 'fastify';

/** Phones in paths and queries (0971234567 or +260971234567) become 097****567 so logs never hold a full number. */
export function maskPhonesInUrl(url: string): string {
  return url.replace(/(\+?260|0)(\d{2})\d{4}(\d{3})(?!\d)/g, '$1$2****$3');
}

/** Fastify's request serializer without the full phone numbers (tokens and signs are never logged: no headers). */
export const safeLogSerializers = {
  req: (req: FastifyRequest) => ({ method: req.method, url: maskPhonesInUrl(req.url), ip: req.ip }),
};
