import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { ClaimOutcome } from '../model/use-claim';
import { useClaim } from '../model/use-claim';
import { useRequireLogin } from '../model/use-require-login';
import { GetCouponView } from '../ui/get-coupon-view';

const codeFromLink = () => new URLSearchParams(window.location.search).get('code')?.trim().toUpperCase() ?? '';

/** Route component of /gc ('GetCoupon', anonymous; claiming needs login). */
export default function GetCouponPage() {
  const navigate = useNavigate();
  const { loggedIn, guard } = useRequireLogin();
  const { claim, claiming } = useClaim();
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);
  return (
    <GetCouponView
      initialCode={codeFromLink()}
      loggedIn={loggedIn}
      claiming={claiming !== null}
      outcome={outcome}
      onClaim={(code) => guard(() => void claim(code).then(setOutcome))}
      onViewCoupons={() => void navigate({ to: '/coupon' })}
      onBrowsePacks={() => void navigate({ to: '/activity/couponBenefit' })}
    />
  );
}
