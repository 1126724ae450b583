import { describe, expect, it } from 'vitest';

import { inContext } from '@pocket/web-texts/context';

import { textsIn } from './say';

describe("textsIn: `t` outside a component (a thunk's toasts, docs/languages.md)", () => {
  it("fetches the language's words first, then says them with placeholders filled in; a text the catalogue lacks in English", async () => {
    const t = await textsIn('bem');
    expect(t('Binding...')).toBe('Ukukaka...');
    expect(t('Payment failed: {reason}. Please try again.', { reason: 'Wrong PIN' })).toBe('Ukulipila kwafilwa: Wrong PIN. Napapata, eseshenipo na kabili.');
    expect(t('Not a catalogue text')).toBe('Not a catalogue text');
  });

  it('says a text in a context with its own words, apart from the same English without one; English shows the English alone', async () => {
    const pinRow = inContext('USSD PIN button', 'Set');
    const bem = await textsIn('bem');
    expect([bem(pinRow), bem('Set')]).toEqual(['Pangeni', 'Ifyakupanga']);
    expect((await textsIn('ny'))(pinRow)).toBe('Ikani');
    expect((await textsIn('en'))(pinRow)).toBe('Set');
    // A language without words for it says its English, not its context.
    expect(bem(inContext('A context', 'Due {date}'), { date: '15 Jul' })).toBe('Due 15 Jul');
  });

  it('says English for English and for a language without a catalogue', async () => {
    expect((await textsIn('en'))('Binding...')).toBe('Binding...');
    expect((await textsIn('fr'))('Log In...')).toBe('Log In...');
  });
});
