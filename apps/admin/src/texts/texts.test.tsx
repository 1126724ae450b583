import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TextItem } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { type FakeRequest, Refusal } from '../test/fake-staff-api';
import { expectNotForRole, fillIn, openDesk, refusedUnsent, retype, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';
import { useCheckedForm } from '../ui/use-checked-form';
import type * as UseCheckedFormModule from '../ui/use-checked-form';
import { correctionProblem } from './correct-text';
import { WEB_ENGLISH_NOTE } from './texts-page';

// The desk's own form hook, counted: a correction form is made only for a row opened (the list has some 800 rows).
vi.mock('../ui/use-checked-form', async (importOriginal) => {
  const real = await importOriginal<typeof UseCheckedFormModule>();
  return { ...real, useCheckedForm: vi.fn(real.useCheckedForm) };
});

afterEach(() => {
  sessionStore.clear();
  vi.mocked(useCheckedForm).mockClear();
});

const disbursed: TextItem = {
  id: 'sms.loan.disbursed',
  surface: 'sms',
  usedIn: 'SMS and push',
  limit: 'one 160-character GSM-7 SMS',
  placeholders: ['amount'],
  english: 'Pocket: your loan of {amount} is paid out.',
  text: 'Pocket: ubukongole bwenu bwa {amount} bwalipilwa.',
  review: 'draft',
  corrected: false,
};
const help: TextItem = { ...disbursed, id: 'ussd.help', surface: 'ussd', usedIn: 'USSD screen', limit: 'a 182-character USSD screen', placeholders: ['appUrl'], english: 'Help: {appUrl}', text: null, review: null };
const logIn: TextItem = {
  ...disbursed, id: 'web.4e1a2f0c9b', surface: 'web', usedIn: 'the web app: packages/auth-login/src/ui/login-panel.tsx', limit: null, placeholders: [], english: 'Log In', text: 'Ingileni',
};
const repay: TextItem = { ...logIn, id: 'web.77d0c1b2aa', usedIn: 'the web app: packages/borrow/src/ui/home-view.tsx', english: 'Repay', text: null, review: null };
/** The list as the server answers it: of one surface when asked (`surface`), the counts over every text. */
const texts = (language: string, surface = 'all') => {
  const items = [disbursed, help, logIn, repay].filter((i) => surface === 'all' || i.surface === surface);
  return { language, items, missing: 2, draft: 2, found: items.length, nextCursor: null };
};
type Query = { language: string; surface?: string };

/**
 * In an opened row's Correct form: a text the desk refuses (the refusal named, nothing sent), then one it asks for as
 * reviewed, checked by the request's number and body.
 */
async function refusedThenAsked(
  user: ReturnType<typeof userEvent.setup>,
  api: { calls: (call: string) => FakeRequest[] },
  row: HTMLElement,
  c: { bad: string; reason: string; refusal: string; good: string; request: number; payload: Record<string, unknown> },
) {
  const field = within(row).getByLabelText('New text');
  await retype(user, field, c.bad);
  await submit(user, { 'Reason (kept in the audit)': c.reason }, 'Ask for approval', within(row));
  expect(await within(row).findByText(c.refusal)).toBeInTheDocument();
  expect(api.calls('POST /approvals')).toHaveLength(0);
  await retype(user, field, c.good);
  await submit(user, { 'Review state': 'reviewed' }, 'Ask for approval', within(row));
  expect(await within(row).findByRole('status')).toHaveTextContent(`Correction asked for (request ${c.request}): an admin approves it under Approvals.`);
  expect(api.calls('POST /approvals')[0]!.body).toEqual({ kind: 'text.correct', payload: c.payload, reason: c.reason.trim() });
}

describe('the borrower texts desk (issue 48)', () => {
  it('lists a language’s texts with what is missing; marketing asks for a correction, the placeholders checked first', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/texts', ['marketing'], {
      'GET /texts': ({ query }) => texts((query as Query).language, (query as Query).surface),
      'POST /approvals': () => ({ id: 31, status: 'requested' }),
    });
    expect(await screen.findByTestId('texts-counts')).toHaveTextContent('Bemba: 2 missing, 2 in draft.');
    expect(within(screen.getByText('ussd.help').closest('tr')!).getByText('Missing: English is sent')).toBeInTheDocument();
    expect(api.calls('GET /texts')[0]!.query).toMatchObject({ language: 'bem', show: 'all' });

    const row = screen.getByText('sms.loan.disbursed').closest('tr')!;
    await user.click(await within(row).findByRole('button', { name: 'Correct sms.loan.disbursed' }));
    await user.click(within(row).getByRole('button', { name: 'Ask for approval' }));
    // The call's own schema (createApprovalBody) refuses, naming the field; nothing is sent.
    await refusedUnsent(api, 'POST /approvals', 'Reason: must say why (at least 3 characters)', within(row));
    await refusedThenAsked(user, api, row, {
      bad: 'Pocket: ubukongole bwalipilwa.', reason: ' A speaker checked it ', refusal: 'Text: keep the placeholders of the English text ({amount})',
      good: 'Pocket: ubukongole bwenu bwa {{amount} bwapeelwa.', request: 31,
      payload: { id: 'sms.loan.disbursed', language: 'bem', text: 'Pocket: ubukongole bwenu bwa {amount} bwapeelwa.', review: 'reviewed' },
    });
  });

  it('reads another language when chosen; an admin reads and approves elsewhere, and has no Correct button', async () => {
    const { user, api } = await openDesk('/texts', ['admin'], { 'GET /texts': ({ query }) => texts((query as Query).language, (query as Query).surface) });
    await screen.findByTestId('texts-counts');
    expect(screen.queryByRole('button', { name: /^Correct / })).not.toBeInTheDocument();
    await fillIn(user, { 'Language': 'ny' });
    expect(await screen.findByText('Nyanja: 2 missing, 2 in draft.')).toBeInTheDocument();
    expect(api.calls('GET /texts').at(-1)!.query).toMatchObject({ language: 'ny' });
  });

  it('keeps the language and what is shown in the address: a shared link opens the same list, a choice changes the address', async () => {
    const user = userEvent.setup();
    const shared = '/texts?filters[0][field]=language&filters[0][operator]=eq&filters[0][value]=ny&filters[1][field]=show&filters[1][operator]=eq&filters[1][value]=missing';
    const { api, location } = renderDesk(shared, ['marketing'], { 'GET /texts': ({ query }) => texts((query as Query).language, (query as Query).surface) });
    expect(await screen.findByText('Nyanja: 2 missing, 2 in draft.')).toBeInTheDocument();
    expect(api.calls('GET /texts')[0]!.query).toEqual({ language: 'ny', show: 'missing', limit: '50' });
    expect(screen.getByLabelText('Show')).toHaveValue('missing');
    await fillIn(user, { 'Language': 'bem' });
    expect(await screen.findByText('Bemba: 2 missing, 2 in draft.')).toBeInTheDocument();
    expect(location()).toContain('filters[0][field]=language&filters[0][operator]=eq&filters[0][value]=bem');
    expect(location()).toContain('[field]=show&filters[1][operator]=eq&filters[1][value]=missing');
  });

  it('keeps a language chosen before the first list answers, shows its rows, and makes a correction form only for the row opened', async () => {
    const user = userEvent.setup();
    // A language's list as long as the server's (some 800 texts): the first one (Bemba, the page's own) answers only
    // after Nyanja was chosen, as on a busy server.
    const many = (language: string) => ({
      ...texts(language),
      items: Array.from({ length: 60 }, (_, n) => ({ ...disbursed, id: `sms.test.${n}`, text: `${language} words ${n} {amount}` })),
      found: 60,
    });
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    const { api, location } = renderDesk('/texts', ['marketing'], {
      'GET /texts': async ({ query }) => {
        if (api.calls('GET /texts').length === 1) await firstAnswered;
        return many((query as Query).language);
      },
      'POST /approvals': () => ({ id: 33, status: 'requested' }),
    });
    const language = await screen.findByLabelText('Language');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await user.selectOptions(language, 'ny');
    answerFirst();
    expect(await screen.findByText('Nyanja: 2 missing, 2 in draft.')).toBeInTheDocument();
    expect(screen.getByLabelText('Language')).toHaveValue('ny');
    expect(location()).toContain('filters[0][field]=language&filters[0][operator]=eq&filters[0][value]=ny');
    expect(api.calls('GET /texts').map((call) => call.query.language)).toEqual(['bem', 'ny']);
    expect(screen.getByText('ny words 7 {amount}')).toBeInTheDocument();
    expect(screen.queryByText('bem words 7 {amount}')).not.toBeInTheDocument();
    // 60 Correct buttons, and no form behind them until one is opened (a form per row made each list cost seconds).
    expect(screen.getAllByRole('button', { name: /^Correct sms\.test\./ })).toHaveLength(60);
    expect(vi.mocked(useCheckedForm)).not.toHaveBeenCalled();

    const row = screen.getByText('sms.test.7').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Correct sms.test.7' }));
    expect(within(row).getByLabelText('New text')).toHaveValue('ny words 7 {amount}');
    await submit(user, { 'Reason (kept in the audit)': 'A speaker checked it' }, 'Ask for approval', within(row));
    expect(await within(row).findByRole('status')).toHaveTextContent('Correction asked for (request 33)');
    expect(api.calls('POST /approvals')[0]!.body).toMatchObject({ payload: { id: 'sms.test.7', language: 'ny' } });
    expect(screen.getByLabelText('Language')).toHaveValue('ny');
  });

  it("shows the web app's texts by the surface filter, with where the app says them and what is missing; marketing corrects one in Bemba", async () => {
    const user = userEvent.setup();
    const { api, location } = renderDesk('/texts', ['marketing'], {
      'GET /texts': ({ query }) => texts((query as Query).language, (query as Query).surface),
      'POST /approvals': () => ({ id: 32, status: 'requested' }),
    });
    await screen.findByTestId('texts-counts');
    expect(screen.getByText('sms.loan.disbursed')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Surface'), 'web');
    await waitFor(() => expect(screen.queryByText('sms.loan.disbursed')).not.toBeInTheDocument());
    expect(api.calls('GET /texts').at(-1)!.query).toMatchObject({ language: 'bem', surface: 'web' });
    expect(location()).toMatch(/\[field\]=surface&filters\[(\d)\]\[operator\]=eq&filters\[\1\]\[value\]=web/);
    const logInRow = screen.getByText('web.4e1a2f0c9b').closest('tr')!;
    expect(logInRow).toHaveTextContent('the web app: packages/auth-login/src/ui/login-panel.tsx');
    expect(logInRow).toHaveTextContent('Ingileni');
    const repayRow = screen.getByText('web.77d0c1b2aa').closest('tr')!;
    expect(within(repayRow).getByText('Missing: English is sent')).toBeInTheDocument();
    expect(screen.queryByText('ussd.help')).not.toBeInTheDocument();

    // The Correct form for a web text, as for the server's texts: its Bemba words asked for, an admin approves.
    await user.click(within(logInRow).getByRole('button', { name: 'Correct web.4e1a2f0c9b' }));
    const field = within(logInRow).getByLabelText('New text');
    expect(field).toHaveValue('Ingileni');
    // The web app fills in simple placeholders only: a select is refused on the desk, nothing sent.
    await refusedThenAsked(user, api, logInRow, {
      bad: 'Ingileni {{who, select, other {{}}', reason: 'A speaker checked it', refusal: 'Text: the web app fills in only simple placeholders such as {amount} (no plural or select)',
      good: 'Ingileni nomba', request: 32, payload: { id: 'web.4e1a2f0c9b', language: 'bem', text: 'Ingileni nomba', review: 'reviewed' },
    });
  });

  it('shows a web text\'s context under its English, so that two texts with the same English are told apart', async () => {
    const title: TextItem = { ...logIn, id: 'web.b6f6f3ad07', usedIn: 'the web app: packages/account/src/pages/set-page.tsx', english: 'Set', text: 'Ifyakupanga' };
    const pinButton: TextItem = { ...title, id: 'web.cd16d34400', usedIn: 'the web app: packages/account/src/ui/ussd-pin-row.tsx', context: 'USSD PIN button', text: 'Pangeni' };
    renderDesk('/texts', ['marketing'], { 'GET /texts': () => ({ language: 'bem', items: [title, pinButton], missing: 0, draft: 2, found: 2, nextCursor: null }) });
    await screen.findByTestId('texts-counts');
    const englishOf = (item: TextItem) => within(screen.getByText(item.id).closest('tr')!).getAllByRole('cell')[1]!;
    const [titleEnglish, pinEnglish] = [englishOf(title), englishOf(pinButton)];
    expect(titleEnglish).toHaveTextContent(/^Set$/);
    expect(pinEnglish).toHaveTextContent(/^SetContext: USSD PIN button$/);
    expect(within(pinEnglish).getByText('Context: USSD PIN button')).toHaveClass('muted');
  });

  it("shows no Correct form for a web text's English, which is the app's key, but says where it changes", async () => {
    const user = userEvent.setup();
    renderDesk('/texts', ['marketing'], { 'GET /texts': ({ query }) => texts((query as Query).language, (query as Query).surface) });
    await screen.findByTestId('texts-counts');
    await fillIn(user, { 'Language': 'en' });
    expect(await screen.findByText('English: 2 missing, 2 in draft.')).toBeInTheDocument();
    const logInRow = screen.getByText('web.4e1a2f0c9b').closest('tr')!;
    expect(logInRow).toHaveTextContent(WEB_ENGLISH_NOTE);
    expect(within(logInRow).queryByRole('button', { name: /^Correct / })).not.toBeInTheDocument();
    // A server text's English is corrected on the desk.
    expect(within(screen.getByText('sms.loan.disbursed').closest('tr')!).getByRole('button', { name: 'Correct sms.loan.disbursed' })).toBeInTheDocument();
  });

  it("shows a login link text's own limit (two SMS segments) and the server's refusal of a correction over it, naming the limit", async () => {
    const user = userEvent.setup();
    // As the server lists it (texts-desk/check.ts) and refuses it (TEXT_MESSAGES.smsTooLong).
    const limit = 'two 153-character GSM-7 SMS segments (306 characters) with the longest values';
    const refusal = 'payload.text is too long for two 153-character GSM-7 SMS segments (306 characters) with the longest values: 308 of 306 GSM-7 characters';
    const linkOnly: TextItem = {
      ...disbursed, id: 'sms.link.only', usedIn: 'SMS with the login link only', limit, placeholders: ['link'],
      english: 'Too many wrong codes were tried for your Pocket number today, so this SMS carries no code: log in by opening {link} on this phone (valid 5 minutes). Never share it with anyone.',
      text: 'Amakodi ayalubana yaeshiwa: ingileni mu kwisula {link}.',
    };
    const { api } = renderDesk('/texts', ['marketing'], {
      'GET /texts': () => ({ language: 'bem', items: [disbursed, linkOnly], missing: 0, draft: 2, found: 2, nextCursor: null }),
      'POST /approvals': () => {
        throw new Refusal(400, refusal);
      },
    });
    await screen.findByTestId('texts-counts');
    const row = screen.getByText('sms.link.only').closest('tr')!;
    expect(row).toHaveTextContent(`SMS with the login link only; at most ${limit}`);
    expect(screen.getByText('sms.loan.disbursed').closest('tr')!).toHaveTextContent('SMS and push; at most one 160-character GSM-7 SMS');
    await user.click(await within(row).findByRole('button', { name: 'Correct sms.link.only' }));
    // user-event reads `{{` as a typed `{`.
    await retype(user, within(row).getByLabelText('New text'), `${'a'.repeat(227)} {{link}.`);
    await submit(user, { 'Reason (kept in the audit)': 'A speaker checked it' }, 'Ask for approval', within(row));
    expect(await within(row).findByRole('alert')).toHaveTextContent(refusal);
    expect(api.calls('POST /approvals')).toHaveLength(1);
    expect(api.calls('POST /approvals')[0]!.body).toMatchObject({ payload: { id: 'sms.link.only', text: `${'a'.repeat(227)} {link}.` } });
  });

  it('shows 50 texts at a time, the next 50 on "Load more", until the last page', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 120 }, (_, n) => ({ ...disbursed, id: `sms.page.${n}` }));
    const { api } = renderDesk('/texts', ['marketing'], {
      'GET /texts': ({ query }) => {
        const { cursor, limit } = query as { cursor?: string; limit: string };
        const from = Number(cursor ?? 0);
        const to = from + Number(limit);
        return { language: 'bem', items: all.slice(from, to), missing: 0, draft: 120, found: 120, nextCursor: to < all.length ? String(to) : null };
      },
    });
    expect(await screen.findByText('120 texts; 50 shown.')).toBeInTheDocument();
    expect(screen.getByText('sms.page.49')).toBeInTheDocument();
    expect(screen.queryByText('sms.page.50')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('120 texts; 100 shown.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('sms.page.119')).toBeInTheDocument();
    expect(screen.getByText('120 texts; 120 shown.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls('GET /texts').map((call) => [call.query.cursor, call.query.limit])).toEqual([[undefined, '50'], ['50', '50'], ['100', '50']]);
  });

  it('finds texts by their words, keeps the words in the address, and Back shows the words searched before', async () => {
    const user = userEvent.setup();
    const { api, location, back } = renderDesk('/texts', ['marketing'], {
      'GET /texts': ({ query }) => {
        const { find } = query as { find?: string };
        const all = texts('bem');
        const items = all.items.filter((i) => !find || `${i.id} ${i.english} ${i.text ?? ''}`.toLowerCase().includes(find.toLowerCase()));
        return { ...all, items, found: items.length };
      },
    });
    expect(await screen.findByText('4 texts; 4 shown.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Words in the text'), 'paid out');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('1 text holding “paid out”; 1 shown.')).toBeInTheDocument();
    expect(screen.queryByText('ussd.help')).not.toBeInTheDocument();
    expect(api.calls('GET /texts').at(-1)!.query).toMatchObject({ language: 'bem', find: 'paid out' });
    expect(location()).toContain('[field]=find&filters[3][operator]=eq&filters[3][value]=paid out');
    await user.clear(screen.getByLabelText('Words in the text'));
    await user.type(screen.getByLabelText('Words in the text'), 'nothing like it');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No text holds “nothing like it”.')).toBeInTheDocument();
    await back();
    expect(await screen.findByText('1 text holding “paid out”; 1 shown.')).toBeInTheDocument();
    expect(screen.getByLabelText('Words in the text')).toHaveValue('paid out');
  });

  it('is not a desk for support', () => expectNotForRole('/texts', ['support']));

  it('names the placeholders a correction must keep', () => {
    expect(correctionProblem(disbursed, 'Pocket {amount}')).toBeNull();
    expect(correctionProblem(disbursed, '   ')).toBe('Text: write the words borrowers will read');
    expect(correctionProblem(disbursed, 'Pocket {amount} {date}')).toBe('Text: keep the placeholders of the English text ({amount})');
    expect(correctionProblem({ ...disbursed, placeholders: ['count'] }, '{count, plural, one {# bill} other {# bills}}')).toBeNull();
  });
});
