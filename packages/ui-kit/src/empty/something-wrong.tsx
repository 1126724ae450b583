import { palette } from '../palette/palette';
import { frame, GREY, PALE } from './nothing-here';
// The error picture apart from ./illustrations' others: the landing page shows it when its products fail to load
// (EmptyFrame), without the others in its first load (docs/performance.md).

/** Something went wrong: a page with a warning sign. Its name is the caller's words (`t('Something went wrong')`). */
export function ErrorIllustration({ name = 'Something went wrong' }: { name?: string }) {
  return (
    <svg {...frame} aria-label={name}>
      <ellipse cx="80" cy="132" rx="52" ry="8" fill={PALE} />
      <path d="M48 24h48l20 20v80a6 6 0 0 1-6 6H48a6 6 0 0 1-6-6V30a6 6 0 0 1 6-6z" fill={palette.surface} stroke={GREY} strokeWidth="3" />
      <path d="M96 24v20h20" fill="none" stroke={GREY} strokeWidth="3" strokeLinejoin="round" />
      <circle cx="80" cy="84" r="22" fill={palette.dangerSurface} stroke={palette.danger} strokeWidth="3" />
      <path d="M80 72v14" stroke={palette.danger} strokeWidth="4" strokeLinecap="round" />
      <circle cx="80" cy="95" r="2.5" fill={palette.danger} />
    </svg>
  );
}
