import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { catalogues, REVIEWED, reviewOf } from '@pocket/app-core/catalogues';
import { LANGUAGES } from '@pocket/app-core/languages';
import { routeTable } from '@pocket/app-core/routes';
import { APP_SLOGAN } from '@pocket/contracts/constants';
import { messages } from '@pocket/contracts/validators';

import { hardCodedTexts, saidTexts } from './hard-coded-texts';

const REPO = path.resolve(__dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(REPO, file), 'utf8');

/** The borrower's screens whose words are in the catalogues (issue 48's web slice, docs/languages.md). */
const CONVERTED = [
  'packages/auth-login/src/ui/login-panel.tsx',
  'packages/auth-login/src/ui/consent-checkbox.tsx',
  'packages/account/src/pages/set-page.tsx',
];

/** A string constant's text in a source file (`export const NAME = '...'`). */
function constantIn(file: string, name: string): string {
  const match = new RegExp(`export const ${name} =\\s*'([^']+)'`).exec(read(file));
  if (!match) throw new Error(`${name} is not a string constant of ${file}`);
  return match[1]!;
}
/** Every string value of an object constant (`export const NAME ... = { KEY: '...', ... }`). */
function valuesIn(file: string, name: string): string[] {
  const body = new RegExp(`export const ${name}[^=]*= \\{([^}]+)\\}`).exec(read(file))?.[1];
  if (!body) throw new Error(`${name} is not an object constant of ${file}`);
  return [...body.matchAll(/:\s*'([^']+)'/g)].map((m) => m[1]!);
}

/** What each `t(expression)` of the converted screens can say: the English texts, from where they are written. */
const SAID_THROUGH: Record<string, () => string[]> = {
  error: () => [messages.PHONE_EMPTY, messages.PHONE_INVALID, messages.CODE_EMPTY, messages.CONSENT_REQUIRED],
  'PROGRESS_TEXT.sending': () => [valuesIn('packages/ui-kit/src/toast/progress-toast.ts', 'PROGRESS_TEXT')[1]!],
  'PROGRESS_TEXT.logIn': () => [valuesIn('packages/ui-kit/src/toast/progress-toast.ts', 'PROGRESS_TEXT')[0]!],
  APP_SLOGAN: () => [APP_SLOGAN],
  CONSENT_LEAD: () => [constantIn('packages/auth-login/src/ui/consent-checkbox.tsx', 'CONSENT_LEAD')],
  CONSENT_LINK_TEXT: () => [constantIn('packages/auth-login/src/ui/consent-checkbox.tsx', 'CONSENT_LINK_TEXT')],
  LOGOUT_QUESTION: () => [constantIn('packages/account/src/pages/set-page.tsx', 'LOGOUT_QUESTION')],
  ...Object.fromEntries(
    (['set', 'myData', 'correctData', 'consents', 'closeAccount'] as const).map((route) => [`routeTable.${route}.title`, () => [routeTable[route].title]]),
  ),
};

function englishTexts(): Set<string> {
  const texts = new Set<string>();
  for (const file of CONVERTED) {
    const said = saidTexts(read(file), file);
    said.texts.forEach((text) => texts.add(text));
    for (const expression of said.expressions) {
      const through = SAID_THROUGH[expression];
      if (!through) throw new Error(`${file}: t(${expression}) says texts this test does not know: add them to SAID_THROUGH`);
      through().forEach((text) => texts.add(text));
    }
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the web app's borrower texts (issue 48)", () => {
  it('the converted screens say no borrower-facing words without t (a new hard-coded text fails here)', () => {
    const found = CONVERTED.flatMap((file) => hardCodedTexts(read(file), file).map((finding) => `${file}:${finding}`));
    expect(found).toEqual([]);
  });

  it('the scan finds hard-coded words: JSX text, a text attribute, a toast, a template, a text constant', () => {
    const source = `
      const A = () => <div title="Your loan" data-testid="home">Apply now{t('Repay')}</div>;
      const B = () => { showMessageToast('Please enter your phone number'); return <Cell label={\`\${days} days\`} value={ok ? FROZEN_TITLE : t('Status')} />; };
      const C = (s: string) => (s === 'OVERDUE' ? <b>{t(PROGRESS_TEXT[s])}</b> : <i>{APP_NAME}</i>);`;
    expect(hardCodedTexts(source)).toEqual([
      '2: Your loan',
      '2: Apply now',
      "3: Please enter your phone number",
      '3: `${days} days`',
      '3: FROZEN_TITLE',
    ]);
  });

  it('every English text of the converted screens has a Bemba and a Nyanja draft or reviewed text, and no other is kept', () => {
    const english = [...englishTexts()].sort();
    expect(english.length).toBeGreaterThan(25);
    for (const language of LANGUAGES.filter((l) => l.code !== 'en')) {
      const code = language.code as 'bem' | 'ny';
      expect(Object.keys(catalogues[code]).sort(), code).toEqual(english);
      // A reviewed text is one of the catalogue's; today every text is a draft (written with the code).
      for (const text of REVIEWED[code]) expect(english, `${code} reviewed`).toContain(text);
      expect(english.map((text) => reviewOf(code, text)).filter((review) => review === 'draft')).toHaveLength(english.length - REVIEWED[code].length);
    }
  });

  it('each translation has the English text\'s placeholders, only simple {name} ones (what the app formats), and balanced braces', () => {
    for (const [code, catalogue] of Object.entries(catalogues)) {
      for (const [english, text] of Object.entries(catalogue)) {
        expect(placeholders(text), `${code}: ${english}`).toEqual(placeholders(english));
        for (const words of [english, text]) expect(words.replace(/\{\w+\}/g, ''), `${code}: ${words}`).not.toMatch(/[{}]/);
        expect(text.trim(), `${code}: ${english}`).not.toBe('');
      }
    }
  });

  it("the spec's English texts stay word for word (the catalogues are keyed by them)", () => {
    const english = englishTexts();
    for (const text of [APP_SLOGAN, messages.PHONE_INVALID, messages.CONSENT_REQUIRED, 'Log In', 'Log Out', 'Do you want to log out of Pocket?']) expect(english).toContain(text);
  });
});
