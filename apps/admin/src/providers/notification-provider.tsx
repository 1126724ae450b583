import { useNotification } from '@refinedev/core';
import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/** What the desk says after a person's action went through: one notice at a time, the newest. */
export interface DoneNotice {
  message: string;
  description?: string;
}

/** The key of the desk's own notices. */
const DONE = 'done';

const NoticeContext = createContext<DoneNotice | null>(null);

/**
 * The desk's one notification provider (wired in <Refine>) and the notice it holds. It carries what went through
 * ("Channel saved...", "Sent for approval..."): a success notice replaces the one before and stays until the next notice
 * or another page. It shows only what the desk words itself (`doneNotice`, `useDone`, key DONE): Refine's generic
 * "Successfully created staff" is dropped, and so are refusals, which the desk shows in the server's words where the
 * person acted (the form's or the list's own alert, with a way to try again) rather than twice.
 */
export function useNoticeBoard(): { provider: NotificationProvider; notice: DoneNotice | null; clear: () => void } {
  const [notice, setNotice] = useState<DoneNotice | null>(null);
  const clear = useCallback(() => setNotice(null), []);
  const provider = useMemo<NotificationProvider>(
    () => ({
      open: ({ key, type, message, description }: OpenNotificationParams) => {
        if (type === 'error' || key !== DONE) return;
        setNotice(description ? { message, description } : { message });
      },
      close: () => setNotice(null),
    }),
    [],
  );
  return { provider, notice, clear };
}

/** Hands the board's notice to <Notices> below <Refine>. */
export function NoticeProvider({ notice, children }: { notice: DoneNotice | null; children: ReactNode }) {
  return <NoticeContext.Provider value={notice}>{children}</NoticeContext.Provider>;
}

/** The notice of the desk, shown above the page; another page clears it. */
export function Notices() {
  const notice = useContext(NoticeContext);
  const { close } = useNotification();
  const { pathname } = useLocation();
  useEffect(() => () => close?.(DONE), [pathname, close]);
  if (!notice) return null;
  return (
    <p role="status" className="notice" data-testid="desk-notice">
      {notice.message}
      {notice.description ? <span className="muted"> {notice.description}</span> : null}
    </p>
  );
}

/** Say what went through, through the notification provider: `const done = useDone(); done('Channel saved.')`. */
export function useDone(): (message: string) => void {
  const { open } = useNotification();
  return useCallback((message: string) => open?.({ key: DONE, type: 'success', message }), [open]);
}

/** A success notice for a mutation's `successNotification` (Refine's hooks hand it to the notification provider). */
export const doneNotice = (message: string): OpenNotificationParams => ({ key: DONE, type: 'success', message });
