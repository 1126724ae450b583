import { GOOGLE_IDENTITY_SCRIPT } from '../config';

/** The part of Google Identity Services (`google.accounts.id`) this feature uses. */
export interface GoogleIdApi {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup';
    use_fedcm_for_prompt?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(listener?: (notification: PromptNotification) => void): void;
}

export interface PromptNotification {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  isDismissedMoment?: () => boolean;
  getNotDisplayedReason?: () => string;
  getSkippedReason?: () => string;
  getDismissedReason?: () => string;
}

type WindowWithGoogle = Window & { google?: { accounts?: { id?: GoogleIdApi } } };

export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
}

let loading: Promise<GoogleIdApi> | null = null;

/** Loads the GIS library once; a failed load may be retried on the next click. */
export function loadGoogleIdentity(src = GOOGLE_IDENTITY_SCRIPT): Promise<GoogleIdApi> {
  const existing = (window as WindowWithGoogle).google?.accounts?.id;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<GoogleIdApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const api = (window as WindowWithGoogle).google?.accounts?.id;
      if (api) resolve(api);
      else reject(new GoogleSignInError('Google Identity Services loaded without google.accounts.id'));
    };
    script.onerror = () => reject(new GoogleSignInError(`Could not load ${src}`));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Asks Google for an ID token (the `authCode` the server verifies); rejects when the user closes or Google declines. */
export async function requestGoogleIdToken(clientId: string, load: () => Promise<GoogleIdApi> = loadGoogleIdentity) {
  const api = await load();
  return new Promise<string>((resolve, reject) => {
    api.initialize({
      client_id: clientId,
      ux_mode: 'popup',
      use_fedcm_for_prompt: true,
      cancel_on_tap_outside: true,
      callback: ({ credential }) =>
        credential ? resolve(credential) : reject(new GoogleSignInError('Google answered without a credential')),
    });
    api.prompt((n) => {
      if (n.isNotDisplayed?.()) reject(new GoogleSignInError(`not displayed: ${n.getNotDisplayedReason?.() ?? ''}`));
      else if (n.isSkippedMoment?.()) reject(new GoogleSignInError(`skipped: ${n.getSkippedReason?.() ?? ''}`));
      else if (n.isDismissedMoment?.() && n.getDismissedReason?.() !== 'credential_returned')
        reject(new GoogleSignInError(`dismissed: ${n.getDismissedReason?.() ?? ''}`));
    });
  });
}

/** docs/product.md#error-catalogue: Google library and sign-in failures are reported internally only, never shown to the user. */
export function reportGoogleFailure(error: unknown): void {
  console.warn('[google-sign-in]', error instanceof Error ? error.message : error);
}
