import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { textsIn } from '@pocket/app-core/say';
import { COMPLAINT_TEXT_TOO_SHORT } from '@pocket/contracts/api/complaints';
import type { ComplaintView } from '@pocket/contracts/api/complaints';
import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { renderFeature } from '@pocket/testing/render-feature';

import { COMPLAINT_FORM_TEXT } from '../ui/complaint-form';
import HelpPage from './help-page';

const api = fakeApiPerFile();
const TEXT = 'My payment of K300 left my wallet but the bill did not change.';

const answered: ComplaintView = {
  reference: 'CMP-000007',
  category: 'charges',
  text: 'Why was I charged a penalty?',
  orderId: null,
  status: 'ANSWERED',
  createdAt: '2026-11-20T08:00:00.000Z',
  answerBy: '2026-11-22T08:00:00.000Z',
  answer: 'The bill was one day late; we have waived the penalty.',
  answeredAt: '2026-11-21T12:30:00.000Z',
};

describe('/help: complaints (issue 32)', () => {
  it('names what is missing, files once with an Idempotency-Key, gives the reference and shows it waiting with its target time', async () => {
    const items: ComplaintView[] = [answered];
    api.on('/complaints', (call) => {
      if (call.method === 'GET') return { data: { items } };
      const body = call.body as { category: ComplaintView['category']; text: string };
      const filed: ComplaintView = { ...body, reference: 'CMP-000008', orderId: null, status: 'OPEN', createdAt: '2026-11-27T08:00:00.000Z', answerBy: '2026-11-29T08:00:00.000Z', answer: null, answeredAt: null };
      items.unshift(filed);
      return { data: filed };
    });
    const { toasts } = renderFeature(<HelpPage />, api);
    const earlier = await screen.findByText('CMP-000007: Interest, fees or penalties');
    expect(within(earlier.closest('article')!).getByRole('note')).toHaveTextContent('Answered 21 Nov, 14:30The bill was one day late; we have waived the penalty.');

    await userEvent.click(screen.getByRole('button', { name: COMPLAINT_FORM_TEXT.send }));
    expect(screen.getByText(COMPLAINT_FORM_TEXT.chooseCategory)).toBeInTheDocument();
    expect(screen.getByText(COMPLAINT_TEXT_TOO_SHORT)).toBeInTheDocument();
    expect(api.callsTo('/complaints').filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'A payment that did not arrive or went wrong' }));
    await userEvent.type(screen.getByLabelText(COMPLAINT_FORM_TEXT.text), TEXT);
    await userEvent.click(screen.getByRole('button', { name: COMPLAINT_FORM_TEXT.send }));
    await waitFor(() => expect(toasts).toContain('Sent. Your reference is CMP-000008'));
    const posts = api.callsTo('/complaints').filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([{ category: 'payment', text: TEXT, orderId: null }]);
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const filed = await screen.findByText('CMP-000008: A payment that did not arrive or went wrong');
    expect(within(filed.closest('article')!).getByText('Waiting for our answer. We aim to answer by 29 Nov, 10:00.')).toBeInTheDocument();
    expect(screen.getByLabelText(COMPLAINT_FORM_TEXT.text)).toHaveValue('');
  });

  it("gives the reference in the borrower's language (Bemba), the reference as the server sends it", async () => {
    api.on('/complaints', (call) =>
      call.method === 'GET'
        ? { data: { items: [] } }
        : { data: { ...answered, ...(call.body as object), reference: 'CMP-000009', status: 'OPEN', answer: null, answeredAt: null } },
    );
    // The page says English until the language's words have come (docs/languages.md): the toast is asked for before
    // any Bemba word is on screen, so the words are fetched first, as a borrower who chose Bemba earlier has them.
    await textsIn('bem');
    const { toasts } = renderFeature(<HelpPage />, api, { lang: 'bem' });
    // The form is in Bemba too (account-language.test.tsx reads the whole page).
    await userEvent.click(await screen.findByRole('radio', { name: 'Ukulipila ukushafikile nangu ukwalubene' }));
    await userEvent.type(screen.getByLabelText('Cinshi calengeke?'), TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Tumeni' }));
    await waitFor(() => expect(toasts).toContain('Twatuma. Inambala yenu ya kukonkelako ni CMP-000009'));
    expect(api.callsTo('/complaints').find((c) => c.method === 'POST')!.headers.lang).toBe('bem');
  });

  it('a refusal from the server is toasted with its message and the draft stays', async () => {
    api.on('/complaints', (call) => (call.method === 'GET' ? { data: { items: [] } } : { status: 429, code: 429, msg: 'You have sent 5 complaints in the last 24 hours.' }));
    const { toasts } = renderFeature(<HelpPage />, api);
    expect(await screen.findByText('You have not written to us yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    await userEvent.type(screen.getByLabelText(COMPLAINT_FORM_TEXT.text), TEXT);
    await userEvent.click(screen.getByRole('button', { name: COMPLAINT_FORM_TEXT.send }));
    await waitFor(() => expect(toasts).toContain('You have sent 5 complaints in the last 24 hours.'));
    expect(screen.getByLabelText(COMPLAINT_FORM_TEXT.text)).toHaveValue(TEXT);
  });
});
