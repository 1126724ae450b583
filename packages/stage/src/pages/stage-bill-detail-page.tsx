import { useParams } from '@tanstack/react-router';
import { useEffect } from 'react';

import { useFollowSchedule } from '@pocket/api-client/follow-schedule';
import { selectUserInfo } from '@pocket/app-core/app-state';
import { useAppDispatch, useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import { useOverlay } from '@pocket/app-core/overlays';
import { useLoadingToast } from '@pocket/ui-kit/use-loading-toast';

import { useStageInfoQuery } from '../api/stage-info';
import { useStagePlanListQuery } from '../api/stage-plan-list';
import { failureText } from '../model/format';
import { stageDataSet, stageRefreshHandled } from '../model/stage.slice';
import { StageBillsView } from '../ui/stage-bills-view';

/** Route component of /stage/bill-detail/$orderId ('Bill Preview'). */
export default function StageBillDetailPage() {
  const { orderId } = useParams({ strict: false }) as { orderId?: string };
  return <StageBillDetail orderId={Number(orderId ?? 0)} />;
}

/** The page's body for one order: its bills, 'Pay' per bill, the refresh flag and the payment followed to final. */
export function StageBillDetail({ orderId: id }: { orderId: number }) {
  const dispatch = useAppDispatch();
  const t = useText();
  const mobile = useAppSelector(selectUserInfo)?.mobile ?? '';
  const refresh = useAppSelector((state) => state.stage?.refresh ?? false);
  const stageRepay = useOverlay('stageRepay');
  const info = useStageInfoQuery(id, { skip: id <= 0 });
  const list = useStagePlanListQuery(id, { skip: id <= 0 });
  useLoadingToast(info.isLoading || list.isLoading);

  // Stage repay success flags the refresh (docs/product.md#states-and-transitions): reload the list, then lower the flag.
  useEffect(() => {
    if (!refresh) return;
    void list.refetch();
    void info.refetch();
    dispatch(stageRefreshHandled());
  }, [refresh, list, info, dispatch]);

  // A submitted payment is followed until final without a reload.
  const inFlight = list.data?.plans.some((p) => p.paymentInFlight) ?? false;
  useFollowSchedule(inFlight, () => {
    void list.refetch();
    void info.refetch();
  });

  const failure = info.error ?? list.error;
  return (
    <StageBillsView
      order={info.data ?? null}
      plans={list.data?.plans ?? null}
      error={failure ? failureText(failure, t) : null}
      onRetry={() => {
        void info.refetch();
        void list.refetch();
      }}
      onPay={(plan) => {
        dispatch(stageDataSet({ planId: plan.planId, amount: plan.remainingAmount, mobile }));
        stageRepay.show();
      }}
    />
  );
}
