import type { FastifyPluginAsync } from 'fastify';

import { readUpload, uploadBase64 } from '@pocket/contracts/api/kyc.contracts';

import { routeFromContract } from '../../plugins/contract-route';
import type { UploadQuota } from './quota';
import type { UploadService } from './service';

const tags = ['kyc'];

export const uploadRoutes: FastifyPluginAsync<{ service: UploadService; quota: UploadQuota }> = async (app, { service, quota }) => {
  // The body is one base64 string and no number: plain JSON.parse (about 5 ms for 5 MB) instead of the app's exact
  // number reader, whose scan of a 5 MB string held the event loop about 50 ms per upload.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  routeFromContract(app, uploadBase64, {
    tags,
    summary: 'Upload a JPEG or PNG (base64, at most 5 MB; 20 photos and 40 MB per day)',
    bodyLimit: 8 * 1024 * 1024,
    // After authentication, before the body is read: a borrower at today's cap is refused without reading 7 MB.
    onRequest: async (req) => quota.assertRoom(req.userId!),
    handler: async (req) => ({ code: 200, msg: 'ok', data: await service.save(req.userId!, req.body.content) }),
  });

  routeFromContract(app, readUpload, {
    tags,
    summary: "Read back one of the caller's uploads (the re-encoded image bytes)",
    handler: async (req, reply) => {
      const file = await service.read(req.userId!, req.params.id);
      // Only ever an image: never sniffed as HTML, never rendered as a page when opened directly.
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', `attachment; filename="upload.${file.mime === 'image/png' ? 'png' : 'jpg'}"`)
        .type(file.mime)
        .send(file.bytes);
    },
  });
};
