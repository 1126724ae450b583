import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { textCalls } from '@pocket/contracts/staff';

import type { Texts } from '../../i18n';
import { staffRoute } from '../../plugins/staff-route';
import { textList } from './check';

export const textsDeskRoutes: FastifyPluginAsync<{ texts: Texts }> = async (app, { texts }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  staffRoute(r, textCalls.list, {
    tags: ['staff: borrower texts'],
    summary: 'Every borrower text of a language (the server\'s and the web app\'s): where it is used, its limit, its words and review state; or only those missing or in draft, of one surface or all (marketing, admin)',
    handler: async (req) => ({ code: 200, msg: 'ok', data: textList(texts, req.query.language, req.query.show, req.query.surface) }),
  });
};
