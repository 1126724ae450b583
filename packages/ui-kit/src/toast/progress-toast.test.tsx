import { screen, waitFor } from '@testing-library/react';
import { Toast } from 'react-vant';
import { describe, expect, it } from 'vitest';

import { PROGRESS_TEXT, showProgressToast, withProgressToast } from './progress-toast';

const isClosing = (text: string) => {
  const toast = screen.queryByText(text)?.closest('.rv-toast');
  return !toast || /exit/.test(toast.className);
};

describe('progress toasts (docs/product.md#error-catalogue)', () => {
  it("names the spec's texts", () => {
    expect(Object.values(PROGRESS_TEXT)).toEqual(['Log In...', 'Sending...', 'Loading...', 'Binding...']);
  });

  it('stays until cleared and blocks clicks meanwhile', async () => {
    const clear = showProgressToast('Log In...');
    expect(await screen.findByText('Log In...')).toBeInTheDocument();
    expect(document.body).toHaveClass('rv-toast--unclickable');
    clear();
    await waitFor(() => expect(isClosing('Log In...')).toBe(true));
    expect(document.body).not.toHaveClass('rv-toast--unclickable');
  });

  it('clears after the work fails as well as after it succeeds', async () => {
    await expect(withProgressToast('Sending...', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await waitFor(() => expect(isClosing('Sending...')).toBe(true));
    await expect(withProgressToast('Binding...', () => Promise.resolve(7))).resolves.toBe(7);
    await waitFor(() => expect(isClosing('Binding...')).toBe(true));
  });
});

describe('a progress toast replaced by another toast', () => {
  it('clearing it later does not close the newer toast (an API error toast, say)', async () => {
    const clear = showProgressToast('Loading...');
    await screen.findByText('Loading...');
    Toast.info({ message: 'Server says no', forbidClick: true });
    await screen.findByText('Server says no');
    await waitFor(() => expect(isClosing('Loading...')).toBe(true));
    clear();
    expect(isClosing('Server says no')).toBe(false);
  });
});
