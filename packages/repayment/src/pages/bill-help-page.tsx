import { useParams } from '@tanstack/react-router';
import { useRef } from 'react';

import { clientToaster } from '@pocket/api-client/client';
import { type ApiFailure, failureText } from '@pocket/api-client/errors';
import { randomUuid } from '@pocket/app-core/uuid';
import { lusakaToday } from '@pocket/contracts/lusaka-date';
import { useLoadingToast } from '@pocket/ui-kit/use-loading-toast';

import { useAskPaymentPlanMutation, useBillHelpQuery, usePromiseToPayMutation } from '../api/bill-help';
import { BillHelpView } from '../ui/bill-help-view';

export const BILL_HELP_SENT = { promise: 'Thank you. We will not remind you before that day.', plan: 'Sent. We will answer within 2 working days.' } as const;

/** Route component of /bill-help/$orderId, reached from an overdue bill (docs/collections.md). */
export default function BillHelpPage() {
  const { orderId } = useParams({ strict: false }) as { orderId?: string };
  const id = Number(orderId ?? 0);
  const help = useBillHelpQuery(id);
  const [promise, promising] = usePromiseToPayMutation();
  const [ask, asking] = useAskPaymentPlanMutation();
  // One key per draft: a double tap or a retry after a time-out makes one promise, one request.
  const promiseKey = useRef(randomUuid());
  const planKey = useRef(randomUuid());
  useLoadingToast(help.isLoading);
  const sent = async (run: () => Promise<unknown>, key: { current: string }, text: string) => {
    try {
      await run();
      key.current = randomUuid();
      clientToaster().show(text);
      return true;
    } catch (error) {
      if (!(error as ApiFailure).toastShown) clientToaster().fail(failureText(error));
      return false;
    }
  };
  return (
    <BillHelpView
      help={help.data ?? null}
      today={lusakaToday()}
      loading={help.isLoading}
      error={help.isError ? failureText(help.error) : null}
      onRetry={() => void help.refetch()}
      promising={promising.isLoading}
      asking={asking.isLoading}
      onPromise={(amount, payBy) => sent(() => promise({ orderId: id, amount, payBy, key: promiseKey.current }).unwrap(), promiseKey, BILL_HELP_SENT.promise)}
      onAskPlan={(reason) => sent(() => ask({ orderId: id, reason, key: planKey.current }).unwrap(), planKey, BILL_HELP_SENT.plan)}
    />
  );
}
