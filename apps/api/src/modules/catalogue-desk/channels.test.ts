import { randomInt } from 'node:crypto';

import { beforeAll, describe, expect, it, vi } from 'vitest';

import { CATALOGUE_MORE_MESSAGES } from '@pocket/contracts/api/staff';
import { DEFAULT_CHANNEL } from '@pocket/contracts/constants';

import { call, createTestApp, testDb } from '../../../test/harness';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { auditRows } from '../staff-audit/test-support';

// A channel of this file's own (the seeded ones stay as other files expect them on the shared PostgreSQL database).
const code = `desk-${randomInt(100_000, 999_999)}`;
// On PostgreSQL the files share the sandbox staff accounts: a sign-in may wait for the next TOTP step, more than once
// when several files sign in at the same time.
vi.setConfig({ testTimeout: 180_000 });

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

const settingsOf = async (c: string) => {
  const res = await call(app, 'GET', `/api/v1/channel/queryByChannelCode/${c}`);
  expect(res.status, res.body).toBe(200);
  return res.json.data as Record<string, unknown>;
};
const channel = {
  name: 'Radio Phoenix', appDownloadUrl: `/?source=pwa&appChannelCode=${code}`, altDownloadUrl: 'https://play.google.com/store/apps/details?id=zm.co.pocket.app',
  packageName: 'zm.co.pocket.app', googleLoginEnabled: true, enabled: true,
};

describe('channels and download links on the catalogue desk (marketing)', () => {
  it('marketing adds a channel and changes its download links (each audited); the app reads them at once', async () => {
    const marketing = await signInSandbox(app, 'marketing');
    // Unknown: the app gets the default channel's settings.
    expect((await settingsOf(code)).code).toBe(DEFAULT_CHANNEL);
    const added = await marketing.call('POST', '/api/staff/catalogue/channels', { code, ...channel });
    expect(added.status, added.body).toBe(200);
    expect(await settingsOf(code)).toEqual({ code, name: 'Radio Phoenix', appDownloadUrl: channel.appDownloadUrl, altDownloadUrl: channel.altDownloadUrl, packageName: 'zm.co.pocket.app', googleLoginEnabled: true });

    const moved = { ...channel, altDownloadUrl: 'https://apps.example.zm/pocket.apk', googleLoginEnabled: false };
    const saved = await marketing.call('POST', `/api/staff/catalogue/channels/${code}`, moved);
    expect(saved.status, saved.body).toBe(200);
    expect(await settingsOf(code)).toMatchObject({ altDownloadUrl: 'https://apps.example.zm/pocket.apk', googleLoginEnabled: false });
    expect((await marketing.call('GET', '/api/staff/catalogue/channels')).json.data.find((c: { code: string }) => c.code === code)).toMatchObject(moved);

    // Switched off: the app falls back to the default channel.
    expect((await marketing.call('POST', `/api/staff/catalogue/channels/${code}`, { ...moved, enabled: false })).status).toBe(200);
    expect((await settingsOf(code)).code).toBe(DEFAULT_CHANNEL);

    const db = await testDb();
    const audit = await auditRows<{ action: string; before: { altDownloadUrl: string } | null; after: { altDownloadUrl: string; enabled: boolean } }>(
      db, { entity: 'channel', entityId: code }, ['action', 'before', 'after'],
    );
    expect(audit.map((a) => [a.action, a.before?.altDownloadUrl ?? null, a.after.altDownloadUrl, a.after.enabled])).toEqual([
      ['channel.create', null, channel.altDownloadUrl, true],
      ['channel.update', channel.altDownloadUrl, 'https://apps.example.zm/pocket.apk', true],
      ['channel.update', 'https://apps.example.zm/pocket.apk', 'https://apps.example.zm/pocket.apk', false],
    ]);
  });

  it('refuses a taken code, an unknown channel, the default switched off, a link that is not https or a path, and other roles', async () => {
    const marketing = await signInSandbox(app, 'marketing');
    const taken = await marketing.call('POST', '/api/staff/catalogue/channels', { code, ...channel });
    expect([taken.status, taken.json.msg]).toEqual([409, CATALOGUE_MORE_MESSAGES.channelTaken]);
    expect((await marketing.call('POST', '/api/staff/catalogue/channels/nope-999', channel)).json.msg).toBe(CATALOGUE_MORE_MESSAGES.noChannel);
    const off = await marketing.call('POST', `/api/staff/catalogue/channels/${DEFAULT_CHANNEL}`, { ...channel, enabled: false });
    expect([off.status, off.json.msg]).toEqual([400, CATALOGUE_MORE_MESSAGES.defaultStaysOn]);
    const http = await marketing.call('POST', `/api/staff/catalogue/channels/${code}`, { ...channel, altDownloadUrl: 'http://evil.example/app.apk' });
    expect(http.json.msg).toBe('altDownloadUrl: must be a path on this site (/...) or an https:// address');
    const admin = await signInSandbox(app, 'admin');
    expect((await admin.call('GET', '/api/staff/catalogue/channels')).status).toBe(403);
    expect((await admin.call('POST', `/api/staff/catalogue/channels/${code}`, channel)).status).toBe(403);
  });
});
