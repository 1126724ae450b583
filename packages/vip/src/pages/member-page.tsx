import { useEffect, useRef } from 'react';
import { Button } from 'react-vant';

import type { ApiFailure } from '@pocket/api-client/errors';
import { useFollowSchedule } from '@pocket/api-client/follow-schedule';
import { selectHasToken, selectUserInfo } from '@pocket/app-core/app-state';
import { useAppDispatch, useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import { useOverlay } from '@pocket/app-core/overlays';
import { Empty } from '@pocket/ui-kit/empty';
import { useLoadingToast } from '@pocket/ui-kit/use-loading-toast';

import { useGetVipCardInfoQuery } from '../api/get-vip-card-info';
import { memberStateOf } from '../model/member-state';
import { refreshUserInfo } from '../model/refresh-user-info';
import { MemberView } from '../ui/member-view';

/** Route component of /member (anonymous allowed): cards, status, a payment followed until final, buy buttons. */
export default function MemberPage() {
  const hasToken = useAppSelector(selectHasToken);
  const userInfo = useAppSelector(selectUserInfo);
  const dispatch = useAppDispatch();
  const t = useText();
  const login = useOverlay('login');
  const vipPayment = useOverlay('vipPayment');
  const info = useGetVipCardInfoQuery({ signed: hasToken });
  const pending = !!info.data?.pendingPayment;
  // A payment in flight is followed without a reload: each check reloads the cards and the membership.
  useFollowSchedule(pending, () => info.refetch());

  // A followed payment became final: the limit, the fee and userInfo change with the membership.
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) void dispatch(refreshUserInfo());
    wasPending.current = pending;
  }, [pending, dispatch]);

  useLoadingToast(info.isLoading);

  if (!info.data) {
    if (!info.isError) return null;
    return (
      <Empty image="error" description={(info.error as ApiFailure).msg || t('Loading failed, please try again')}>
        <Button round type="primary" size="small" onClick={() => void info.refetch()}>
          {t('Retry')}
        </Button>
      </Empty>
    );
  }
  return (
    <MemberView
      state={memberStateOf(hasToken, info.data)}
      info={info.data}
      onBuy={(card) => {
        if (!hasToken) return login.show();
        vipPayment.show({ name: card.name, payAmount: card.price, vipCardId: card.vipCardId, mobile: userInfo?.mobile ?? '' });
      }}
    />
  );
}
