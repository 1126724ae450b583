import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { usePayIntent } from './use-pay-intent';

type Body = { payAmount: number };

/** A `send` whose answers the test releases one by one, recording the keys it was given. */
function scriptedSend() {
  const keys: string[] = [];
  const pending: ((ok: boolean) => void)[] = [];
  const send = (_body: Body, key: string) => {
    keys.push(key);
    return new Promise<boolean>((resolve) => pending.push(resolve));
  };
  const answer = async (ok: boolean) => act(async () => pending.shift()!(ok));
  return { send, keys, answer };
}

describe('usePayIntent: one payment at a time, one Idempotency-Key per intent', () => {
  it('ignores a second tap while the first payment is in flight', async () => {
    const api = scriptedSend();
    const { result } = renderHook(() => usePayIntent<Body>('test:double-tap', api.send));
    act(() => void result.current.pay({ payAmount: 100 }));
    act(() => void result.current.pay({ payAmount: 100 }));
    expect(result.current.submitting).toBe(true);
    expect(api.keys).toHaveLength(1);
    await api.answer(true);
    expect(result.current.submitting).toBe(false);
  });

  it('reuses the key when the same body is retried after a failure', async () => {
    const api = scriptedSend();
    const { result } = renderHook(() => usePayIntent<Body>('test:retry', api.send));
    act(() => void result.current.pay({ payAmount: 100 }));
    await api.answer(false);
    act(() => void result.current.pay({ payAmount: 100 }));
    await api.answer(false);
    expect(api.keys).toHaveLength(2);
    expect(api.keys[1]).toBe(api.keys[0]);
  });

  it('uses a new key after a success settled the intent, or when the body changes', async () => {
    const api = scriptedSend();
    const { result } = renderHook(() => usePayIntent<Body>('test:settle', api.send));
    act(() => void result.current.pay({ payAmount: 100 }));
    await api.answer(false);
    act(() => void result.current.pay({ payAmount: 120 }));
    await api.answer(true);
    act(() => void result.current.pay({ payAmount: 120 }));
    await api.answer(true);
    expect(new Set(api.keys).size).toBe(3);
  });
});
