// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

import { BOOT_ANSWERS_MAX_AGE_MS } from '@pocket/contracts/boot-answers';

import { resetBootAnswers, takeBootAnswer } from './boot-answers';

const products = { code: 200, msg: 'ok', data: { products: [] } };
const page = (text: string | null, now = 1_000) => {
  let reads = 0;
  resetBootAnswers({
    text: () => {
      reads += 1;
      return text;
    },
    now: () => now,
  });
  return { reads: () => reads };
};

afterEach(() => resetBootAnswers());

describe('takeBootAnswer', () => {
  it('gives the page’s answer for its URL once; the next call for it asks the server', () => {
    const seen = page(JSON.stringify({ '/api/v4/product/list': products }));
    expect(takeBootAnswer('/api/v4/product/list')).toEqual(products);
    expect(takeBootAnswer('/api/v4/product/list')).toBeUndefined();
    expect(seen.reads()).toBe(1);
  });

  it('has nothing for another URL, another query, or a page without answers', () => {
    page(JSON.stringify({ '/api/v1/channel/queryByChannelCode/h5': products }));
    expect(takeBootAnswer('/api/v1/channel/queryByChannelCode/WM2')).toBeUndefined();
    expect(takeBootAnswer('/api/v1/channel/queryByChannelCode/h5?x=1')).toBeUndefined();
    page(null);
    expect(takeBootAnswer('/api/v4/product/list')).toBeUndefined();
  });

  it('ignores answers that are not a JSON object', () => {
    for (const text of ['{not json', '[1,2]', '"text"', 'null']) {
      page(text);
      expect(takeBootAnswer('/api/v4/product/list')).toBeUndefined();
    }
  });

  it('gives nothing once the page is older than BOOT_ANSWERS_MAX_AGE_MS (the answer may be stale)', () => {
    page(JSON.stringify({ '/api/v4/product/list': products }), BOOT_ANSWERS_MAX_AGE_MS + 1);
    expect(takeBootAnswer('/api/v4/product/list')).toBeUndefined();
  });
});
