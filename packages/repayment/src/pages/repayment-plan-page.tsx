import { useParams } from '@tanstack/react-router';

import { useBillPage } from '../model/use-loan-or-copy';
import { RepaymentPlanView } from '../ui/repayment-plan-view';

/** Route component of /repayment-plan/$orderId. */
export default function RepaymentPlanPage() {
  const { orderId } = useParams({ strict: false }) as { orderId?: string };
  return <RepaymentPlanView {...useBillPage(Number(orderId ?? 0))} />;
}
