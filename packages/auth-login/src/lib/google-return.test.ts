import { describe, expect, it } from 'vitest';

import { idTokenFromHash, sandboxSignInUrl, takeIdTokenFromLocation } from './google-return';

describe('coming back from the sandbox Google page', () => {
  it('reads the ID token from the fragment', () => {
    expect(idTokenFromHash('#google_id_token=abc.def.ghi')).toBe('abc.def.ghi');
    expect(idTokenFromHash('#other=1')).toBeNull();
    expect(idTokenFromHash('')).toBeNull();
  });

  it('takes the token out of the address bar, keeping path and query', () => {
    window.history.replaceState(null, '', '/home?appChannelCode=WM2#google_id_token=t0k');
    expect(takeIdTokenFromLocation()).toBe('t0k');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/home?appChannelCode=WM2');
    expect(takeIdTokenFromLocation()).toBeNull();
  });

  it('opens the stand-in page with the page to come back to', () => {
    expect(sandboxSignInUrl('/dev/google/sign-in', '/qp?x=1')).toBe('/dev/google/sign-in?return_to=%2Fqp%3Fx%3D1');
  });
});
