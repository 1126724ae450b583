import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { usePayIntent } from './use-pay-intent';
import type { IntentAnswer } from './use-pay-intent';

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

  it('keeps one key across re-renders and retries until settled, and hands back what send answered', async () => {
    const keys: string[] = [];
    const answers: IntentAnswer<string>[] = [{ settled: false, value: 'network' }, { settled: true, value: 'spun' }, { settled: true, value: 'again' }];
    const send = async (_body: null, key: string) => {
      keys.push(key);
      return answers.shift()!;
    };
    const { result, rerender } = renderHook(() => usePayIntent<null, string>('test:value', send));
    let value: string | undefined;
    await act(async () => void (value = await result.current.pay(null)));
    expect(value).toBe('network');
    rerender();
    await act(async () => void (value = await result.current.pay(null)));
    expect(value).toBe('spun');
    await act(async () => void (value = await result.current.pay(null)));
    expect(value).toBe('again');
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[2]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
