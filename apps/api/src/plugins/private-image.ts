import type { FastifyReply } from 'fastify';

/**
 * A borrower's photo shown to staff (ID photos, the KYC selfie): never cached, never sniffed as another type, and
 * rendered with no script or link of its own if opened directly.
 */
export function sendPrivateImage(reply: FastifyReply, file: { mime: string; bytes: Buffer }) {
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .type(file.mime)
    .send(file.bytes);
}
