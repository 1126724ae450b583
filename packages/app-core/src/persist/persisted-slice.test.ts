import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';

import { documentCookieJar } from '../app-state/cookie-jar';
import { clearBrowserStores, loadPage } from './persist.test-helpers';
import { persistedSlice, persistSlices } from './persisted-slice';

const stageSlice = createSlice({
  name: 'stage',
  initialState: { amount: 0, mobile: '', refresh: false },
  reducers: {
    stageChosen(state, action: PayloadAction<{ amount: number; mobile: string }>) {
      Object.assign(state, action.payload, { refresh: true });
    },
  },
});
const persistedStage = persistedSlice(stageSlice, { fields: { amount: 'cookie', mobile: 'session-cookie' } });

beforeEach(clearBrowserStores);

describe('a feature slice persisted through the same engine', () => {
  it('keeps only the fields it names, each in its own cookie, and gets them back on the next load', async () => {
    const { store, persistor } = await loadPage({ slices: [persistedStage] });
    store.dispatch(stageSlice.actions.stageChosen({ amount: 300, mobile: '0961234567' }));
    await persistor.flush();
    expect(documentCookieJar().get('amount')).toBe('300');
    expect(documentCookieJar().get('refresh')).toBeUndefined();
    const reloaded = await loadPage({ slices: [persistedStage] });
    expect(reloaded.state().stage).toMatchObject({ amount: 300, mobile: '0961234567', refresh: false });
  });

  it('writes what is still pending when the page is left, before redux-persist’s timer would (a reload right away keeps it)', async () => {
    const { store } = await loadPage({ slices: [persistedStage] });
    store.dispatch(stageSlice.actions.stageChosen({ amount: 450, mobile: '0961234567' }));
    expect(documentCookieJar().get('amount')).not.toBe('450');
    window.dispatchEvent(new Event('pagehide'));
    expect(documentCookieJar().get('amount')).toBe('450');
  });

  it('used without the shell’s persistence the slice is a plain slice (tests and stories)', () => {
    expect(persistedStage.reducer(undefined, { type: 'any' })).toEqual({ amount: 0, mobile: '', refresh: false });
  });

  it('refuses two slices that keep the same field: their cookies would mix', () => {
    const other = persistedSlice(
      { reducerPath: 'other', reducer: (state: { mobile: string } = { mobile: '' }) => state },
      { fields: { mobile: 'cookie' } },
    );
    expect(() => persistSlices([persistedStage, other])).toThrow("'mobile' is persisted by both stage and other");
  });
});
