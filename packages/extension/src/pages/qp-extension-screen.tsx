import { useEffect, useRef } from 'react';

import type { ApiFailure } from '@pocket/api-client/errors';
import { useFollowPayment } from '@pocket/api-client/follow-payment';
import { useQuickRepayOrdersQuery } from '@pocket/api-client/quick-repay-orders';
import { clearQuickRepayToken } from '@pocket/api-client/quick-repay-token';
import { useOverlay } from '@pocket/app-core/overlays';
import { paths } from '@pocket/app-core/routes';
import { RESPONSE_CODE } from '@pocket/contracts/constants';
import { isPaymentPending } from '@pocket/ui-kit/payment-note';
import { useLoadingToast } from '@pocket/ui-kit/use-loading-toast';

import { QpExtensionView } from '../ui/qp-extension-view';

/**
 * 'Bill Extension' for /qp: the bill (found among the verified phone's bills), the extension popup with the
 * quick-repay token, and the fee payment followed until final. Without a live token it sends the borrower to /qp.
 */
export function QpExtensionScreen({ orderPlanId, token }: { orderPlanId: number; token: string | null }) {
  const { show } = useOverlay('extension');
  const orders = useQuickRepayOrdersQuery(token ?? '', { skip: token === null || orderPlanId <= 0 });
  const expired = (orders.error as ApiFailure | undefined)?.code === RESPONSE_CODE.unauthorized;
  const verified = token !== null && orderPlanId > 0 && !expired;
  const plan = orders.data?.orders.flatMap((o) => o.plans).find((p) => p.planId === orderPlanId) ?? null;
  const follow = useFollowPayment(plan?.paymentInFlight, token);
  const pending = isPaymentPending(follow, plan?.paymentInFlight);
  useLoadingToast(orders.isLoading);

  useEffect(() => {
    if (expired) clearQuickRepayToken();
  }, [expired]);

  // Opened from an SMS link the popup comes up by itself, once; it shows a fee already waiting for the PIN itself.
  const opened = useRef(false);
  useEffect(() => {
    if (!verified || opened.current) return;
    opened.current = true;
    show({ planId: orderPlanId, quickRepayToken: token });
  }, [verified, orderPlanId, token, show]);

  return (
    <QpExtensionView
      verified={verified}
      bill={plan}
      follow={follow}
      pending={pending}
      onExtend={() => show({ planId: orderPlanId, quickRepayToken: token })}
      onVerify={() => location.assign(paths.quickRepay)}
    />
  );
}
