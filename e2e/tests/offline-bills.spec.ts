import { logInThroughPanel } from '../support/login-flow';
import { walletMobile } from '../support/payments';
import { createDevBorrower } from '../support/sandbox';
import { activeServiceWorker, waitForControl } from '../support/service-worker';
import { expect, test } from '../support/test';

// docs/product.md#bills-without-a-connection; the texts of packages/ui-kit/src/offline-copy.
const NEEDS_CONNECTION = 'You are offline. Repaying and extending need a connection: please connect and try again.';
const keptCopies = () => Object.keys(localStorage).filter((key) => key.startsWith('pocket.last-seen.'));

test('a bill opened once reads offline after a reload, marked with its time; logout leaves nothing behind', async ({ page, context, request }) => {
  // A long journey (log in, wait for the service worker, go offline, log out): about 30 s on a loaded 2-core machine,
  // half the default time of one test; it gets more.
  test.setTimeout(90_000);
  const borrower = await createDevBorrower(request, { mobile: walletMobile(), loan: { amount: 1000, term: 14 } });
  await logInThroughPanel(page, request, borrower.mobile);
  await activeServiceWorker(page);
  await waitForControl(page);

  await page.goto(`/billing-details/${borrower.orderId}`);
  await expect(page.getByRole('button', { name: 'Repay', exact: true })).toBeEnabled();
  await expect.poll(() => page.evaluate(keptCopies)).toHaveLength(1);

  // On a bus with no signal: the page comes from the service worker, the bill from the copy.
  await context.setOffline(true);
  await page.reload();
  const note = page.getByTestId('offline-copy-note');
  await expect(note).toContainText(/No connection: your bills as of \d\d:\d\d, \d{1,2} [A-Z][a-z]{2}/);
  await expect(note).toContainText('Payments made since then may not show yet.');
  await expect(page.getByTestId('billing-details')).toContainText('K1,000.00');
  await page.getByRole('button', { name: 'Repay', exact: true }).click();
  await expect(page.getByText(NEEDS_CONNECTION)).toBeVisible();
  await expect(page.getByText('Pay the bill')).toHaveCount(0);

  // Back online, log out: the copy goes with the session.
  await context.setOffline(false);
  await page.goto('/set');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => page.evaluate(keptCopies)).toEqual([]);

  await context.setOffline(true);
  await page.goto(`/billing-details/${borrower.orderId}`);
  await expect(page.getByTestId('offline-copy-note')).toHaveCount(0);
  await expect(page.getByText('K1,000.00')).toHaveCount(0);
  await context.setOffline(false);
});
