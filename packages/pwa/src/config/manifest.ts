import { APP_NAME, APP_SLOGAN, BUTTON_COLOR } from '@pocket/contracts/constants';
import { palette } from '@pocket/ui-kit/palette';

/** One icon of the web app manifest; `file` is the committed PNG under assets/icons/. */
export interface PwaIcon {
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

export const PWA_ICONS: readonly PwaIcon[] = [
  { file: 'pocket-192.png', size: 192, purpose: 'any' },
  { file: 'pocket-512.png', size: 512, purpose: 'any' },
  { file: 'pocket-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** iOS ignores the manifest's icons and reads this one from a link tag. */
export const APPLE_TOUCH_ICON: PwaIcon = { file: 'apple-touch-icon-180.png', size: 180, purpose: 'any' };

export const ICONS_DIR = 'icons';
export const MANIFEST_FILE = 'manifest.webmanifest';
/** Where an installed app opens; `source=pwa` tells the server and tracking that the borrower came from the icon. */
export const PWA_START_URL = '/?source=pwa';

export const webAppManifest = {
  id: '/',
  name: APP_NAME,
  short_name: APP_NAME,
  description: `${APP_NAME}: ${APP_SLOGAN}`,
  lang: 'en',
  start_url: PWA_START_URL,
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: BUTTON_COLOR,
  background_color: palette.surface,
  icons: PWA_ICONS.map((icon) => ({
    src: `/${ICONS_DIR}/${icon.file}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  })),
} as const;
