import { useMemo, useRef } from 'react';

import { clientToaster } from '@pocket/api-client/client';
import { type ApiFailure, failureText } from '@pocket/api-client/errors';
import { useText } from '@pocket/app-core/i18n';
import { routeTable } from '@pocket/app-core/routes';
import { randomUuid } from '@pocket/app-core/uuid';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { PageState } from '@pocket/ui-kit/page-state';
import { useLoadingToast } from '@pocket/ui-kit/use-loading-toast';

import { useFileComplaintMutation, useMyComplaintsQuery } from '../api/complaints';
import { ComplaintForm, type ComplaintDraft } from '../ui/complaint-form';
import { ComplaintList } from '../ui/complaint-list';

export const HELP_TEXT = {
  intro: 'Something wrong with a payment, a bill or how we treated you? Write to us: a person reads every complaint and answers here, and we send you an SMS when the answer is ready.',
  /** Said through `t` with `{reference}` (docs/languages.md). */
  sent: 'Sent. Your reference is {reference}',
} as const;

/** `?orderId=` when opened from a loan's bill or a failed payment. */
const orderIdFromLink = () => {
  const id = Number(new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search).get('orderId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** /help: write a complaint (with the loan it is about, when opened from one) and read the answers (docs/complaints.md). */
export default function HelpPage() {
  const orderId = useMemo(orderIdFromLink, []);
  const list = useMyComplaintsQuery();
  const [file, filing] = useFileComplaintMutation();
  // One key per draft: a double tap or a retry after a time-out files one complaint.
  const key = useRef(randomUuid());
  useLoadingToast(list.isLoading || filing.isLoading);
  const t = useText();
  const send = async (draft: ComplaintDraft) => {
    try {
      const filed = await file({ body: { ...draft, orderId }, key: key.current }).unwrap();
      key.current = randomUuid();
      clientToaster().show(t(HELP_TEXT.sent, { reference: filed.reference }));
      return true;
    } catch (error) {
      // The client's error catalogue has usually said it already (the server's message names the problem).
      if (!(error as ApiFailure).toastShown) clientToaster().fail(failureText(error));
      return false;
    }
  };
  return (
    <div>
      <PageHeader title={t(routeTable.help.title)} />
      <p style={{ padding: '0 16px' }}>{t(HELP_TEXT.intro)}</p>
      <ComplaintForm orderId={orderId} sending={filing.isLoading} onSend={send} />
      <PageState loading={list.isLoading} error={list.isError ? failureText(list.error) : null} onRetry={() => void list.refetch()}>
        {list.data && <ComplaintList items={list.data.items} />}
      </PageState>
    </div>
  );
}
