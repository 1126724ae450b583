import { afterEach, describe, expect, it, vi } from 'vitest';

import bem from '@pocket/web-texts/bem';
import ny from '@pocket/web-texts/ny';

import { CORRECTIONS_WAIT_MS } from './corrected-texts';
import { loadTexts } from './load-texts';
import { sayFrom } from './text';

type Words = Partial<Record<string, Record<string, string>>>;

/** The public read of the desk's corrections as the server answers it (GET /api/texts/web?lang=, docs/api.md). */
const answer = (language: string, texts: Record<string, unknown>) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data: { language, texts } }), { status: 200, headers: { 'content-type': 'application/json' } });

const reads = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([url]) => String(url));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("loadTexts: a language's catalogue with the desk's corrections over it (issue 48, docs/languages.md)", () => {
  it('merges the corrections served for the language over its catalogue; a correction that breaks its placeholders is left out', async () => {
    const shippedLogIn = bem['Log In'];
    const fetch = vi.fn(async () =>
      answer('bem', {
        'Log In': 'Ingileni nomba',
        // A text the catalogue lacks is said from the correction too.
        'A text only the desk has': 'Amashiwi ya pa desk',
        'Due {date}': 'Ilyakulipilapo {date}',
        // Other placeholders, a plural, no words or no string: the shipped words stay.
        'Overdue {days} days': 'Mwachelwa inshiku {day}',
        'Buy {name}': 'Shitani {name, select, other {}}',
        Repay: '  ',
        Close: 7,
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const words: Words = {};
    await loadTexts('bem', words);
    expect(reads(fetch)).toEqual(['/api/texts/web?lang=bem']);
    const t = sayFrom(words.bem);
    expect(t('Log In')).toBe('Ingileni nomba');
    expect(t('A text only the desk has')).toBe('Amashiwi ya pa desk');
    expect(t('Due {date}', { date: '15 Jul' })).toBe('Ilyakulipilapo 15 Jul');
    expect(t('Overdue {days} days', { days: 3 })).toBe(bem['Overdue {days} days']!.replace('{days}', '3'));
    expect(words.bem!['Buy {name}']).toBe(bem['Buy {name}']);
    expect(words.bem!.Repay).toBe(bem.Repay);
    expect(words.bem!.Close).toBe(bem.Close);
    // Every other text is the catalogue's, and the shipped catalogue itself is untouched.
    expect(words.bem!['Log Out']).toBe(bem['Log Out']);
    expect(Object.keys(words.bem!)).toHaveLength(Object.keys(bem).length + 1);
    expect(bem['Log In']).toBe(shippedLogIn);
    // Loaded once: a second load reads nothing more; English (the words are the code) and a language without a
    // catalogue read nothing.
    await loadTexts('bem', words);
    await loadTexts('en', words);
    await loadTexts('fr', words);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect([words.en, words.fr]).toEqual([undefined, undefined]);
  });

  it('keeps the shipped catalogue working when the read fails, is refused, or answers something else', async () => {
    const failures = [
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response(JSON.stringify({ code: 500, msg: 'Something went wrong', data: null }), { status: 500 }),
      async () => new Response('<html>gateway</html>', { status: 200 }),
      async () => answer('ny', null as unknown as Record<string, unknown>),
    ];
    for (const failure of failures) {
      const fetch = vi.fn(failure);
      vi.stubGlobal('fetch', fetch);
      const words: Words = {};
      await loadTexts('ny', words);
      expect(reads(fetch)).toEqual(['/api/texts/web?lang=ny']);
      expect(words.ny).toEqual(ny);
      expect(sayFrom(words.ny)('Log In')).toBe(ny['Log In']);
    }
  });

  it('says the shipped words when the read takes longer than the wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    const words: Words = {};
    const loading = loadTexts('bem', words);
    await vi.advanceTimersByTimeAsync(CORRECTIONS_WAIT_MS);
    await loading;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(words.bem).toEqual(bem);
  });
});
