import { describe, expect, it, vi } from 'vitest';

import { captureInstallPrompt } from './install-prompt';

function fakeInstallEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

describe('captureInstallPrompt', () => {
  it('captures the browser install event and suppresses its own mini-infobar', () => {
    const target = new EventTarget();
    const install = captureInstallPrompt(target);
    expect(install.available()).toBe(false);
    const { event } = fakeInstallEvent('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(install.available()).toBe(true);
  });

  it('uses the captured prompt once and reports the borrower choice', async () => {
    const target = new EventTarget();
    const install = captureInstallPrompt(target);
    const { event, prompt } = fakeInstallEvent('accepted');
    target.dispatchEvent(event);
    await expect(install.prompt()).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    await expect(install.prompt()).resolves.toBe('unavailable');
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('clears the prompt after a dismissed attempt too', async () => {
    const target = new EventTarget();
    const install = captureInstallPrompt(target);
    target.dispatchEvent(fakeInstallEvent('dismissed').event);
    await expect(install.prompt()).resolves.toBe('dismissed');
    expect(install.available()).toBe(false);
  });

  it('captures only the first event of the page', async () => {
    const target = new EventTarget();
    const install = captureInstallPrompt(target);
    const first = fakeInstallEvent('dismissed');
    const second = fakeInstallEvent('accepted');
    target.dispatchEvent(first.event);
    target.dispatchEvent(second.event);
    await install.prompt();
    expect(first.prompt).toHaveBeenCalledTimes(1);
    expect(second.prompt).not.toHaveBeenCalled();
  });

  it('stops listening once disposed', () => {
    const target = new EventTarget();
    const install = captureInstallPrompt(target);
    install.dispose();
    target.dispatchEvent(fakeInstallEvent('accepted').event);
    expect(install.available()).toBe(false);
  });
});
