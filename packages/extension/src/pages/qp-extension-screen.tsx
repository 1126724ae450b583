import { useEffect } from 'react';
import { Button } from 'react-vant';

import { useOverlay } from '@pocket/app-core/overlays';
import { paths, routeTable } from '@pocket/app-core/routes';
import { Empty } from '@pocket/ui-kit/empty';
import { PageHeader } from '@pocket/ui-kit/page-header';

export const VERIFY_FIRST = 'Please verify your phone number with an SMS code first';

/**
 * 'Bill Extension' for /qp: opens the same extension popup with the quick-repay token; without a live token it
 * sends the borrower back to /qp to verify the phone.
 */
export function QpExtensionScreen({ orderPlanId, token }: { orderPlanId: number; token: string | null }) {
  const { show } = useOverlay('extension');
  const valid = token !== null && orderPlanId > 0;
  useEffect(() => {
    if (valid) show({ planId: orderPlanId, quickRepayToken: token });
  }, [valid, orderPlanId, token, show]);

  return (
    <main data-testid="qp-extension">
      <PageHeader title={routeTable.qpExtension.title} />
      {valid ? (
        <Empty image="default" description="Pay the deferral charge to move the due date of this bill.">
          <Button round type="primary" onClick={() => show({ planId: orderPlanId, quickRepayToken: token })}>
            Extension
          </Button>
        </Empty>
      ) : (
        <Empty image="error" description={VERIFY_FIRST}>
          <Button round type="primary" onClick={() => location.assign(paths.quickRepay)}>
            Verify my phone
          </Button>
        </Empty>
      )}
    </main>
  );
}
