import { palette } from '../palette/palette';
import { BLUE, frame, GREY, PALE } from './nothing-here';
// Pocket's own empty-state illustrations: small inline SVGs, part of the app's JavaScript (so the service worker
// precaches them with the bundle) instead of react-vant's images from img.yzcdn.cn. The default one is in
// ./nothing-here, the error one in ./something-wrong.

export { EmptyIllustration } from './nothing-here';
export { ErrorIllustration } from './something-wrong';

/** Nothing found: a magnifying glass. */
export function SearchIllustration({ name = 'Nothing found' }: { name?: string }) {
  return (
    <svg {...frame} aria-label={name}>
      <ellipse cx="80" cy="132" rx="52" ry="8" fill={PALE} />
      <circle cx="72" cy="70" r="32" fill={palette.surface} stroke={BLUE} strokeWidth="4" />
      <path d="M96 94l26 26" stroke={BLUE} strokeWidth="8" strokeLinecap="round" />
      <path d="M58 62a16 16 0 0 1 14-10" fill="none" stroke={GREY} strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** No connection: a cloud crossed out. */
export function NetworkIllustration({ name = 'No connection' }: { name?: string }) {
  return (
    <svg {...frame} aria-label={name}>
      <ellipse cx="80" cy="132" rx="52" ry="8" fill={PALE} />
      <path d="M52 104a22 22 0 0 1 2-44 30 30 0 0 1 56 6 19 19 0 0 1-2 38z" fill={palette.surface} stroke={GREY} strokeWidth="3" />
      <path d="M40 36l80 80" stroke={BLUE} strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
