import { describe, expect, it } from 'vitest';

import { documentCookieJar } from './cookie-jar';

/** A document whose cookie string counts its reads; a write adds or replaces one cookie, as a browser does. */
function countingDocument(initial: string) {
  const jar = new Map(initial.split('; ').map((part) => part.split('=') as [string, string]));
  const doc = {
    reads: 0,
    location: { protocol: 'http:' },
    get cookie() {
      doc.reads += 1;
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(written: string) {
      const pair = written.split('; ')[0] ?? '';
      const at = pair.indexOf('=');
      if (written.includes('max-age=0')) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
  return doc;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the cookie jar', () => {
  it('reads document.cookie once for every field restored in one task', () => {
    const doc = countingDocument('token=abc; amount=300; channel=h5');
    const jar = documentCookieJar(doc as unknown as Document);
    expect([jar.get('token'), jar.get('amount'), jar.get('channel'), jar.get('missing')]).toEqual(['abc', '300', 'h5', undefined]);
    expect(doc.reads).toBe(1);
  });

  it('answers its own writes at once, and what others wrote from the next task on', async () => {
    const doc = countingDocument('token=abc; amount=300');
    const jar = documentCookieJar(doc as unknown as Document);
    expect(jar.get('amount')).toBe('300');
    jar.set('amount', '450');
    jar.remove('token');
    expect(jar.get('amount')).toBe('450');
    expect(jar.get('token')).toBeUndefined();
    doc.cookie = 'refresh=1; path=/';
    await nextTask();
    expect(jar.get('refresh')).toBe('1');
  });

  it('keeps the first of two cookies with one name, as before', () => {
    const doc = { location: { protocol: 'http:' }, cookie: 'amount=300; amount=100' };
    expect(documentCookieJar(doc as unknown as Document).get('amount')).toBe('300');
  });
});
