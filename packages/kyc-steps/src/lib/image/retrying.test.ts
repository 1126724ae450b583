import { describe, expect, it } from 'vitest';

import { isRetryable, retrying } from './retrying';

describe('upload retry', () => {
  it('tries again after a network failure and answers the first success', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await retrying(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('Network Error');
        return 'https://files/ok.jpg';
      },
      { sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('https://files/ok.jpg');
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after the last attempt with the last error', async () => {
    let calls = 0;
    const run = retrying(
      async () => {
        calls += 1;
        throw new Error(`timeout ${calls}`);
      },
      { attempts: 2, sleep: async () => {} },
    );
    await expect(run).rejects.toThrow('timeout 2');
  });

  it('does not retry a refusal (4xx) but does retry 5xx, 408 and 429', async () => {
    expect(isRetryable({ status: 400 })).toBe(false);
    expect(isRetryable({ code: 413 })).toBe(false);
    expect([{ status: 500 }, { status: 408 }, { code: 429 }, new Error('x')].every(isRetryable)).toBe(true);
    let calls = 0;
    await expect(
      retrying(
        async () => {
          calls += 1;
          throw { status: 400, msg: 'Only JPEG or PNG' };
        },
        { sleep: async () => {} },
      ),
    ).rejects.toMatchObject({ status: 400 });
    expect(calls).toBe(1);
  });
});
