import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { catalogueEnglishIn } from '@pocket/testing/catalogue-english';
import { renderView } from '@pocket/testing/render-view';

import { QpExtensionView } from './qp-extension-view';

const idle = { phase: 'idle' as const, payment: null, reason: null, checkAgain: vi.fn() };
const props = { bill: { repayDate: '2026-12-06', extensions: 0 }, follow: idle, pending: false, onExtend: vi.fn(), onVerify: vi.fn() };

describe("/qp's bill extension in the borrower's language (issue 48)", () => {
  it('invites to pay the deferral charge in Nyanja, the due date unchanged', async () => {
    renderView(<QpExtensionView {...props} verified />, { state: { appState: { lang: 'ny' } } });
    expect(await screen.findByText('Lipirani malipiro owonjezera nthawi kuti musunthe tsiku lolipira bilu iyi.')).toBeInTheDocument();
    expect(screen.getByText('2026-12-06')).toBeInTheDocument();
  });

  it('says the whole page in Bemba: its title, the due date, how often it was extended and its action; no English left', async () => {
    const { container } = renderView(<QpExtensionView {...props} bill={{ repayDate: '2026-12-06', extensions: 2 }} verified />, { state: { appState: { lang: 'bem' } } });
    expect(await screen.findByRole('button', { name: 'Ukulundako inshita' })).toBeInTheDocument();
    expect(screen.getByText('Ukulundako inshita ya bilu')).toBeInTheDocument();
    expect(catalogueEnglishIn(container, 'bem')).toEqual([]);
  });

  it('asks to verify the phone first in Bemba, and in English word for word', async () => {
    const bemba = renderView(<QpExtensionView {...props} verified={false} bill={null} />, { state: { appState: { lang: 'bem' } } });
    expect(await screen.findByText('Napapata, balilapo mushininkishe inambala ya foni yenu ne nambala ya pa SMS')).toBeInTheDocument();
    bemba.unmount();
    renderView(<QpExtensionView {...props} verified={false} bill={null} />);
    expect(screen.getByText('Please verify your phone number with an SMS code first')).toBeInTheDocument();
  });
});
