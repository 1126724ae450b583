import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { correctionAnswer, correctionBody, correctionListAnswer, dataExportAnswer, dataExportBody, dataExportSendAnswer } from '@pocket/contracts/api/data-rights';
import { correctionQueueAnswer, correctionQueueQuery, correctionReplyBody, staffCorrectionAnswer, staffIdParams } from '@pocket/contracts/api/staff';

import { badRequest } from '../../plugins/errors';
import { originOf } from '../staff/plugin';
import type { Corrections } from './corrections.service';
import type { DataExports } from './exports.service';

const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The Idempotency-Key of a request, if sent: letters, digits, '_' and '-'. */
function requestKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY.test(header)) throw badRequest('Idempotency-Key: must be 8 to 100 letters, digits, _ or -');
  return header;
}

/** The link's key rides in the query string, which logs never hold (plugins/log-safety.ts). */
const fileQuery = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'key: not a download link of Pocket') });

export const dataRightsRoutes: FastifyPluginAsync<{ exports: DataExports; corrections: Corrections }> = async (app, { exports, corrections }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['data rights'];

  r.post('/api/data-export/sendCode', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'Send an SMS code to your own number before asking for your data (5 a day, one a minute)', response: { 200: dataExportSendAnswer } },
    handler: async (req) => ok(await exports.sendCode(req.userId!)),
  });

  r.post('/api/data-export', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'Ask for your data with the code from that SMS: it is prepared in the background (state PREPARING)', body: dataExportBody, response: { 200: dataExportAnswer } },
    handler: async (req) => ok(await exports.request(req.userId!, req.body.code)),
  });

  r.get('/api/data-export', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'Your latest data export: NONE, PREPARING, READY (with the two download links), EXPIRED or FAILED', response: { 200: dataExportAnswer } },
    handler: async (req) => ok(await exports.latest(req.userId!)),
  });

  for (const kind of ['json', 'html'] as const) {
    r.get(`/api/data-export/file.${kind}`, {
      schema: { tags, summary: `Download the prepared export as ${kind === 'json' ? 'JSON (machine-readable)' : 'a printable page'}; the link is the key, valid 24 hours (410 after)`, querystring: fileQuery },
      handler: async (req, reply) => {
        const file = await exports.file(req.query.key, kind);
        const name = `pocket-data-${file.readyAt.toISOString().slice(0, 10)}.${kind}`;
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('Referrer-Policy', 'no-referrer')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
          .header('Content-Disposition', `${kind === 'json' ? 'attachment' : 'inline'}; filename="${name}"`)
          .type(kind === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8')
          .send(file.body);
      },
    });
  }

  r.post('/api/data-corrections', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'Ask for a correction of your data (what is wrong, what is right); takes Idempotency-Key', body: correctionBody, response: { 200: correctionAnswer } },
    handler: async (req) => ok(await corrections.file(req.userId!, req.body, requestKeyOf(req.headers['idempotency-key']))),
  });

  r.get('/api/data-corrections', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'Your correction requests, newest first, with their answers', response: { 200: correctionListAnswer } },
    handler: async (req) => ok({ items: await corrections.mine(req.userId!) }),
  });

  const staffTags = ['staff: data corrections'];
  r.get('/api/staff/data-corrections', {
    schema: { tags: staffTags, summary: 'Correction requests, oldest first (OPEN by default) (support)', querystring: correctionQueueQuery, response: { 200: correctionQueueAnswer } },
    handler: async (req) => ok(await corrections.queue(req.query)),
  });

  r.get('/api/staff/data-corrections/:id', {
    schema: { tags: staffTags, summary: 'One correction request (support)', params: staffIdParams, response: { 200: staffCorrectionAnswer } },
    handler: async (req) => ok(await corrections.one(req.params.id)),
  });

  r.post('/api/staff/data-corrections/:id/answer', {
    schema: {
      tags: staffTags,
      summary: 'Answer a correction request, and with `value` correct an identity field in the profile; the borrower reads it in the app and gets an SMS; audited; once (support)',
      params: staffIdParams,
      body: correctionReplyBody,
      response: { 200: staffCorrectionAnswer },
    },
    handler: async (req) => ok(await corrections.answer(req.staff!, req.params.id, req.body, originOf(req))),
  });
};
