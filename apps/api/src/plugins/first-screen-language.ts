import type { FastifyInstance } from 'fastify';

import type { RenderLanguage } from '@pocket/contracts/boot-answers';

import { cookieLanguage } from './server-render';

/**
 * The language a first screen is rendered in (issue 48, docs/languages.md "The first screen in the borrower's
 * language"): the `lang` cookie's when it is Bemba or Nyanja, with the desk's corrections of its web texts as the
 * public `GET /api/texts/web` answers them (through `inject`, as the boot answers: the same route, cache and checks
 * as the browser's read), so that the server says what the browser will once it has the language's words. Undefined
 * for English (no cookie, `en`, anything else); a read that fails leaves the shipped words (as in the browser).
 */
export async function firstScreenLanguage(app: FastifyInstance, cookieHeader: string | undefined): Promise<RenderLanguage | undefined> {
  const lang = cookieLanguage(cookieHeader);
  if (!lang) return undefined;
  try {
    const response = await app.inject({ method: 'GET', url: `/api/texts/web?lang=${lang}` });
    const texts: unknown = response.statusCode === 200 ? (response.json() as { data?: { texts?: unknown } }).data?.texts : undefined;
    return { lang, corrections: texts && typeof texts === 'object' ? (texts as Record<string, unknown>) : {} };
  } catch (error) {
    app.log.warn({ lang, err: error }, "the desk's corrections left out of a first screen");
    return { lang, corrections: {} };
  }
}

