import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { usePhotoUpload } from './use-photo-upload';

const noWait = { sleep: async () => {} };
const photo = new Blob(['x'], { type: 'image/jpeg' });

describe('photo upload with progress and retry', () => {
  it('compresses, shows upload progress, and hands over the upload id', async () => {
    const onUploaded = vi.fn();
    let finish: (id: string) => void = () => {};
    let prepared: (data: string) => void = () => {};
    const { result } = renderHook(() =>
      usePhotoUpload({
        prepare: () => new Promise<string>((resolve) => (prepared = resolve)),
        upload: (_data, onProgress) => {
          onProgress(0.5);
          return new Promise<string>((resolve) => (finish = resolve));
        },
        onUploaded,
        retry: noWait,
      }),
    );
    let done: Promise<void> = Promise.resolve();
    act(() => void (done = result.current.choose(photo)));
    expect(result.current.state).toEqual({ status: 'compressing' });
    await act(async () => prepared('data:image/jpeg;base64,AAAA'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'uploading', percent: 50, attempt: 1 }));
    await act(async () => {
      finish('upl_0123456789abcdef');
      await done;
    });
    expect(result.current.state).toEqual({ status: 'done', id: 'upl_0123456789abcdef', preview: 'data:image/jpeg;base64,AAAA' });
    expect(onUploaded).toHaveBeenCalledWith('upl_0123456789abcdef');
  });

  it('retries a dropped upload by itself, then offers Retry with the same compressed photo', async () => {
    const sent: string[] = [];
    let failing = true;
    const { result } = renderHook(() =>
      usePhotoUpload({
        prepare: async () => 'data:image/jpeg;base64,BBBB',
        upload: async (data) => {
          sent.push(data);
          if (failing) throw new Error('Network Error');
          return 'upl_retry_0123456789';
        },
        onUploaded: () => {},
        retry: noWait,
      }),
    );
    await act(() => result.current.choose(photo));
    expect(sent).toHaveLength(3);
    expect(result.current.state).toEqual({ status: 'failed', problem: 'unsent' });
    expect(result.current.canRetry).toBe(true);
    failing = false;
    await act(async () => {
      await result.current.retry();
    });
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'done', id: 'upl_retry_0123456789' }));
    expect(new Set(sent)).toEqual(new Set(['data:image/jpeg;base64,BBBB']));
  });

  it("shows the server's refusal and does not retry it", async () => {
    const upload = vi.fn(async () => {
      throw { code: 400, msg: 'content: the image is larger than 5 MB' };
    });
    const { result } = renderHook(() => usePhotoUpload({ prepare: async () => 'data:x', upload, onUploaded: () => {}, retry: noWait }));
    await act(() => result.current.choose(photo));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(result.current.state).toEqual({ status: 'failed', problem: 'server', msg: 'content: the image is larger than 5 MB' });
  });

  it('asks for another photo when this one cannot be read', async () => {
    const { result } = renderHook(() =>
      usePhotoUpload({
        prepare: async () => {
          throw new Error('decode');
        },
        upload: async () => 'never',
        onUploaded: () => {},
      }),
    );
    await act(() => result.current.choose(photo));
    expect(result.current.state).toEqual({ status: 'failed', problem: 'unreadable' });
    expect(result.current.canRetry).toBe(false);
  });
});
