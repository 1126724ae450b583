import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { renderFeature } from '@pocket/testing/render-feature';

import { extensionSlice } from '../model/extension.slice';
import ExtensionOverlay from './extension-overlay';

const DETAIL = '/order/api/extensionDetail';
const SUBMIT = '/order/payment/api/submitRepayApplyV2';
const detail = { planId: 41, beforeRepayDate: '2026-11-30', extensionRepayDate: '2026-12-14', extensionFee: 80, repayAccount: '0961234567', repayAccountId: 3, paymentInFlight: null };
const submitted = { paymentId: 2, reference: 'ref-2', status: 'PENDING', payAmount: 80, repayAccount: '0961234567' };

const api = fakeApiPerFile();

describe("the 'extension' overlay in Bemba (issue 48)", () => {
  it("says its loading toast, its title, fields and button in Bemba, the fee as K80.00, and pays with lang: bem", async () => {
    const user = userEvent.setup();
    api.on(DETAIL, { data: detail, delayMs: 400 });
    api.on(SUBMIT, { data: submitted });
    const { store } = renderFeature(<ExtensionOverlay />, api, { overlay: { id: 'extension', params: { planId: 41 } }, slices: [extensionSlice], lang: 'bem' });
    // useLoadingToast's 'Loading...', in Bemba, while the detail loads.
    expect(await screen.findByText('Pembeleleni...')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('K80.00')).toBeInTheDocument();
    expect(screen.getByText('Lipileni icakulipila ca kulundako inshita')).toBeInTheDocument();
    for (const label of ['Ubushiku bwa nomba', 'Ubushiku pa numa ya kulundako inshita', 'Icakulipila ca kulundako inshita', 'Akaunti ya kulipilamo']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Ukubwesha' }));
    await waitFor(() => expect(store.getState().overlays.paySuccess?.open).toBe(true));
    expect(api.callsTo(SUBMIT)[0]!.headers.lang).toBe('bem');
  });
});
