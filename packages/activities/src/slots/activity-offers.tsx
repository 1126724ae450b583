import { useNavigate } from '@tanstack/react-router';
import { Cell } from 'react-vant';

/** homeOffers slot on /home: the way to the prize wheel, the coupon packs and the invite poster. */
export default function ActivityOffers() {
  const navigate = useNavigate();
  return (
    <Cell.Group inset title="Activities">
      <Cell title="Spin the wheel" label="A free spin every day, prizes up to K50 off" isLink onClick={() => void navigate({ to: '/activity/turntable' })} />
      <Cell title="Coupon packs" label="Claim coupons for your next bill" isLink onClick={() => void navigate({ to: '/activity/couponBenefit' })} />
      <Cell title="Invite friends" label="Get K30 off when a friend repays on time" isLink onClick={() => void navigate({ to: '/activity/poster' })} />
    </Cell.Group>
  );
}
