import { describe, expect, it, vi } from 'vitest';

import { checkInstallOfferLater, decideInstallOffer, installedRedirectUrl } from './install-offer';
import { detectPlatform } from './platform';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; TECNO KI5q Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('detectPlatform', () => {
  it('tells iOS, Android Chrome and other Android browsers apart', () => {
    expect(detectPlatform(UA.iphoneSafari)).toBe('ios');
    expect(detectPlatform(UA.ipadOs, 5)).toBe('ios');
    expect(detectPlatform(UA.androidChrome)).toBe('android-chrome');
    expect(detectPlatform(UA.samsung)).toBe('android-other');
    expect(detectPlatform(UA.androidFirefox)).toBe('android-other');
    expect(detectPlatform(UA.androidWebView)).toBe('android-other');
    expect(detectPlatform(UA.desktopChrome)).toBe('other');
    expect(detectPlatform(UA.ipadOs, 0)).toBe('other');
  });
});

describe('decideInstallOffer', () => {
  it('offers the Add To Desktop popup when the browser gave an install prompt', () => {
    expect(decideInstallOffer({ promptAvailable: true, platform: 'android-chrome', standalone: false })).toBe('prompt');
  });

  it('offers the iOS steps on iOS and the Chrome steps on other Android browsers', () => {
    expect(decideInstallOffer({ promptAvailable: false, platform: 'ios', standalone: false })).toBe('ios');
    expect(decideInstallOffer({ promptAvailable: false, platform: 'android-other', standalone: false })).toBe(
      'android-other',
    );
  });

  it('is skipped silently without install support or when already installed', () => {
    expect(decideInstallOffer({ promptAvailable: false, platform: 'android-chrome', standalone: false })).toBeNull();
    expect(decideInstallOffer({ promptAvailable: false, platform: 'other', standalone: false })).toBeNull();
    expect(decideInstallOffer({ promptAvailable: true, platform: 'android-chrome', standalone: true })).toBeNull();
    expect(decideInstallOffer({ promptAvailable: false, platform: 'ios', standalone: true })).toBeNull();
  });
});

describe('checkInstallOfferLater', () => {
  it('checks for the prompt after 1 second, not before', async () => {
    const order: string[] = [];
    const context = vi.fn(() => {
      order.push('check');
      return { promptAvailable: true, platform: 'other' as const, standalone: false };
    });
    const wait = vi.fn((ms: number) => {
      order.push(`wait ${ms}`);
      return Promise.resolve();
    });
    const open = vi.fn();
    await expect(checkInstallOfferLater({ context, open, wait })).resolves.toBe('prompt');
    expect(order).toEqual(['wait 1000', 'check']);
    expect(open).toHaveBeenCalledWith('prompt');
  });

  it('opens nothing when there is nothing to offer', async () => {
    const open = vi.fn();
    const context = () => ({ promptAvailable: false, platform: 'other' as const, standalone: false });
    await checkInstallOfferLater({ context, open, wait: () => Promise.resolve() });
    expect(open).not.toHaveBeenCalled();
  });
});

describe('installedRedirectUrl', () => {
  it('sends the installed app to the site root with source=pwa and the channel code', () => {
    expect(installedRedirectUrl('WM2')).toBe('/?source=pwa&appChannelCode=WM2');
    expect(installedRedirectUrl('h5')).toBe('/?source=pwa&appChannelCode=h5');
  });
});
