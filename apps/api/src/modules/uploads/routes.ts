import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { uploadAnswer, uploadBase64Body, uploadParams } from '@pocket/contracts/api/upload';

import { UploadService } from './service';

const tags = ['kyc'];

export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new UploadService(app.db, app.appConfig.dataDir);

  r.post('/api/common/api/uploadBase64', {
    config: { auth: 'signed' },
    bodyLimit: 8 * 1024 * 1024,
    schema: { tags, summary: 'Upload a JPEG or PNG (base64, at most 5 MB)', body: uploadBase64Body, response: { 200: uploadAnswer } },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await service.save(req.userId!, req.body.content) }),
  });

  r.get('/api/common/api/upload/:id', {
    config: { auth: 'signed' },
    schema: { tags, summary: "Read back one of the caller's uploads (the image bytes)", params: uploadParams },
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
