import { useNavigate } from '@tanstack/react-router';

import { useText } from '@pocket/app-core/i18n';
import { useLoadingToast } from '@pocket/ui-kit/use-loading-toast';

import { useGetCouponPacksQuery } from '../api/get-coupon-packs';
import { failureText } from '../model/failure-text';
import { useClaim } from '../model/use-claim';
import { useRequireLogin } from '../model/use-require-login';
import { CouponPacksView } from '../ui/coupon-packs-view';

/** Route component of /activity/couponBenefit (anonymous; claiming needs login). */
export default function CouponBenefitPage() {
  const navigate = useNavigate();
  const t = useText();
  const { loggedIn, guard } = useRequireLogin();
  const packs = useGetCouponPacksQuery({ loggedIn });
  const { claim, claiming } = useClaim();
  useLoadingToast(packs.isLoading);
  return (
    <CouponPacksView
      packs={packs.data ?? null}
      loading={packs.isLoading}
      error={packs.isError ? failureText(packs.error, t) : null}
      claiming={packs.data?.find((p) => p.code === claiming)?.id ?? null}
      onRetry={() => void packs.refetch()}
      onClaim={(pack) => guard(() => void claim(pack.code))}
      onViewCoupons={() => guard(() => void navigate({ to: '/coupon' }))}
    />
  );
}
