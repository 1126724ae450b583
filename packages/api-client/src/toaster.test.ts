import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { reactVantToaster } from './toaster';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => document.body.classList.remove('rv-toast--unclickable'));

describe('failure toast', () => {
  it('shows msg for 3 seconds with clicks blocked', async () => {
    const started = Date.now();
    reactVantToaster.show('Order not found');
    await waitFor(() => expect(document.body.querySelector('.rv-toast')?.textContent).toContain('Order not found'));
    expect(document.body.className).toContain('unclickable');
    await sleep(Math.max(0, started + 2600 - Date.now()));
    expect(document.body.className).toContain('unclickable');
    await waitFor(() => expect(document.body.className).not.toContain('unclickable'), { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  }, 10_000);
});
