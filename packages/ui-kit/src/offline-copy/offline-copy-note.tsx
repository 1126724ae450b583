import { useKitText } from '@pocket/app-core/kit-text';

import { palette } from '../palette/palette';

const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lusaka', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lusaka', day: 'numeric', month: 'short' });

/** When the copy shown was the server's answer, in Lusaka time: { time: '14:05', day: '27 Nov' } (the title's values). */
export const copyTimeOf = (savedAt: number) => ({ time: time.format(savedAt), day: day.format(savedAt) });

export const OFFLINE_COPY_TEXT = {
  /** `{time}` and `{day}`: when the copy was the server's answer, in Lusaka time (14:05, 27 Nov). */
  title: 'No connection: your bills as of {time}, {day}',
  body: 'Payments made since then may not show yet. Repaying and extending need a connection.',
  /** The toast of Repayment or Extension pressed on a copy. */
  needsConnection: 'You are offline. Repaying and extending need a connection: please connect and try again.',
} as const;

/** Above a bill page shown from the copy kept on the phone (the network is gone): its time and what it may miss. */
export function OfflineCopyNote({ savedAt }: { savedAt: number }) {
  const t = useKitText();
  return (
    <div
      role="status"
      data-testid="offline-copy-note"
      style={{ margin: '8px 16px', padding: '10px 12px', borderRadius: 8, fontSize: 13, color: palette.warning, background: palette.warningSurface }}
    >
      <strong>{t(OFFLINE_COPY_TEXT.title, copyTimeOf(savedAt))}</strong>
      <p style={{ margin: '4px 0 0' }}>{t(OFFLINE_COPY_TEXT.body)}</p>
    </div>
  );
}
