import { couponPacks, holidaysList, marketList, turntable } from './calls/activities';
import { channel as channelCall } from './calls/app';
import { pathOf } from './calls/call';
import { productList } from './calls/lending';
import { vipCardInfo } from './calls/vip';
import { DEFAULT_CHANNEL } from './constants';
import { channelFromQuery } from './rules/channel';

/**
 * Boot answers: a route's page (the server's answer for an address of the app) carries the answers of the anonymous
 * GET calls its first screen makes at start-up, so that screen needs no round trip to the API before it can show.
 * The api-client takes each one for its first matching call (the same URL, unsigned), once, and only soon after the
 * page started; every other call, and any later one, asks the server.
 */

/** The element of the page that carries them: `<script type="application/json">`, a JSON object from URL to envelope. */
export const BOOT_ANSWERS_ELEMENT_ID = 'pocket-boot-answers';

/** How long after the page started a boot answer may stand in for its call (later the call asks the server). */
export const BOOT_ANSWERS_MAX_AGE_MS = 60_000;

/** Where the products are the first thing shown: the landing page. */
const LANDING_PATHS = ['/', '/home'];

/**
 * The anonymous first screens that show an answer of their own (issue 28: the server renders them with it): the
 * member tab's VIP cards, the prize wheel, the coupon packs (each as an anonymous visitor asks for it, unsigned).
 * A function, not a constant: the web reads this module's element ids, and a bundler keeps a constant's `.path`
 * reads (and so the facts of these calls) in /home's first load even though the web never calls bootCallsFor.
 */
const firstScreenCalls = (): Readonly<Record<string, readonly string[]>> => ({
  '/member': [vipCardInfo.path],
  '/activity/turntable': [turntable.path],
  '/activity/couponBenefit': [couponPacks.path],
});

/**
 * The anonymous start-up calls of the page at `pathname` (opened with the query `search`), as the api-client writes
 * their URLs: activities' three on every page (the channel of the query's appChannelCode, as the app state reads it,
 * else the default one), on the landing page home's products and VIP cards, and on the member tab and the activities'
 * landing pages the answer their first screen shows.
 */
export function bootCallsFor(pathname: string, search: string): string[] {
  const channel = channelFromQuery(search) ?? DEFAULT_CHANNEL;
  const calls = [pathOf(channelCall, { code: channel }), marketList.path, holidaysList.path];
  if (LANDING_PATHS.includes(pathname)) calls.push(productList.path, vipCardInfo.path);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  calls.push(...(firstScreenCalls()[path] ?? []));
  return calls;
}

/**
 * The element as written into the page: the JSON with every `<` escaped (`\u003c`), so no text inside an answer can
 * close the element or open another; JSON.parse reads it back unchanged.
 */
export function bootAnswersElement(answers: Record<string, unknown>): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">${json}</script>`;
}

/**
 * The element of a server-rendered page (issue 28) that carries the api's answers its first screen was rendered
 * with (`<script type="application/json">`, every `<` escaped): the browser puts them into its cache before it
 * hydrates that screen, so that its first render is the server's.
 */
export const SERVER_ANSWERS_ELEMENT_ID = 'pocket-server-answers';

/**
 * A server render's language other than English (issue 48), what the API hands the web build's renderer
 * (apps/api/src/plugins/first-screen-language.ts to apps/web/src/entry-server.tsx): the `lang` cookie's code, and the
 * desk's corrections of its web texts as `GET /api/texts/web?lang=` answers them (English text -> words). The render
 * says the language's words, and the state it answers for hydration holds the words it said.
 */
export interface RenderLanguage {
  lang: string;
  corrections: Record<string, unknown>;
}
