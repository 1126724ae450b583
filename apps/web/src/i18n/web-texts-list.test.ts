import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { inContext } from '@pocket/web-texts/context';
import { webTextKey } from '@pocket/web-texts/key';
import { REGENERATE, saidOf, WEB_TEXTS } from '@pocket/web-texts/list';

import { WEB_TEXTS_FILE, webTextsFile, WRITE_WEB_TEXTS } from './web-texts-file';

// The list of the web app's texts the API reads for the desk (docs/languages.md, "The web app's texts on the desk").
describe("the web app's list of texts (@pocket/web-texts' web-texts.json)", () => {
  it('is the borrower texts scan\'s, with where each is used (out of date: the failure names the command)', () => {
    const written = webTextsFile();
    expect(JSON.parse(written).texts.length).toBeGreaterThan(25);
    expect(readFileSync(WEB_TEXTS_FILE, 'utf8') === written, `packages/web-texts/src/web-texts.json is out of date: write it again with \`${WRITE_WEB_TEXTS}\``).toBe(true);
  });

  it("keeps a text in a context apart from the same English without one: the USSD PIN row's `Set` and /set's title", () => {
    const sets = WEB_TEXTS.filter((t) => t.english === 'Set');
    expect(sets).toEqual([
      { key: webTextKey('Set'), english: 'Set', usedIn: ['packages/account/src/pages/set-page.tsx'] },
      { key: webTextKey(inContext('USSD PIN button', 'Set')), english: 'Set', context: 'USSD PIN button', usedIn: ['packages/account/src/ui/ussd-pin-row.tsx'] },
    ]);
    expect(sets[1]!.key).toBe(webTextKey('USSD PIN button\u0004Set'));
    expect(sets[1]!.key).not.toBe(sets[0]!.key);
    // Every other text keeps the key of its English words alone (the desk's corrections of them stay theirs).
    for (const text of WEB_TEXTS.filter((t) => t.context === undefined)) expect(text.key, text.english).toBe(webTextKey(text.english));
  });

  it('gives each text a key of its own and names the command that writes it again', () => {
    expect(new Set(WEB_TEXTS.map((t) => t.key)).size).toBe(WEB_TEXTS.length);
    for (const text of WEB_TEXTS) expect(text.key, text.english).toBe(webTextKey(saidOf(text)));
    expect(REGENERATE).toBe(WRITE_WEB_TEXTS);
  });
});
