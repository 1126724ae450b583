import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { askCorrection, askDataExport, corrections as correctionList, dataExport, dataExportHtml, dataExportJson, dataExportSendCode } from '@pocket/contracts/api/account.contracts';
import { dataCorrectionCalls } from '@pocket/contracts/staff';

import { routeFromContract } from '../../plugins/contract-route';
import { badRequest } from '../../plugins/errors';
import { staffRoute } from '../../plugins/staff-route';
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

export const dataRightsRoutes: FastifyPluginAsync<{ exports: DataExports; corrections: Corrections }> = async (app, { exports, corrections }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['data rights'];

  routeFromContract(app, dataExportSendCode, {
    tags,
    summary: 'Send an SMS code to your own number before asking for your data (5 a day, one a minute)',
    handler: async (req) => ok(await exports.sendCode(req.userId!)),
  });

  routeFromContract(app, askDataExport, {
    tags,
    summary: 'Ask for your data with the code from that SMS: it is prepared in the background (state PREPARING)',
    handler: async (req) => ok(await exports.request(req.userId!, req.body.code)),
  });

  routeFromContract(app, dataExport, {
    tags,
    summary: 'Your latest data export: NONE, PREPARING, READY (with the two download links), EXPIRED or FAILED',
    handler: async (req) => ok(await exports.latest(req.userId!)),
  });

  for (const [kind, download] of [['json', dataExportJson], ['html', dataExportHtml]] as const) {
    routeFromContract(app, download, {
      tags,
      summary: `Download the prepared export as ${kind === 'json' ? 'JSON (machine-readable)' : 'a printable page'}; the link is the key, valid 24 hours (410 after)`,
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

  routeFromContract(app, askCorrection, {
    tags,
    summary: 'Ask for a correction of your data (what is wrong, what is right); takes Idempotency-Key',
    handler: async (req) => ok(await corrections.file(req.userId!, req.body, requestKeyOf(req.headers['idempotency-key']))),
  });

  routeFromContract(app, correctionList, {
    tags,
    summary: 'Your correction requests, newest first, with their answers',
    handler: async (req) => ok({ items: await corrections.mine(req.userId!) }),
  });

  const staffTags = ['staff: data corrections'];
  staffRoute(r, dataCorrectionCalls.queue, {
    tags: staffTags,
    summary: 'Correction requests, oldest first (OPEN by default) (support, risk)',
    handler: async (req) => ok(await corrections.queue(req.query)),
  });

  staffRoute(r, dataCorrectionCalls.one, {
    tags: staffTags,
    summary: 'One correction request (support, risk)',
    handler: async (req) => ok(await corrections.one(req.params.id)),
  });

  staffRoute(r, dataCorrectionCalls.answer, {
    tags: staffTags,
    summary: 'Answer a correction request; the borrower reads it in the app and gets an SMS; audited; once. Changes nothing in the profile: a `value` is refused (support)',
    handler: async (req) => ok(await corrections.answer(req.staff!, req.params.id, req.body, originOf(req))),
  });

  staffRoute(r, dataCorrectionCalls.correct, {
    tags: staffTags,
    summary: 'Correct a KYC-verified identity field (name, date of birth, gender, NRC) with the evidence checked, and answer; an NRC held by another account is refused (409); KYC is re-opened for a person; audited; once (risk)',
    handler: async (req) => ok(await corrections.correct(req.staff!, req.params.id, req.body, originOf(req))),
  });
};
