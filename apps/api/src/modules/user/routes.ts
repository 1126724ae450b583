import type { FastifyPluginAsync } from 'fastify';

import { language, setLanguage } from '@pocket/contracts/api/account.contracts';

import { DEFAULT_LANGUAGE, languageOf } from '../../i18n';
import { routeFromContract } from '../../plugins/contract-route';
import { findUserById, setLanguage as storeLanguage } from './repo';

/** The account's language (issue 48, docs/languages.md): SMS, push and USSD speak it. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const languageData = async (userId: number) => {
    const stored = (await findUserById(app.db, userId))?.language ?? null;
    return { language: languageOf(stored) ?? DEFAULT_LANGUAGE, chosen: stored !== null };
  };
  routeFromContract(app, language, {
    tags: ['user'],
    summary: "The account's language (en, bem, ny) and whether it was ever set",
    handler: async (req) => ({ code: 200, msg: 'ok', data: await languageData(req.userId!) }),
  });
  routeFromContract(app, setLanguage, {
    tags: ['user'],
    summary: "Set the account's language: SMS, push and USSD follow it (the app's language switch)",
    handler: async (req) => {
      await storeLanguage(app.db, req.userId!, req.body.language);
      return { code: 200, msg: 'ok', data: await languageData(req.userId!) };
    },
  });
};
