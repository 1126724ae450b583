import { useEffect, useState, useSyncExternalStore } from 'react';

import type { ApiFailure } from '@pocket/api-client/errors';
import { useFollowPayment } from '@pocket/api-client/follow-payment';
import { useQuickRepayOrdersQuery } from '@pocket/api-client/quick-repay-orders';
import { clearQuickRepayToken, readQuickRepayToken, saveQuickRepayToken } from '@pocket/api-client/quick-repay-token';
import { useOverlay } from '@pocket/app-core/overlays';
import { RESPONSE_CODE } from '@pocket/contracts/constants';
import { useLoadingToast } from '@pocket/ui-kit/use-loading-toast';

import { type QuickRepayInfo, useQuickRepayInfoMutation } from '../api/quick-repay-info';
import { useSendQuickRepayCodeMutation } from '../api/send-quick-repay-code';
import { loadQuickRepayBills, QuickRepayView } from '../ui/quick-repay-view';

const noSubscription = () => () => undefined;

/**
 * Route component of /qp. The verified phone's token is kept in session storage for its 15 minutes, so a reload
 * shows the bills again without a new SMS code; once it has expired the page asks for a code again. The server
 * renders /qp for a visitor with no token (issue 28): while the browser hydrates that HTML it starts from no token
 * too (useSyncExternalStore's server snapshot), then shows the stored one's bills.
 */
export default function QuickRepayPage() {
  const [sendCode] = useSendQuickRepayCodeMutation();
  const [verify, verifying] = useQuickRepayInfoMutation();
  const stored = useSyncExternalStore(noSubscription, readQuickRepayToken, () => null);
  // undefined: nothing happened on this page yet, the stored token (if any) stands.
  const [chosen, setToken] = useState<string | null | undefined>(undefined);
  const token = chosen === undefined ? stored : chosen;
  const [verified, setVerified] = useState<QuickRepayInfo | null>(null);
  const orders = useQuickRepayOrdersQuery(token ?? '', { skip: token === null });
  const repay = useOverlay('repay');
  const extension = useOverlay('extension');
  useLoadingToast(orders.isLoading);

  const expired = (orders.error as ApiFailure | undefined)?.code === RESPONSE_CODE.unauthorized;
  useEffect(() => {
    if (!expired) return;
    clearQuickRepayToken();
    setToken(null);
  }, [expired]);

  // The verify answer shows the bills at once; the token's own call keeps them fresh (and brings them after a reload).
  const list = token === null ? null : (orders.data?.orders ?? (verified?.token === token ? verified.orders : null));
  const follow = useFollowPayment(list?.find((o) => o.paymentInFlight)?.paymentInFlight, token);

  return (
    <QuickRepayView
      orders={list}
      verifying={verifying.isLoading}
      follow={follow}
      onObtain={async (mobile) => {
        void loadQuickRepayBills().catch(() => undefined);
        return !('error' in (await sendCode(mobile)));
      }}
      onVerify={async (mobile, captcha) => {
        const result = await verify({ mobile, captcha });
        if ('data' in result && result.data) {
          saveQuickRepayToken(result.data.token, result.data.expiresIn);
          setVerified(result.data);
          setToken(result.data.token);
        }
      }}
      onRepay={(order, plan) => {
        if (!token) return;
        repay.show({
          quickRepay: { token, planId: plan.planId, remainingAmount: plan.remainingAmount, repayAccount: order.repayAccount },
        });
      }}
      onExtend={(plan) => token && extension.show({ planId: plan.planId, quickRepayToken: token })}
    />
  );
}
