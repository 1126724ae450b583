import { useText } from '@pocket/app-core/i18n';
import { COMPLAINT_CATEGORIES } from '@pocket/contracts/api/complaints';
import type { ComplaintView } from '@pocket/contracts/api/complaints';
import { palette } from '@pocket/ui-kit/palette';

const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lusaka', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** '29 Nov, 10:00' in Lusaka time. */
export const whenText = (iso: string) => time.format(Date.parse(iso)).replace(' at ', ', ');

export const COMPLAINT_LIST_TEXT = {
  title: 'Your complaints',
  none: 'You have not written to us yet.',
  /** Said through `t` with `{when}` (whenText). */
  waiting: 'Waiting for our answer. We aim to answer by {when}.',
  /** Said through `t` with `{when}` (whenText). */
  answered: 'Answered {when}',
} as const;

/** The borrower's complaints, newest first: reference, what it is about, and the answer or when it is due. */
export function ComplaintList({ items }: { items: readonly ComplaintView[] }) {
  const t = useText();
  return (
    <section aria-labelledby="complaint-list-title" style={{ padding: '0 16px 24px' }}>
      <h2 id="complaint-list-title" style={{ fontSize: 16 }}>
        {t(COMPLAINT_LIST_TEXT.title)}
      </h2>
      {items.length === 0 && <p style={{ color: palette.textSecondary }}>{t(COMPLAINT_LIST_TEXT.none)}</p>}
      {items.map((c) => (
        <article key={c.reference} data-testid="complaint" style={{ background: palette.surface, borderRadius: 8, padding: 12, marginBottom: 12 }}>
          <h3 style={{ fontSize: 14, margin: 0 }}>
            {c.reference}: {t(COMPLAINT_CATEGORIES[c.category])}
          </h3>
          <p style={{ margin: '6px 0', whiteSpace: 'pre-wrap' }}>{c.text}</p>
          {c.status === 'ANSWERED' && c.answeredAt ? (
            <div role="note" style={{ background: palette.blueSurface, color: palette.blueText, borderRadius: 8, padding: 8 }}>
              <strong>{t(COMPLAINT_LIST_TEXT.answered, { when: whenText(c.answeredAt) })}</strong>
              <p style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{c.answer}</p>
            </div>
          ) : (
            <p style={{ margin: 0, color: palette.textSecondary, fontSize: 13 }}>{t(COMPLAINT_LIST_TEXT.waiting, { when: whenText(c.answerBy) })}</p>
          )}
        </article>
      ))}
    </section>
  );
}
