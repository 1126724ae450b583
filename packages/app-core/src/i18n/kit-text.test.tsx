import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';

import { setLang } from '../app-state/app-state.slice';
import { makeCoreStore } from '../app-state/core-store.test-helpers';
import { useKitText } from './kit-text';

function Note({ amount }: { amount: string }) {
  const t = useKitText();
  return (
    <p>
      {t('Payment failed')} | {t('{reason}. Please try again.', { reason: amount })} | {t('Not a catalogue text')}
    </p>
  );
}

describe("useKitText (ui-kit's words, docs/languages.md)", () => {
  it('says English without a store (ui-kit tests and stories), placeholders filled in', () => {
    render(<Note amount="Wrong PIN" />);
    expect(screen.getByText('Payment failed | Wrong PIN. Please try again. | Not a catalogue text')).toBeInTheDocument();
  });

  it("follows the store's language: fetches its words, then switches when the borrower chooses another", async () => {
    const store = makeCoreStore();
    store.dispatch(setLang('ny'));
    render(
      <Provider store={store}>
        <Note amount="K80.00" />
      </Provider>,
    );
    // Nyanja's words arrive (the catalogue's chunk); a text the catalogue lacks stays English.
    expect(await screen.findByText('Kulipira kwalephera | K80.00. Chonde yesaninso. | Not a catalogue text')).toBeInTheDocument();
    act(() => void store.dispatch(setLang('bem')));
    expect(await screen.findByText('Ukulipila kwafilwa | K80.00. Napapata, eseshenipo na kabili. | Not a catalogue text')).toBeInTheDocument();
    act(() => void store.dispatch(setLang('en')));
    expect(screen.getByText('Payment failed | K80.00. Please try again. | Not a catalogue text')).toBeInTheDocument();
  });
});
