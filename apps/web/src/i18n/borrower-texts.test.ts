import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '@pocket/app-core/languages';
import { APP_SLOGAN } from '@pocket/contracts/constants';
import { messages } from '@pocket/contracts/validators';
import { catalogues, REVIEWED, reviewOf } from '@pocket/web-texts/catalogues';
import { inContext } from '@pocket/web-texts/context';

import { borrowerFiles, constantIn, englishTexts, placeholders, read } from './borrower-screens';
import { AS_THE_SPEC_GIVES, CONVERTED, NOT_YET } from './converted-screens';
import { hardCodedTexts, saidTexts } from './hard-coded-texts';


describe("the web app's borrower texts (issue 48)", () => {
  it('the converted screens say no borrower-facing words without t (a new hard-coded text fails here)', () => {
    const found = CONVERTED.flatMap((file) => hardCodedTexts(read(file), file).map((finding) => `${file}:${finding}`));
    expect(found).toEqual([]);
  });

  it('no borrower file shows a toast or an empty state without t, but those listed as not yet (a new one fails here)', () => {
    const found: Record<string, string[]> = {};
    for (const file of borrowerFiles()) {
      const texts = hardCodedTexts(read(file), file, ['toast', 'empty']).map((finding) => finding.replace(/^\d+: /, ''));
      if (texts.length > 0) found[file] = texts;
    }
    expect(found).toEqual({ ...NOT_YET, ...AS_THE_SPEC_GIVES });
  });

  it("keeps out of the catalogues only the spec's own non-English texts (no English word in them)", () => {
    for (const [file, names] of Object.entries(AS_THE_SPEC_GIVES)) {
      const source = read(file);
      for (const name of names) {
        const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '\\.\\./([^']+)'`).exec(source)?.[1];
        const text = constantIn(path.join(path.dirname(file), '..', `${from}.ts`), name);
        expect(text, `${file}: ${name}`).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it("the scan finds a toaster's toasts, a text made by a call, and an empty state; `only` keeps to what it is asked", () => {
    const source = `
      const A = () => { clientToaster().show(OFFLINE_COPY_TEXT.needsConnection); toaster.fail(\`Payment failed: \${reason}\`); };
      const B = () => { showMessageToast(COMPLAINT_TEXT.waiting(when)); showMessageToast(t(GOOGLE_UNAVAILABLE)); toaster.fail(t(FOLLOW_TEXT.failed)); };
      const C = () => <PageState empty={none ? 'No bills yet' : null}><Empty description="Nothing to repay" /><b>Repay</b></PageState>;`;
    expect(hardCodedTexts(source, 'toasts.tsx', ['toast', 'empty'])).toEqual([
      '2: OFFLINE_COPY_TEXT.needsConnection',
      '2: `Payment failed: ${reason}`',
      '3: COMPLAINT_TEXT.waiting',
      '4: No bills yet',
      '4: Nothing to repay',
    ]);
    expect(hardCodedTexts(source, 'toasts.tsx', ['jsx'])).toEqual(['4: Repay']);
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

  it('the scan reads a text in a context inside t, and finds one shown without t', () => {
    const source = `
      const A = () => <Cell title={t('USSD PIN')} value={t(set ? 'Change' : inContext('USSD PIN button', 'Set'))} />;
      const B = () => <b>{t(inContext('USSD PIN button', done ? 'Saved' : 'Set'))}</b>;
      const C = () => <i>{inContext('USSD PIN button', 'Set')}</i>;`;
    expect(saidTexts(source)).toEqual({ texts: ['USSD PIN', 'Change', 'USSD PIN button\u0004Set', 'USSD PIN button\u0004Saved', 'USSD PIN button\u0004Set'], expressions: [] });
    expect(hardCodedTexts(source)).toEqual(['4: Set']);
  });

  it("says the USSD PIN row's `Set` (set your PIN) in a context of its own, apart from /set's title `Set` (the settings)", () => {
    const english = englishTexts();
    const pinRow = inContext('USSD PIN button', 'Set');
    expect(english).toContain('Set');
    expect(english).toContain(pinRow);
    expect([catalogues.bem[pinRow], catalogues.ny[pinRow]]).toEqual(['Pangeni', 'Ikani']);
    expect([catalogues.bem.Set, catalogues.ny.Set]).toEqual(['Ifyakupanga', 'Zokonza']);
    expect([reviewOf('bem', pinRow), reviewOf('ny', pinRow)]).toEqual(['draft', 'draft']);
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
    // The repay popup's and the bills' words as the spec gives them (its typo included).
    for (const text of ['Pay the bill', 'Every repayment is made to obtain a higher loan limit again.', 'Please enter your Repayment amount', 'The are {count} coupons available', 'Pay the Deferral charge', 'Billing Details', 'Repayment Plan']) expect(english).toContain(text);
    // Home's call to action and open loan, as the app said them before (keys word for word).
    for (const text of ['Apply now', 'Repay my bill', 'Available limit', 'Repay', 'Bill details', 'Borrowing is frozen']) expect(english).toContain(text);
    // /qp's title and the pay-success dialog's as the spec gives them; the PIN note says its seconds as before.
    for (const text of ['Loan bills, quick repayment', 'Submit Success', 'Check my bills']) expect(english).toContain(text);
    expect(english).toContain('(1) The PIN code pop-up will appear within {seconds} seconds, enter the PIN to complete payment.');
    // The minimum's key is the rule's own words with its amount as a placeholder.
    expect(messages.repayAmountMinimum('{amount}')).toBe('minimum: {amount}');
    expect(english).toContain('minimum: {amount}');
  });
});
