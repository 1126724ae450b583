/** Where an install offer can come from, judged from the browser. */
export type InstallPlatform = 'ios' | 'android-chrome' | 'android-other' | 'other';

// Browsers built on Chromium that say "Chrome/" in their user agent but cannot install from Chrome's menu.
const CHROME_LOOKALIKES = /SamsungBrowser|EdgA|OPR\/|OPT\/|UCBrowser|YaBrowser|MiuiBrowser|HuaweiBrowser|HeyTapBrowser|Firefox|FxiOS|; wv\)/;

export function detectPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  // iPadOS 13+ reports itself as a Mac; touch points give it away.
  if (/iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (!/Android/.test(userAgent)) return 'other';
  return /Chrome\/\d/.test(userAgent) && !CHROME_LOOKALIKES.test(userAgent) ? 'android-chrome' : 'android-other';
}

/** True when the app already runs from the home screen: nothing to offer then. */
export function isStandalone(win: Pick<Window, 'matchMedia' | 'navigator'>): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches);
}
