import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';

import { REVEAL_MESSAGES, REVEAL_REASON_RULE } from '@pocket/contracts/api/staff';

import { createTestApp, loginAs, testDb, uniqueMobile } from '../../../test/harness';
import { newStaff, signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { testConfig } from '../../config/env';
import { saveKycIdentity } from '../kyc/test-support';
import { auditCount } from '../staff-audit/test-support';

vi.setConfig({ testTimeout: 180_000 });

/** A borrower with two uploaded ID photos. */
async function borrowerWithPhotos(app: App) {
  const session = await loginAs(app, uniqueMobile());
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 200, b: 10 } } }).png().toBuffer();
  const ids: string[] = [];
  for (let i = 0; i < 2; i += 1) ids.push((await session.call('POST', '/api/common/api/uploadBase64', { content: png.toString('base64') })).json.data.id);
  await saveKycIdentity(await testDb(), { userId: session.userId, nrcNumber: '222222/22/2', fullName: 'Reveal Person', dateOfBirth: '1990-01-01', gender: 'F', nrcFrontUploadId: ids[0]!, nrcBackUploadId: ids[1]! });
  return session;
}

describe('reveals of personal data (issue 42, defect 12)', () => {
  it('take a reason of real words or a ticket reference: "abc" and invisible characters are refused', async () => {
    const app = await createTestApp();
    const support = await signInSandbox(app, 'support');
    const { userId } = await loginAs(app, uniqueMobile());
    const reveal = (reason: string) => support.call('POST', `/api/staff/borrowers/${userId}/reveal`, { field: 'phone', reason });
    for (const reason of ['abc', '\u200B\u200B\u200B', '\u200Bab\u200Bcd\u200Bef', 'caller \u2060\u2060 asked', 'x y z 1 2 3']) {
      const refused = await reveal(reason);
      expect([refused.status, refused.json.msg], JSON.stringify(reason)).toEqual([400, `reason: ${REVEAL_REASON_RULE}`]);
    }
    for (const reason of ['caller asked about the loan', 'TCK-123', 'see ticket ZD-40211']) expect((await reveal(reason)).status, reason).toBe(200);
  });

  it('are capped per staff member and hour: 100 reveals at once give the cap, the rest 429; bulk reveals alert the admins', async () => {
    const app = await createTestApp();
    const { perHour, alertAt } = testConfig().reveals;
    const support = await newStaff(app, ['support']);
    const { userId } = await loginAs(app, uniqueMobile());
    const answers = await Promise.all(Array.from({ length: 100 }, () => support.call('POST', `/api/staff/borrowers/${userId}/reveal`, { field: 'phone', reason: 'bulk reveal test run' })));
    const ok = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 429);
    console.log(`[reveal cap] 100 reveals at once by one member: ${ok} revealed, ${refused.length} refused (cap ${perHour} an hour, alert from ${alertAt})`);
    expect(ok).toBe(perHour);
    expect(refused).toHaveLength(100 - perHour);
    expect(refused[0]!.json.msg).toBe(REVEAL_MESSAGES.capped(perHour, 60));
    expect(await auditCount(await testDb(), { actorId: support.id, action: 'borrower.reveal' })).toBe(perHour);
    const admin = await signInSandbox(app, 'admin');
    const alerts = (await admin.call('GET', '/api/staff/security-events?alerts=true&limit=100')).json.data.items as Array<{ kind: string; subject: string; count: number }>;
    expect(alerts.find((e) => e.kind === 'reveal.bulk' && e.subject === support.email)?.count).toBe(perHour - alertAt + 1);
    expect(alerts.find((e) => e.kind === 'reveal.capped' && e.subject === support.email)?.count).toBeGreaterThanOrEqual(1);
  });

  it('ID photos open only after a reveal of the photos with a reason, for the member who revealed them', async () => {
    const app = await createTestApp();
    const risk = await signInSandbox(app, 'risk');
    const other = await newStaff(app, ['risk']);
    const session = await borrowerWithPhotos(app);
    const url = `/api/staff/borrowers/${session.userId}/photos/nrcFront`;
    const get = (cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });
    const before = await get(risk.cookie);
    expect([before.statusCode, before.json().msg]).toEqual([403, REVEAL_MESSAGES.photosFirst]);
    const revealed = await risk.call('POST', `/api/staff/borrowers/${session.userId}/reveal`, { field: 'photos', reason: 'KYC review of TCK-9001' });
    expect(revealed.status, revealed.body).toBe(200);
    expect((await get(risk.cookie)).statusCode).toBe(200);
    expect((await get(other.cookie)).statusCode).toBe(403);
  });
});
