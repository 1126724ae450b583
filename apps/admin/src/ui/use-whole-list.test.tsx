import { Refine, useInvalidate } from '@refinedev/core';
import type { DataProvider } from '@refinedev/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { useWholeList } from './use-whole-list';

/** A data provider whose list answers are given in turn (the whole queue, with its target beside it). */
function providerAnswering(...answers: (object | Error)[]) {
  const getList = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) throw next;
    return next as { data: never[]; total: number };
  });
  const refused = async (): Promise<never> => {
    throw new Error('not in this test');
  };
  const dataProvider: DataProvider = { getList, getOne: refused, create: refused, update: refused, deleteOne: refused, getApiUrl: () => '' };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Refine dataProvider={dataProvider} resources={[{ name: 'applications' }]} options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
      {children}
    </Refine>
  );
  return { getList, wrapper };
}

const useListAndInvalidate = () => ({ whole: useWholeList<{ orderId: number }, { targetMinutes: number }>('applications'), invalidate: useInvalidate() });

describe('useWholeList', () => {
  it('gives the items as a list with nothing more to load, and what the answer says besides them', async () => {
    const { wrapper } = providerAnswering({ data: [{ orderId: 5 }], total: 1, targetMinutes: 120 });
    const { result } = renderHook(() => useWholeList<{ orderId: number }, { targetMinutes: number }>('applications'), { wrapper });
    expect(result.current.list.loading).toBe(true);
    await waitFor(() => expect(result.current.list.items).toEqual([{ orderId: 5 }]));
    expect(result.current.besides).toEqual({ targetMinutes: 120 });
    expect(result.current.list).toMatchObject({ loading: false, error: null, hasMore: false, loadingMore: false });
  });

  it('shows a refusal as the list’s error and asks again on retry', async () => {
    const { getList, wrapper } = providerAnswering(new Error('The queue is closed'), { data: [{ orderId: 6 }], total: 1, targetMinutes: 60 });
    const { result } = renderHook(() => useWholeList<{ orderId: number }>('applications'), { wrapper });
    await waitFor(() => expect(result.current.list.error?.message).toBe('The queue is closed'));
    act(() => result.current.list.retry());
    await waitFor(() => expect(result.current.list.items).toEqual([{ orderId: 6 }]));
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('is fetched again when the resource is invalidated (Refine’s refresh after an action)', async () => {
    const { getList, wrapper } = providerAnswering({ data: [{ orderId: 5 }], total: 1, targetMinutes: 120 }, { data: [], total: 0, targetMinutes: 120 });
    const { result } = renderHook(useListAndInvalidate, { wrapper });
    await waitFor(() => expect(result.current.whole.list.items).toHaveLength(1));
    await act(() => result.current.invalidate({ resource: 'applications', invalidates: ['resourceAll'] }));
    await waitFor(() => expect(result.current.whole.list.items).toHaveLength(0));
    expect(getList).toHaveBeenCalledTimes(2);
  });
});
