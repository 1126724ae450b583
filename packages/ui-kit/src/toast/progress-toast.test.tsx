import { screen, waitFor } from '@testing-library/react';
import { Toast } from 'react-vant';
import { describe, expect, it, vi } from 'vitest';

import { TOAST_DURATION_MS } from '@pocket/contracts/constants';

import { PROGRESS_TEXT, showProgressToast, showTimedToast, withProgressToast } from './progress-toast';

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

/** A toast with this text that is on screen (not one still leaving from an earlier test). */
const isOpen = (text: string) =>
  screen.queryAllByText(text).some((node) => {
    const toast = node.closest<HTMLElement>('.rv-toast');
    return !!toast && !/exit/.test(toast.className) && toast.style.display !== 'none';
  });

describe('a progress toast opened while a message toast that blocks clicks is on screen', () => {
  it('waits until the message has had its 3 s, so the message is read to its end', async () => {
    const shown = Date.now();
    showTimedToast('Your account is closed', 'info', true);
    const clear = showProgressToast('Loading...');
    await screen.findByText('Your account is closed');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(isOpen('Your account is closed')).toBe(true);
    expect(isOpen('Loading...')).toBe(false);
    await waitFor(() => expect(isOpen('Loading...')).toBe(true), { timeout: 4_000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(TOAST_DURATION_MS);
    clear();
    await waitFor(() => expect(isOpen('Loading...')).toBe(false));
  });

  it('never shows when the wait ends before the message', async () => {
    showTimedToast('Server says no', 'fail', true);
    await screen.findByText('Server says no');
    const clear = showProgressToast('Sending...');
    await new Promise((resolve) => setTimeout(resolve, 200));
    clear();
    await waitFor(() => expect(isOpen('Server says no')).toBe(false), { timeout: 4_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isOpen('Sending...')).toBe(false);
  });
});

describe('a progress toast opened while a hint that leaves clicks free is on screen', () => {
  it("opens at once: the borrower's tap started it", async () => {
    showTimedToast('Please read privacy agreement');
    await screen.findByText('Please read privacy agreement');
    const clear = showProgressToast('Log In...');
    // well inside the hint's 3 s, with room for a loaded machine
    await waitFor(() => expect(isOpen('Log In...')).toBe(true), { timeout: 1_500 });
    clear();
    await waitFor(() => expect(isOpen('Log In...')).toBe(false));
  });
});

describe('a progress toast cleared before react-vant has rendered it', () => {
  it('still closes once it renders (it would otherwise stay and block clicks for good)', async () => {
    // Whether react-vant has rendered it yet depends on the machine's load, so the test watches for the render
    // itself rather than giving it a fixed time.
    let rendered = false;
    const watch = new MutationObserver(() => {
      rendered ||= screen.queryAllByText('Binding...').length > 0;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    const clear = showProgressToast('Binding...');
    clear();
    // Under a heavy load the clear can also win before react-vant renders it at all: then it must never appear, so
    // the checks below run either way, and again after a further wait in case the render came late.
    await waitFor(() => expect(rendered).toBe(true), { timeout: 5_000 }).catch(() => undefined);
    if (!rendered) await new Promise((resolve) => setTimeout(resolve, 2_000));
    watch.disconnect();
    await waitFor(
      () => {
        expect(isOpen('Binding...')).toBe(false);
        expect(document.body).not.toHaveClass('rv-toast--unclickable');
      },
      { timeout: 5_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(isOpen('Binding...')).toBe(false);
    expect(document.body).not.toHaveClass('rv-toast--unclickable');
  });
});

describe('a progress toast cleared between react-vant rendering it and making it visible', () => {
  it('still closes (a clear in that gap used to be undone by the effect that makes it visible)', async () => {
    const real = Toast.loading;
    let shown: { clear(): void } | undefined;
    const spy = vi.spyOn(Toast, 'loading').mockImplementation((options) => (shown = real(options)));
    const clear = showProgressToast('Binding...');
    spy.mockRestore();
    const unrendered = shown!.clear;
    // react-vant gives the toast its real clear when it renders it, and makes it visible in an effect after that.
    await new Promise<void>((resolve) => {
      const poll = () => (shown!.clear === unrendered ? setImmediate(poll) : resolve());
      poll();
    });
    expect(isOpen('Binding...')).toBe(false); // rendered, not yet visible: the gap
    clear();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(isOpen('Binding...')).toBe(false);
    expect(document.body).not.toHaveClass('rv-toast--unclickable');
  });
});

describe('a progress toast cleared at any moment of its opening', () => {
  it('closes, and leaves clicks free, whenever the clear comes (react-vant makes it visible a moment after rendering it)', async () => {
    // Each clear lands at a different point: before the render, between the render and the effect that makes the
    // toast visible, during its fade-in, after it. Every one must close it.
    for (let delay = 0; delay <= 40; delay += 1) {
      const clear = showProgressToast('Sending...');
      await new Promise((resolve) => setTimeout(resolve, delay));
      clear();
    }
    await waitFor(
      () => {
        expect(isOpen('Sending...')).toBe(false);
        expect(document.body).not.toHaveClass('rv-toast--unclickable');
      },
      { timeout: 5_000 },
    );
  }, 20_000);
});
