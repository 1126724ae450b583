// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { contractProblems } from '@pocket/testing/contract-check';

import { render, renderStream, rendersOnServer } from './entry-server';

describe("the server's render of the anonymous first screens", () => {
  it('renders /qp in Node, with no document: the quick repay form', async () => {
    const { html } = await render('/qp');
    expect(html).toContain('data-testid="quick-repay"');
    expect(html).toContain('Check my bills');
  });

  it('renders the privacy policy and the loan contract template', async () => {
    expect((await render('/agreement/privacy')).html).toContain('Privacy Policy');
    expect((await render('/al')).html).toContain('Loan Agreement (template)');
  });

  it("renders /home with the products of the page's boot answers, and hands over the answers it showed", async () => {
    const product = {
      productId: 1,
      code: 'POCKET',
      name: 'Pocket Loan',
      minAmount: 200,
      maxAmount: 5000,
      step: 100,
      stages: 1,
      terms: [{ days: 7, interestRate: 0.1 }],
      serviceFeeRate: 0.02,
      serviceFeeMin: 5,
      penaltyDailyRate: 0.01,
      penaltyCapRate: 0.3,
      extensionFeeRate: 0.08,
      maxExtensions: 2,
    };
    const products = { code: 200, msg: 'ok', data: { creditLimit: 500, availableLimit: 500, products: [product] } };
    const asked = { method: 'GET', path: '/api/v4/product/list', query: new URLSearchParams(), body: undefined };
    expect(contractProblems({ ...asked, status: 200, envelope: products }), 'the boot answer, through its contract').toEqual([]);
    const { html, answers } = await render('/home', { '/api/v4/product/list': products });
    expect(html).toContain('data-testid="home"');
    expect(html).toContain('Apply now');
    expect(html).toContain('Pocket Loan');
    const api = (JSON.parse(answers) as { api: { queries: Record<string, { status: string; endpointName: string }> } }).api;
    expect(Object.values(api.queries).some((q) => q.status === 'fulfilled')).toBe(true);
  });

  it('hands over the whole state it rendered with, for the browser to hydrate against (issue 43)', async () => {
    // The browser's store has moved on by the time it hydrates (an overlay opened by a start-up call, what the
    // browser kept): its hydration render reads this state instead (main.tsx, react-redux's serverState).
    const state = JSON.parse((await render('/home')).answers) as Record<string, unknown>;
    expect(Object.keys(state)).toEqual(expect.arrayContaining(['appState', 'overlays', 'api']));
    expect(state.overlays).toEqual({});
    expect(state.appState).toMatchObject({ token: '', holidaysList: [] });
  });

  it("streams the same markup with React's server renderer, every boundary resolved (no inline script)", async () => {
    for (const url of ['/qp', '/member', '/activity/turntable']) {
      const { html } = await render(url);
      const { body, answers } = await renderStream(url);
      let streamed = '';
      for await (const chunk of body) streamed += String(chunk);
      expect(streamed).toBe(html);
      expect(streamed).not.toContain('<script');
      expect(JSON.parse(answers)).toHaveProperty('api');
    }
  });

  it('names the addresses it renders; every other one renders in the browser', () => {
    expect(rendersOnServer('/qp')).toBe(true);
    expect(rendersOnServer('/qp/')).toBe(true);
    expect(rendersOnServer('/home')).toBe(true);
    expect(rendersOnServer('/al')).toBe(true);
    expect(rendersOnServer('/agreement/privacy')).toBe(true);
    expect(rendersOnServer('/member')).toBe(true);
    for (const path of ['/activity/turntable', '/activity/poster', '/activity/couponBenefit']) expect(rendersOnServer(path)).toBe(true);
    expect(rendersOnServer('/me')).toBe(false);
    expect(rendersOnServer('/gc')).toBe(false);
    expect(rendersOnServer('/qp/extension/1')).toBe(false);
  });
});
