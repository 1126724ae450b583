import { Button, Cell, CellGroup } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { routeTable } from '@pocket/app-core/routes';
import { Empty } from '@pocket/ui-kit/empty';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { FollowedPaymentNote, type FollowedPaymentLike } from '@pocket/ui-kit/payment-note';

export const VERIFY_FIRST = 'Please verify your phone number with an SMS code first';
export const EXTENSION_INVITE = 'Pay the deferral charge to move the due date of this bill.';

export type QpExtensionViewProps = {
  /** false without a live quick-repay token */
  verified: boolean;
  bill: { repayDate: string; extensions: number } | null;
  follow: FollowedPaymentLike;
  /** The fee waits for the PIN: 'Extension' waits too. */
  pending: boolean;
  onExtend: () => void;
  onVerify: () => void;
};

/** 'Bill Extension' (/qp/extension/{orderPlanId}): the bill's due date, its fee payment in flight, and 'Extension'. */
export function QpExtensionView({ verified, bill, follow, pending, onExtend, onVerify }: QpExtensionViewProps) {
  const t = useText();
  return (
    <div data-testid="qp-extension">
      <PageHeader title={t(routeTable.qpExtension.title)} />
      {verified ? (
        <>
          <FollowedPaymentNote follow={follow} />
          {bill && (
            <CellGroup inset>
              <Cell title={t('Due date')} value={bill.repayDate} />
              {bill.extensions > 0 && <Cell title={t('Extended')} value={t('{count} time(s)', { count: bill.extensions })} />}
            </CellGroup>
          )}
          <Empty image="default" description={t(EXTENSION_INVITE)}>
            <Button round type="primary" disabled={pending} onClick={onExtend}>
              {t('Extension')}
            </Button>
          </Empty>
        </>
      ) : (
        <Empty image="error" description={t(VERIFY_FIRST)}>
          <Button round type="primary" onClick={onVerify}>
            {t('Verify my phone')}
          </Button>
        </Empty>
      )}
    </div>
  );
}
