import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { webTexts } from '@pocket/contracts/api/app.contracts';
import { textCalls } from '@pocket/contracts/staff';

import type { Texts } from '../../i18n';
import { routeFromContract } from '../../plugins/contract-route';
import { staffRoute } from '../../plugins/staff-route';
import { textList } from './check';
import type { WebCorrections } from './web';

/**
 * How long a browser or a proxy may keep the web texts' corrections before asking again (with the ETag: a 304 when
 * unchanged). A correction approved reaches a borrower's next language load within this, or the other processes'
 * reload (a minute), whichever is later.
 */
export const WEB_TEXTS_CACHE = 'public, max-age=60';

/** Whether an If-None-Match header names this ETag (a list, or weak as compression may make it). */
const matches = (header: string | undefined, etag: string) => header !== undefined && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

export const textsDeskRoutes: FastifyPluginAsync<{ texts: Texts; web: WebCorrections }> = async (app, { texts, web }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  staffRoute(r, textCalls.list, {
    tags: ['staff: borrower texts'],
    summary: 'Every borrower text of a language (the server\'s and the web app\'s): where it is used, its limit, its words and review state; or only those missing or in draft, of one surface or all, holding some words; by pages of `limit` (marketing, admin)',
    handler: async (req) => ({ code: 200, msg: 'ok', data: textList(texts, web, req.query) }),
  });

  routeFromContract(app, webTexts, {
    tags: ['app'],
    summary: 'The web app\'s texts of a language corrected on the desk (English text -> words), merged by the app over its catalogue; public, cached a minute, with an ETag',
    handler: async (req, reply) => {
      const served = web.served(req.query.lang);
      void reply.header('Cache-Control', WEB_TEXTS_CACHE).header('ETag', served.etag);
      // Unchanged: no body (the answer's schema is the 200's; a 304 has none).
      if (matches(req.headers['if-none-match'], served.etag)) return (reply as FastifyReply).code(304).send();
      return { code: 200, msg: 'ok', data: served.data };
    },
  });
};
