import { useState } from 'react';

import { useOverlay } from '@pocket/app-core/overlays';

import { useQuickRepayInfoMutation } from '../api/quick-repay-info';
import type { QuickRepayInfo } from '../api/quick-repay-info';
import { useSendQuickRepayCodeMutation } from '../api/send-quick-repay-code';
import { saveQuickRepayToken } from '../model/quick-repay-token';
import { QuickRepayView } from '../ui/quick-repay-view';

/** Route component of /qp. */
export default function QuickRepayPage() {
  const [sendCode] = useSendQuickRepayCodeMutation();
  const [verify, verifying] = useQuickRepayInfoMutation();
  const [info, setInfo] = useState<QuickRepayInfo | null>(null);
  const repay = useOverlay('repay');
  const extension = useOverlay('extension');

  return (
    <QuickRepayView
      orders={info?.orders ?? null}
      verifying={verifying.isLoading}
      onObtain={async (mobile) => !('error' in (await sendCode(mobile)))}
      onVerify={async (mobile, captcha) => {
        const result = await verify({ mobile, captcha });
        if ('data' in result && result.data) {
          saveQuickRepayToken(result.data.token, result.data.expiresIn);
          setInfo(result.data);
        }
      }}
      onRepay={(order, plan) => {
        if (!info) return;
        repay.show({
          quickRepay: { token: info.token, planId: plan.planId, remainingAmount: plan.remainingAmount, repayAccount: order.repayAccount },
        });
      }}
      onExtend={(plan) => info && extension.show({ planId: plan.planId, quickRepayToken: info.token })}
    />
  );
}
