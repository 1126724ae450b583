import { BUTTON_COLOR } from '@pocket/contracts/constants';

/**
 * Pocket's colours: the only place a colour is written down (ESLint's colours/no-raw-colour refuses a literal anywhere
 * else). Every text colour meets WCAG AA on the surfaces it is used on (4.5:1; 3:1 for large text and the parts of
 * controls): palette.test.ts measures each pair of CONTRAST_PAIRS (./contrast-pairs.ts). docs/accessibility.md
 * explains the choices.
 */
export const palette = {
  // Text.
  /** Body text: 12.6:1 on white. */
  text: '#323233',
  /** Secondary text (labels, notes, dates) instead of react-vant's #969799 (2.9:1): 5.8:1 on white, 5.5:1 on page. */
  textSecondary: '#646566',
  /** Text on a coloured panel or button. */
  textOnColour: '#ffffff',

  // The product's blue.
  /** The spec's default button colour (section 9). White text on it is 4.48:1: decision 0021. */
  button: BUTTON_COLOR,
  /** A darker shade of the button blue for blue text on white (tabs, tags, links, the active step): 6.3:1. */
  blueText: '#2559C7',
  /** The blue of panels carrying white text (home's loan card, the limit banner, me's header): 5.2:1 with white. */
  bluePanel: '#2C66D9',
  /** A light blue surface (an info note's background, the layout's story). */
  blueSurface: '#ecf5ff',

  // States.
  /** Errors and refusals: 6.0:1 on white, 5.4:1 on dangerSurface. */
  danger: '#c41d1d',
  dangerSurface: '#fff1f0',
  /** Done, uploaded: 5.2:1 on white. */
  success: '#0a7d3e',
  /** Warnings and the notice bar's text: 5.3:1 on warningSurface (react-vant's #FF590D was 3.0:1). */
  warning: '#b84300',
  warningSurface: '#fffbe8',

  // Surfaces.
  surface: '#ffffff',
  /** The page behind cards. */
  page: '#f7f8fa',
  /** Lines and the illustrations' light grey parts (not text). */
  line: '#C8CFDA',

  // VIP membership.
  /** The gold of VIP buttons: dark vipInk text on it (10.2:1), never white (1.35:1). */
  vipGold: '#ffd98a',
  vipInk: '#3a2a12',
  /** The card's gradient end: vipGold text on it is 4.7:1. */
  vipDeep: '#7a5a24',
  vipSurface: '#fff7e6',
  /** Text on the VIP card's dark gradient: 5.2:1 on vipDeep, its lighter end. */
  vipText: '#ffe8b0',

  // Activities (turntable, coupons, poster): warm surfaces with a dark brown text.
  activitySurface: '#FFF7EC',
  activityGlow: '#FFE3C2',
  /** Text on the activity surfaces: 6.3:1 on activityGlow. */
  activityInk: '#8A3B12',
  /** Decoration only (the wheel's rim, the poster's gradient): never behind small text. */
  activityOrange: '#F08A24',
  activityPink: '#E8456B',
  activityGoldLight: '#FFD39B',
  activityGoldMid: '#FFC56B',

  // The store page (/details) keeps the store's green: 4.5:1 on white.
  storeGreen: '#01875f',

  // Illustrations (decoration, not text): the phone drawn on home, the empty states.
  illustrationBlueLight: '#E6EEFD',
  illustrationDark: '#1b1b1f',
  illustrationScreen: '#00a3a3',
  illustrationGrey: '#555555',
  illustrationCamera: '#111111',
  /** A card's shadow. */
  shadow: 'rgba(0, 0, 0, 0.15)',
} as const;

export type PaletteColour = keyof typeof palette;

/**
 * react-vant's colour variables set to the palette (on the root element, by configureReactVant): its greys, its
 * orange notice bar, its red and green, and its primary colour, which colours text (tabs, tab bar, tags, plain
 * buttons, the dialog's confirm text) and so takes the darker blueText; the button keeps the spec's colour.
 */
export const REACT_VANT_COLOURS: Record<string, string> = {
  '--rv-primary-color': palette.blueText,
  '--rv-button-primary-background-color': palette.button,
  '--rv-button-primary-border-color': palette.button,
  '--rv-gray-6': palette.textSecondary,
  '--rv-gray-7': palette.textSecondary,
  '--rv-gray-8': palette.text,
  '--rv-text-color': palette.text,
  '--rv-text-color-weak': palette.textSecondary,
  '--rv-red': palette.danger,
  '--rv-danger-color': palette.danger,
  '--rv-green': palette.success,
  '--rv-success-color': palette.success,
  '--rv-orange': palette.warning,
  '--rv-warning-color': palette.warning,
  '--rv-orange-dark': palette.warning,
  '--rv-orange-light': palette.warningSurface,
  '--rv-notice-bar-text-color': palette.warning,
  '--rv-notice-bar-background-color': palette.warningSurface,
  '--rv-input-placeholder-text-color': palette.textSecondary,
  '--rv-field-error-message-color': palette.danger,
  '--rv-nav-bar-text-color': palette.blueText,
  '--rv-nav-bar-icon-color': palette.blueText,
  '--rv-dialog-confirm-button-text-color': palette.blueText,
  '--rv-tab-active-text-color': palette.blueText,
  '--rv-tabbar-item-active-color': palette.blueText,
  '--rv-tag-primary-color': palette.blueText,
  '--rv-tag-danger-color': palette.danger,
  '--rv-tag-success-color': palette.success,
  '--rv-tag-warning-color': palette.warning,
};
