import { lazy, Suspense } from 'react';
import { Loading } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { PageHeader } from '@pocket/ui-kit/page-header';

import type { QuickRepayBillsProps } from './quick-repay-bills';
import { QuickRepayVerify } from './quick-repay-verify';
import type { QuickRepayVerifyProps } from './quick-repay-verify';

export const QUICK_REPAY_TITLE = 'Loan bills, quick repayment';

/**
 * The bills come after the SMS code: their code (the bill lines, the payment note, the loan summary) is not part of
 * /qp's first screen. `loadQuickRepayBills` starts fetching it early, when the borrower asks for a code.
 */
export const loadQuickRepayBills = () => import('./quick-repay-bills');
const QuickRepayBills = lazy(() => loadQuickRepayBills().then((m) => ({ default: m.QuickRepayBills })));

export type QuickRepayViewProps = QuickRepayVerifyProps & Omit<QuickRepayBillsProps, 'orders'> & { orders: QuickRepayBillsProps['orders'] | null };

/** /qp without login: verify the phone, then that phone's bills with the same repay and extension popups. */
export function QuickRepayView({ orders, onRepay, onExtend, follow, ...verify }: QuickRepayViewProps) {
  const t = useText();
  return (
    <div data-testid="quick-repay">
      <PageHeader title={t(QUICK_REPAY_TITLE)} />
      {orders === null ? (
        <QuickRepayVerify {...verify} />
      ) : (
        <Suspense fallback={<Loading style={{ padding: 24, textAlign: 'center' }}>{t('Loading...')}</Loading>}>
          <QuickRepayBills orders={orders} onRepay={onRepay} onExtend={onExtend} follow={follow} />
        </Suspense>
      )}
    </div>
  );
}
