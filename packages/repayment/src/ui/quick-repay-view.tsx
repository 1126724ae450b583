import { PageHeader } from '@pocket/ui-kit/page-header';

import { QuickRepayBills } from './quick-repay-bills';
import type { QuickRepayBillsProps } from './quick-repay-bills';
import { QuickRepayVerify } from './quick-repay-verify';
import type { QuickRepayVerifyProps } from './quick-repay-verify';

export const QUICK_REPAY_TITLE = 'Loan bills, quick repayment';

export type QuickRepayViewProps = QuickRepayVerifyProps & Omit<QuickRepayBillsProps, 'orders'> & { orders: QuickRepayBillsProps['orders'] | null };

/** /qp without login: verify the phone, then that phone's bills with the same repay and extension popups. */
export function QuickRepayView({ orders, onRepay, onExtend, follow, ...verify }: QuickRepayViewProps) {
  return (
    <main data-testid="quick-repay">
      <PageHeader title={QUICK_REPAY_TITLE} />
      {orders === null ? <QuickRepayVerify {...verify} /> : <QuickRepayBills orders={orders} onRepay={onRepay} onExtend={onExtend} follow={follow} />}
    </main>
  );
}
