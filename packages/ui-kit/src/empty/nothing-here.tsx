import { palette } from '../palette/palette';
// The empty state's default picture, apart from ./illustrations' others: /home's first load has the not-found page
// (the router's), which shows only this one (docs/performance.md).

export const BLUE = palette.button;
export const PALE = palette.illustrationBlueLight;
export const GREY = palette.line;

export const frame = { width: '100%', height: '100%', viewBox: '0 0 160 160', role: 'img' as const };

/** Nothing here yet: an open, empty tray. Its name is the caller's words (`t('Nothing here')`); English without one. */
export function EmptyIllustration({ name = 'Nothing here' }: { name?: string }) {
  return (
    <svg {...frame} aria-label={name}>
      <ellipse cx="80" cy="132" rx="52" ry="8" fill={PALE} />
      <path d="M36 84l14-34h60l14 34v34a6 6 0 0 1-6 6H42a6 6 0 0 1-6-6z" fill={palette.surface} stroke={GREY} strokeWidth="3" />
      <path d="M36 84h28a16 16 0 0 0 32 0h28" fill="none" stroke={BLUE} strokeWidth="3" strokeLinecap="round" />
      <path d="M62 38l-6-10M80 34V22M98 38l6-10" stroke={GREY} strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
