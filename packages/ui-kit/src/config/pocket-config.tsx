import type { ReactNode } from 'react';
import { ConfigProvider, setPopupZIndexBase, Toast } from 'react-vant';
import { zhCN } from 'react-vant/es/locale';

import {
  PICKER_OPTION_HEIGHT,
  PICKER_VISIBLE_OPTIONS,
  POPUP_BASE_Z_INDEX,
  TOAST_DURATION_MS,
} from '@pocket/contracts/constants';

import { palette, REACT_VANT_COLOURS } from '../palette/palette';

/** The component library's own texts stay Simplified Chinese (docs/product.md#the-product); product texts are passed in English. */
export const LIBRARY_LOCALE = zhCN;

/**
 * react-vant reads these as CSS variables (`--rv-button-primary-background-color`, ...). Buttons keep the spec's
 * #3271EA; the primary colour, which react-vant uses for blue text (tabs, tags, plain buttons), is its darker shade
 * (palette.blueText, issue 33).
 */
export const THEME_VARS = {
  primaryColor: palette.blueText,
  buttonPrimaryBackgroundColor: palette.button,
  buttonPrimaryBorderColor: palette.button,
} as const;

/** react-vant's own picker default shows 5 options; the product shows 6 of 44 px. */
export const PICKER_DEFAULTS = { itemHeight: PICKER_OPTION_HEIGHT, visibleItemCount: PICKER_VISIBLE_OPTIONS } as const;

let configured = false;

/** `primaryColor` -> `--rv-primary-color`, as ConfigProvider names its CSS variables. */
const cssVariableOf = (key: string) => `--rv-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * Process-wide react-vant defaults that no provider can carry. Popups, dialogs and toasts are teleported to
 * document.body, outside the provider's element, so the theme colours are also set on the root element; imperative
 * toasts render outside the React tree, so their duration (library default 2000 ms) is set here too. Every popup
 * (ours, dialogs, toasts, pickers) stacks from the spec's POPUP_BASE_Z_INDEX: react-vant keeps one counter for all of
 * them, which our patch lets us start there (setPopupZIndexBase, see docs/decisions/0002).
 */
export function configureReactVant(): void {
  if (configured) return;
  configured = true;
  setPopupZIndexBase(POPUP_BASE_Z_INDEX);
  Toast.setDefaultOptions({ duration: TOAST_DURATION_MS });
  if (typeof document !== 'undefined') {
    for (const [key, value] of Object.entries(THEME_VARS)) {
      document.documentElement.style.setProperty(cssVariableOf(key), value);
    }
    // The palette over react-vant's greys, orange, red and green (issue 33): inline on the root outranks :root.
    for (const [name, value] of Object.entries(REACT_VANT_COLOURS)) {
      document.documentElement.style.setProperty(name, value);
    }
  }
}

/** Wraps the app (and every story) so declarative components get the theme and the library locale. */
export function PocketConfigProvider({ children }: { children: ReactNode }) {
  configureReactVant();
  return (
    <ConfigProvider locale={LIBRARY_LOCALE} themeVars={THEME_VARS}>
      {children}
    </ConfigProvider>
  );
}
