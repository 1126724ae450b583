// The text of @pocket/web-texts' web-texts.json (issue 48): every English text the borrower texts scan finds, with its
// stable key, its context when it has one, and the files that say it. Written by scripts/write-web-texts.ts;
// web-texts-list.test.ts fails when the file checked in is not this.
import path from 'node:path';

import { contextOf, englishOf } from '@pocket/web-texts/context';
import { webTextKey } from '@pocket/web-texts/key';

import { englishTextsByFile, REPO } from './borrower-screens';

export const WRITE_WEB_TEXTS = 'cd apps/web && node_modules/.bin/tsx scripts/write-web-texts.ts';
export const WEB_TEXTS_FILE = path.join(REPO, 'packages/web-texts/src/web-texts.json');

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each text by its English (a text in a context, `inContext`, after the one without: the two `Set`s side by side),
 * keyed by the text as `t` says it (its context's too), with its context beside its English.
 */
export function webTextsFile(): string {
  const texts = [...englishTextsByFile()]
    .map(([said, usedIn]) => ({ said, english: englishOf(said), context: contextOf(said), usedIn }))
    .sort((a, b) => byCodePoint(a.english, b.english) || byCodePoint(a.context ?? '', b.context ?? ''))
    .map(({ said, english, context, usedIn }) => ({ key: webTextKey(said), english, ...(context === undefined ? {} : { context }), usedIn }));
  return `${JSON.stringify({ generatedBy: WRITE_WEB_TEXTS, texts }, null, 2)}\n`;
}
