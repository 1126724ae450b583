import { describe, expect, it } from 'vitest';

import { call, createTestApp, DEFAULT_HEADERS, loginAs, testDb } from '../../../test/harness';
import { loginRecordsOf } from '../login-record/plugin';
import { grabInfosOf, trackingPointsOf } from '../telemetry/plugin';

describe('default headers and the envelope', () => {
  it('refuses an unknown tenant clearly', async () => {
    const app = await createTestApp();
    const res = await call(app, 'POST', '/api/authentication/sendSmsCode/0971234567/1', undefined, { 'X-TenantID': 'tenant_99' });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe("Unknown tenant 'tenant_99': this server serves X-TenantID 'tenant_23'");
  });

  it('takes the client IP from the connection, not from a forged X-Forwarded-For (per-IP caps hold)', async () => {
    const app = await createTestApp();
    let seen = '';
    app.get('/api/test-ip', async (req) => {
      seen = req.ip;
      return { code: 200, msg: 'ok', data: null };
    });
    await call(app, 'GET', '/api/test-ip', undefined, { 'x-forwarded-for': '1.2.3.4' }, { remoteAddress: '10.1.1.1' });
    expect(seen).toBe('10.1.1.1');
    const proxied = await createTestApp({ trustProxyHops: 1 });
    proxied.get('/api/test-ip', async (req) => {
      seen = req.ip;
      return { code: 200, msg: 'ok', data: null };
    });
    await call(proxied, 'GET', '/api/test-ip', undefined, { 'x-forwarded-for': '1.2.3.4' }, { remoteAddress: '10.1.1.1' });
    expect(seen).toBe('1.2.3.4');
  });

  it('records the default headers with each login', async () => {
    const app = await createTestApp();
    const s = await loginAs(app);
    const [row] = await loginRecordsOf(await testDb(), s.userId);
    expect(row).toMatchObject({ appName: 'Pocket', appVersionCode: '1016', lang: 'en', deviceBrand: 'vitest', appChannelCode: 'h5', deviceType: 4, loginType: 1 });
  });

  it('answers bad JSON with a 400 and keeps internals out of a 500', async () => {
    const app = await createTestApp();
    app.get('/api/test-crash', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app.js:1');
    });
    const bad = await app.inject({ method: 'POST', url: '/api/authentication/mobileLogin', headers: { 'content-type': 'application/json' }, payload: '{"mobile":' });
    expect(bad.json()).toEqual({ code: 400, msg: 'The request body is not valid JSON', data: null });
    const crash = await call(app, 'GET', '/api/test-crash');
    expect(crash.status).toBe(500);
    expect(crash.json).toEqual({ code: 500, msg: 'Something went wrong, please try again later', data: null });
    expect(crash.body).not.toContain('secret_table');
  });

  it('serves the OpenAPI document and the browsable reference at /api/docs', async () => {
    const app = await createTestApp();
    const spec = await call(app, 'GET', '/api/docs/json');
    expect(spec.status).toBe(200);
    const paths = Object.keys((spec.json as unknown as { paths: object }).paths);
    for (const p of ['/api/authentication/mobileLogin', '/api/my/getUserInfo', '/api/h5/region/queryAreaInfoById/{id}', '/api/v4/reminder/get']) {
      expect(paths).toContain(p);
    }
    const spec2 = spec.json as unknown as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    expect(spec2.paths['/api/my/getUserInfo']!.get!.security).toEqual([{ token: [], uid: [], nonce: [], timestamp: [], sign: [] }]);
    expect(spec2.paths['/api/authentication/mobileLogin']!.post!.security).toBeUndefined();
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('user calls', () => {
  it('getUserInfo answers the caller with the phone as typed and masked', async () => {
    const app = await createTestApp();
    const s = await loginAs(app);
    const res = await s.call('GET', '/api/my/getUserInfo');
    expect(res.json.data).toMatchObject({
      userId: s.userId,
      mobile: s.mobile,
      mobileMasked: `${s.mobile.slice(0, 3)}****${s.mobile.slice(7)}`,
      fullName: null,
      googleBound: false,
      kycComplete: false,
      registerChannel: 'h5',
    });
  });

  it('getAppLoginRecord lists the logins, marking the first one', async () => {
    const app = await createTestApp();
    const s = await loginAs(app);
    const res = await s.call('GET', '/api/index/api/getAppLoginRecord');
    expect(res.json.data.appLoginRecord).toBe(true);
    expect(res.json.data.records).toHaveLength(1);
    expect(res.json.data.records[0]).toMatchObject({ loginType: 1, deviceBrand: 'vitest', appChannelCode: 'h5' });
  });

  it('reminder/get answers an empty list without a session and before any loan', async () => {
    const app = await createTestApp();
    expect((await call(app, 'GET', '/api/v4/reminder/get')).json).toEqual({ code: 200, msg: 'ok', data: [] });
    const s = await loginAs(app);
    expect((await s.call('GET', '/api/v4/reminder/get')).json.data).toEqual([]);
  });
});

describe('regions, channel, telemetry', () => {
  it("lists Zambia's 10 provinces and each province's districts", async () => {
    const app = await createTestApp();
    const s = await loginAs(app);
    const provinces = (await s.call('GET', '/api/h5/region/queryAreaInfoById/0')).json.data as Array<{ id: number; name: string }>;
    expect(provinces.map((p) => p.name)).toEqual([
      'Central', 'Copperbelt', 'Eastern', 'Luapula', 'Lusaka', 'Muchinga', 'Northern', 'North-Western', 'Southern', 'Western',
    ]);
    let total = 0;
    for (const p of provinces) {
      const districts = (await s.call('GET', `/api/h5/region/queryAreaInfoById/${p.id}`)).json.data as Array<{ name: string; parentId: number }>;
      expect(districts.every((d) => d.parentId === p.id)).toBe(true);
      total += districts.length;
    }
    expect(total).toBe(116);
    const lusaka = (await s.call('GET', '/api/h5/region/queryAreaInfoById/5')).json.data as Array<{ name: string }>;
    expect(lusaka.map((d) => d.name)).toContain('Chongwe');
    expect((await s.call('GET', '/api/h5/region/queryAreaInfoById/99')).json.data).toEqual([]);
  });

  it('answers a channel with its download links, and the default channel for an unknown code', async () => {
    const app = await createTestApp();
    const res = await call(app, 'GET', '/api/v1/channel/queryByChannelCode/WM2');
    expect(res.json.data).toMatchObject({ code: 'WM2', appDownloadUrl: '/?source=pwa&appChannelCode=WM2' });
    expect(res.json.data.altDownloadUrl).toMatch(/^https:\/\//);
    expect((await call(app, 'GET', '/api/v1/channel/queryByChannelCode/NOPE')).json.data.code).toBe('h5');
  });

  it('stores a tracking point with the headers, with or without a session', async () => {
    const app = await createTestApp();
    const pageId = 1_000_000 + (Date.now() % 1_000_000_000); // an id (issue 34), unique on the shared database
    const body = { deviceType: 4, appName: 'Pocket', appVersion: '1016', pageId, pageName: 'PWA popup', actionId: 1, actionName: 'install', value: 'shown' };
    expect((await call(app, 'POST', '/api/app/node/buriedPointV2', body)).json.code).toBe(200);
    const rows = await trackingPointsOf(await testDb(), String(pageId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toMatchObject({ actionId: '1', value: 'shown' });
    expect(rows[0]!.headers).toMatchObject({ tenantId: DEFAULT_HEADERS['X-TenantID'], appChannelCode: 'h5' });
  });

  it('validates and stores device and location grab info', async () => {
    const app = await createTestApp();
    const s = await loginAs(app);
    const device = { deviceid: 'abc-123', appNameDevice: 'Pocket', appVersionDevice: '1016', deviceTypeDevice: 'h5', language: 'en' };
    expect((await s.call('POST', '/api/user/grab/info/api/addUserGrabInfoToRisk', { userId: s.userId, type: 1, info: JSON.stringify(device) })).json.code).toBe(200);
    const location = { latitudeLocation: -15.3875, longitudeLocation: 28.3228, eastOrWestLocation: 'E', northOrSouthLocation: 'S' };
    expect((await s.call('POST', '/api/user/grab/info/api/addUserGrabInfoToRisk', { type: 2, info: JSON.stringify(location) })).json.code).toBe(200);
    const bad = await s.call('POST', '/api/user/grab/info/api/addUserGrabInfoToRisk', { type: 2, info: JSON.stringify({ latitudeLocation: 200, longitudeLocation: 0 }) });
    expect(bad.json.code).toBe(400);
    expect(bad.json.msg).toMatch(/^info\.latitudeLocation: /);
    expect((await s.call('POST', '/api/user/grab/info/api/addUserGrabInfoToRisk', { type: 1, info: 'nope' })).json.msg).toBe('info: must be a JSON string');
    const rows = await grabInfosOf(await testDb(), s.userId);
    expect(rows.map((r) => r.type).sort()).toEqual([1, 2]);
  });
});
