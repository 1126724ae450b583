import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';

import { setLang } from '../app-state/app-state.slice';
import { makeCoreStore } from '../app-state/core-store.test-helpers';
import { useKitText } from './kit-text';
import { firstWords, useText, words } from './text';

// `t` in an effect's list (the poster draws its image with it): a new `t` on every render ran the effect on every
// render it caused, and the poster page never went quiet (the touch-targets journey waited 6 minutes on it).
describe.each([
  ['useText', useText],
  ['useKitText', useKitText],
])('%s: the same t until the words change', (_, useSay) => {
  it('keeps one t across renders, gives a new one when the chosen language\'s words arrive, and says them', async () => {
    const store = makeCoreStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result, rerender } = renderHook(() => useSay(), { wrapper });
    const english = result.current;
    rerender();
    rerender();
    expect(result.current).toBe(english);
    expect(english('Binding...')).toBe('Binding...');

    act(() => void store.dispatch(setLang('bem')));
    await waitFor(() => expect(result.current('Binding...')).toBe('Ukukaka...'));
    const bemba = result.current;
    expect(bemba).not.toBe(english);
    rerender();
    expect(result.current).toBe(bemba);
  });
});

// Issue 48: a first screen the server rendered in the borrower's language is hydrated with the words it said (main.tsx
// puts them in `firstWords`), so the first render says them at once, before the language's catalogue is loaded; the
// catalogue is loaded all the same, and its words follow.
describe.each([
  ['useText', useText],
  ['useKitText', useKitText],
])("%s: the server's first words, then the catalogue", (_, useSay) => {
  it('says the words the server said in the first render, then the whole catalogue once loaded', async () => {
    delete words.ny;
    firstWords.ny = { 'Binding...': 'as the server said it' };
    try {
      const store = makeCoreStore();
      store.dispatch(setLang('ny'));
      const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
      const { result } = renderHook(() => useSay(), { wrapper });
      expect(result.current('Binding...')).toBe('as the server said it');
      // A text the server did not say: English until the catalogue comes.
      expect(result.current('Repay')).toBe('Repay');
      await waitFor(() => expect(result.current('Repay')).not.toBe('Repay'));
      expect(result.current('Binding...')).toBe(words.ny?.['Binding...']);
    } finally {
      delete firstWords.ny;
    }
  });
});
