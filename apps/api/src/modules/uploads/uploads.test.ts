import { describe, expect, it } from 'vitest';

import { createTestApp, loginAs } from '../../../test/harness';
import { UPLOAD_MESSAGES } from './service';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const jpegOf = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1)]).toString('base64');

describe('POST /api/common/api/uploadBase64', () => {
  it('stores a PNG and a JPEG (by magic bytes) that only the owner can read back', async () => {
    const app = await createTestApp({ dataDir: '/tmp/pocket-test-uploads' });
    const a = await loginAs(app);
    const png = await a.call('POST', '/api/common/api/uploadBase64', { content: PNG });
    expect(png.json.data).toMatchObject({ mime: 'image/png', size: 70 });
    const jpeg = await a.call('POST', '/api/common/api/uploadBase64', { content: `data:image/jpeg;base64,${jpegOf(1000)}` });
    expect(jpeg.json.data).toMatchObject({ mime: 'image/jpeg', size: 1000 });
    const read = await a.call('GET', png.json.data.url);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(Buffer.from(read.body, 'binary').length).toBeGreaterThan(0);
  });

  it('refuses a file that is not JPEG or PNG whatever it claims, and one above 5 MB', async () => {
    const app = await createTestApp({ dataDir: '/tmp/pocket-test-uploads' });
    const a = await loginAs(app);
    const gif = Buffer.from('GIF89a....').toString('base64');
    const res = await a.call('POST', '/api/common/api/uploadBase64', { content: `data:image/png;base64,${gif}` });
    expect(res.json).toEqual({ code: 400, msg: UPLOAD_MESSAGES.notImage, data: null });
    const big = await a.call('POST', '/api/common/api/uploadBase64', { content: jpegOf(5 * 1024 * 1024 + 3) });
    expect(big.json.code).toBe(400);
    expect(big.json.msg).toContain('larger than 5 MB');
    const exact = await a.call('POST', '/api/common/api/uploadBase64', { content: jpegOf(5 * 1024 * 1024) });
    expect(exact.json.code).toBe(200);
  });

  it('needs a session', async () => {
    const app = await createTestApp();
    const res = await app.inject({ method: 'POST', url: '/api/common/api/uploadBase64', payload: { content: PNG } });
    expect(res.json().code).toBe(401);
  });
});
