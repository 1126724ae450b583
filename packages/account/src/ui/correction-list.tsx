import { useText } from '@pocket/app-core/i18n';
import { CORRECTION_FIELDS } from '@pocket/contracts/api/data-rights';
import type { CorrectionView } from '@pocket/contracts/api/data-rights';
import { palette } from '@pocket/ui-kit/palette';

import { whenText } from './complaint-list';

export const CORRECTION_LIST_TEXT = {
  title: 'Your requests',
  none: 'You have not asked for a correction yet.',
  waiting: 'Waiting for our answer. We answer within 2 working days and send you an SMS.',
  /** Said through `t` with `{when}` (whenText). */
  answered: 'Answered {when}',
  /** Said through `t` with `{when}` (whenText), when the desk corrected the data. */
  corrected: 'Answered {when}: we corrected your data',
} as const;

/** The borrower's correction requests, newest first, with the desk's answer once given. */
export function CorrectionList({ items }: { items: readonly CorrectionView[] }) {
  const t = useText();
  return (
    <section aria-labelledby="correction-list-title" style={{ padding: '0 16px 24px' }}>
      <h2 id="correction-list-title" style={{ fontSize: 16 }}>
        {t(CORRECTION_LIST_TEXT.title)}
      </h2>
      {items.length === 0 && <p style={{ color: palette.textSecondary }}>{t(CORRECTION_LIST_TEXT.none)}</p>}
      {items.map((c) => (
        <article key={c.reference} data-testid="correction" style={{ background: palette.surface, borderRadius: 8, padding: 12, marginBottom: 12 }}>
          <h3 style={{ fontSize: 14, margin: 0 }}>
            {c.reference}: {t(CORRECTION_FIELDS[c.field])}
          </h3>
          <p style={{ margin: '6px 0', whiteSpace: 'pre-wrap' }}>{c.text}</p>
          {c.status === 'ANSWERED' && c.answeredAt ? (
            <div role="note" style={{ background: palette.blueSurface, color: palette.blueText, borderRadius: 8, padding: 8 }}>
              <strong>{t(c.corrected ? CORRECTION_LIST_TEXT.corrected : CORRECTION_LIST_TEXT.answered, { when: whenText(c.answeredAt) })}</strong>
              <p style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{c.answer}</p>
            </div>
          ) : (
            <p style={{ margin: 0, color: palette.textSecondary, fontSize: 13 }}>{t(CORRECTION_LIST_TEXT.waiting)}</p>
          )}
        </article>
      ))}
    </section>
  );
}
