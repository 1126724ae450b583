// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { render, rendersOnServer } from './entry-server';

describe("the server's render of the anonymous first screens", () => {
  it('renders /qp in Node, with no document: the quick repay form', async () => {
    const html = await render('/qp');
    expect(html).toContain('data-testid="quick-repay"');
    expect(html).toContain('Check my bills');
  });

  it('renders the privacy policy and the loan contract template', async () => {
    expect(await render('/agreement/privacy')).toContain('Privacy Policy');
    expect(await render('/al')).toContain('Loan Agreement (template)');
  });

  it('names the addresses it renders; every other one renders in the browser', () => {
    expect(rendersOnServer('/qp')).toBe(true);
    expect(rendersOnServer('/qp/')).toBe(true);
    expect(rendersOnServer('/al')).toBe(true);
    expect(rendersOnServer('/agreement/privacy')).toBe(true);
    expect(rendersOnServer('/me')).toBe(false);
    expect(rendersOnServer('/qp/extension/1')).toBe(false);
  });
});
