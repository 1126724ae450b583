import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import pkg from '../../../package.json' with { type: 'json' };
import { createTestApp } from '../../../test/harness';

describe('GET /api/health', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers code 200 with the version in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'ok', data: { version: pkg.version } });
  });

  it('answers an unknown call with a 404 envelope naming it', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: 'No such call: POST /api/nope', data: null });
  });
});
