import { useParams } from '@tanstack/react-router';

import { readQuickRepayToken } from '@pocket/api-client/quick-repay-token';

import { QpExtensionScreen } from './qp-extension-screen';

/** Route component of /qp/extension/$orderPlanId. */
export default function QpExtensionPage() {
  const params = useParams({ strict: false }) as { orderPlanId?: string };
  return <QpExtensionScreen orderPlanId={Number(params.orderPlanId ?? 0)} token={readQuickRepayToken()} />;
}
