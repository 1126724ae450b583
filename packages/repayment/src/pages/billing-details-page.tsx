import { useNavigate, useParams } from '@tanstack/react-router';

import { hrefOf, paths } from '@pocket/app-core/routes';

import { useBillPage } from '../model/use-loan-or-copy';
import { BillingDetailsView } from '../ui/billing-details-view';

/** Route component of /billing-details/$orderId: a submitted payment is followed here until final, without reload. */
export default function BillingDetailsPage() {
  const { orderId } = useParams({ strict: false }) as { orderId?: string };
  const id = Number(orderId ?? 0);
  const navigate = useNavigate();
  const page = useBillPage(id);
  return (
    <BillingDetailsView
      {...page}
      onShowPlan={() => void navigate({ href: hrefOf(paths.repaymentPlan, { orderId: id }) })}
      onBillHelp={() => void navigate({ href: hrefOf(paths.billHelp, { orderId: id }) })}
    />
  );
}
