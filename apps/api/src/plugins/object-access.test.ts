import { describe, expect, it } from 'vitest';

import { createTestApp, loginAs } from '../../test/harness';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('object access: user A cannot read or change B data through any id', () => {
  it("B's upload id reads and links exactly like an id that does not exist", async () => {
    const app = await createTestApp({ dataDir: '/tmp/pocket-test-uploads' });
    const a = await loginAs(app);
    const b = await loginAs(app);
    const bUpload = (await b.call('POST', '/api/common/api/uploadBase64', { content: PNG })).json.data;
    const missing = 'Z'.repeat(24);

    const readB = await a.call('GET', bUpload.url);
    const readMissing = await a.call('GET', `/api/common/api/upload/${missing}`);
    expect(readB.json).toEqual(readMissing.json);
    expect(readB.status).toBe(404);

    const identity = (front: string) => ({
      nrcNumber: '123456/78/1', firstName: 'Mwila', lastName: 'Banda', dateOfBirth: '1990-05-17', gender: 'female', nrcFrontId: front, nrcBackId: front,
    });
    const linkB = await a.call('POST', '/api/user/auth/api/addOrUpdateUserOcrInfoV3', identity(bUpload.id));
    const linkMissing = await a.call('POST', '/api/user/auth/api/addOrUpdateUserOcrInfoV3', identity(missing));
    expect(linkB.json).toEqual(linkMissing.json);
    expect(linkB.json.code).toBe(400);
    const faceB = await a.call('POST', '/api/user/auth/api/addOrUpdateUserAuthInfo', { type: 'face', faceImageId: bUpload.id });
    expect(faceB.json.code).toBe(400);
    expect((await b.call('GET', bUpload.url)).status).toBe(200);
  });

  it("A cannot write grab info under B's user id, and every read answers the caller's own data", async () => {
    const app = await createTestApp();
    const a = await loginAs(app);
    const b = await loginAs(app);
    const res = await a.call('POST', '/api/user/grab/info/api/addUserGrabInfoToRisk', { userId: b.userId, type: 1, info: '{"deviceid":"x"}' });
    expect(res.json).toEqual({ code: 400, msg: 'userId: must be your own user id', data: null });
    const info = await a.call('GET', '/api/my/getUserInfo');
    expect(info.json.data.userId).toBe(a.userId);
    const records = await a.call('GET', '/api/index/api/getAppLoginRecord');
    expect(records.json.data.records).toHaveLength(1);
  });
});
