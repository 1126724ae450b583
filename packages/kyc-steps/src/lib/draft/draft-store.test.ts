import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-store';
import { useDraft } from './use-draft';

const EMPTY = { name1: '', mobile1: '' };

afterEach(() => localStorage.clear());

describe('draft store', () => {
  it('keeps what was typed per step and per user', () => {
    saveDraft('linkman', '7', { name1: 'Bwalya', mobile1: '097' });
    expect(loadDraft('linkman', '7', EMPTY)).toEqual({ name1: 'Bwalya', mobile1: '097' });
    expect(loadDraft('linkman', '8', EMPTY)).toEqual(EMPTY);
    expect(loadDraft('work', '7', EMPTY)).toEqual(EMPTY);
  });

  it('ignores unknown keys, non-string values and corrupt JSON', () => {
    localStorage.setItem(draftKey('linkman', '7'), JSON.stringify({ name1: 5, mobile1: '0971', token: 'x' }));
    expect(loadDraft('linkman', '7', EMPTY)).toEqual({ name1: '', mobile1: '0971' });
    localStorage.setItem(draftKey('linkman', '7'), '{not json');
    expect(loadDraft('linkman', '7', EMPTY)).toEqual(EMPTY);
  });

  it('forgets a step once it is cleared', () => {
    saveDraft('linkman', '7', { name1: 'Bwalya', mobile1: '' });
    clearDraft('linkman', '7');
    expect(localStorage.getItem(draftKey('linkman', '7'))).toBeNull();
  });

  it('saves on every change, so a reload (a new hook) gets the values back', () => {
    const first = renderHook(() => useDraft('linkman', '7', EMPTY));
    act(() => first.result.current.update({ name1: 'Mutale' }));
    act(() => first.result.current.update({ mobile1: '0962' }));
    first.unmount();
    const reloaded = renderHook(() => useDraft('linkman', '7', EMPTY));
    expect(reloaded.result.current.values).toEqual({ name1: 'Mutale', mobile1: '0962' });
  });
});
