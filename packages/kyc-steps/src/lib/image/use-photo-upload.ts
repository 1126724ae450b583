import { useCallback, useRef, useState } from 'react';

import { preparePhoto } from './prepare-photo';
import { retrying } from './retrying';
import type { RetryOptions } from './retrying';

/** Sends a `data:` URL and answers the stored upload's id, reporting upload progress from 0 to 1. */
export type UploadBase64 = (dataUrl: string, onProgress: (fraction: number) => void) => Promise<string>;

export type PhotoUploadState =
  | { status: 'idle' }
  | { status: 'compressing' }
  | { status: 'uploading'; percent: number; attempt: number }
  | { status: 'done'; id: string; preview: string }
  | { status: 'failed'; problem: UploadProblem }
  /** The server refused the photo: its `msg`, said as it sends it (in the `lang` header's language where it has it). */
  | { status: 'failed'; problem: 'server'; msg: string };

/** Why a photo failed on the phone, in English: the key of the words the borrower reads (said through `t`, issue 48). */
export const UPLOAD_TEXT = {
  unsent: 'The photo could not be sent. Check your connection and tap Retry.',
  unreadable: 'This photo could not be read. Please choose another one.',
};
export type UploadProblem = keyof typeof UPLOAD_TEXT;

type Options = {
  upload: UploadBase64;
  onUploaded: (id: string) => void;
  prepare?: (file: Blob) => Promise<string>;
  retry?: RetryOptions;
};

/** Compress, then upload with automatic retries; after the last failure the borrower can retry the same photo. */
export function usePhotoUpload({ upload, onUploaded, prepare = preparePhoto, retry: retryOptions }: Options) {
  const [state, setState] = useState<PhotoUploadState>({ status: 'idle' });
  const prepared = useRef<string | null>(null);

  const send = useCallback(
    async (dataUrl: string) => {
      try {
        const id = await retrying((attempt) => {
          setState({ status: 'uploading', percent: 0, attempt });
          return upload(dataUrl, (fraction) =>
            setState({ status: 'uploading', percent: Math.round(Math.min(1, fraction) * 100), attempt }),
          );
        }, retryOptions);
        prepared.current = null;
        setState({ status: 'done', id, preview: dataUrl });
        onUploaded(id);
      } catch (error) {
        const msg = (error as { msg?: unknown })?.msg;
        setState(typeof msg === 'string' && msg ? { status: 'failed', problem: 'server', msg } : { status: 'failed', problem: 'unsent' });
      }
    },
    [upload, onUploaded, retryOptions],
  );

  const choose = useCallback(
    async (file: Blob) => {
      setState({ status: 'compressing' });
      try {
        prepared.current = await prepare(file);
      } catch {
        setState({ status: 'failed', problem: 'unreadable' });
        return;
      }
      await send(prepared.current);
    },
    [prepare, send],
  );

  /** A photo already compressed (a captured camera frame). */
  const sendPrepared = useCallback(
    (dataUrl: string) => {
      prepared.current = dataUrl;
      return send(dataUrl);
    },
    [send],
  );

  const retry = useCallback(() => (prepared.current ? send(prepared.current) : undefined), [send]);

  return { state, choose, sendPrepared, retry, canRetry: state.status === 'failed' && prepared.current !== null };
}
