import { afterEach, describe, expect, it, vi } from 'vitest';

import type { GoogleIdApi, PromptNotification } from './google-identity';
import { loadGoogleIdentity, requestGoogleIdToken } from './google-identity';

function fakeGoogle(behaviour: { credential?: string; notification?: PromptNotification }): GoogleIdApi {
  let callback: (r: { credential?: string }) => void = () => {};
  return {
    initialize: vi.fn((config) => {
      callback = config.callback;
    }),
    prompt: vi.fn((listener) => {
      if (behaviour.notification) listener?.(behaviour.notification);
      else callback({ credential: behaviour.credential });
    }),
  };
}

describe('Google Identity Services', () => {
  afterEach(() => {
    delete (window as { google?: unknown }).google;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('answers the ID token Google returns, initialised with the configured client id', async () => {
    const google = fakeGoogle({ credential: 'header.payload.signature' });
    await expect(requestGoogleIdToken('client-1.apps.googleusercontent.com', async () => google)).resolves.toBe(
      'header.payload.signature',
    );
    expect(google.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1.apps.googleusercontent.com' }));
  });

  it('rejects when Google does not show the prompt', async () => {
    const google = fakeGoogle({ notification: { isNotDisplayed: () => true, getNotDisplayedReason: () => 'opt_out_or_no_session' } });
    await expect(requestGoogleIdToken('id', async () => google)).rejects.toThrow('not displayed: opt_out_or_no_session');
  });

  it('rejects when the user dismisses the prompt', async () => {
    const google = fakeGoogle({ notification: { isDismissedMoment: () => true, getDismissedReason: () => 'cancel_called' } });
    await expect(requestGoogleIdToken('id', async () => google)).rejects.toThrow('dismissed: cancel_called');
  });

  it('rejects when the library script fails to load, and tries again on the next call', async () => {
    const first = loadGoogleIdentity('https://accounts.example.invalid/gsi/client');
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('https://accounts.example.invalid/gsi/client');
    script.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Could not load');
    const second = loadGoogleIdentity('https://accounts.example.invalid/gsi/client');
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
    const api = fakeGoogle({});
    (window as { google?: unknown }).google = { accounts: { id: api } };
    document.head.querySelectorAll('script')[1]!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBe(api);
  });
});
