import { deflateSync } from 'node:zlib';

import type { APIRequestContext, Page } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/config';
import { logInThroughPanel } from '../support/login-flow';
import { CLIENT_HEADERS, uniqueMobile } from '../support/sandbox';
import { appStateCookie, signedHeaders } from '../support/session';
import { expect, test } from '../support/test';

// A real camera is the outside world: Chromium's fake device streams a test pattern, and the permission prompt is
// answered yes. Position: Lusaka.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['geolocation', 'camera'],
  geolocation: { latitude: -15.3875, longitude: 28.3228 },
});
test.setTimeout(180_000);

/** A noisy RGB PNG of the given size (noise so that it does not compress to nothing, like a real photo). */
function photoPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width * 3; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      rows[y * (width * 3 + 1) + 1 + x] = ((x + y) & 0xff) ^ (seed & 0x3f);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

async function choose(page: Page, field: string, option: string) {
  // The choice's name is its label, then what it shows ('Gender Choose gender'): the visible text is in the name.
  await page.getByRole('button', { name: new RegExp(`^${field} `) }).click();
  // Closed sheets stay in the page (hidden); pick from the open one.
  await page.locator('.rv-action-sheet__item:visible').filter({ hasText: new RegExp(`^${option}$`) }).click();
}

/** getUserAuthProcessStep as the server answers it for the browser's session: cerCode -> isAuth. */
async function serverSteps(page: Page, request: APIRequestContext): Promise<Record<number, boolean>> {
  const token = String(await appStateCookie(page.context(), 'token'));
  const uid = String(await appStateCookie(page.context(), 'uid'));
  const response = await request.post('/api/user/auth/api/getUserAuthProcessStep', {
    headers: { ...CLIENT_HEADERS, ...signedHeaders(uid, token) },
    data: {},
  });
  const body = (await response.json()) as { code: number; data: { cerCode: number; isAuth: boolean }[] };
  expect(body.code).toBe(200);
  return Object.fromEntries(body.data.map((s) => [s.cerCode, s.isAuth]));
}

test('a new borrower completes KYC in one sitting and lands back on borrowing', async ({ page, request }) => {
  const mobile = uniqueMobile();
  await logInThroughPanel(page, request, mobile);
  const uploads: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/common/api/uploadBase64')) uploads.push(r.postDataBuffer()?.length ?? 0);
  });

  await page.goto('/authentication/identity?redirect=%2Fborrow-plan');
  await expect(page.getByText('Identity Information', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter your NRC number')).toBeVisible();

  await page.getByLabel('NRC number').fill('123456781');
  await expect(page.getByLabel('NRC number')).toHaveValue('123456/78/1');
  await page.getByLabel('First name').fill('Chanda');
  // A reload mid-form keeps what was typed.
  await page.reload();
  await expect(page.getByLabel('NRC number')).toHaveValue('123456/78/1');
  await expect(page.getByLabel('First name')).toHaveValue('Chanda');
  await page.getByLabel('Last name').fill('Mwale');
  await page.getByLabel('Date of birth').fill('1990-05-01');
  await choose(page, 'Gender', 'Female');
  // A 12-megapixel photo is compressed on the phone before it is sent.
  const photo = photoPng(4000, 3000);
  await page.getByLabel('NRC front from gallery').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: photo });
  await page.getByLabel('NRC back from gallery').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByText('Photo uploaded ✓')).toHaveCount(2, { timeout: 60_000 });
  expect(uploads).toHaveLength(2);
  for (const size of uploads) expect(size).toBeLessThan(Math.ceil((500 * 1024 * 4) / 3) + 200);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/authentication\/base\?redirect=%2Fborrow-plan/);
  await choose(page, 'Marital status', 'Single');
  await choose(page, 'Education', 'Secondary');
  await choose(page, 'Province', 'Lusaka');
  await choose(page, 'District', 'Kafue');
  await page.getByLabel('Residential address').fill('Plot 12, Kabulonga Road');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/authentication\/linkman/);
  await page.getByLabel('Contact 1 name').fill('Bwalya Phiri');
  await choose(page, 'Contact 1 relationship', 'Parent');
  await page.getByLabel('Contact 1 phone').fill(mobile);
  await page.getByLabel('Contact 2 name').fill('Mutale Zulu');
  await choose(page, 'Contact 2 relationship', 'Friend');
  await page.getByLabel('Contact 2 phone').fill('0962222222');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('An emergency contact must be someone else: this is your own number')).toBeVisible();
  await page.getByLabel('Contact 1 phone').fill('0971111111');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/authentication\/work/);
  await choose(page, 'Employment', 'Full-time employee');
  await page.getByLabel('Employer or business name').fill('Zambia Sugar');
  await choose(page, 'Monthly income', 'K3,000 to K5,000');
  await page.getByLabel('Pay day (day of month)').fill('25');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/face\/face-start\?redirect=%2Fborrow-plan/);
  await page.getByText(/biometric data/).click();
  await page.getByText(/protect my account against fraud/).click();
  await page.getByRole('button', { name: 'Start' }).click();

  await expect(page).toHaveURL(/\/face\/face-recognition/);
  await page.getByRole('button', { name: 'Take photo' }).click();
  await expect(page).toHaveURL(/\/face\/face-success/, { timeout: 60_000 });
  await expect(page.getByText('Your identity is confirmed. You can now apply for a loan.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/borrow-plan$/);
  expect(await serverSteps(page, request)).toEqual({ 1: true, 2: true, 3: true, 4: false });

  // The optional questionnaire (cerCode 4): one answer per question.
  await page.goto('/authentication/questionnaire');
  const questions = page.locator('form[aria-label="Questionnaire"] fieldset');
  await expect(questions.first()).toBeVisible();
  for (const question of await questions.all()) await question.locator('.rv-radio').first().click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await serverSteps(page, request)).toEqual({ 1: true, 2: true, 3: true, 4: true });
});
