import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// The USSD journeys' helpers: the USSD PIN set in the app's settings, and the sandbox phone's menu (/dev/phone).

/** Settings > USSD PIN, typed twice in the dialog (the borrower is logged in). */
export async function setUssdPin(page: Page, pin: string): Promise<void> {
  await page.goto('/set');
  await page.getByRole('button', { name: /^USSD PIN/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Set USSD PIN' });
  await dialog.getByLabel('New PIN').fill(pin);
  await dialog.getByLabel('Repeat PIN').fill(pin);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^USSD PIN.*Change$/ })).toBeVisible();
}

/** Opens the sandbox phone as this number: its screen, its reply field, Dial and Send. */
export async function ussdPhone(page: Page, mobile: string) {
  await page.goto(`/dev/phone?mobile=${mobile}`);
  const screen = page.locator('#ussd-screen');
  const reply = page.getByLabel('USSD reply');
  return {
    screen,
    reply,
    dial: () => page.getByRole('button', { name: 'Dial' }).click(),
    send: async (entry: string) => {
      await reply.fill(entry);
      await page.getByRole('button', { name: 'Send' }).click();
    },
  };
}
