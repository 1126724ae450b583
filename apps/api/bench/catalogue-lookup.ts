// Issue 48: what saying a refusal in the borrower's language costs by itself, the step the envelope adds to a refused
// signed call (plugins/envelope.ts: `translateError(message, request.client?.lang)`). Times translateError on the
// refusals of bench/cases.mjs REFUSED_CALLS (words the catalogue has as they are, with a placeholder, and words it does
// not have) in each language, beside the figures of `npm run bench:languages`, whose runs cannot see a step this small.
// Run: cd apps/api && node_modules/.bin/tsx bench/catalogue-lookup.ts
import { performance } from 'node:perf_hooks';

import { translateError } from '../src/i18n';

const REFUSALS = {
  'as it is': 'This loan does not exist',
  'with a placeholder': 'minimum: K54.00',
  'not in the catalogue': 'The term must be one of 7, 14, 30 days',
};
const CALLS = 200_000;
const REPEATS = 7;

let sink = 0;
function nsPerCall(english: string, lang: string): number {
  const times: number[] = [];
  for (let r = 0; r < REPEATS; r += 1) {
    const started = performance.now();
    for (let i = 0; i < CALLS; i += 1) sink += translateError(english, lang).length;
    times.push(((performance.now() - started) * 1e6) / CALLS);
  }
  return times.sort((a, b) => a - b)[Math.floor(REPEATS / 2)]!;
}

const rows = Object.entries(REFUSALS).map(([words, english]) => {
  const row: Record<string, string> = { refusal: `${words}: ${english}` };
  for (const lang of ['en', 'bem', 'ny']) row[`${lang} ns/call`] = nsPerCall(english, lang).toFixed(0);
  row['bem says'] = translateError(english, 'bem');
  return row;
});
console.log(`translateError, ${CALLS} calls a timing, median of ${REPEATS} (node ${process.version})`);
console.table(rows);
if (sink === 0) console.log('(nothing said)');
