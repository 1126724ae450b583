import fp from 'fastify-plugin';

import { texts } from '../../i18n';
import type { Language, ReviewState, Texts } from '../../i18n';
import { longestCodeTexts, longestLinkTexts } from '../auth/plugin';
import { gsm7Length, longestTexts } from '../messages/plugin';
import { everyScreen, USSD_SCREEN_MAX } from '../ussd/plugin';
import { textCorrectKind } from './kind';
import { allOverrides } from './repo';
import { textsDeskRoutes } from './routes';
import { WebCorrections } from './web';

/** How often a process reads the corrections other processes approved. */
const RELOAD_MS = 60_000;

/**
 * The borrower texts desk (issue 48, docs/languages.md): the list of every text of a language (missing, draft), and
 * corrections as `text.correct` approvals (marketing asks, an admin approves), said without a deploy; the web app's
 * corrected texts are read by the app (`GET /api/texts/web?lang=`, public and cacheable).
 */
export const textsDesk = fp(
  async (app) => {
    // The server's texts take their corrections, the web app's theirs (served by GET /api/texts/web).
    const web = new WebCorrections();
    const reload = async () => {
      const rows = (await allOverrides(app.db)).map((r) => ({ id: r.textId, language: r.language, text: r.text, review: r.review as ReviewState }));
      texts.setOverrides(rows);
      web.set(rows);
    };
    await reload();
    // Every SMS with the segments it may take: the messages' (and push) with the longest values and the codes' SMS
    // (login, quick repayment, closing), one each; the codes' SMS with the longest login link, and the link only.
    const sms = (language: Language, t: Texts) => [
      ...[...longestTexts(language, t), ...longestCodeTexts(language, t)].map((text) => ({ text, segments: 1 })),
      ...longestLinkTexts(language, t),
    ];
    const limits = { sms, ussd: everyScreen, gsm7Length, ussdMax: USSD_SCREEN_MAX };
    app.approvals.register(textCorrectKind(texts, limits, reload, app.appConfig.now));
    await app.register(textsDeskRoutes, { texts, web });
    const timer = setInterval(() => void reload().catch((err: unknown) => app.log.error({ err }, 'reading text corrections failed')), RELOAD_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'texts-desk', dependencies: ['approvals', 'staff', 'messages', 'ussd', 'auth'] },
);
