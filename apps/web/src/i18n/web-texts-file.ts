// The text of @pocket/web-texts' web-texts.json (issue 48): every English text the borrower texts scan finds, with its
// stable key and the files that say it. Written by scripts/write-web-texts.ts; web-texts-list.test.ts fails when the
// file checked in is not this.
import path from 'node:path';

import { webTextKey } from '@pocket/web-texts/key';

import { englishTextsByFile, REPO } from './borrower-screens';

export const WRITE_WEB_TEXTS = 'cd apps/web && node_modules/.bin/tsx scripts/write-web-texts.ts';
export const WEB_TEXTS_FILE = path.join(REPO, 'packages/web-texts/src/web-texts.json');

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function webTextsFile(): string {
  const texts = [...englishTextsByFile()]
    .sort(([a], [b]) => byCodePoint(a, b))
    .map(([english, usedIn]) => ({ key: webTextKey(english), english, usedIn }));
  return `${JSON.stringify({ generatedBy: WRITE_WEB_TEXTS, texts }, null, 2)}\n`;
}
