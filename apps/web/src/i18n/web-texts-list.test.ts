import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { webTextKey } from '@pocket/web-texts/key';
import { REGENERATE, WEB_TEXTS } from '@pocket/web-texts/list';

import { WEB_TEXTS_FILE, webTextsFile, WRITE_WEB_TEXTS } from './web-texts-file';

// The list of the web app's texts the API reads for the desk (docs/languages.md, "The web app's texts on the desk").
describe("the web app's list of texts (@pocket/web-texts' web-texts.json)", () => {
  it('is the borrower texts scan\'s, with where each is used (out of date: the failure names the command)', () => {
    const written = webTextsFile();
    expect(JSON.parse(written).texts.length).toBeGreaterThan(25);
    expect(readFileSync(WEB_TEXTS_FILE, 'utf8') === written, `packages/web-texts/src/web-texts.json is out of date: write it again with \`${WRITE_WEB_TEXTS}\``).toBe(true);
  });

  it('gives each text a key of its own and names the command that writes it again', () => {
    expect(new Set(WEB_TEXTS.map((t) => t.key)).size).toBe(WEB_TEXTS.length);
    for (const text of WEB_TEXTS) expect(text.key, text.english).toBe(webTextKey(text.english));
    expect(REGENERATE).toBe(WRITE_WEB_TEXTS);
  });
});
