import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { CORRECTION_TEXT_TOO_SHORT } from '@pocket/contracts/api/data-rights';
import type { CorrectionView } from '@pocket/contracts/api/data-rights';
import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { renderFeature } from '@pocket/testing/render-feature';

import { CORRECTION_FORM_TEXT } from '../ui/correction-form';
import CorrectDataPage from './correct-data-page';

const api = fakeApiPerFile();
const answered: CorrectionView = {
  reference: 'COR-000007',
  field: 'fullName',
  text: 'My name is spelt Mwansa, not Mwanza.',
  status: 'ANSWERED',
  createdAt: '2026-11-20T08:00:00.000Z',
  answer: 'We corrected your name. Thank you for telling us.',
  corrected: true,
  answeredAt: '2026-11-21T12:30:00.000Z',
};

describe('/correct-my-data (issue 32)', () => {
  it('shows the answers, names what is missing, and sends once with an Idempotency-Key', async () => {
    const items: CorrectionView[] = [answered];
    api.on('/data-corrections', (call) => {
      if (call.method === 'GET') return { data: { items } };
      const filed: CorrectionView = { ...(call.body as Pick<CorrectionView, 'field' | 'text'>), reference: 'COR-000008', status: 'OPEN', createdAt: '2026-11-27T08:00:00.000Z', answer: null, corrected: false, answeredAt: null };
      items.unshift(filed);
      return { data: filed };
    });
    const { toasts } = renderFeature(<CorrectDataPage />, api);
    const earlier = await screen.findByText('COR-000007: Full name');
    expect(within(earlier.closest('article')!).getByRole('note')).toHaveTextContent('Answered 21 Nov, 14:30: we corrected your dataWe corrected your name.');

    await userEvent.click(screen.getByRole('button', { name: CORRECTION_FORM_TEXT.send }));
    expect(screen.getByText(CORRECTION_FORM_TEXT.chooseField)).toBeInTheDocument();
    expect(screen.getByText(CORRECTION_TEXT_TOO_SHORT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Date of birth' }));
    await userEvent.type(screen.getByLabelText(CORRECTION_FORM_TEXT.text), 'It is 1990-04-12, not 1990-12-04.');
    await userEvent.click(screen.getByRole('button', { name: CORRECTION_FORM_TEXT.send }));
    await waitFor(() => expect(toasts).toContain('Sent. Your reference is COR-000008'));
    const posts = api.callsTo('/data-corrections').filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([{ field: 'dateOfBirth', text: 'It is 1990-04-12, not 1990-12-04.' }]);
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('COR-000008: Date of birth')).toBeInTheDocument();
  });
});
