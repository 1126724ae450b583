import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { loginSucceeded, setLang } from '@pocket/app-core/app-state';
import { ngwee } from '@pocket/contracts/money';

import { baseApi } from '../base-api';
import { configureApiClient } from '../client';
import { createPocketStore } from '../store';
import { startTestServer } from '../test-server';
import { FOLLOW_DELAYS_MS } from './follow-schedule';
import { FOLLOW_TEXT, useFollowPayment } from './use-follow-payment';

// A bill query of a page: it must load again by itself once the payment is final.
const bill = baseApi.injectEndpoints({
  endpoints: (build) => ({ billProbe: build.query<unknown, void>({ query: () => ({ url: '/probe/bill', method: 'GET' }), providesTags: ['Loans'] }) }),
});

type Status = 'PENDING' | 'SUCCESSFUL' | 'FAILED';
let script: Status[] = [];
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer((request) => {
    const reference = request.url.split('/').pop()!;
    const status = request.url.includes('/probe/') ? 'PENDING' : (script.shift() ?? 'PENDING');
    const data = { reference, kind: 'REPAY', status, reason: status === 'FAILED' ? 'The PIN was declined' : null, amount: 300 };
    return { status: 200, body: { code: 200, msg: 'ok', data } };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  script = [];
});

function setup(reference: string, quickRepayToken?: string, lang = 'en') {
  const store = createPocketStore();
  store.dispatch(setLang(lang));
  const toasts: string[] = [];
  configureApiClient({ store, baseURL: `${server.origin}/api`, toaster: { show: (m) => toasts.push(m), fail: (m) => toasts.push(m) } });
  store.dispatch(loginSucceeded({ token: 'tok', id: 1 }));
  const inFlight = { reference, kind: 'REPAY' as const, amount: ngwee(30_000), wallet: '096****567', createdAt: '2026-11-22T08:00:00.000Z' };
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useFollowPayment(inFlight, quickRepayToken), { wrapper });
  return { ...hook, toasts, store };
}

describe('useFollowPayment: a submitted payment is followed until final, without reload', () => {
  it('asks with the session on the follow schedule, then toasts success and invalidates the bill tags', async () => {
    script = ['SUCCESSFUL'];
    const started = Date.now();
    const { result, toasts, store } = setup('ref-ok-1');
    const probes = () => server.seen.filter((r) => r.url === '/api/probe/bill').length;
    const before = probes();
    store.dispatch(bill.endpoints.billProbe.initiate());
    await waitFor(() => expect(probes()).toBe(before + 1));
    expect(result.current.phase).toBe('pending');
    await waitFor(() => expect(result.current.phase).toBe('successful'), { timeout: 5_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(FOLLOW_DELAYS_MS[0] - 100);
    expect(toasts).toEqual([FOLLOW_TEXT.repaid]);
    const [seen] = server.seen.filter((r) => r.url.includes('ref-ok-1'));
    expect(seen!.url).toBe('/api/order/payment/api/status/ref-ok-1');
    expect(seen!.headers.token).toBe('tok');
    await waitFor(() => expect(probes()).toBe(before + 2));
  });

  it('keeps asking while PENDING (1 s, then 2 s) and ends FAILED with the reason and "try again"', async () => {
    script = ['PENDING', 'FAILED'];
    const { result, toasts } = setup('ref-fail-1');
    await waitFor(() => expect(result.current.phase).toBe('failed'), { timeout: 8_000 });
    expect(result.current.reason).toBe('The PIN was declined');
    expect(toasts).toEqual(['Payment failed: The PIN was declined. Please try again.']);
    expect(server.seen.filter((r) => r.url.includes('ref-fail-1'))).toHaveLength(2);
  });

  it("toasts the outcome in the borrower's language: Bemba's words around the server's reason, as it sends it", async () => {
    script = ['FAILED'];
    const { result, toasts } = setup('ref-fail-bem', undefined, 'bem');
    await waitFor(() => expect(result.current.phase).toBe('failed'), { timeout: 5_000 });
    expect(toasts).toEqual(['Ukulipila kwafilwa: The PIN was declined. Napapata, eseshenipo na kabili.']);
  });

  it('on /qp asks with the quick-repay token instead of the session', async () => {
    script = ['SUCCESSFUL'];
    const { result } = setup('ref-qp-1', 'qp-token');
    await waitFor(() => expect(result.current.phase).toBe('successful'), { timeout: 5_000 });
    const [seen] = server.seen.filter((r) => r.url.includes('ref-qp-1'));
    expect(seen!.url).toBe('/api/h5/quickRepay/payment/ref-qp-1');
    expect(seen!.headers['x-quick-repay-token']).toBe('qp-token');
  });
});
